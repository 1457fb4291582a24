import { IconNotification } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { WorkplaceOverview } from '@miaoyu/contracts/workplace';
import { useLocale } from '@/lib/i18n';
import { Panel } from '@/components/Panel';
import { workplaceLinks } from '../paths';
import { formatDay } from '../utils/dates';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import list from './List.module.css';

type Announcement = WorkplaceOverview['announcements'][number];

interface Props {
  /** Absent while the overview loads. */
  announcements?: Announcement[];
  /** Publication days in the viewer's time zone. */
  timeZone: string;
}

export function Announcements({ announcements, timeZone }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();

  return (
    <Panel dense title={t('workplace.announcements.title')}>
      {!announcements ? (
        <ListSkeleton rows={3} />
      ) : announcements.length === 0 ? (
        <EmptyState
          icon={<IconNotification />}
          title={t('workplace.announcements.empty')}
          hint={t('workplace.announcements.emptyHint')}
        />
      ) : (
        <ul className={list.list}>
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              {/* The article is the server's own page, outside the studio: a whole load. */}
              <a href={workplaceLinks.article(announcement.keyword)} className={list.item}>
                <IconNotification className={list.icon} aria-hidden />
                <span className={list.title}>{announcement.title}</span>
                <time className={list.meta} dateTime={announcement.publishedAt}>
                  {formatDay(announcement.publishedAt, locale, timeZone)}
                </time>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
