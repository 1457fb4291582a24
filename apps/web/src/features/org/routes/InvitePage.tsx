import { useState } from 'react';
import { Button, Card, Message, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { TOKEN_STORAGE_KEY } from '@miaoyu/contracts/constants';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { errorMessage, statusOf } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { refreshSession } from '../api/currentUser';
import { acceptInvite } from '../api/publicInvite';
import { useInvitePreview } from '../api/useInvitePreview';
import { InviteCard } from '../components/InviteCard';
import { loginToAccept } from '../logic/links';
import styles from './InvitePage.module.css';

/** `/invite/:code`, open without sign-in: which team invites me; join after signing in. */
export function InvitePage() {
  const { t } = useTranslation('org');
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const preview = useInvitePreview(code);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string>();
  const signedIn = () => storage.getString(TOKEN_STORAGE_KEY) !== null;

  const accept = async () => {
    setAccepting(true);
    setError(undefined);
    try {
      const org = await acceptInvite(code);
      await refreshSession(queryClient).catch(() => undefined);
      Message.success(t('invite.joined', { name: org.name }));
      void navigate('/setting/org');
    } catch (failure) {
      // A 401 has signed me out: the card now offers to sign in.
      if (statusOf(failure) !== 401) setError(errorMessage(failure));
      setAccepting(false);
    }
  };

  let body;
  if (preview.loading) body = <Spin className={styles.spin} />;
  else if (preview.data)
    body = (
      <InviteCard
        preview={preview.data}
        signedIn={signedIn()}
        accepting={accepting}
        error={error}
        onAccept={() => void accept()}
        onLogin={() => void navigate(loginToAccept(code))}
      />
    );
  else
    body = (
      <Result
        status={statusOf(preview.error) === 404 ? '404' : 'error'}
        title={t(statusOf(preview.error) === 404 ? 'invite.notFound' : 'invite.loadError')}
        extra={
          statusOf(preview.error) === 404 ? (
            <Button onClick={() => void navigate('/')}>{t('invite.home')}</Button>
          ) : (
            <Button onClick={preview.reload}>{t('invite.retry')}</Button>
          )
        }
      />
    );

  return (
    <main className={styles.page}>
      <header className={styles.bar}>
        <Logo />
        <LanguageSwitch />
      </header>
      <Card className={styles.card} title={t('invite.heading')}>
        {body}
      </Card>
    </main>
  );
}
