import {
  useRef,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Tooltip } from '@arco-design/web-react';
import { IconAttachment, IconPause, IconSend } from '@arco-design/web-react/icon';
import type { ChatAttachment } from '@miaoyu/contracts/chat';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { Link } from 'react-router';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useAttachFiles } from '../hooks/useAttachFiles';
import { useChatStore, type PendingFile } from '../store';
import { composerKeyAction } from '../utils/keys';
import { AttachmentChips } from './AttachmentChips';
import styles from './Composer.module.css';

const EMPTY: PendingFile[] = [];
/** Refusals that buying points or a bigger plan lifts: they link to the plan page. */
const BUYS_MORE = /^(POINTS_RUN_OUT|PLAN_LIMIT_)/;

export interface ComposerProps {
  /** Whose draft and files these are (NO_SESSION before a session exists). */
  sessionId: string;
  answering: boolean;
  vision: boolean;
  modelName: string;
  /** Rejects for errors answered before the stream began; the composer then gets its text back. */
  onSend: (prompt: string, attachments: ChatAttachment[]) => Promise<void>;
  onStop: () => void;
  /** Model picker and options, on the toolbar. */
  tools?: ReactNode;
}

/**
 * Enter sends, Shift+Enter adds a line (never while an IME is composing); paste or drop files. On
 * a touch screen Enter adds a line and the Send button sends. The Send button keeps to one line:
 * the tools beside it give up their room first.
 */
export function Composer(props: ComposerProps) {
  const { t } = useTranslation('chat');
  const { sessionId } = props;
  const draft = useChatStore((s) => s.drafts[sessionId] ?? '');
  const files = useChatStore((s) => s.files[sessionId] ?? EMPTY);
  const error = useChatStore((s) => s.errors[sessionId]);
  const attach = useAttachFiles(sessionId, props.vision, props.modelName);
  const picker = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)');

  const submit = async () => {
    const store = useChatStore.getState();
    const prompt = draft.trim();
    if (!prompt || props.answering) return;
    if (files.some((f) => f.status === 'uploading'))
      return store.setError(sessionId, t('chat.waitUploads'));
    if (files.some((f) => f.status === 'error'))
      return store.setError(sessionId, t('chat.removeFailed'));
    if (!props.vision && files.some((f) => f.kind === 'image'))
      return store.setError(sessionId, t('chat.noVision', { model: props.modelName }));
    const attachments = files.flatMap((f) => (f.attachment ? [f.attachment] : []));
    store.clearComposer(sessionId);
    try {
      await props.onSend(prompt, attachments);
    } catch (failure) {
      const now = useChatStore.getState();
      now.setDraft(sessionId, draft);
      for (const file of files) now.addFile(sessionId, file);
      now.setError(sessionId, errorMessage(failure), apiErrorOf(failure)?.code);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      keyCode: event.keyCode,
      touch,
    });
    if (action !== 'send') return;
    event.preventDefault();
    void submit();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = Array.from(event.clipboardData.files);
    if (!pasted.length) return;
    event.preventDefault();
    attach(pasted);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dropped = Array.from(event.dataTransfer.files);
    if (!dropped.length) return;
    event.preventDefault();
    attach(dropped);
  };

  return (
    <div className={styles.composer} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <AttachmentChips
        files={files}
        onRemove={(key) => useChatStore.getState().removeFile(sessionId, key)}
      />
      <Input.TextArea
        className={styles.textarea}
        aria-label={t('chat.inputLabel')}
        placeholder={touch ? t('chat.placeholderTouch') : t('chat.placeholder')}
        autoSize={{ minRows: 1, maxRows: 8 }}
        value={draft}
        onChange={(value) => useChatStore.getState().setDraft(sessionId, value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      {error ? (
        <div className={styles.composerError} role="alert">
          {error.message}
          {error.code && BUYS_MORE.test(error.code) ? (
            <Link to={paths.plan} className={styles.composerErrorLink}>
              {t('chat.topUp')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className={styles.toolbar}>
        <Tooltip content={t('chat.attach')}>
          <Button
            size="small"
            type="text"
            icon={<IconAttachment />}
            aria-label={t('chat.attach')}
            onClick={() => picker.current?.click()}
          />
        </Tooltip>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            attach(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <span className={styles.tools}>{props.tools}</span>
        <span className={styles.toolbarSpacer} />
        {props.answering ? (
          <Button
            className={styles.sendButton}
            size="small"
            status="warning"
            type="primary"
            icon={<IconPause />}
            onClick={props.onStop}
          >
            {t('chat.stop')}
          </Button>
        ) : (
          <Button
            className={styles.sendButton}
            size="small"
            type="primary"
            icon={<IconSend />}
            disabled={!draft.trim()}
            onClick={() => void submit()}
          >
            {t('chat.send')}
          </Button>
        )}
      </div>
    </div>
  );
}
