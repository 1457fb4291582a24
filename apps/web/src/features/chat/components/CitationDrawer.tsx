import { useTranslation } from 'react-i18next';
import { Drawer, Spin } from '@arco-design/web-react';
import type { ChatCitation } from '@miaoyu/contracts/chat';
import { useCitedPassage } from '../api/citedPassage';
import styles from './CitationDrawer.module.css';

/**
 * One cited passage as plain text (document text is never rendered as HTML or Markdown): the
 * whole passage from the knowledge base when it is still there, else the excerpt kept with the
 * answer.
 */
export function CitationDrawer(props: { citation: ChatCitation | null; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const passage = useCitedPassage(props.citation);
  const citation = props.citation;
  const where = passage.data
    ? [
        passage.data.page ? t('chat.citationPage', { page: passage.data.page }) : '',
        passage.data.sheet ? t('chat.citationSheet', { sheet: passage.data.sheet }) : '',
      ].filter(Boolean)
    : [];
  return (
    <Drawer
      visible={citation !== null}
      title={t('chat.citationTitle')}
      footer={null}
      width="min(520px, 100vw)"
      onCancel={props.onClose}
    >
      {citation ? (
        <div className={styles.passage} data-testid="cited-passage">
          <div className={styles.passageSource}>{citation.title}</div>
          {where.length > 0 ? <div className={styles.passageWhere}>{where.join(' · ')}</div> : null}
          {passage.isLoading ? <Spin /> : null}
          <div className={styles.passageText}>{passage.data?.content ?? citation.excerpt}</div>
          {passage.isError ? (
            <div className={styles.passageWhere}>{t('chat.citationGone')}</div>
          ) : null}
        </div>
      ) : null}
    </Drawer>
  );
}
