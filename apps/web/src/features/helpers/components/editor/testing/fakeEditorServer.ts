import { onTestFinished, vi } from 'vitest';
import {
  DEFAULT_HELPER_SETTINGS,
  type CreatedHelperApiKey,
  type Helper,
  type HelperApiKey,
  type HelperSettings,
  type HelperVersion,
} from '@miaoyu/contracts/helpers';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Org 7's helper 9 as the server answers it: saved twice. */
export function helperFixture(fields: Partial<Helper> = {}): Helper {
  return {
    ...DEFAULT_HELPER_SETTINGS,
    id: '9',
    code: 'abcdefghij',
    orgId: '7',
    name: '产品顾问',
    kind: 'chat',
    instruction: '你是产品顾问。',
    welcome: '你好，我是产品顾问。',
    suggestedQuestions: ['有哪些套餐？'],
    authorId: '42',
    authorName: '小妙',
    version: 2,
    useCount: 0,
    manageable: true,
    modelStatus: 'ok',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...fields,
  };
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The events of a preview answer: a citation, the text in two deltas, usage, done. */
export const previewAnswer = (text: string) => [
  sse('start', { questionId: '', answerId: '', model: 'p1:gpt' }),
  sse('citations', {
    citations: [{ title: '价目表.pdf', excerpt: '标准版每月 99 元', source: 'f' }],
  }),
  sse('delta', { content: text.slice(0, 2) }),
  sse('delta', { content: text.slice(2) }),
  sse('usage', { promptTokens: 3, completionTokens: 4 }),
  sse('done', { answerId: '', state: 'done' }),
];

type Reply = [status: number, body?: unknown];

interface Options {
  helper?: Helper;
  /** Answers a request before the fake server does (errors, say). */
  override?: (request: SentRequest) => Reply | undefined;
  /** The preview's events for each question; by default one short answer. */
  preview?: (body: { prompt: string }) => string[];
  /** The preview's stream stays open after its events, until the request is aborted. */
  endless?: boolean;
}

const json = ([status, body]: Reply) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stream(chunks: string[], endless: AbortSignal | null) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!endless) return controller.close();
      // As a browser does: an aborted request errors its body.
      endless.addEventListener('abort', () =>
        controller.error(new DOMException('aborted', 'AbortError')),
      );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/**
 * The helper endpoints of org 7 in-process, standing in for `fetch`: a helper that saves into
 * versions, restores them, lists and makes API keys, and previews with streamed events.
 */
export function fakeEditorServer(options: Options = {}) {
  const requests: SentRequest[] = [];
  let helper = options.helper ?? helperFixture();
  const versions = new Map<number, HelperSettings>([
    [1, { ...settingsOfFixture(helper), name: '第一版顾问', instruction: '旧指令' }],
    [helper.version, settingsOfFixture(helper)],
  ]);
  const keys: HelperApiKey[] = [];
  const base = '/v1/orgs/7/helpers';

  const route = (request: SentRequest): Reply | 'stream' => {
    const { method, url } = request;
    if (url === '/v1/chat/models')
      return [
        200,
        {
          list: [
            {
              ref: 'p1:gpt',
              model: 'gpt',
              providerName: 'OpenAI',
              vision: false,
              contextSize: 8192,
              source: 'org',
            },
          ],
          defaultRef: 'p1:gpt',
        },
      ];
    if (url === '/v1/orgs/7/datasets') return [200, { list: [] }];
    if (url.startsWith('/v1/orgs/7/scenes')) return [200, { list: [], total: 0 }];
    if (url === `${base}/preview`) return 'stream';
    if (url === base && method === 'POST') {
      helper = { ...helperFixture(), ...(request.body as object), id: '10', version: 1 };
      return [200, helper];
    }
    if (url === `${base}/${helper.id}` && method === 'GET') return [200, helper];
    if (url === `${base}/${helper.id}` && method === 'PATCH') {
      helper = { ...helper, ...(request.body as object), version: helper.version + 1 };
      versions.set(helper.version, settingsOfFixture(helper));
      return [200, helper];
    }
    if (url === `${base}/${helper.id}/versions`)
      return [200, { list: [...versions.keys()].sort((a, b) => b - a).map(versionRow) }];
    const restore = url.match(/\/versions\/(\d+)\/restore$/);
    if (restore && method === 'POST') {
      const from = Number(restore[1]);
      helper = { ...helper, ...versions.get(from), version: helper.version + 1 };
      versions.set(helper.version, settingsOfFixture(helper));
      return [200, helper];
    }
    const version = url.match(/\/versions\/(\d+)$/);
    if (version)
      return [
        200,
        { ...versionRow(Number(version[1])), settings: versions.get(Number(version[1])) },
      ];
    if (url === `${base}/${helper.id}/api-keys` && method === 'GET') return [200, { list: keys }];
    if (url === `${base}/${helper.id}/api-keys` && method === 'POST') {
      const { name } = request.body as { name: string };
      const created: CreatedHelperApiKey = {
        id: String(keys.length + 1),
        name,
        hint: 'sk-miaoyu-ab',
        createdAt: '2026-01-03T00:00:00.000Z',
        lastUsedAt: null,
        requestCount: 0,
        promptTokens: 0,
        completionTokens: 0,
        holderId: '42',
        holderName: '小妙',
        suspendedAt: null,
        suspendedReason: null,
        key: 'sk-miaoyu-abSECRET0123456789',
      };
      const { key: _secret, ...listed } = created;
      keys.push(listed);
      return [200, created];
    }
    return [404, { code: 'NOT_FOUND', message: '请求的资源不存在' }];
  };

  const versionRow = (n: number): HelperVersion => ({
    version: n,
    name: versions.get(n)?.name ?? '',
    authorName: '小妙',
    createdAt: '2026-01-01T00:00:00.000Z',
    restoredFrom: null,
  });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const request = { method: (init.method ?? 'GET').toUpperCase(), url: url.pathname, body };
      requests.push(request);
      const override = options.override?.(request);
      if (override) return json(override);
      const reply = route(request);
      if (reply !== 'stream') return json(reply);
      const prompt = (body as { prompt: string }).prompt;
      const events = options.preview?.({ prompt }) ?? previewAnswer(`答：${prompt}`);
      return stream(events, options.endless ? (init.signal ?? null) : null);
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    requests,
    sent: (method: string, suffix: string) =>
      requests.filter((r) => r.method === method && r.url.endsWith(suffix)),
  };
}

function settingsOfFixture(helper: Helper): HelperSettings {
  const { name, avatar, description, kind, instruction, model, temperature, contextSize } = helper;
  const { datasetIds, topK, minScore, welcome, suggestedQuestions, visibility, category, tags } =
    helper;
  return {
    name,
    avatar,
    description,
    kind,
    instruction,
    model,
    temperature,
    contextSize,
    datasetIds,
    topK,
    minScore,
    welcome,
    suggestedQuestions,
    visibility,
    sceneId: helper.sceneId ?? null,
    category,
    tags,
  };
}
