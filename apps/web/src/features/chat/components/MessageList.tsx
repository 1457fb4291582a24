import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@arco-design/web-react';
import { Virtuoso, type Components, type VirtuosoHandle } from 'react-virtuoso';
import type { ChatCompletion } from '@miaoyu/contracts/chat';
import { useKeepPlace } from '../hooks/useKeepPlace';
import { BOTTOM_THRESHOLD_PX, useStickToBottom } from '../hooks/useStickToBottom';
import { MessageItem, type MessageActions } from './MessageItem';
import styles from './MessageList.module.css';

/** Virtuoso counts prepended items down from here, which keeps the view in place. */
const FIRST_INDEX = 1_000_000;
const ARM_DELAY_MS = 400;

interface Props {
  messages: ChatCompletion[];
  /** How many of `messages` came from older pages. */
  older: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  answering: boolean;
  actions: MessageActions;
}

interface ListContext {
  hasOlder: boolean;
  loadingOlder: boolean;
}

function ListHeader({ context }: { context: ListContext }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.listHeader}>
      {context.loadingOlder ? <Spin size={16} /> : context.hasOlder ? null : t('chat.beginning')}
    </div>
  );
}

/** Module-level, so Virtuoso keeps them mounted while an answer streams. */
const LIST_PARTS: Components<ChatCompletion, ListContext> = {
  Header: ListHeader,
  Footer: () => <div className={styles.listFooter} />,
};

/** The conversation, oldest first, virtualised (a 1,000-message session scrolls smoothly). */
export const MessageList = forwardRef<VirtuosoHandle, Props>(function MessageList(props, ref) {
  const { t } = useTranslation('chat');
  const { actions, answering, hasOlder, loadingOlder, loadOlder } = props;
  const handle = useRef<VirtuosoHandle>(null);
  useImperativeHandle(ref, () => handle.current!, []);
  const stick = useStickToBottom(handle);
  useKeepPlace(stick.scroller, stick.lastInput, props.older);
  // Virtuoso reports the top while it first scrolls to the newest message: older pages wait
  // until that has settled, or every visit would load page 2 at once.
  const armed = useRef(false);
  const atTop = useRef(false);
  const startReached = useCallback(() => {
    if (armed.current && hasOlder && !loadingOlder) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);
  useEffect(() => {
    const timer = setTimeout(() => {
      armed.current = true;
      // A short conversation that does not fill the view never scrolls: load on.
      if (atTop.current) startReached();
    }, ARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [startReached]);
  const lastId = props.messages.at(-1)?.id;
  const itemContent = useCallback(
    (_: number, message: ChatCompletion) => (
      <MessageItem
        message={message}
        busy={answering}
        actions={actions}
        last={message.id === lastId}
      />
    ),
    [answering, actions, lastId],
  );

  if (!props.messages.length)
    return <div className={styles.listEmpty}>{t('chat.emptySession')}</div>;
  return (
    <Virtuoso
      ref={handle}
      scrollerRef={stick.scrollerRef}
      className={styles.list}
      data={props.messages}
      firstItemIndex={FIRST_INDEX - props.older}
      initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
      computeItemKey={(_, message) => message.id}
      startReached={startReached}
      atTopStateChange={(top) => {
        atTop.current = top;
        if (top) startReached();
      }}
      atBottomStateChange={stick.atBottomChanged}
      totalListHeightChanged={stick.heightChanged}
      // Keeps the newest text in view while it streams, unless the user scrolled up to read.
      followOutput={(atBottom) => (atBottom ? (answering ? 'auto' : 'smooth') : false)}
      atBottomThreshold={BOTTOM_THRESHOLD_PX}
      increaseViewportBy={{ top: 400, bottom: 200 }}
      itemContent={itemContent}
      context={{ hasOlder, loadingOlder }}
      components={LIST_PARTS}
    />
  );
});
