import type { EmbedMessage } from '@miaoyu/contracts/bot-constants';
import type { BotShareInfo, ConversationMessage, VisitorConversation } from '@miaoyu/contracts/bot';
import { vi } from 'vitest';
import { createClient, type FetchLike } from '../api/client';
import { keptValues } from '../api/identity';
import { createContext } from '../state/model';
import { json } from './fakes';

export const KEY = 'cs0123456789abcdefghijKL';

export const shareInfo: BotShareInfo = {
  name: '小妙',
  avatar: '',
  welcome: '您好',
  suggestedQuestions: ['怎么退货？'],
  handoff: true,
  look: {
    primaryColor: '#00B42A',
    title: '',
    launcherIcon: 'chat',
    position: 'right',
    avatar: '',
    welcome: '您好',
  },
  team: { name: 'Team', logo: '' },
};

export const conversation = (
  id: string,
  change: Partial<VisitorConversation> = {},
): VisitorConversation => ({
  id,
  title: '',
  status: 'bot',
  agent: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...change,
});

export const stored = (
  id: string,
  change: Partial<ConversationMessage> = {},
): ConversationMessage => ({
  id,
  role: 'bot',
  content: `message ${id}`,
  state: 'done',
  createdAt: '2025-01-01T00:00:00.000Z',
  citations: [],
  attachments: [],
  rating: null,
  ratingReason: '',
  agent: null,
  ...change,
});

type Route = (init: RequestInit, url: URL) => Response | Promise<Response>;

/**
 * The visitor routes answered by `routes` ("METHOD /path" → answer); a visitor identity is made
 * on demand. Unknown routes answer 404, and every request is recorded.
 */
export function fakeServer(routes: Record<string, Route>) {
  const requests: string[] = [];
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    const url = new URL(input, 'https://studio.example');
    const name = `${init.method ?? 'GET'} ${url.pathname}`;
    requests.push(name);
    if (name === 'POST /v1/case/visitors') return json(200, { visitorId: 'v1', token: 't1' });
    const route = routes[name];
    return route ? route(init, url) : json(404, { message: 'not found', code: 'NOT_FOUND' });
  });
  const told: EmbedMessage[] = [];
  const client = createClient({
    key: KEY,
    lang: 'zh-CN',
    values: keptValues(() => window.localStorage),
    fetch,
  });
  const ctx = createContext(client, (message) => told.push(message));
  return { ctx, fetch, requests, told };
}
