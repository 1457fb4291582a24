import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form, Input, Tooltip, type FormInstance } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { IconRefresh, IconRobot, IconSend } from '@arco-design/web-react/icon';
import { PREVIEW_MESSAGE_MAX_CHARS } from '@miaoyu/contracts/helper-use';
import type { HelperSettings } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { usePreviewChat } from '../../hooks/usePreviewChat';
import { PreviewMessageItem } from './PreviewMessageItem';
import styles from './Preview.module.css';

/** The settings to preview with, or why they cannot be used yet. */
export type PreviewSettings = { settings: HelperSettings } | { problem: string };

interface Props {
  orgId: string;
  form: FormInstance<HelperSettings>;
  /** The editor's settings as they are now, saved or not. */
  previewSettings: () => PreviewSettings;
}

/**
 * A small chat with the helper as it is set up in the form right now: the welcome message and
 * suggested questions of the unsaved settings, answers streamed with their citations.
 */
export function PreviewPanel({ orgId, form, previewSettings }: Props) {
  const { t } = useTranslation('helpers');
  const chat = usePreviewChat(orgId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const welcome = (Form.useWatch('welcome', form) as string | undefined)?.trim() ?? '';
  const questions = ((Form.useWatch('suggestedQuestions', form) as string[] | undefined) ?? [])
    .map((q) => q?.trim() ?? '')
    .filter(Boolean);
  const name = (Form.useWatch('name', form) as string | undefined)?.trim();

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.messages]);

  const ask = (text: string) => {
    const prompt = text.trim();
    if (!prompt || chat.streaming) return;
    const current = previewSettings();
    if ('problem' in current) {
      setProblem(current.problem);
      return;
    }
    setProblem(null);
    setDraft('');
    void chat.send(current.settings, prompt);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask(draft);
  };

  const tooLong = draft.length > PREVIEW_MESSAGE_MAX_CHARS;
  return (
    <section className={styles.preview} aria-label={t('editor.preview.title')}>
      <header className={styles.header}>
        <span className={styles.title}>{t('editor.preview.title')}</span>
        <span className={styles.note}>{t('editor.preview.note')}</span>
        <Tooltip content={t('editor.preview.reset')} mini>
          <Button
            size="small"
            type="text"
            icon={<IconRefresh />}
            aria-label={t('editor.preview.reset')}
            disabled={chat.messages.length === 0}
            onClick={() => {
              chat.reset();
              setProblem(null);
            }}
          />
        </Tooltip>
      </header>
      <div className={styles.messages} ref={list} data-testid="preview-messages">
        <div className={styles.answerRow}>
          <div className={styles.welcome}>
            <IconRobot className={styles.welcomeIcon} />
            <div>
              <div className={styles.helperName}>{name || t('editor.untitled')}</div>
              <div className={styles.welcomeText}>{welcome || t('editor.preview.noWelcome')}</div>
            </div>
          </div>
        </div>
        {chat.messages.length === 0 && questions.length > 0 ? (
          <div className={styles.suggestions} aria-label={t('editor.preview.suggestions')}>
            {questions.map((question, index) => (
              <button
                key={`${index}-${question}`}
                type="button"
                className={styles.suggestion}
                onClick={() => ask(question)}
              >
                {question}
              </button>
            ))}
          </div>
        ) : null}
        {chat.messages.map((message) => (
          <PreviewMessageItem key={message.id} message={message} />
        ))}
      </div>
      {problem ? (
        <div className={styles.problem} role="alert">
          {problem}
        </div>
      ) : null}
      <div className={styles.composer}>
        <Input.TextArea
          value={draft}
          onChange={setDraft}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={t('editor.preview.placeholder')}
          aria-label={t('editor.preview.input')}
          status={tooLong ? 'error' : undefined}
        />
        {chat.streaming ? (
          <Button status="warning" onClick={chat.stop}>
            {t('editor.preview.stop')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<IconSend />}
            disabled={!draft.trim() || tooLong}
            onClick={() => ask(draft)}
          >
            {t('editor.preview.send')}
          </Button>
        )}
      </div>
    </section>
  );
}
