import { DEFAULT_HELPER_SETTINGS, type Helper } from '@miaoyu/contracts/helpers';
import {
  DEFAULT_BOT_SETTINGS,
  type BotKey,
  type BotSettings,
  type CreateBotKey,
} from '@miaoyu/contracts/bot';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';

/** Org 7's service helper 9, as the server answers it. */
export function serviceHelper(fields: Partial<Helper> = {}): Helper {
  return {
    ...DEFAULT_HELPER_SETTINGS,
    id: '9',
    code: 'abcdefghij',
    orgId: '7',
    name: '售后小妙',
    kind: 'service',
    authorId: '42',
    authorName: '小妙',
    version: 1,
    useCount: 0,
    manageable: true,
    modelStatus: 'ok',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function botKeyFixture(fields: Partial<BotKey> = {}): BotKey {
  return {
    id: '1',
    helperId: '9',
    key: 'csAbCdEfGhIjKlMnOpQrStUv',
    name: '官网',
    allowedOrigins: ['https://shop.example.com'],
    expiresAt: null,
    perVisitorPerMinute: 10,
    perVisitorPerDay: 200,
    revokedAt: null,
    lastUsedAt: '2026-01-05T02:00:00.000Z',
    createdAt: '2026-01-02T00:00:00.000Z',
    conversations: 12,
    holderId: '42',
    holderName: '小妙',
    suspendedAt: null,
    suspendedReason: null,
    ...fields,
  };
}

interface Options {
  helper?: Helper;
  settings?: BotSettings;
  keys?: BotKey[];
  /** Answers a request before the fake server does (errors, say). */
  override?: (request: RecordedRequest) => Reply | undefined;
}

/** Org 7's people a key may be handed to. */
const members = [
  {
    userId: '42',
    nickname: '小妙',
    avatar: '',
    phone: '13800000042',
    role: 'owner',
    joinedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    userId: '43',
    nickname: '小李',
    avatar: '',
    phone: '13800000043',
    role: 'member',
    joinedAt: '2026-01-01T00:00:00.000Z',
  },
];

/** The bot endpoints of org 7's helper 9 in-process: settings that save, keys that change. */
export function fakeBotServer(options: Options = {}) {
  const helper = options.helper ?? serviceHelper();
  let settings = options.settings ?? DEFAULT_BOT_SETTINGS;
  const keys = [...(options.keys ?? [botKeyFixture()])];
  const base = `/v1/orgs/7/helpers/${helper.id}`;

  const route = ({ method, url, body }: RecordedRequest): Reply => {
    if (url === base && method === 'GET') return [200, helper];
    if (url === `${base}/bot` && method === 'GET') return [200, settings];
    if (url === `${base}/bot` && method === 'PUT') {
      settings = body as BotSettings;
      return [200, settings];
    }
    if (url === `${base}/bot-keys` && method === 'GET') return [200, { list: keys }];
    if (url === `${base}/bot-keys` && method === 'POST') {
      const created = botKeyFixture({
        ...(body as CreateBotKey),
        id: String(keys.length + 1),
        key: `cs${'N'.repeat(21)}${keys.length + 1}`,
        lastUsedAt: null,
        conversations: 0,
      });
      keys.push(created);
      return [200, created];
    }
    const handed = url.match(/\/bot-keys\/(\d+)\/assign$/);
    const handedIndex = keys.findIndex((key) => key.id === handed?.[1]);
    if (handed && handedIndex >= 0 && method === 'POST') {
      const { userId } = body as { userId: string };
      keys[handedIndex] = {
        ...keys[handedIndex]!,
        holderId: userId,
        holderName: userId === '42' ? '小妙' : `成员${userId}`,
        suspendedAt: null,
        suspendedReason: null,
      };
      return [200, keys[handedIndex]];
    }
    if (url === '/v1/orgs/7/members' && method === 'GET')
      return [200, { list: members, total: members.length }];
    const one = url.match(/\/bot-keys\/(\d+)$/);
    const index = keys.findIndex((key) => key.id === one?.[1]);
    if (one && index >= 0 && method === 'PATCH') {
      keys[index] = { ...keys[index]!, ...(body as object) };
      return [200, keys[index]];
    }
    if (one && index >= 0 && method === 'DELETE') {
      keys[index] = { ...keys[index]!, revokedAt: '2026-01-06T00:00:00.000Z' };
      return [200, keys[index]];
    }
    return [404, { code: 'NOT_FOUND', message: '请求的资源不存在' }];
  };

  const http = mockHttp((request) => options.override?.(request) ?? route(request));
  return {
    requests: http.requests,
    sent: (method: string, suffix: string) =>
      http.requests.filter((r) => r.method === method && r.url.endsWith(suffix)),
  };
}
