import { lazy, memo, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Popconfirm, Tag } from '@arco-design/web-react';
import {
  IconCopy,
  IconDelete,
  IconEdit,
  IconRefresh,
  IconRobot,
} from '@arco-design/web-react/icon';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { OFFLINE_MODEL_REF } from '@miaoyu/contracts/chat-constants';
import {
  ActionBar,
  ActionButton,
  AnswerBubble,
  CitationList,
  QuestionBubble,
} from '@/components/answer';
import { HelperAvatar } from '@/components/HelperAvatar';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { copyAndSay } from '@/lib/copy-and-say';
import { AnswererContext } from './answerer';
import { SceneChoices } from './SceneChoices';
import styles from './MessageItem.module.css';

// Loaded when a message has them: Arco's Image and Drawer (about 15 KB gzip) are not needed to
// show a conversation of text.
const CitationDrawer = lazy(() =>
  import('./CitationDrawer').then((m) => ({ default: m.CitationDrawer })),
);
const MessageAttachments = lazy(() =>
  import('./MessageAttachments').then((m) => ({ default: m.MessageAttachments })),
);

/** What a message's buttons do; one stable object per session so finished messages never re-render. */
export interface MessageActions {
  /** The session the messages are in (told to the buttons other features add). */
  sessionId: string;
  regenerate: (answerId: string) => void;
  removeTurn: (messageId: string) => void;
  editAndResend: (questionId: string, prompt: string) => void;
  /** Answers a business scene's question with one of its buttons (its label, as a message). */
  choose: (label: string) => void;
}

interface Props {
  message: ChatCompletion;
  /** The session is answering: actions that start another answer wait. */
  busy: boolean;
  actions: MessageActions;
  /** The conversation's last message: a scene's question it asked still waits for its answer. */
  last?: boolean;
}

function QuestionEditor(props: {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(props.initial);
  return (
    <div className={styles.editor}>
      <Input.TextArea
        aria-label={t('chat.editLabel')}
        autoSize={{ minRows: 2, maxRows: 10 }}
        value={text}
        onChange={setText}
        autoFocus
      />
      <div className={styles.editorButtons}>
        <Button size="small" onClick={props.onCancel}>
          {t('chat.cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!text.trim()}
          onClick={() => props.onSave(text.trim())}
        >
          {t('chat.saveAndSend')}
        </Button>
      </div>
    </div>
  );
}

/** One message. Memoised: while an answer streams, only that answer's object changes. */
export const MessageItem = memo(function MessageItem({ message, busy, actions, last }: Props) {
  const { t } = useTranslation('chat');
  const [editing, setEditing] = useState(false);
  const [cited, setCited] = useState<number | null>(null);
  const citationOpened = useOpenedOnce(cited !== null);
  const answerer = useContext(AnswererContext);
  const isUser = message.role === 'user';
  const streaming = message.state === 'streaming';
  const copyIt = () =>
    void copyAndSay(message.content, { ok: t('chat.copied'), failed: t('chat.copyFailed') });
  const deleteButton = (
    <Popconfirm
      title={t('chat.deleteTurnConfirm')}
      onOk={() => actions.removeTurn(message.id)}
      disabled={busy}
    >
      <ActionButton label={t('chat.deleteTurn')} icon={<IconDelete />} disabled={busy} />
    </Popconfirm>
  );

  if (isUser)
    return (
      <div
        className={`${styles.row} ${styles.rowUser}`}
        data-role="user"
        data-message-id={message.id}
      >
        <div className={styles.userColumn}>
          {editing ? (
            <QuestionEditor
              initial={message.content}
              onCancel={() => setEditing(false)}
              onSave={(text) => {
                setEditing(false);
                actions.editAndResend(message.id, text);
              }}
            />
          ) : (
            <QuestionBubble>{message.content}</QuestionBubble>
          )}
          {message.attachments.length > 0 ? (
            <Suspense fallback={null}>
              <MessageAttachments list={message.attachments} />
            </Suspense>
          ) : null}
          {editing ? null : (
            <ActionBar>
              <ActionButton label={t('chat.copy')} icon={<IconCopy />} onClick={copyIt} />
              <ActionButton
                label={t('chat.edit')}
                icon={<IconEdit />}
                disabled={busy}
                onClick={() => setEditing(true)}
              />
            </ActionBar>
          )}
        </div>
      </div>
    );

  const offline = message.model === OFFLINE_MODEL_REF;
  const citations = message.citations;
  return (
    <div
      className={styles.row}
      data-role="assistant"
      data-state={message.state}
      data-message-id={message.id}
    >
      {answerer ? (
        <HelperAvatar name={answerer.name} avatar={answerer.avatar} size={28} />
      ) : (
        <span className={styles.avatar} aria-hidden>
          <IconRobot />
        </span>
      )}
      <div className={styles.answerColumn}>
        <AnswerBubble
          answer={message}
          onCite={citations.length > 0 ? setCited : null}
          className={styles.answerBubble}
        />
        {last && !streaming && message.choices?.length ? (
          <SceneChoices choices={message.choices} disabled={busy} onChoose={actions.choose} />
        ) : null}
        {citations.length > 0 ? (
          <>
            <CitationList citations={citations} onOpen={setCited} />
            {citationOpened ? (
              <Suspense fallback={null}>
                <CitationDrawer
                  citation={cited === null ? null : (citations[cited - 1] ?? null)}
                  onClose={() => setCited(null)}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
        <div className={styles.meta}>
          {message.model ? (
            <span className={styles.modelName}>{offline ? t('chat.offline') : message.model}</span>
          ) : null}
          {message.state === 'stopped' ? (
            <Tag size="small" color="orangered">
              {t('chat.stopped')}
            </Tag>
          ) : null}
          {message.state === 'error' ? (
            <Tag size="small" color="red">
              {t('chat.failed')}
            </Tag>
          ) : null}
          {streaming ? null : (
            <ActionBar answer={message} place="chat" conversationId={actions.sessionId}>
              <ActionButton label={t('chat.copy')} icon={<IconCopy />} onClick={copyIt} />
              <ActionButton
                label={message.state === 'error' ? t('chat.retry') : t('chat.regenerate')}
                icon={<IconRefresh />}
                disabled={busy}
                onClick={() => actions.regenerate(message.id)}
              />
              {deleteButton}
            </ActionBar>
          )}
        </div>
      </div>
    </div>
  );
});
