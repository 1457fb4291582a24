import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDelete, IconEdit } from '@arco-design/web-react/icon';
import type { BotKey } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { keyState, type KeyState } from '../logic/keyForm';
import styles from './Keys.module.css';

const STATE_COLORS: Record<KeyState, string> = {
  active: 'green',
  expired: 'orange',
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

interface ActionProps {
  botKey: BotKey;
  onEdit: (key: BotKey) => void;
  onRevoke: (key: BotKey) => void;
}

/** Edit and revoke; a revoked key has neither. */
export function KeyActions({ botKey, onEdit, onRevoke }: ActionProps) {
  const { t } = useTranslation('bot');
  if (botKey.revokedAt) return null;
  return (
    <span className={styles.keyActions}>
      <Button
        size="mini"
        type="text"
        icon={<IconEdit />}
        aria-label={t('keys.editNamed', { name: botKey.name })}
        onClick={() => onEdit(botKey)}
      >
        {t('keys.edit')}
      </Button>
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
