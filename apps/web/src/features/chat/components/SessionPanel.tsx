import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Input, Spin } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useDeleteSession } from '../api/deleteSession';
import { useSessions } from '../api/getSessions';
import { useUpdateSession } from '../api/updateSession';
import { useChatStore } from '../store';
import { SessionItem } from './SessionItem';
import frame from './ChatFrame.module.css';
import styles from './SessionPanel.module.css';

/** The sessions column: new chat, search by title, 40 a page with infinite scroll. */
export function SessionPanel(props: {
  activeId: string | undefined;
  onOpen: (sessionId: string) => void;
  onNewChat: () => void;
  onDeleted: (sessionId: string) => void;
  creating: boolean;
}) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const sessions = useSessions(keyword);
  const update = useUpdateSession();
  const remove = useDeleteSession();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = sessions;

  // The page is rebuilt per session: come back to where the column was scrolled.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = useChatStore.getState().sessionsScroll;
  }, []);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onRename = useCallback(
    (sessionId: string, title: string) => update.mutate({ sessionId, title }),
    [update],
  );
  const { onDeleted } = props;
  const onDelete = useCallback(
    (sessionId: string) => remove.mutate(sessionId, { onSuccess: () => onDeleted(sessionId) }),
    [remove, onDeleted],
  );

  const list = sessions.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <nav className={styles.sessions} aria-label={t('chat.sessions')}>
      <div className={styles.sessionsTop}>
        <Button
          type="primary"
          long
          icon={<IconPlus />}
          loading={props.creating}
          onClick={props.onNewChat}
        >
          {t('chat.newChat')}
        </Button>
        <Input.Search
          allowClear
          aria-label={t('chat.search')}
          placeholder={t('chat.search')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <div
        className={styles.sessionScroll}
        ref={scroller}
        onScroll={(event) =>
          useChatStore.getState().setSessionsScroll(event.currentTarget.scrollTop)
        }
      >
        {sessions.isPending ? (
          <Spin className={frame.center} />
        ) : list.length ? (
          <ul className={styles.sessionList}>
            {list.map((session) => (
              <SessionItem
                key={session.sessionId}
                session={session}
                active={session.sessionId === props.activeId}
                onOpen={props.onOpen}
                onRename={onRename}
                onDelete={onDelete}
              />
            ))}
          </ul>
        ) : (
          <Empty description={keyword ? t('chat.noMatch') : t('chat.noSessions')} />
        )}
        <div ref={sentinel} className={styles.sentinel}>
          {isFetchingNextPage ? <Spin size={16} /> : null}
        </div>
      </div>
    </nav>
  );
}
