import { browserTimeZone } from '@/lib/datetime';
import { useWorkplaceOverview } from '../api/getWorkplaceOverview';
import { Announcements } from '../components/Announcements';
import { DailyMessagesPanel } from '../components/DailyMessagesPanel';
import { ErrorPanel } from '../components/ErrorPanel';
import { FirstStepsPanel } from '../components/FirstStepsPanel';
import { QuickActions } from '../components/QuickActions';
import { RecentConversations } from '../components/RecentConversations';
import { StatCards } from '../components/StatCards';
import { WelcomeBanner } from '../components/WelcomeBanner';
import { useNow } from '../hooks/useNow';
import styles from './WorkplacePage.module.css';

/** The default landing page. The app layer passes the user in: features never import each other. */
export function WorkplacePage({ nickname }: { nickname: string }) {
  const overview = useWorkplaceOverview();
  const now = useNow();
  const data = overview.data;
  const timeZone = data?.timeZone ?? browserTimeZone();
  const failed = overview.isError && !data;

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <WelcomeBanner nickname={nickname} now={new Date(now)} />
          <FirstStepsPanel />
          {failed ? (
            <ErrorPanel onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
          ) : (
            <>
              <StatCards stats={data?.stats} />
              <DailyMessagesPanel points={data?.dailyMessages} timeZone={timeZone} />
              <RecentConversations conversations={data?.recentConversations} />
            </>
          )}
        </div>
        <aside className={styles.column}>
          <QuickActions />
          {!failed && <Announcements announcements={data?.announcements} timeZone={timeZone} />}
        </aside>
      </div>
    </div>
  );
}
