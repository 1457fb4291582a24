import { useCallback } from 'react';
import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import { IconMessage } from '@arco-design/web-react/icon';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxBox } from '@miaoyu/contracts/bot';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { BoxTabs } from '../components/inbox/BoxTabs';
import { ConversationList } from '../components/inbox/ConversationList';
import { ConversationPane } from '../components/inbox/ConversationPane';
import { useInboxLive } from '../hooks/useInboxLive';
import { useOrgAccess } from '../hooks/useOrgAccess';
import { boxOf, opensOnList, PHONE_LAYOUT } from '../logic/inboxPlace';
import styles from '../components/inbox/inbox.module.css';

/** The box and the open conversation live in the address (`?box=mine&c=12`): reloads and links keep them. */
function useInboxPlace() {
  const [params, setParams] = useSearchParams();
  const box = boxOf(params.get('box'));
  const open = params.get('c') ?? '';
  const go = useCallback(
    (next: { box?: InboxBox; open?: string }, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.box) updated.set('box', next.box);
          if (next.open !== undefined) {
            if (next.open) updated.set('c', next.open);
            else updated.delete('c');
          }
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  return { box, open, go };
}

/**
 * The team's inbox (like Chatwoot's): visitor conversations handed to a person, in boxes, live.
 * Two panes on a desktop; on a phone the list and the open conversation take turns.
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const { orgId, userId } = useOrgAccess();
  const { box, open, go } = useInboxPlace();
  const phone = useMediaQuery(PHONE_LAYOUT);
  const openConversation = useCallback((sessionId: string) => go({ open: sessionId }), [go]);
  useInboxLive(orgId);

  const showList = opensOnList(open, phone);
  const showPane = !phone || Boolean(open);
  return (
    <div className={styles.page} data-layout={phone ? 'phone' : 'desktop'}>
      {showList ? (
        <aside className={styles.sidebar}>
          <BoxTabs orgId={orgId} box={box} onChange={(next) => go({ box: next }, true)} />
          <ConversationList orgId={orgId} box={box} selectedId={open} onOpen={openConversation} />
        </aside>
      ) : null}
      {showPane ? (
        <section className={styles.pane}>
          {open ? (
            <ConversationPane
              key={open}
              orgId={orgId}
              userId={userId}
              sessionId={open}
              onBack={phone ? () => go({ open: '' }) : undefined}
              onTaken={() => go({ box: 'mine' }, true)}
            />
          ) : (
            <Empty
              className={styles.paneEmpty}
              icon={<IconMessage className={styles.paneEmptyIcon} />}
              description={
                <>
                  <strong className={styles.emptyTitle}>{t('empty.pickTitle')}</strong>
                  <span className={styles.emptyHint}>{t('empty.pickHint')}</span>
                </>
              }
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
