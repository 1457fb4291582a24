import { memo } from 'react';
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { previewText } from '@miaoyu/contracts/plain-text';
import type { SaleChatSummary } from '@miaoyu/contracts/sales';
import { ListItem } from '@/components/list-item/ListItem';
import { useLocale } from '@/lib/i18n';
import { shortTime } from '@/lib/datetime';
import { STAGE_COLORS } from '../../logic/format';
import styles from '../workspace.module.css';

interface Props {
  chat: SaleChatSummary;
  selected: boolean;
  /** Another salesperson's chat (shared with the team): whose it is. */
  showOwner: boolean;
  onOpen: (chatId: string) => void;
}

/** A customer chat in the list: who, where the sale stands, the last line and when. */
export const ChatItem = memo(function ChatItem({ chat, selected, showOwner, onOpen }: Props) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const last = chat.lastTurn;
  return (
    <ListItem
      className={styles.item}
      selected={selected}
      data-chat-id={chat.id}
      onOpen={() => onOpen(chat.id)}
    >
      <span className={styles.itemTop}>
        <span className={styles.itemName}>{chat.customerName}</span>
        <Tag size="small" color={STAGE_COLORS[chat.stage]}>
          {t(`stage.${chat.stage}`)}
        </Tag>
        <time className={styles.itemTime} dateTime={chat.updatedAt}>
          {shortTime(chat.updatedAt, locale)}
        </time>
      </span>
      <span className={styles.itemBottom}>
        <span className={styles.itemChannel}>{t(`channel.${chat.channel}`)}</span>
        {showOwner ? (
          <span className={styles.itemOwner}>{t('chat.owner', { name: chat.ownerName })}</span>
        ) : null}
        <span className={styles.itemLast}>
          {last
            ? `${last.speaker === 'me' ? t('list.me') : ''}${previewText(last.text)}`
            : t('list.noDialogue')}
        </span>
      </span>
    </ListItem>
  );
});
