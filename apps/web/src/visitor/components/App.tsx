/** @jsxImportSource preact */
import type { FeedbackRating, VisitorConversation, VisitorFile } from '@miaoyu/contracts/bot';
import { EMBED_MESSAGE_SOURCE } from '@miaoyu/contracts/bot-constants';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PageConfig } from '../config';
import { t } from '../i18n';
import { applyLook } from '../lib/look';
import type { ParentBridge } from '../lib/parentBridge';
import { ask, rate, stop } from '../state/ask';
import {
  boot,
  handoff,
  loadOlder,
  openConversation,
  refreshConversations,
  setVisible,
  startNew,
} from '../state/conversation';
import type { VisitorContext } from '../state/model';
import { useStore } from '../state/store';
import { Composer } from './Composer';
import { ConversationDrawer } from './ConversationDrawer';
import { Header } from './Header';
import { MessageList } from './MessageList';
import { Problem } from './Problem';

const NOTICE_MS = 5000;

interface AppProps {
  ctx: VisitorContext;
  config: PageConfig;
  bridge: ParentBridge;
}

export function App({ ctx, config, bridge }: AppProps) {
  const state = useStore(ctx.store);
  const [menuOpen, setMenuOpen] = useState(false);
  // Made once: memoised messages compare their callbacks by identity.
  const actions = useMemo(
    () => ({
      ask: (prompt: string, files: VisitorFile[]) => void ask(ctx, prompt, files),
      askQuestion: (question: string) => void ask(ctx, question, []),
      stop: () => stop(ctx),
      rate: (id: string, rating: FeedbackRating, reason?: string) =>
        void rate(ctx, id, rating, reason),
      loadOlder: () => void loadOlder(ctx),
      handoff: () => void handoff(ctx),
      retry: () => void boot(ctx),
      notice: (text: string) => ctx.store.set({ notice: text }),
      openMenu: () => {
        setMenuOpen(true);
        void refreshConversations(ctx);
      },
      closeMenu: () => setMenuOpen(false),
      startNew: () => {
        setMenuOpen(false);
        startNew(ctx);
      },
      pick: (conversation: VisitorConversation) => {
        setMenuOpen(false);
        if (conversation.id !== ctx.store.get().currentId) void openConversation(ctx, conversation);
      },
      close: () => {
        setVisible(ctx, false);
        bridge.tell({ source: EMBED_MESSAGE_SOURCE, type: 'close' });
      },
    }),
    [ctx, bridge],
  );

  // The loader says when its panel opens and shuts (for the unread count).
  useEffect(
    () => bridge.listen((message) => setVisible(ctx, message.type !== 'close')),
    [ctx, bridge],
  );

  useEffect(() => {
    if (!config.embedded || menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actions.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [config.embedded, menuOpen, actions]);

  const { info, notice, phase } = state;
  useEffect(() => {
    if (!info) return;
    applyLook(document.documentElement, info.look.primaryColor);
    document.title = info.look.title || info.name;
  }, [info]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => ctx.store.set({ notice: null }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ctx, notice]);

  // The static shell of visitor.html stays until there is something to show instead.
  useEffect(() => {
    if (phase !== 'loading') document.getElementById('shell')?.remove();
  }, [phase]);

  if (phase === 'loading') return null;
  if (phase !== 'ready' || !info) {
    return phase === 'fatal' ? (
      <Problem title={t('linkInvalid')} hint={state.problem ?? t('linkInvalidHint')} />
    ) : (
      <Problem title={t('loadFailed')} hint={state.problem ?? ''} onRetry={actions.retry} />
    );
  }
  const { status } = state;
  return (
    <div class="app">
      <Header
        info={info}
        status={status}
        agent={state.agent}
        canHandoff={info.handoff && status === 'bot'}
        closable={config.embedded}
        onMenu={actions.openMenu}
        onHandoff={actions.handoff}
        onClose={actions.close}
      />
      {status === 'pending' && (
        <div class="banner" role="status">
          {t('handingOff')}
        </div>
      )}
      <MessageList
        state={state}
        info={info}
        onAsk={actions.askQuestion}
        onRate={actions.rate}
        onLoadOlder={actions.loadOlder}
      />
      {status === 'closed' ? (
        <div class="ended">
          <span>{t('ended')}</span>
          <button type="button" class="button button-primary" onClick={actions.startNew}>
            {t('startNew')}
          </button>
        </div>
      ) : (
        <Composer
          client={ctx.client}
          answering={state.answering !== null}
          withPerson={status !== 'bot'}
          onAsk={actions.ask}
          onStop={actions.stop}
          onProblem={actions.notice}
        />
      )}
      {notice && (
        <div class="notice" role="alert">
          {notice}
        </div>
      )}
      {menuOpen && (
        <ConversationDrawer
          conversations={state.conversations}
          currentId={state.currentId}
          onPick={actions.pick}
          onNew={actions.startNew}
          onClose={actions.closeMenu}
        />
      )}
    </div>
  );
}
