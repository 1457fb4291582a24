import { memo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Popconfirm } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconMessage } from '@arco-design/web-react/icon';
import type { ChatSession } from '@miaoyu/contracts/chat';
import { HelperAvatar } from '@/components/HelperAvatar';
import styles from './SessionItem.module.css';
import helperStyles from './Helper.module.css';

interface Props {
  session: ChatSession;
  active: boolean;
  onOpen: (sessionId: string) => void;
  onRename: (sessionId: string, title: string) => void;
  onDelete: (sessionId: string) => void;
}

/**
 * A session in the column: open, rename inline (Enter saves, Esc cancels), delete. A session
 * with a helper wears the helper's face and name, so it stands apart from plain chats.
 */
export const SessionItem = memo(function SessionItem({ session, active, ...props }: Props) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState<string | null>(null);

  const save = () => {
    const title = editing?.trim() ?? '';
    setEditing(null);
    if (title && title !== session.title) props.onRename(session.sessionId, title);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') {
      // Cancelling a rename keeps the sessions drawer open.
      event.preventDefault();
      event.stopPropagation();
      setEditing(null);
    }
  };

  return (
    <li
      className={`${styles.session} ${active ? styles.sessionActive : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {session.helper ? (
        <HelperAvatar name={session.helper.name} avatar={session.helper.avatar} size={18} />
      ) : (
        <IconMessage className={styles.sessionIcon} />
      )}
      {editing !== null ? (
        <Input
          size="small"
          autoFocus
          maxLength={100}
          aria-label={t('chat.renameLabel')}
          value={editing}
          onChange={setEditing}
          onKeyDown={onKeyDown}
          onBlur={() => setEditing(null)}
        />
      ) : (
        <>
          <button
            type="button"
            className={`${styles.sessionTitle} ${session.helper ? helperStyles.sessionLabel : ''}`}
            title={session.helper ? `${session.title} · ${session.helper.name}` : session.title}
            onClick={() => props.onOpen(session.sessionId)}
          >
            {session.helper ? (
              <>
                <span>{session.title}</span>
                <span className={helperStyles.sessionHelperName}>{session.helper.name}</span>
              </>
            ) : (
              session.title
            )}
          </button>
          <span className={styles.sessionActions}>
            <Button
              size="mini"
              type="text"
              icon={<IconEdit />}
              aria-label={t('chat.rename')}
              onClick={() => setEditing(session.title)}
            />
            <Popconfirm
              title={t('chat.deleteSessionConfirm')}
              onOk={() => props.onDelete(session.sessionId)}
            >
              <Button
                size="mini"
                type="text"
                icon={<IconDelete />}
                aria-label={t('chat.deleteSession')}
              />
            </Popconfirm>
          </span>
        </>
      )}
    </li>
  );
});
