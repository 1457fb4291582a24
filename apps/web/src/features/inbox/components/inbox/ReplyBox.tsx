import { useState, type KeyboardEvent } from 'react';
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconSend } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import {
  AGENT_REPLY_MAX_CHARS,
  agentReplySchema,
  type InboxConversation,
} from '@miaoyu/contracts/bot';
import { errorMessage } from '@/lib/api-error';
import { fieldError } from '@/lib/form';
import { useReplyToConversation } from '../../api/replyToConversation';
import styles from './inbox.module.css';

interface Props {
  orgId: string;
  conversation: InboxConversation;
  /** The conversation is the signed-in person's. */
  mine: boolean;
  /** A reply took a waiting conversation. */
  onTaken: () => void;
}

/** Enter sends; Shift+Enter is a new line, and Enter that ends an input method's word is not. */
const sendsOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === 'Enter' &&
  !event.shiftKey &&
  !event.nativeEvent.isComposing &&
  event.keyCode !== 229;

/**
 * A person's reply. Open on a waiting conversation (sending takes it) and on one's own; closed
 * with the reason otherwise.
 */
export function ReplyBox({ orgId, conversation, mine, onTaken }: Props) {
  const { t } = useTranslation('inbox');
  const reply = useReplyToConversation(orgId, conversation.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const pending = conversation.status === 'pending';
  const open = pending || (conversation.status === 'agent' && mine);
  const closedReason =
    conversation.status === 'closed'
      ? t('reply.closed')
      : conversation.status === 'agent'
        ? t('reply.notYours', { name: conversation.agent?.name ?? '' })
        : t('reply.takeFirst');

  const send = async () => {
    if (!open || reply.isPending) return;
    const problem = fieldError(agentReplySchema.shape.content, text);
    if (problem) return setError(problem);
    setError(undefined);
    try {
      await reply.mutateAsync({ content: text });
      setText('');
      if (pending) onTaken();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter(event)) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className={styles.reply}>
      <Input.TextArea
        aria-label={t('reply.label')}
        value={open ? text : ''}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        disabled={!open}
        placeholder={
          open ? t(pending ? 'reply.pendingPlaceholder' : 'reply.placeholder') : closedReason
        }
        maxLength={AGENT_REPLY_MAX_CHARS}
        autoSize={{ minRows: 2, maxRows: 8 }}
        status={error ? 'error' : undefined}
      />
      <div className={styles.replyBar}>
        <span className={styles.replyError} role={error ? 'alert' : undefined}>
          {error}
        </span>
        <Button
          type="primary"
          icon={<IconSend />}
          disabled={!open || !text.trim()}
          loading={reply.isPending}
          onClick={() => void send()}
        >
          {t('reply.send')}
        </Button>
      </div>
    </div>
  );
}
