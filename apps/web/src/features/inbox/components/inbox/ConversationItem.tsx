import { memo } from 'react';
import { Badge } from '@arco-design/web-react';
import '@arco-design/web-react/es/Badge/style/css.js';
import { useTranslation } from 'react-i18next';
import type { InboxConversation } from '@miaoyu/contracts/bot';
import { previewText } from '@miaoyu/contracts/plain-text';
import { HelperAvatar } from '@/components/HelperAvatar';
import { ListItem } from '@/components/list-item/ListItem';
import { useLocale } from '@/lib/i18n';
import { shortTime } from '@/lib/datetime';
import styles from './inbox.module.css';

interface Props {
  conversation: InboxConversation;
  selected: boolean;
  onOpen: (sessionId: string) => void;
}

/**
 * A conversation in a box: the visitor, the bot, the last message, when, and what is unread;
 * the one open is being read, so it has no unread badge (the server hears of it a moment later).
 */
export const ConversationItem = memo(function ConversationItem({
  conversation,
  selected,
  onOpen,
}: Props) {
  const { t } = useTranslation('inbox');
  const locale = useLocale();
  return (
    <ListItem
      className={styles.item}
      selected={selected}
      data-session-id={conversation.id}
      onOpen={() => onOpen(conversation.id)}
    >
      <HelperAvatar
        name={t('visitorName', { code: conversation.visitorName })}
        avatar=""
        size={36}
      />
      <span className={styles.itemBody}>
        <span className={styles.itemTop}>
          <span className={styles.itemName}>
            {t('visitorName', { code: conversation.visitorName })}
          </span>
          <time className={styles.itemTime} dateTime={conversation.lastMessageAt}>
            {shortTime(conversation.lastMessageAt, locale)}
          </time>
        </span>
        <span className={styles.itemHelper}>{conversation.helper.name}</span>
        <span className={styles.itemBottom}>
          <span className={styles.itemLast}>
            {previewText(conversation.lastMessage) || t('list.noMessage')}
          </span>
          {conversation.unread > 0 && !selected ? (
            <span title={t('list.unread', { count: conversation.unread })}>
              <Badge count={conversation.unread} maxCount={99} />
            </span>
          ) : null}
        </span>
      </span>
    </ListItem>
  );
});
