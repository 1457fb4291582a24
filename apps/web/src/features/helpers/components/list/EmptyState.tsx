import type { ComponentType, ReactNode } from 'react';
import { EmptyState as PageEmptyState } from '@/components/page/EmptyState';
import styles from './List.module.css';

interface Props {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
  /** What to do next (create, browse the square, sign in). */
  action?: ReactNode;
}

/** A listing with nothing in it: why, and the way forward. */
export function EmptyState(props: Props) {
  return (
    <PageEmptyState
      {...props}
      className={styles.empty}
      textClassName={styles.emptyText}
      testId="helpers-empty"
    />
  );
}
