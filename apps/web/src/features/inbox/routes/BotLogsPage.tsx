import { useState } from 'react';
import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import { IconLock } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { BotLogConversation } from '@miaoyu/contracts/bot';
import { Panel } from '@/components/Panel';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useBotLogs } from '../api/botLogs';
import { ConversationDrawer } from '../components/logs/ConversationDrawer';
import { ExportButton } from '../components/logs/ExportButton';
import { LogFilters } from '../components/logs/LogFilters';
import { LogTable } from '../components/logs/LogTable';
import { StatsPanel } from '../components/logs/StatsPanel';
import { useBotLogFilters } from '../hooks/useBotLogFilters';
import { useOrgAccess } from '../hooks/useOrgAccess';
import { botLogQuery } from '../logic/logFilters';
import styles from '../components/logs/logs.module.css';

/** The bots' conversation logs: filters, charts, a paged list, CSV export and corrections. */
export function BotLogsPage() {
  const { t } = useTranslation('inbox');
  const { orgId, canReadLogs } = useOrgAccess();
  if (!canReadLogs)
    return (
      <Panel>
        <Empty
          icon={<IconLock />}
          description={
            <>
              <strong>{t('logs.noAccessTitle')}</strong>
              <p className={styles.note}>{t('logs.noAccessHint')}</p>
            </>
          }
        />
      </Panel>
    );
  return <BotLogs orgId={orgId} />;
}

function BotLogs({ orgId }: { orgId: string }) {
  const { t } = useTranslation('inbox');
  const phone = useMediaQuery('(max-width: 767px)');
  const { filters, paging, change, reset } = useBotLogFilters();
  const logs = useBotLogs(orgId, {
    ...botLogQuery(filters),
    offset: paging.offset,
    limit: paging.limit,
  });
  const [viewing, setViewing] = useState<BotLogConversation | null>(null);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <p className={styles.intro}>{t('logs.intro')}</p>
        <ExportButton orgId={orgId} filters={filters} />
      </div>
      <Panel>
        <LogFilters orgId={orgId} filters={filters} onChange={change} onReset={reset} />
      </Panel>
      <StatsPanel orgId={orgId} filters={filters} />
      <Panel>
        <LogTable result={logs} paging={paging} cards={phone} onView={setViewing} />
      </Panel>
      <ConversationDrawer orgId={orgId} conversation={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
