import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CiteContext } from '@/components/markdown/citeContext';
import { Markdown } from '@/components/markdown/Markdown';
import { answerBody, answerFailed, type AnswerLike } from './rules';
import { TypingDots } from './TypingDots';
import styles from './AnswerBubble.module.css';

/** Why an answer failed, under what arrived of it. */
export function AnswerError({ children }: { children: ReactNode }) {
  return (
    <div className={styles.error} role="alert">
      {children}
    </div>
  );
}

interface Props {
  answer: AnswerLike & { error?: string };
  /** Opens the n-th citation from the answer's `[n]` marks; without it they are plain text. */
  onCite?: ((n: number) => void) | null;
  /** Where the page places the bubble (padding, a frame). */
  className?: string;
  /** More inside the bubble, under the text (a tag, attachments). */
  children?: ReactNode;
}

/**
 * A model's answer: its Markdown (never raw HTML) as it streams, three dots until the first
 * words, and why it failed. The chat, the helper preview and the inbox show answers with it.
 */
export function AnswerBubble({ answer, onCite = null, className, children }: Props) {
  const { t } = useTranslation();
  const body = answerBody(answer);
  return (
    <div
      className={className ? `${styles.bubble} ${className}` : styles.bubble}
      data-part="content"
    >
      {body === 'text' ? (
        <CiteContext.Provider value={onCite}>
          <Markdown content={answer.content} streaming={answer.state === 'streaming'} />
        </CiteContext.Provider>
      ) : body === 'typing' ? (
        <TypingDots />
      ) : null}
      {answerFailed(answer) ? (
        <AnswerError>{answer.error || t('answer.failed')}</AnswerError>
      ) : null}
      {children}
    </div>
  );
}
