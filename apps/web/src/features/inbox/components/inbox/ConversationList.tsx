import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import type { InboxBox } from '@miaoyu/contracts/bot';
import { LoadFailed } from '@/components/LoadFailed';
import { useInboxList } from '../../api/inboxList';
import { ConversationItem } from './ConversationItem';
import styles from './inbox.module.css';

interface Props {
  orgId: string;
  box: InboxBox;
  selectedId: string;
  onOpen: (sessionId: string) => void;
}

/** One box's conversations, newest first, a page more on demand. */
export function ConversationList({ orgId, box, selectedId, onOpen }: Props) {
  const { t } = useTranslation('inbox');
  const list = useInboxList(orgId, box);
  const conversations = list.data?.pages.flatMap((page) => page.list) ?? [];

  if (list.isError)
    return (
      <div className={styles.listState}>
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void list.refetch()} />
      </div>
    );
  if (list.isPending) return <Spin className={styles.spin} />;
  if (conversations.length === 0)
    return (
      <Empty
        className={styles.listState}
        description={
          <>
            <strong className={styles.emptyTitle}>{t(`empty.${box}Title`)}</strong>
            <span className={styles.emptyHint}>{t(`empty.${box}Hint`)}</span>
          </>
        }
      />
    );
  return (
    <div className={styles.listScroll}>
      <ul className={styles.list} aria-label={t(`boxes.${box}`)}>
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          long
          type="text"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
