import { Button, Message, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDelete, IconEdit } from '@arco-design/web-react/icon';
import type { BotKey } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { AssignKey, KeyHolder } from '@/components/key-holder/KeyHolder';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { useAssignBotKey } from '../api/assignBotKey';
import type { BotRef } from '../api/keys';
import { useBotTeamMembers } from '../api/teamMembers';
import { keyState, type KeyState } from '../logic/keyForm';
import styles from './Keys.module.css';

const STATE_COLORS: Record<KeyState, string> = {
  active: 'green',
  expired: 'orange',
  suspended: 'red',
  revoked: 'gray',
};

/** Whether a key works now. */
export function KeyStateTag({ botKey }: { botKey: BotKey }) {
  const { t } = useTranslation('bot');
  const state = keyState(botKey);
  return (
    <Tag size="small" color={STATE_COLORS[state]}>
      {t(`keys.states.${state}`)}
    </Tag>
  );
}

/** The sites that may embed it, or that it opens only as a link. */
export function KeyOrigins({ botKey }: { botKey: BotKey }) {
  const { t } = useTranslation('bot');
  if (!botKey.allowedOrigins.length)
    return <span className={styles.muted}>{t('keys.linkOnly')}</span>;
  return (
    <span className={styles.origins}>
      {botKey.allowedOrigins.map((origin) => (
        <code key={origin} className={styles.origin}>
          {origin}
        </code>
      ))}
    </span>
  );
}

/** The texts of a key's other columns, shared by the table and the cards. */
export function useKeyTexts() {
  const { t } = useTranslation('bot');
  return {
    expiresAt: (key: BotKey) => (key.expiresAt ? formatDateTime(key.expiresAt) : t('keys.never')),
    limits: (key: BotKey) =>
      t('keys.limits', { minute: key.perVisitorPerMinute, day: key.perVisitorPerDay }),
    lastUsed: (key: BotKey) =>
      key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('keys.neverUsed'),
  };
}

/** What the table and the cards need to act on keys. */
export interface KeyListProps {
  keys: BotKey[];
  onEdit: (key: BotKey) => void;
  onRevoke: (key: BotKey) => void;
  /** Owners and admins: they change keys and hand suspended ones on. */
  canPublish: boolean;
}

interface ActionProps extends Omit<KeyListProps, 'keys'> {
  botKey: BotKey;
}

/** Edit (owners and admins) and revoke; a revoked key has neither. */
export function KeyActions({ botKey, onEdit, onRevoke, canPublish }: ActionProps) {
  const { t } = useTranslation('bot');
  if (botKey.revokedAt) return null;
  return (
    <span className={styles.keyActions}>
      {canPublish ? (
        <Button
          size="mini"
          type="text"
          icon={<IconEdit />}
          aria-label={t('keys.editNamed', { name: botKey.name })}
          onClick={() => onEdit(botKey)}
        >
          {t('keys.edit')}
        </Button>
      ) : null}
      <Button
        size="mini"
        type="text"
        status="danger"
        icon={<IconDelete />}
        aria-label={t('keys.revokeNamed', { name: botKey.name })}
        onClick={() => onRevoke(botKey)}
      >
        {t('keys.revoke')}
      </Button>
    </span>
  );
}

/** Who holds the key; a suspended one says why, and a manager may hand it to a member. */
export function KeyHolderCell({
  botKey,
  botRef,
  canPublish,
}: {
  botKey: BotKey;
  botRef: BotRef;
  canPublish: boolean;
}) {
  const user = useCurrentUser();
  const assign = useAssignBotKey(botRef);
  const members = useBotTeamMembers(botRef.orgId, canPublish && !!botKey.suspendedAt);
  const showAssign =
    canPublish && !!botKey.suspendedAt && !botKey.revokedAt && user && members.data;
  return (
    <>
      <KeyHolder info={botKey} tag={false} />
      {showAssign ? (
        <AssignKey
          members={members.data}
          selfId={user.id}
          onAssign={(userId) =>
            assign
              .mutateAsync({ keyId: botKey.id, userId })
              .catch((error: unknown) => Message.error(errorMessage(error)))
          }
        />
      ) : null}
    </>
  );
}
