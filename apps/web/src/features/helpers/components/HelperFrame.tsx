import { useContext, type ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { queryClient } from '@/lib/query-client';
import { useSignIn } from '../hooks/useSignIn';
import { helperLinks } from '../logic/links';
import styles from './HelperFrame.module.css';

/**
 * Every helpers page sits in this. Signed in, the studio's frame is around it already. Signed
 * out (the square, a team's page, a helper's page), the studio shell that brings react-query's
 * client is not loaded: the page brings the app's client itself, and a bar to sign in from
 * (and to switch the language).
 */
export function HelperFrame({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  const { signedIn } = useSignIn();
  const page = signedIn ? children : <GuestFrame>{children}</GuestFrame>;
  return client ? page : <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>;
}

function GuestFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  const { loginUrl } = useSignIn();
  return (
    <div className={styles.guest}>
      <header className={styles.bar}>
        <Link to={helperLinks.square} className={styles.brand}>
          <Logo compact />
        </Link>
        <div className={styles.barEnd}>
          <LanguageSwitch />
          <Button
            type="primary"
            href={loginUrl}
            onClick={(event) => {
              event.preventDefault();
              void navigate(loginUrl);
            }}
          >
            {t('actions.signIn')}
          </Button>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
