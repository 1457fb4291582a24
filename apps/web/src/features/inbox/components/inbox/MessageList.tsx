import { useLayoutEffect, useRef } from 'react';
import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useInboxMessages, useLoadEarlierMessages } from '../../api/inboxMessages';
import { MessageBubble } from '../MessageBubble';
import messageStyles from '../messages.module.css';
import styles from './inbox.module.css';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 80;

interface Props {
  orgId: string;
  sessionId: string;
}

/**
 * The open conversation's messages, oldest first. New ones scroll into view when the reader is
 * at the bottom; older ones loaded above keep what the reader was looking at in place.
 */
export function MessageList({ orgId, sessionId }: Props) {
  const { t } = useTranslation('inbox');
  const messages = useInboxMessages(orgId, sessionId);
  const earlier = useLoadEarlierMessages(orgId, sessionId);
  const scroller = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, nearBottom: true });
  const list = messages.data?.list ?? [];
  const first = list[0]?.id ?? '';
  const last = list.at(-1)?.id ?? '';
  // A person's own reply is followed even when they had scrolled up.
  const lastIsAgent = list.at(-1)?.role === 'agent';

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (first !== before.first && last === before.last && before.height)
      box.scrollTop += box.scrollHeight - before.height;
    else if (last !== before.last && (before.nearBottom || lastIsAgent))
      box.scrollTop = box.scrollHeight;
    seen.current = { first, last, height: box.scrollHeight, nearBottom: before.nearBottom };
  }, [first, last, lastIsAgent]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    seen.current.nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
  };

  if (messages.isError)
    return (
      <div className={styles.paneBody}>
        <LoadFailed message={t('messages.loadFailed')} onRetry={() => void messages.refetch()} />
      </div>
    );
  return (
    <div
      ref={scroller}
      className={styles.messages}
      onScroll={onScroll}
      role="log"
      aria-label={t('messages.label')}
    >
      {messages.isPending ? (
        <Spin className={styles.spin} />
      ) : list.length === 0 ? (
        <Empty description={t('messages.empty')} />
      ) : (
        <div className={messageStyles.list}>
          {messages.data?.hasMore ? (
            <Button
              type="text"
              size="small"
              className={styles.earlier}
              loading={earlier.isPending}
              onClick={() => earlier.mutate(first)}
            >
              {t('messages.earlier')}
            </Button>
          ) : null}
          {list.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </div>
      )}
    </div>
  );
}
