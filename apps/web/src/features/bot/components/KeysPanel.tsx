import { useState } from 'react';
import { Button, Message, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import { PUBLISH_HELPERS } from '@miaoyu/contracts/publishing';
import { BOT_KEYS_MAX, type BotKey } from '@miaoyu/contracts/bot';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Panel } from '@/components/Panel';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { errorMessage } from '@/lib/api-error';
import type { BotRef } from '../api/keys';
import { useRevokeBotKey } from '../api/revokeBotKey';
import { keyState } from '../logic/keyForm';
import { KeyCards } from './KeyCards';
import { KeyDrawer } from './KeyDrawer';
import { KeyTable } from './KeyTable';
import styles from './Bot.module.css';

interface Props {
  botRef: BotRef;
  keys: UseQueryResult<BotKey[]>;
}

/** The bot's keys: a table on wide screens, cards on phones; make, edit and revoke them. */
export function KeysPanel({ botRef, keys }: Props) {
  const { t } = useTranslation('bot');
  const narrow = useMediaQuery('(max-width: 640px)');
  const [drawer, setDrawer] = useState<{ editing: BotKey | null } | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const revoke = useRevokeBotKey(botRef);
  // Letting visitors in is for owners and admins; the helper's author may still revoke.
  const canPublish = !!useCurrentUser()?.permissions.includes(PUBLISH_HELPERS);
  const list = keys.data ?? [];
  const full = list.filter((key) => keyState(key) !== 'revoked').length >= BOT_KEYS_MAX;

  const confirmRevoke = (key: BotKey) =>
    modal.confirm?.({
      title: t('keys.revokeTitle', { name: key.name }),
      content: t('keys.revokeContent'),
      okText: t('keys.revokeOk'),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        await revoke.mutateAsync(key.id);
        Message.success(t('keys.revokedDone', { name: key.name }));
      },
    });

  const body = () => {
    if (keys.isPending) return <Spin className={styles.spin} />;
    if (keys.isError)
      return (
        <LoadFailed
          message={`${t('keys.loadFailed')}: ${errorMessage(keys.error)}`}
          onRetry={() => void keys.refetch()}
        />
      );
    if (!list.length) return <p className={styles.hint}>{t('keys.empty')}</p>;
    const props = {
      keys: list,
      botRef,
      canPublish,
      onEdit: (key: BotKey) => setDrawer({ editing: key }),
    };
    return narrow ? (
      <KeyCards {...props} onRevoke={confirmRevoke} />
    ) : (
      <KeyTable {...props} onRevoke={confirmRevoke} />
    );
  };

  return (
    <Panel
      title={t('keys.title')}
      extra={
        <Button
          type="primary"
          size="small"
          icon={<IconPlus />}
          disabled={full || !keys.isSuccess || !canPublish}
          onClick={() => setDrawer({ editing: null })}
        >
          {t('keys.create')}
        </Button>
      }
    >
      <p className={styles.hint}>{t('keys.intro')}</p>
      {full ? <p className={styles.hint}>{t('keys.full', { max: BOT_KEYS_MAX })}</p> : null}
      {canPublish ? null : <p className={styles.hint}>{t('keys.needsManager')}</p>}
      {body()}
      {drawer ? (
        <KeyDrawer botRef={botRef} editing={drawer.editing} onClose={() => setDrawer(null)} />
      ) : null}
      {modalHolder}
    </Panel>
  );
}
