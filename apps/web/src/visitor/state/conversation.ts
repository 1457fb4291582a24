import type { ConversationMessage, VisitorConversation } from '@miaoyu/contracts/bot';
import { VisitorApiError } from '../api/client';
import {
  createConversation,
  getMessages,
  getShareInfo,
  inlineShareInfo,
  listConversations,
  openLiveEvents,
  requestHandoff,
  type MessagePage,
  type StatusChange,
} from '../api/endpoints';
import { connectLive } from '../api/liveEvents';
import { t } from '../i18n';
import {
  EMPTY_LIST,
  firstStoredId,
  fromMessages,
  lastStoredId,
  prependOlder,
  upsert,
} from './messages';
import type { VisitorContext } from './model';

/** Answers that mean this key opens no bot here: the page shows only the reason. */
const FATAL_CODES = new Set([
  'BOT_KEY_INVALID',
  'BOT_KEY_EXPIRED',
  'BOT_KEY_SUSPENDED',
  'BOT_ORIGIN_NOT_ALLOWED',
]);

export const errorText = (error: unknown) =>
  error instanceof VisitorApiError ? error.message : t('networkError');

/** Leaves the conversation shown (its live stream, its answer) for `conversation`, or a new one. */
function switchTo(ctx: VisitorContext, conversation: VisitorConversation | null): number {
  const { running } = ctx;
  running.live?.close();
  running.live = null;
  running.answer?.abort();
  running.answer = null;
  running.generation += 1;
  ctx.store.set({
    currentId: conversation?.id ?? null,
    status: conversation?.status ?? 'bot',
    agent: conversation?.agent ?? null,
    messages: EMPTY_LIST,
    hasMore: false,
    loadingOlder: false,
    answering: null,
    followUps: [],
  });
  return running.generation;
}

/** Counts a message the visitor has not seen, for the loader's badge while its panel is shut. */
export function noteUnread(ctx: VisitorContext): void {
  const { visible, unread } = ctx.store.get();
  if (visible) return;
  ctx.store.set({ unread: unread + 1 });
  ctx.tellParent({ source: 'miaoyu-bot', type: 'unread', count: unread + 1 });
}

export function applyStatus(ctx: VisitorContext, sessionId: string, change: StatusChange): void {
  const { store, running } = ctx;
  if (store.get().currentId !== sessionId) return;
  store.set((state) => ({
    status: change.status,
    agent: change.agent,
    conversations: state.conversations.map((conversation) =>
      conversation.id === sessionId ? { ...conversation, ...change } : conversation,
    ),
  }));
  // An ended conversation stays ended: nothing more will come.
  if (change.status === 'closed') {
    running.live?.close();
    running.live = null;
  }
}

function receive(ctx: VisitorContext, sessionId: string, message: ConversationMessage): void {
  const { store } = ctx;
  const state = store.get();
  if (state.currentId !== sessionId) return;
  const isNew = !state.messages.byId[message.id];
  // A person's reply makes the bot's suggested follow-ups stale.
  const followUps = isNew && message.role === 'agent' ? [] : state.followUps;
  store.set({ messages: upsert(state.messages, message), followUps });
  if (isNew && message.role !== 'visitor') noteUnread(ctx);
}

/** Follows the conversation's live stream: a person's replies, status changes. */
function listen(ctx: VisitorContext, sessionId: string): void {
  const { client, store, running } = ctx;
  if (store.get().status === 'closed') return;
  running.live = connectLive({
    open: (after, signal) => openLiveEvents(client, sessionId, after, signal),
    after: lastStoredId(store.get().messages),
    onMessage: (message) => receive(ctx, sessionId, message),
    onStatus: (change) => applyStatus(ctx, sessionId, change),
    onGiveUp: (error) => store.set({ notice: error.message }),
  });
}

/** Reads the list again (titles are set by the server from a conversation's first question). */
export async function refreshConversations(ctx: VisitorContext): Promise<void> {
  try {
    const { list } = await listConversations(ctx.client);
    ctx.store.set({ conversations: list });
  } catch {
    // The list shown stays as it was.
  }
}

/** Shows a conversation: its latest messages, then what the live stream brings. */
export async function openConversation(
  ctx: VisitorContext,
  conversation: VisitorConversation,
  firstPage?: Promise<MessagePage | null> | null,
): Promise<void> {
  const { client, store, running } = ctx;
  const generation = switchTo(ctx, conversation);
  client.identity.setLastConversation(conversation.id);
  store.set({ loadingMessages: true });
  try {
    const page = (firstPage && (await firstPage)) || (await getMessages(client, conversation.id));
    if (generation !== running.generation) return;
    // A scene's question still waiting for its answer offers its buttons again after a reload.
    const last = page.list.at(-1);
    const choices = last?.role === 'bot' ? (last.choices ?? []) : [];
    store.set({
      messages: fromMessages(page.list),
      hasMore: page.hasMore,
      loadingMessages: false,
      followUps: choices,
      followUpsAreChoices: choices.length > 0,
    });
    listen(ctx, conversation.id);
  } catch (error) {
    if (generation !== running.generation) return;
    store.set({ loadingMessages: false, notice: errorText(error) });
  }
}

/** A fresh start: the welcome again; the conversation is created with its first question. */
export function startNew(ctx: VisitorContext): void {
  switchTo(ctx, null);
}

/** The conversation a question goes to: the one shown, or a new one when none is or it ended. */
export async function ensureConversation(ctx: VisitorContext): Promise<string> {
  const { client, store } = ctx;
  const { currentId, status } = store.get();
  if (currentId && status !== 'closed') return currentId;
  const conversation = await createConversation(client);
  switchTo(ctx, conversation);
  client.identity.setLastConversation(conversation.id);
  store.set((state) => ({ conversations: [conversation, ...state.conversations] }));
  listen(ctx, conversation.id);
  return conversation.id;
}

/**
 * First screen: the bot's profile, the visitor's conversations and (for a returning visitor)
 * the last conversation's messages, all asked for at once.
 */
export async function boot(ctx: VisitorContext): Promise<void> {
  const { client, store } = ctx;
  store.set({ phase: 'loading', problem: null, loadingMessages: true });
  const remembered = client.identity.peek() ? client.identity.lastConversation() : null;
  const firstPage = remembered
    ? getMessages(client, remembered).then(
        (page) => page,
        () => null,
      )
    : null;
  const conversations = listConversations(client);
  conversations.catch(() => undefined);
  try {
    store.set({ info: inlineShareInfo() ?? (await getShareInfo(client)), phase: 'ready' });
  } catch (error) {
    const fatal = error instanceof VisitorApiError && FATAL_CODES.has(error.code);
    store.set({ phase: fatal ? 'fatal' : 'failed', problem: errorText(error) });
    return;
  }
  try {
    const { list } = await conversations;
    store.set({ conversations: list });
    const last = list.find((conversation) => conversation.id === remembered);
    const pick = last ?? list[0];
    if (pick) await openConversation(ctx, pick, last ? firstPage : null);
  } catch (error) {
    store.set({ notice: errorText(error) });
  } finally {
    store.set({ loadingMessages: false });
  }
}

export async function loadOlder(ctx: VisitorContext): Promise<void> {
  const { client, store, running } = ctx;
  const { currentId, hasMore, loadingOlder, messages } = store.get();
  const before = firstStoredId(messages);
  if (!currentId || !hasMore || loadingOlder || !before) return;
  const generation = running.generation;
  store.set({ loadingOlder: true });
  try {
    const page = await getMessages(client, currentId, before);
    if (generation !== running.generation) return;
    store.set((state) => ({
      messages: prependOlder(state.messages, page.list),
      hasMore: page.hasMore,
      loadingOlder: false,
    }));
  } catch (error) {
    if (generation === running.generation)
      store.set({ loadingOlder: false, notice: errorText(error) });
  }
}

/** Asks for a person; the conversation is created first when there is none yet. */
export async function handoff(ctx: VisitorContext): Promise<void> {
  try {
    const sessionId = await ensureConversation(ctx);
    applyStatus(ctx, sessionId, await requestHandoff(ctx.client, sessionId));
  } catch (error) {
    ctx.store.set({ notice: errorText(error) });
  }
}

/** The loader's panel opened or shut (or the page's own close button was used). */
export function setVisible(ctx: VisitorContext, visible: boolean): void {
  ctx.store.set((state) => ({ visible, unread: visible ? 0 : state.unread }));
}
