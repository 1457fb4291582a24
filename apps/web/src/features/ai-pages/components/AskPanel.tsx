import { useState } from 'react';
import { Alert, Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { AI_PAGE_PROMPT_MAX_CHARS, type AiPageVersion } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { VersionInstruction } from './VersionInstruction';
import styles from './AiPages.module.css';

interface Props {
  /** Newest first, as the page answers them; shown oldest first, as a conversation. */
  versions: readonly AiPageVersion[];
  busy: boolean;
  error: string | null;
  disabled?: boolean;
  onAsk: (prompt: string) => Promise<boolean>;
  onStop: () => void;
}

/** What was asked of the page so far, and the box to ask for the next change. */
export function AskPanel({ versions, busy, error, disabled, onAsk, onStop }: Props) {
  const { t } = useTranslation('aiPages');
  const [prompt, setPrompt] = useState('');
  const send = async () => {
    const text = prompt.trim();
    if (!text || busy) return;
    if (await onAsk(text)) setPrompt('');
  };
  return (
    <section className={styles.ask} aria-label={t('ask.title')}>
      <ol className={styles.history}>
        {[...versions].reverse().map((version) => (
          <li key={version.n} className={styles.turn}>
            <div className={styles.turnHead}>
              <span>
                {t('list.version', { n: version.n })} · {t(`source.${version.source}`)}
              </span>
              <span>{formatDateTime(version.createdAt)}</span>
            </div>
            <VersionInstruction version={version} className={styles.turnText} />
          </li>
        ))}
      </ol>
      {error ? <Alert type="error" content={error} /> : null}
      <Input.TextArea
        value={prompt}
        onChange={setPrompt}
        placeholder={t('ask.placeholder')}
        aria-label={t('ask.label')}
        maxLength={AI_PAGE_PROMPT_MAX_CHARS}
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={disabled}
        onPressEnter={(event) => {
          if (event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void send();
        }}
      />
      {busy ? (
        <Button onClick={onStop} long>
          {t('ask.stop')}
        </Button>
      ) : (
        <Button
          type="primary"
          long
          disabled={disabled || !prompt.trim()}
          onClick={() => void send()}
        >
          {t('ask.send')}
        </Button>
      )}
    </section>
  );
}
