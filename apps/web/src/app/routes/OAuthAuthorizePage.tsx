import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/**
 * `/oauth2/authorize?code=…&clientId=…`, open without sign-in (spec §4). The single sign-on
 * call arrives with the SSO issue; until then this says so plainly rather than pretending.
 */
export function OAuthAuthorizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', paddingTop: '15vh' }}>
      <Result
        status="warning"
        title={t('oauth.notConfigured')}
        subTitle={t('oauth.description')}
        extra={
          <Button
            type="primary"
            href={paths.login}
            onClick={(event) => {
              event.preventDefault();
              void navigate(paths.login);
            }}
          >
            {t('oauth.toLogin')}
          </Button>
        }
      />
    </main>
  );
}
