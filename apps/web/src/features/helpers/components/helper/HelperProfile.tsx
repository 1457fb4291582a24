import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/datetime';
import { useLocale } from '@/lib/i18n';
import type { HelperPageData } from '../../api/helperProfile';
import { formatCount } from '../../logic/format';
import { helperLinks } from '../../logic/links';
import { HelperAvatar } from '@/components/HelperAvatar';
import { KindTag } from '../KindTag';
import { HelperActions } from './HelperActions';
import { ModelNotice } from './ModelNotice';
import { RecentSessions } from './RecentSessions';
import { WelcomeBox } from './WelcomeBox';
import styles from './Helper.module.css';

interface Props {
  helper: HelperPageData;
  /** More buttons beside the helper's own (the AI helper page's "change"). */
  extraActions?: ReactNode;
  /** Above everything (the AI helper page's picker). */
  notice?: ReactNode;
}

/**
 * A helper's page (spec §2: the sale page and aiHelper share it): who it is, how it greets,
 * what to ask it, and my conversations with it. Texts are the author's: shown as plain text.
 */
export function HelperProfile({ helper, extraActions, notice }: Props) {
  const { t } = useTranslation('helpers');
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        {notice}
        <section className={`${styles.box} ${styles.profile}`}>
          <HelperAvatar name={helper.name} avatar={helper.avatar} size={72} />
          <div>
            <div className={styles.titleLine}>
              <h1 className={styles.name}>{helper.name}</h1>
              <KindTag kind={helper.kind} />
            </div>
            <p className={styles.byline}>
              {t('helper.byline', { author: helper.authorName, team: helper.teamName })}
            </p>
          </div>
          {helper.description ? <p className={styles.description}>{helper.description}</p> : null}
          {helper.tags.length > 0 ? (
            <div className={styles.tags}>
              {helper.tags.map((tag) => (
                <Link key={tag} to={`${helperLinks.square}?tag=${encodeURIComponent(tag)}`}>
                  #{tag}
                </Link>
              ))}
            </div>
          ) : null}
          <HelperActions helper={helper} extra={extraActions} />
        </section>
        <ModelNotice status={helper.modelStatus} manageable={helper.manageable === true} />
        <WelcomeBox helper={helper} />
      </div>
      <aside className={styles.aside}>
        <RecentSessions code={helper.code} />
        <section className={styles.box}>
          <dl className={styles.facts}>
            <dt>{t('helper.facts.author')}</dt>
            <dd>{helper.authorName}</dd>
            <dt>{t('helper.facts.team')}</dt>
            <dd>{helper.teamName}</dd>
            <dt>{t('helper.facts.uses')}</dt>
            <dd>{formatCount(helper.useCount, locale)}</dd>
            {helper.category ? (
              <>
                <dt>{t('helper.facts.category')}</dt>
                <dd>{helper.category}</dd>
              </>
            ) : null}
            {helper.visibility ? (
              <>
                <dt>{t('helper.facts.visibility')}</dt>
                <dd>{t(`helper.visibility.${helper.visibility}`)}</dd>
              </>
            ) : null}
            <dt>{t('helper.facts.createdAt')}</dt>
            <dd>{formatDateTime(helper.createdAt, { dateOnly: true })}</dd>
          </dl>
        </section>
      </aside>
    </div>
  );
}
