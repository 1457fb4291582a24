import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { errorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/lib/session';
import type { FlowState } from '../logic/useSignInFlow';
import styles from './FlowScreen.module.css';

interface Props {
  state: FlowState;
  /** What the page is doing while it works ("going to DingTalk…"). */
  working: string;
  /** Where "sign in again" starts over; absent, the sign-in page. */
  retryPath?: string;
  /** The sign-in page to go back to: the team's, with its buttons, when known. */
  loginPath?: string;
}

/** A sign-in page's whole screen: working, or why it stopped and the ways on. */
export function FlowScreen({ state, working, retryPath, loginPath }: Props) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const signedIn = useSessionStore((session) => session.token !== null);
  const go = (path: string) => void navigate(path, { replace: true });

  const stopped = state.status === 'failed' || (state.status === 'ended' && state.end !== 'left');
  let body;
  if (
    state.status === 'working' ||
    state.status === 'done' ||
    (state.status === 'ended' && state.end === 'left')
  ) {
    body = (
      <div className={styles.working} role="status">
        <Spin size={32} />
        <p>{working}</p>
      </div>
    );
  } else {
    const reason =
      state.status === 'failed'
        ? errorMessage(state.error)
        : t(state.end === 'refused' ? 'flow.refused' : 'flow.noCode');
    body = (
      <Result
        status="warning"
        title={t('flow.failed')}
        subTitle={reason}
        extra={
          <div className={styles.actions}>
            {retryPath && !signedIn ? (
              <Button type="primary" onClick={() => window.location.assign(retryPath)}>
                {t('flow.retry')}
              </Button>
            ) : null}
            {signedIn ? (
              <Button onClick={() => go('/setting/account')}>{t('flow.toAccount')}</Button>
            ) : (
              <Button onClick={() => go(loginPath ?? paths.login)}>{t('flow.toLogin')}</Button>
            )}
          </div>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        {/* A failure is announced as it appears. */}
        <div role={stopped ? 'alert' : undefined}>{body}</div>
      </main>
    </div>
  );
}
