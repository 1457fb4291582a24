import type { ReactNode } from 'react';
import styles from './List.module.css';

interface Props {
  title: string;
  intro?: ReactNode;
  /** Before the title (a team's logo). */
  leading?: ReactNode;
  /** Beside the title (search, create). */
  actions?: ReactNode;
}

/** The top of every listing: what it lists and what one can do there. */
export function ListingHeader({ title, intro, leading, actions }: Props) {
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
