import type { ReactNode } from 'react';
import styles from './QuestionBubble.module.css';

/** The question an answer replies to, shown as typed (never as Markdown or HTML). */
export function QuestionBubble({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.question} ${className}` : styles.question}>
      {children}
    </div>
  );
}
