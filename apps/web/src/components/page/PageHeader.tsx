import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface Props {
  title: ReactNode;
  intro?: ReactNode;
  /** Before the title (a team's logo). */
  leading?: ReactNode;
  /** Beside the title (search, create); below it on a phone. */
  actions?: ReactNode;
}

/** The top of a list page: what it lists, why, and what one can do there. */
export function PageHeader({ title, intro, leading, actions }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        {leading}
        <div>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
