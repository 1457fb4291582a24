/** @jsxImportSource preact */
import type { VisitorFile } from '@miaoyu/contracts/bot';
import { VISITOR_PROMPT_MAX_CHARS } from '@miaoyu/contracts/bot-constants';
import { useRef, useState } from 'preact/hooks';
import type { VisitorClient } from '../api/client';
import { t } from '../i18n';
import { AttachIcon, CloseIcon, FileIcon, SendIcon, StopIcon } from './Icons';
import { ACCEPTED_FILES, useAttachments } from './useAttachments';

interface ComposerProps {
  client: VisitorClient;
  answering: boolean;
  withPerson: boolean;
  onAsk(prompt: string, files: VisitorFile[]): void;
  onStop(): void;
  onProblem(text: string): void;
}

const MAX_HEIGHT_PX = 120;

/** The question box: grows with its text, takes images and text files, sends or stops. */
export function Composer({
  client,
  answering,
  withPerson,
  onAsk,
  onStop,
  onProblem,
}: ComposerProps) {
  const [text, setText] = useState('');
  const files = useAttachments(client, onProblem);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const canSend = text.trim() !== '' && !answering && !files.busy;

  const fit = () => {
    const node = areaRef.current;
    if (!node) return;
    node.style.height = 'auto';
    node.style.height = `${Math.min(node.scrollHeight, MAX_HEIGHT_PX)}px`;
  };

  const send = () => {
    if (!canSend) return;
    onAsk(text.trim(), files.take());
    setText('');
    requestAnimationFrame(fit);
  };

  return (
    <footer class="composer">
      {files.items.length > 0 && (
        <div class="pending-files">
          {files.items.map((item) => (
            <div
              key={item.id}
              class="pending-file"
              data-status={item.status}
              title={item.file.name}
            >
              {item.preview ? <img src={item.preview} alt={item.file.name} /> : <FileIcon />}
              {item.status === 'uploading' && <span class="sr-only">{t('uploading')}</span>}
              <button
                type="button"
                class="remove"
                aria-label={t('removeFile', { name: item.file.name })}
                onClick={() => files.remove(item.id)}
              >
                <CloseIcon />
              </button>
            </div>
          ))}
        </div>
      )}
      <div class="composer-box">
        <button
          type="button"
          class="icon-button"
          aria-label={t('attach')}
          title={t('attach')}
          onClick={() => pickerRef.current?.click()}
        >
          <AttachIcon />
        </button>
        <input
          ref={pickerRef}
          type="file"
          accept={ACCEPTED_FILES}
          multiple
          hidden
          onChange={(event) => {
            const input = event.currentTarget;
            if (input.files) files.add(input.files);
            input.value = '';
          }}
        />
        <textarea
          ref={areaRef}
          rows={1}
          value={text}
          maxLength={VISITOR_PROMPT_MAX_CHARS}
          placeholder={withPerson ? t('placeholderAgent') : t('placeholder')}
          aria-label={t('placeholder')}
          enterkeyhint="send"
          onInput={(event) => {
            setText(event.currentTarget.value);
            fit();
          }}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter and Enter that ends an IME composition do not.
            if (
              event.key !== 'Enter' ||
              event.shiftKey ||
              event.isComposing ||
              event.keyCode === 229
            )
              return;
            event.preventDefault();
            send();
          }}
          onPaste={(event) => {
            const pasted = event.clipboardData?.files;
            if (pasted && pasted.length > 0) {
              event.preventDefault();
              files.add(pasted);
            }
          }}
        />
        {answering ? (
          <button
            type="button"
            class="icon-button send"
            aria-label={t('stop')}
            title={t('stop')}
            onClick={onStop}
          >
            <StopIcon />
          </button>
        ) : (
          <button
            type="button"
            class="icon-button send"
            aria-label={t('send')}
            title={t('send')}
            disabled={!canSend}
            onClick={send}
          >
            <SendIcon />
          </button>
        )}
      </div>
    </footer>
  );
}
