import { Drawer, Empty, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useSceneSecrets } from '../../api/secrets';
import { SecretAddForm } from './SecretAddForm';
import { SecretRow } from './SecretRow';
import styles from './Secrets.module.css';

interface Props {
  orgId: string;
  visible: boolean;
  onClose: () => void;
}

/** How an HTTP node's template names a secret (see the http node's settings). */
const SECRET_USAGE = '{{ secret.NAME }}';

/** The team's scene secrets, for its managers: names listed, values written and never read. */
export function SecretsDrawer({ orgId, visible, onClose }: Props) {
  const { t } = useTranslation('scenes');
  const narrow = useMediaQuery('(max-width: 600px)');
  const secrets = useSceneSecrets(orgId, visible);
  const list = secrets.data ?? [];

  const body = () => {
    if (secrets.isPending) return <Spin className={styles.spin} />;
    if (secrets.isError)
      return (
        <LoadFailed message={t('secrets.loadFailed')} onRetry={() => void secrets.refetch()} />
      );
    if (list.length === 0) return <Empty description={t('secrets.empty')} />;
    return (
      <ul className={styles.list} aria-label={t('secrets.listTitle')}>
        {list.map((secret) => (
          <SecretRow key={secret.name} orgId={orgId} secret={secret} />
        ))}
      </ul>
    );
  };

  return (
    <Drawer
      visible={visible}
      width={narrow ? '100%' : 520}
      title={t('secrets.title')}
      footer={null}
      unmountOnExit
      onCancel={onClose}
    >
      <p className={styles.intro}>{t('secrets.intro', { usage: SECRET_USAGE })}</p>
      <SecretAddForm
        orgId={orgId}
        taken={list.map((secret) => secret.name)}
        onAdded={(name) => void Message.success(t('secrets.added', { name }))}
      />
      {body()}
    </Drawer>
  );
}
