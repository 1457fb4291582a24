import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRIVACY_KEYWORD, TERMS_KEYWORD } from '@miaoyu/contracts/constants';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { BrandPanel } from '../components/BrandPanel';
import { LoginForm } from '../components/LoginForm';
import { redirectTarget } from '@/lib/redirect';
import { useSessionStore } from '@/lib/session';
import { signInOptions } from '@/lib/slots';
import styles from './LoginPage.module.css';

/** The platform's terms and privacy articles: pages of their own, outside the studio's router. */
const articleHref = (keyword: string) => `/richText/${keyword}`;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = useSessionStore((state) => state.token);
  // A team's sign-in link: its other ways in show under the form.
  const tenantId = params.get('tenant');

  // Covers both a fresh sign-in and a visit while already signed in.
  if (token) return <Navigate to={redirectTarget(params.get('redirect'))} replace />;

  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.main}>
        <header className={styles.toolbar}>
          <span className={styles.mobileLogo}>
            <Logo />
          </span>
          <LanguageSwitch />
        </header>
        <section className={styles.content}>
          <div className={styles.card}>
            <h1 className={styles.title}>{t('login.title')}</h1>
            <p className={styles.subtitle}>{t('login.subtitle')}</p>
            <LoginForm />
            <p className={styles.legal}>
              {t('login.agree')}{' '}
              <a href={articleHref(TERMS_KEYWORD)} target="_blank" rel="noopener">
                {t('login.terms')}
              </a>{' '}
              {t('login.and')}{' '}
              <a href={articleHref(PRIVACY_KEYWORD)} target="_blank" rel="noopener">
                {t('login.privacy')}
              </a>
            </p>
            {tenantId
              ? signInOptions().map(({ id, Component }) => (
                  <Suspense key={id} fallback={null}>
                    <Component tenantId={tenantId} />
                  </Suspense>
                ))
              : null}
          </div>
        </section>
      </main>
    </div>
  );
}
