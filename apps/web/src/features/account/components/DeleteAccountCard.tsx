import { useState } from 'react';
import { Alert, Button, Input, Message, Skeleton } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignOutLocally } from '@/hooks/useCurrentUser';
import { errorMessage } from '@/lib/api-error';
import { Panel } from '@/components/Panel';
import { useDeleteAccount } from '../api/deleteAccount';
import { useDeletionImpact } from '../api/getDeletionImpact';
import section from './Section.module.css';
import styles from './DeleteAccountCard.module.css';

const ORG_PATH = '/setting/org';

/** Says what goes with the account, refuses while teams must be handed over, then deletes. */
export function DeleteAccountCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const impact = useDeletionImpact();
  const remove = useDeleteAccount();
  const signOut = useSignOutLocally();
  const [typed, setTyped] = useState('');
  const word = t('account.delete.confirmWord');
  const blocking = impact.data?.blockingTeams ?? [];
  const sole = impact.data?.soleTeams ?? [];

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      void impact.refetch();
      return;
    }
    Message.success(t('account.delete.deleted'));
    await signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <Panel title={t('account.delete.title')} className={styles.card}>
      <div className={styles.body}>
        <Alert type="warning" content={t('account.delete.warning')} />
        {impact.isPending ? <Skeleton animation text={{ rows: 2 }} /> : null}
        {impact.data && blocking.length > 0 ? (
          <div role="alert">
            <p className={styles.text}>{t('account.delete.blocked')}</p>
            <ul className={styles.teams}>
              {blocking.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <Link to={ORG_PATH}>{t('account.delete.manageTeams')}</Link>
          </div>
        ) : null}
        {impact.data && blocking.length === 0 ? (
          sole.length > 0 ? (
            <div>
              <p className={styles.text}>{t('account.delete.soleTeams')}</p>
              <ul className={styles.teams}>
                {sole.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={styles.text}>{t('account.delete.noTeams')}</p>
          )
        ) : null}
        <label htmlFor="account-delete-confirm" className={styles.text}>
          {t('account.delete.confirmLabel', { word })}
        </label>
        <div className={styles.confirm}>
          <Input
            id="account-delete-confirm"
            value={typed}
            placeholder={word}
            disabled={blocking.length > 0}
            onChange={setTyped}
          />
          <Button
            type="primary"
            status="danger"
            loading={remove.isPending}
            disabled={!impact.data || blocking.length > 0 || typed.trim() !== word}
            onClick={() => void onDelete()}
          >
            {t('account.delete.submit')}
          </Button>
        </div>
        {remove.error ? (
          <p role="alert" className={section.error}>
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
