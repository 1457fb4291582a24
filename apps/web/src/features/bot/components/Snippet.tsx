import type { ReactNode } from 'react';
import { CopyButton } from '@/components/markdown/components/CopyButton';
import styles from './Embed.module.css';

interface Props {
  label: string;
  hint?: string;
  text: string;
  /** Beside the copy button (an open link). */
  extra?: ReactNode;
}

/** A link or code to paste elsewhere, with a copy button. Shown as text, never as markup. */
export function Snippet({ label, hint, text, extra }: Props) {
  return (
    <section className={styles.snippet} aria-label={label}>
      <div className={styles.snippetBar}>
        <span className={styles.snippetLabel}>{label}</span>
        <span className={styles.snippetActions}>
          {extra}
          <CopyButton text={text} />
        </span>
      </div>
      <pre className={styles.snippetText}>
        <code>{text}</code>
      </pre>
      {hint ? <p className={styles.snippetHint}>{hint}</p> : null}
    </section>
  );
}
