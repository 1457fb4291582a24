import { memo, type ReactNode } from 'react';
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconFile, IconThumbDown, IconThumbUp } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from '@miaoyu/contracts/bot';
import { ActionBar, AnswerBubble } from '@/components/answer';
import { AuthImage } from '@/components/AuthImage';
import { formatDateTime } from '@/lib/datetime';
import styles from './messages.module.css';

interface Props {
  message: ConversationMessage;
  /** Actions under the message (the logs' "correct into Q&A"). */
  extra?: ReactNode;
}

/**
 * One message of a visitor conversation. The bot's answers are Markdown (never raw HTML); what
 * the visitor and people typed is shown as typed.
 */
export const MessageBubble = memo(function MessageBubble({ message, extra }: Props) {
  const { t } = useTranslation('inbox');
  const who =
    message.role === 'visitor'
      ? t('messages.visitor')
      : message.role === 'bot'
        ? t('messages.bot')
        : message.agent?.name || t('messages.agent');
  return (
    <div
      className={styles.row}
      data-role={message.role}
      data-side={message.role === 'visitor' ? 'visitor' : 'team'}
      data-message-id={message.id}
    >
      <div className={styles.meta}>
        <span className={styles.who}>{who}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </div>
      {message.role === 'bot' ? (
        <AnswerBubble answer={message} className={styles.bubble}>
          <Attachments message={message} />
        </AnswerBubble>
      ) : (
        <div className={styles.bubble}>
          <div className={styles.text}>{message.content}</div>
          <Attachments message={message} />
        </div>
      )}
      <MessageNotes message={message} />
      {message.role === 'bot' ? <ActionBar answer={message} place="inbox" /> : null}
      {extra}
    </div>
  );
});

/** The files that came with a message. */
function Attachments({ message }: { message: ConversationMessage }) {
  if (message.attachments.length === 0) return null;
  return (
    <div className={styles.attachments}>
      {message.attachments.map((file) =>
        file.kind === 'image' ? (
          <AuthImage
            key={file.code}
            url={file.url}
            alt={file.name}
            className={styles.image}
            preview
          />
        ) : (
          <Tag key={file.code} icon={<IconFile />}>
            {file.name}
          </Tag>
        ),
      )}
    </div>
  );
}

/** An answer stopped before its end (a failed one says so in its bubble), and what the visitor thought of it. */
function MessageNotes({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation('inbox');
  const ended = message.state === 'stopped' ? t('messages.stopped') : null;
  if (!ended && !message.rating) return null;
  return (
    <div className={styles.notes}>
      {ended ? <span className={styles.note}>{ended}</span> : null}
      {message.rating === 'like' ? (
        <Tag size="small" color="green" icon={<IconThumbUp />}>
          {t('messages.liked')}
        </Tag>
      ) : null}
      {message.rating === 'dislike' ? (
        <Tag size="small" color="red" icon={<IconThumbDown />}>
          {t('messages.disliked')}
        </Tag>
      ) : null}
      {message.rating && message.ratingReason ? (
        <span className={styles.note}>
          {t('messages.reason', { reason: message.ratingReason })}
        </span>
      ) : null}
    </div>
  );
}
