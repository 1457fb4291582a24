import type { ReactNode } from 'react';
import styles from './LoginForm.module.css';

interface LoginFieldProps {
  error?: string | undefined;
  extra?: string | undefined;
  children: ReactNode;
}

/** A form row: the control, then its error (or a hint), with room kept so the form never jumps. */
export function LoginField({ error, extra, children }: LoginFieldProps) {
  return (
    <div className={styles.field}>
      {children}
      <div className={error ? styles.error : styles.extra} role={error ? 'alert' : undefined}>
        {error ?? extra}
      </div>
    </div>
  );
}
