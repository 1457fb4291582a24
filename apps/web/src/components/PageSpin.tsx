import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';

/** Full-area loading state while a page or the signed-in user loads. */
export function PageSpin() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin tip={t('app.loading')} />
    </div>
  );
}
