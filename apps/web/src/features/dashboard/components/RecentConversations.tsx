import { IconMessage, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WorkplaceOverview } from '@miaoyu/contracts/workplace';
import { useLocale } from '@/lib/i18n';
import { Panel } from '@/components/Panel';
import { useNow } from '../hooks/useNow';
import { workplaceLinks } from '../paths';
import { formatRelativeTime } from '../utils/relativeTime';
import { EmptyState } from './EmptyState';
import { LinkButton } from './LinkButton';
import { ListSkeleton } from './ListSkeleton';
import list from './List.module.css';

type Conversation = WorkplaceOverview['recentConversations'][number];

/** The caller's latest conversations, newest first as the server sends them. */
export function RecentConversations({ conversations }: { conversations?: Conversation[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const now = useNow();

  return (
    <Panel dense title={t('workplace.recent.title')}>
      {!conversations ? (
        <ListSkeleton />
      ) : conversations.length === 0 ? (
        <EmptyState
          icon={<IconMessage />}
          title={t('workplace.recent.empty')}
          hint={t('workplace.recent.emptyHint')}
          action={
            <LinkButton to={workplaceLinks.newChat} type="primary" icon={<IconPlus />}>
              {t('workplace.recent.start')}
            </LinkButton>
          }
        />
      ) : (
        <ul className={list.list}>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link to={workplaceLinks.conversation(conversation.id)} className={list.item}>
                <IconMessage className={list.icon} aria-hidden />
                <span className={list.title}>
                  {conversation.title || t('workplace.recent.untitled')}
                </span>
                <time
                  className={list.meta}
                  dateTime={conversation.updatedAt}
                  title={new Date(conversation.updatedAt).toLocaleString(locale)}
                >
                  {formatRelativeTime(conversation.updatedAt, now, locale)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
