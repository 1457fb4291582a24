/** @jsxImportSource preact */
import type { FeedbackRating } from '@miaoyu/contracts/bot';
import { answerBody, answerFailed } from '@/components/answer/rules';
import { t } from '../i18n';
import { memo } from '../lib/memo';
import { Markdown } from '../markdown/Markdown';
import { isStoredId } from '../state/ids';
import type { ViewMessage } from '../state/messages';
import { Avatar } from './Avatar';
import { Feedback } from './Feedback';
import { Attachments, Citations, Typing } from './MessageParts';

interface MessageItemProps {
  message: ViewMessage;
  botName: string;
  botAvatar: string;
  onRate(messageId: string, rating: FeedbackRating, reason?: string): void;
}

/**
 * One message. The visitor's on the right in the bot's colour; the bot's (Markdown, citations,
 * feedback) and a person's (plain text, their name and the 人工客服 tag) on the left.
 * Re-renders only when its own message changes.
 */
export const MessageItem = memo(function MessageItem({
  message,
  botName,
  botAvatar,
  onRate,
}: MessageItemProps) {
  if (message.role === 'visitor') {
    return (
      <div class="msg msg-visitor">
        <div class="msg-body">
          <Attachments attachments={message.attachments} />
          {message.content && <div class="bubble bubble-visitor">{message.content}</div>}
        </div>
      </div>
    );
  }
  const person = message.role === 'agent';
  const name = person ? message.agent?.name || t('agentLabel') : botName;
  const body = answerBody(message);
  return (
    <div class="msg">
      <Avatar src={person ? (message.agent?.avatar ?? '') : botAvatar} name={name} small />
      <div class="msg-body">
        <div class="msg-name">
          <span>{name}</span>
          {person && <span class="tag">{t('agentLabel')}</span>}
        </div>
        <Attachments attachments={message.attachments} />
        {body && (
          <div class="bubble" aria-busy={message.state === 'streaming'}>
            {body === 'typing' ? (
              <Typing />
            ) : person ? (
              <div class="md md-plain">{message.content}</div>
            ) : (
              <Markdown content={message.content} />
            )}
          </div>
        )}
        {answerFailed(message) && (
          <div class="msg-error" role="alert">
            {message.error || t('answerFailed')}
          </div>
        )}
        {message.state === 'stopped' && <div class="msg-note">{t('answerStopped')}</div>}
        <Citations citations={message.citations} />
        {!person && message.state === 'done' && isStoredId(message.id) && (
          <Feedback messageId={message.id} rating={message.rating} onRate={onRate} />
        )}
      </div>
    </div>
  );
});
