import { memo, useState } from 'react';
import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { CiteContext } from '@/components/markdown/citeContext';
import { Markdown } from '@/components/markdown/Markdown';
import type { PreviewMessage } from '../../hooks/usePreviewChat';
import styles from './Preview.module.css';

/** The passages an answer cites, numbered as its `[n]` marks; one opens as plain text. */
function Citations(props: {
  citations: PreviewMessage['citations'];
  open: number | null;
  onOpen: (n: number | null) => void;
}) {
  const { t } = useTranslation('helpers');
  const opened = props.open === null ? undefined : props.citations[props.open - 1];
  return (
    <div className={styles.citations}>
      <ol aria-label={t('editor.preview.citations')}>
        {props.citations.map((c, i) => (
          <li key={`${i}-${c.chunkId ?? c.title}`}>
            <button
              type="button"
              className={styles.citation}
              aria-expanded={props.open === i + 1}
              onClick={() => props.onOpen(props.open === i + 1 ? null : i + 1)}
            >
              [{i + 1}] {c.title}
            </button>
          </li>
        ))}
      </ol>
      {opened ? (
        <blockquote className={styles.excerpt} data-testid="preview-excerpt">
          {opened.excerpt}
        </blockquote>
      ) : null}
    </div>
  );
}

/** One message of the preview; memoised, so only the streaming answer re-renders. */
export const PreviewMessageItem = memo(function PreviewMessageItem({
  message,
}: {
  message: PreviewMessage;
}) {
  const { t } = useTranslation('helpers');
  const [open, setOpen] = useState<number | null>(null);
  if (message.role === 'user')
    return (
      <div className={styles.userRow} data-role="user">
        <div className={styles.userBubble}>{message.content}</div>
      </div>
    );
  const streaming = message.state === 'streaming';
  const hasCitations = message.citations.length > 0;
  return (
    <div className={styles.answerRow} data-role="assistant" data-state={message.state}>
      <div className={styles.answerBubble}>
        {message.content ? (
          <CiteContext.Provider value={hasCitations ? setOpen : null}>
            <Markdown content={message.content} streaming={streaming} />
          </CiteContext.Provider>
        ) : streaming ? (
          <span className={styles.typing} aria-label={t('editor.preview.thinking')}>
            <i />
            <i />
            <i />
          </span>
        ) : null}
        {message.state === 'error' ? (
          <div className={styles.answerError} role="alert">
            {message.error || t('editor.preview.failed')}
          </div>
        ) : null}
        {message.state === 'stopped' ? (
          <Tag size="small" color="orangered" className={styles.stoppedTag}>
            {t('editor.preview.stopped')}
          </Tag>
        ) : null}
      </div>
      {hasCitations ? (
        <Citations citations={message.citations} open={open} onOpen={setOpen} />
      ) : null}
    </div>
  );
});
