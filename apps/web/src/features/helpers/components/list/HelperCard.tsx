import type { ReactNode } from 'react';
import { IconFire } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import type { HelperCardItem } from '../../logic/cardItem';
import { formatCount } from '../../logic/format';
import { helperLinks } from '../../logic/links';
import { HelperAvatar } from '@/components/HelperAvatar';
import { KindTag } from '../KindTag';
import styles from './Card.module.css';

interface Props {
  helper: HelperCardItem;
  /** Buttons at the card's foot (edit, unsubscribe). */
  actions?: ReactNode;
  /** Tags become filters (the square); elsewhere they are plain text. */
  onTag?: (tag: string) => void;
}

/** A helper in a listing: who it is and who made it; the card opens its page. */
export function HelperCard({ helper, actions, onTag }: Props) {
  const { t } = useTranslation('helpers');
  const locale = useLocale();
  const byline = [helper.authorName, helper.teamName].filter(Boolean).join(' · ');
  return (
    <article className={styles.card} data-testid="helper-card">
      <Link to={helperLinks.page(helper.code)} className={styles.main}>
        <HelperAvatar name={helper.name} avatar={helper.avatar} className={styles.avatar} />
        <div className={styles.head}>
          <h3 className={styles.name} title={helper.name}>
            {helper.name}
          </h3>
          <KindTag kind={helper.kind} />
        </div>
        <div className={styles.byline}>{byline}</div>
        <p className={styles.description}>{helper.description || t('card.noDescription')}</p>
      </Link>
      {helper.tags.length > 0 ? (
        <div className={styles.tags}>
          {helper.tags.map((tag) =>
            onTag ? (
              <button
                key={tag}
                type="button"
                className={styles.tag}
                onClick={() => onTag(tag)}
                title={t('card.filterByTag', { tag })}
              >
                #{tag}
              </button>
            ) : (
              <span key={tag} className={styles.tag}>
                #{tag}
              </span>
            ),
          )}
        </div>
      ) : null}
      <footer className={styles.footer}>
        <span className={styles.uses} title={t('card.uses', { count: helper.useCount })}>
          <IconFire aria-hidden="true" />
          <span aria-label={t('card.uses', { count: helper.useCount })}>
            {formatCount(helper.useCount, locale)}
          </span>
        </span>
        {actions}
      </footer>
    </article>
  );
}

/** The shape of a card while its list loads. */
export function HelperCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.main}>
        <div className={`${styles.bone} ${styles.avatar}`} style={{ width: 48, height: 48 }} />
        <div className={styles.bone} style={{ height: 18, width: '60%' }} />
        <div className={styles.bone} style={{ height: 12, width: '40%' }} />
        <div className={`${styles.bone} ${styles.description}`} />
      </div>
      <div className={styles.bone} style={{ height: 12, width: '30%' }} />
    </div>
  );
}
