import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface Props {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}

/** What will appear here, and how to get it started. */
export function EmptyState({ icon, title, hint, action }: Props) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.hint}>{hint}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
