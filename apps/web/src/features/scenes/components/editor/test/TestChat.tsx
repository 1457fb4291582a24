import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { IconRefresh, IconSend } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { TestMessage, TestRun } from '../useTestRun';
import { AskReply } from './AskReply';
import styles from './Test.module.css';

/** The scene's words: plain text with its line breaks, never HTML. */
function SceneText({ message }: { message: TestMessage }) {
  const { t } = useTranslation('scenes');
  const prompt = message.ask?.prompt ?? '';
  // The question the scene asks may also have streamed as its words: shown once.
  const extra = prompt && !message.text.includes(prompt) ? prompt : '';
  const text = [message.text, extra].filter(Boolean).join('\n');
  return (
    <>
      {text ? <div className={styles.text}>{text}</div> : null}
      {message.streaming && !text ? (
        <div className={styles.typing} aria-label={t('editor.test.thinking')}>
          …
        </div>
      ) : null}
    </>
  );
}

interface Props {
  test: TestRun;
  readOnly: boolean;
}

/** A chat with the saved draft: questions, the scene's answers as they stream, its asks. */
export function TestChat({ test, readOnly }: Props) {
  const { t } = useTranslation('scenes');
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const last = test.messages[test.messages.length - 1];
  const waiting = last?.ask && !last.answered && !test.busy;

  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [test.messages]);

  const send = () => {
    const question = draft.trim();
    if (!question || test.busy) return;
    setDraft('');
    void test.ask(question);
  };

  return (
    <div className={styles.chat}>
      <div className={styles.chatBar}>
        <span className={styles.conversation} title={test.conversation}>
          {t('editor.test.conversation', { id: test.conversation.slice(0, 8) })}
        </span>
        <Button
          size="mini"
          icon={<IconRefresh />}
          onClick={test.restart}
          aria-label={t('editor.test.restart')}
        >
          {t('editor.test.restart')}
        </Button>
      </div>
      <ol ref={list} className={styles.messages} aria-live="polite" data-testid="test-messages">
        {test.messages.length === 0 ? (
          <li className={styles.empty}>{t('editor.test.empty')}</li>
        ) : null}
        {test.messages.map((m) => (
          <li
            key={m.id}
            className={m.role === 'user' ? styles.user : styles.scene}
            data-testid={`test-message-${m.role}`}
          >
            {m.role === 'user' ? (
              <div className={styles.text}>{m.text}</div>
            ) : (
              <SceneText message={m} />
            )}
            {m.ask && !m.answered ? (
              <AskReply
                ask={m.ask}
                disabled={test.busy || readOnly}
                onReply={(value, shown) => void test.reply(value, shown)}
              />
            ) : null}
            {m.error ? <Alert type="error" className={styles.alert} content={m.error} /> : null}
            {m.notice ? (
              <Alert
                type="warning"
                className={styles.alert}
                content={t(`editor.test.notice.${m.notice}`)}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <div className={styles.composer}>
        <Input.TextArea
          value={draft}
          aria-label={t('editor.test.input')}
          placeholder={waiting ? t('editor.test.answerAbove') : t('editor.test.placeholder')}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={2_000}
          disabled={readOnly}
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        {test.busy ? (
          <Button onClick={test.stop} aria-label={t('editor.test.stop')}>
            {t('editor.test.stop')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<IconSend />}
            disabled={!draft.trim() || readOnly}
            onClick={send}
            aria-label={t('editor.test.send')}
          >
            {t('editor.test.send')}
          </Button>
        )}
      </div>
    </div>
  );
}
