/** @jsxImportSource preact */
import type { BotShareInfo, FeedbackRating } from '@miaoyu/contracts/bot';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../i18n';
import { Markdown } from '../markdown/Markdown';
import type { VisitorState } from '../state/model';
import { Avatar } from './Avatar';
import { MessageItem } from './MessageItem';
import { Suggestions } from './MessageParts';

/** Closer than this to the end counts as reading the newest message. */
const BOTTOM_PX = 80;
/** Closer than this to the start asks for older messages. */
const TOP_PX = 120;

interface MessageListProps {
  state: VisitorState;
  info: BotShareInfo;
  onAsk(question: string): void;
  onRate(messageId: string, rating: FeedbackRating, reason?: string): void;
  onLoadOlder(): void;
}

/**
 * The conversation, newest at the bottom. Follows new content while the reader is at the
 * end, keeps the reader's place when older messages load above, and loads them when the
 * reader scrolls near the top.
 */
export function MessageList({ state, info, onAsk, onRate, onLoadOlder }: MessageListProps) {
  const { messages, hasMore, loadingOlder, loadingMessages, followUps, answering } = state;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pinnedRef = useRef(true);
  const seenRef = useRef({ first: '', last: '', height: 0 });
  const botName = info.look.title || info.name;
  const first = messages.order[0] ?? '';
  const last = messages.order[messages.order.length - 1] ?? '';

  useLayoutEffect(() => {
    const node = scrollerRef.current;
    if (!node) return;
    const before = seenRef.current;
    const prepended = first !== before.first && before.first !== '' && messages.byId[before.first];
    if (prepended && !pinnedRef.current) {
      node.scrollTop += node.scrollHeight - before.height;
    } else {
      // A question the visitor just sent brings the end back into view.
      if (last !== before.last && messages.byId[last]?.role === 'visitor') pinnedRef.current = true;
      if (pinnedRef.current) node.scrollTop = node.scrollHeight;
    }
    seenRef.current = { first, last, height: node.scrollHeight };
  });

  // Images and the Markdown renderer grow messages after they render: stay at the end.
  useEffect(() => {
    const node = scrollerRef.current;
    if (!node || !contentRef.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinnedRef.current) node.scrollTop = node.scrollHeight;
      seenRef.current.height = node.scrollHeight;
    });
    observer.observe(contentRef.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const node = scrollerRef.current;
    if (!node) return;
    pinnedRef.current = node.scrollHeight - node.scrollTop - node.clientHeight < BOTTOM_PX;
    if (node.scrollTop < TOP_PX && hasMore && !loadingOlder) onLoadOlder();
  };

  const empty = messages.order.length === 0;
  return (
    <div class="list" ref={scrollerRef} onScroll={onScroll}>
      <div class="list-inner" ref={contentRef} role="log">
        {loadingOlder && <div class="list-note">{t('loadingOlder')}</div>}
        {!hasMore && info.welcome && (
          <div class="msg">
            <Avatar src={info.avatar} name={botName} small />
            <div class="msg-body">
              <div class="bubble">
                <Markdown content={info.welcome} />
              </div>
            </div>
          </div>
        )}
        {empty && !loadingMessages && (
          <Suggestions questions={info.suggestedQuestions} onAsk={onAsk} />
        )}
        {empty && loadingMessages && (
          <div class="msg" aria-hidden="true">
            <span class="avatar avatar-small skeleton" />
            <div class="msg-body">
              <span class="skeleton skeleton-line" />
              <span class="skeleton skeleton-line" />
            </div>
          </div>
        )}
        {messages.order.map((id) => {
          const message = messages.byId[id];
          return message ? (
            <MessageItem
              key={id}
              message={message}
              botName={botName}
              botAvatar={info.avatar}
              onRate={onRate}
            />
          ) : null;
        })}
        {!answering && state.status === 'bot' && (
          <Suggestions questions={followUps} onAsk={onAsk} choices={state.followUpsAreChoices} />
        )}
      </div>
    </div>
  );
}
