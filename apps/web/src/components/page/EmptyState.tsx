import type { ComponentType, ReactNode } from 'react';
import styles from './Page.module.css';

interface Props {
  icon: ComponentType<{ className?: string }>;
  title: ReactNode;
  /** Why the list is empty and what it is for: a paragraph each. */
  text: ReactNode | ReactNode[];
  /** The way forward (create, browse, sign in). */
  action?: ReactNode;
  /** The box's own frame (border, background, corners). */
  className?: string | undefined;
  /** The paragraphs' width and spacing. */
  textClassName?: string | undefined;
  testId?: string;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A list with nothing in it: an icon, what the list is for, and the way to fill it. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  className,
  textClassName,
  testId,
}: Props) {
  const paragraphs = Array.isArray(text) ? text : [text];
  return (
    <div className={classes(styles.empty, className)} data-testid={testId}>
      <Icon className={styles.emptyIcon} />
      <h3 className={styles.emptyTitle}>{title}</h3>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={classes(styles.emptyText, textClassName)}>
          {paragraph}
        </p>
      ))}
      {action}
    </div>
  );
}
