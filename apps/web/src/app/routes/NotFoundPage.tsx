import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.description')}
      extra={
        <Button
          type="primary"
          href={paths.home}
          onClick={(event) => {
            event.preventDefault();
            void navigate(paths.home);
          }}
        >
          {t('notFound.backHome')}
        </Button>
      }
      style={{ paddingTop: '12vh' }}
    />
  );
}
