import type { AiPageSummary } from '@miaoyu/contracts/ai-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/Panel';
import { formatDateTime } from '@/lib/datetime';
import { pagePathOf } from '../logic/paths';
import styles from './AiPages.module.css';

/** A page in the list: its title, who wrote it, its version and live links. */
export function PageCard({ page, showOwner }: { page: AiPageSummary; showOwner: boolean }) {
  const { t } = useTranslation('aiPages');
  const title = (
    <Link to={pagePathOf(page.id)} className={styles.cardTitle} title={page.title}>
      {page.title}
    </Link>
  );
  return (
    <Panel dense title={title} data-testid="ai-page-card">
      <div className={styles.facts}>
        {showOwner ? <span>{t('list.owner', { name: page.ownerName })}</span> : null}
        <span>{t('list.version', { n: page.version })}</span>
        <span>{t('list.liveShares', { count: page.liveShares })}</span>
        <span>{t('list.updatedAt', { time: formatDateTime(page.updatedAt) })}</span>
      </div>
    </Panel>
  );
}
