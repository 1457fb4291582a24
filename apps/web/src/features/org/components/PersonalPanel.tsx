import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useTranslation } from 'react-i18next';

/** A personal space has no members or invites: say so, and point at teams. */
export function PersonalPanel() {
  const { t } = useTranslation('org');
  return <Alert type="info" title={t('org.personal.title')} content={t('org.personal.hint')} />;
}
