import type { ComponentType, ReactNode } from 'react';
import styles from './List.module.css';

interface Props {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
  /** What to do next (create, browse the square, sign in). */
  action?: ReactNode;
}

/** A list with nothing in it: why, and the way forward. */
export function EmptyState({ icon: Icon, title, text, action }: Props) {
  return (
    <div className={styles.empty} data-testid="helpers-empty">
      <Icon className={styles.emptyIcon} />
      <h3 className={styles.emptyTitle}>{title}</h3>
      <p className={styles.emptyText}>{text}</p>
      {action}
    </div>
  );
}
