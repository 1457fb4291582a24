import type { ReactNode } from 'react';
import styles from './Feedback.module.css';

interface Props {
  label: string;
  htmlFor?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form row with its hint and its error in place. */
export function Field({ label, htmlFor, hint, error, children }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}
