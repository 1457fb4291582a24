import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stubEmbedding } from './stub-embedding';

/**
 * A local OpenAI-compatible chat completions server for tests and benchmarks: it speaks the real
 * wire protocol (`POST /v1/chat/completions`, JSON or SSE with `data: {...}` chunks and `[DONE]`).
 * The model name picks a behaviour, so one stub serves every fault a test needs:
 *
 * - any name: streams the answer in `chunks` pieces, `delayMs` apart;
 * - `*-slow`: 200 ms between chunks (long enough to stop mid-answer);
 * - `*-http-500`, `*-http-401`: answers that status with an OpenAI error body;
 * - `*-garbled`: a few good chunks, then a line that is not JSON;
 * - `*-reset`: a few good chunks, then the connection is destroyed;
 * - `*-hang`: sends headers, one chunk, then nothing (idle time-out);
 * - `*-silent`: never answers at all (connect/headers time-out);
 * - `*-nul`: the answer (or, with `-nul-http-500`, the error message) carries U+0000, which
 *   PostgreSQL cannot store; with `-surrogate` in the name too, also a lone surrogate (U+D800).
 *
 * The answer echoes the last user message; a prompt containing `markdown` gets a table, code and math;
 * a request to rephrase a question for a knowledge-base search gets the question back, at once.
 * A test may add `replies`: the first whose `when` matches the last user message answers instead
 * (after `delayMs`, with `status` an error), whatever the model.
 *
 * `GET /v1/models` answers the OpenAI model list (`{ object: 'list', data: [{ id }] }`) of
 * `modelIds`, 404 when a test sets it to null (a service without the route).
 *
 * It also answers `POST /v1/embeddings` with stub-embedding.ts's vectors (`*-http-500` and
 * `*-silent` fail the same way there), counting the texts it embedded.
 */
export interface LlmStubOptions {
  port?: number;
  chunks?: number;
  delayMs?: number;
  /** When set, every request must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
}

export interface RecordedRequest {
  model: string;
  stream: boolean;
  temperature?: number;
  messages: { role: string; content: unknown }[];
  authorization: string | undefined;
}

/** An answer a test sets for the requests whose last user message matches `when`. */
export interface StubReply {
  when: RegExp;
  text?: string;
  /** Waits this long before answering. */
  delayMs?: number;
  /** Answers this HTTP status with an OpenAI error body instead. */
  status?: number;
}

export interface LlmStub {
  url: string;
  /** The ids `GET /models` names; null answers 404. */
  modelIds: string[] | null;
  /** Answers set by the test, tried in order before the model name's behaviour. */
  replies: StubReply[];
  /** Texts embedded so far, in order. */
  embedded: string[];
  /** While true, every embeddings request answers 503 (a model service gone down). */
  embeddingsDown: boolean;
  /** Base URL to configure (`…/v1`). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Connections closed by the client before the answer was complete. */
  aborted: number;
  close(): Promise<void>;
}

export const MARKDOWN_DEMO = [
  '下面是一个示例 / Here is an example:\n\n',
  '| 名称 | 数量 |\n| --- | --- |\n| 苹果 | 3 |\n| 香蕉 | 5 |\n\n',
  '```ts\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n```\n\n',
  '质能方程 $E = mc^2$，以及\n\n$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$\n',
].join('');

function lastUserText(messages: RecordedRequest['messages']): string {
  const last = messages.findLast((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  if (Array.isArray(last.content))
    return last.content
      .filter((part: { type?: string }) => part.type === 'text')
      .map((part: { text?: string }) => part.text ?? '')
      .join('');
  return '';
}

/** Like a real model told to cite, the stub cites the first reference passage it was given. */
function citesPassage(messages: RecordedRequest['messages']): boolean {
  return messages.some(
    (m) => m.role === 'system' && typeof m.content === 'string' && /^\[1\] /m.test(m.content),
  );
}

/** What the stub reads off any chat screenshot it is shown (it sees no pixels). */
export const SCREENSHOT_TURNS = [
  { speaker: 'customer', text: '你好，这款净水器多少钱？' },
  { speaker: 'me', text: '您好，活动价 ¥2999，包安装。' },
];

const hasImage = (messages: RecordedRequest['messages']) =>
  messages.some(
    (m) =>
      Array.isArray(m.content) &&
      m.content.some((part: { type?: string }) => part.type === 'image_url'),
  );

/** Whether the model is told to write web pages (the AI pages' instruction). */
const writesPages = (messages: RecordedRequest['messages']) =>
  messages.some((m) => m.role === 'system' && /self-contained web pages/.test(String(m.content)));

/**
 * A page as a model writes one: a sentence, the document in a fence (its heading the request,
 * a change as a notice under it, a chart drawn by its own script), a closing line.
 */
export function pageFor(request: string): string {
  const escape = (t: string) =>
    t.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const asked = /(?:Request|Change): ([^\n]*)/.exec(request)?.[1] ?? request;
  const change = /Change: /.test(request);
  const title = Array.from(asked).slice(0, 20).join('');
  return [
    '好的，页面如下：\n\n```html\n<!DOCTYPE html>\n<html lang="zh-CN">\n<head>\n',
    `<meta charset="utf-8">\n<title>${escape(title)}</title>\n`,
    '<style>body{font-family:sans-serif;margin:0;padding:24px;background:#fff7f0}h1{color:#c2410c}.bar{fill:#f97316}</style>\n',
    '</head>\n<body>\n',
    `<h1>${escape(change ? '已按要求修改' : title)}</h1>\n`,
    change ? `<p class="change">${escape(asked)}</p>\n` : '<p>这是测试模型写的页面。</p>\n',
    '<svg id="chart" width="240" height="100" role="img" aria-label="chart"></svg>\n',
    '<script>\nvar svg = document.getElementById("chart");\n',
    '[30, 60, 90].forEach(function (h, i) {\n',
    '  var r = document.createElementNS("http://www.w3.org/2000/svg", "rect");\n',
    '  r.setAttribute("class", "bar"); r.setAttribute("x", 20 + i * 70); r.setAttribute("y", 100 - h);\n',
    '  r.setAttribute("width", 50); r.setAttribute("height", h); svg.appendChild(r);\n',
    '});\ndocument.body.dataset.drawn = "yes";\n</script>\n</body>\n</html>\n```\n\n如需修改，告诉我即可。',
  ].join('');
}

/** A knowledge-base search asking for other phrasings of a question (query rewriting). */
export const REWRITE_REQUEST = /改写知识库检索|rewrite questions for a knowledge-base search/;

export function answerFor(messages: RecordedRequest['messages']): string {
  const text = lastUserText(messages);
  // Asked to rephrase, the stub gives the question back: no other phrasing, and no answer text.
  if (REWRITE_REQUEST.test(text))
    return /(?:当前问题：|Current question: )(.*)/.exec(text)?.[1] ?? '';
  if (/markdown/i.test(text)) return MARKDOWN_DEMO;
  if (writesPages(messages)) return pageFor(text);
  const system = messages.find((m) => m.role === 'system');
  const instruction = typeof system?.content === 'string' ? system.content : '';
  if (instruction.startsWith('Extract these fields')) return sceneFields(instruction, text);
  if (instruction.startsWith('Classify the user')) return sceneClass(instruction, text);
  // Asked to transcribe a chat screenshot, a vision model answers with the turns as JSON.
  if (hasImage(messages) && /Transcribe/.test(text))
    return `\`\`\`json\n${JSON.stringify(SCREENSHOT_TURNS)}\n\`\`\``;
  const cite = citesPassage(messages) ? '根据知识库 [1]，' : '';
  return `${cite}你说：${text.slice(0, 200)}。这是来自测试模型的回答，包含五十个片段以便观察流式输出。`;
}

/**
 * A scene's parameter extractor: the fields it names that the message states (a mobile number,
 * a name after 我叫/我是, a number), as the JSON object a model answers, in a sentence.
 */
function sceneFields(instruction: string, text: string): string {
  const fields = [...instruction.matchAll(/^- (\w+) \((\w+)[^)]*\): (.*)$/gm)];
  const found: Record<string, unknown> = {};
  for (const [, name, type, about] of fields) {
    const topic = `${name} ${about}`.toLowerCase();
    const value = /phone|手机/.test(topic)
      ? /1[3-9]\d{9}/.exec(text)?.[0]
      : /name|称呼|姓名/.test(topic)
        ? /(?:我叫|我是|我姓)\s*([\p{Script=Han}]{1,3})/u.exec(text)?.[1]
        : type === 'number'
          ? /\d+/.exec(text)?.[0]
          : undefined;
    if (value !== undefined) found[name!] = type === 'number' ? Number(value) : value;
  }
  return `好的，提取结果如下：\n\`\`\`json\n${JSON.stringify(found)}\n\`\`\``;
}

/** A scene's intent classifier: the first class whose label shares a word with the message. */
function sceneClass(instruction: string, text: string): string {
  const classes = [...instruction.matchAll(/^- (\w+): (.*)$/gm)].map(([, id, label]) => ({
    id: id!,
    label: label!,
  }));
  const chars = (t: string) => Array.from(t).filter((ch) => /[\p{Script=Han}a-z]/iu.test(ch));
  const hit = classes.find((c) => chars(c.label).some((ch) => text.includes(ch)));
  return (hit ?? classes.at(-1))?.id ?? '';
}

function split(text: string, parts: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / parts));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  while (out.length < parts) out.push('');
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startLlmStub(options: LlmStubOptions = {}): Promise<LlmStub> {
  const chunks = options.chunks ?? 50;
  const delayMs = options.delayMs ?? 20;
  const state = {
    requests: [] as RecordedRequest[],
    aborted: 0,
    embedded: [] as string[],
    embeddingsDown: false,
    replies: [] as StubReply[],
    modelIds: ['stub-model'] as string[] | null,
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      void handle(req, res, raw).catch(() => res.destroy());
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
        return fail(res, 401, 'Incorrect API key provided');
      if (!state.modelIds) return fail(res, 404, 'not found');
      const data = state.modelIds.map((id) => ({ id, object: 'model', owned_by: 'stub' }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data }));
      return;
    }
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) return embeddings(res, raw);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const body = JSON.parse(raw) as {
      model: string;
      stream?: boolean;
      temperature?: number;
      messages: [];
    };
    state.requests.push({
      model: body.model,
      stream: Boolean(body.stream),
      temperature: body.temperature,
      messages: body.messages,
      authorization: req.headers.authorization,
    });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return fail(res, 401, 'Incorrect API key provided');
    }
    const model = body.model;
    const asked = lastUserText(body.messages);
    const reply = state.replies.find((r) => r.when.test(asked));
    if (reply?.delayMs) await sleep(reply.delayMs);
    if (reply?.status) return fail(res, reply.status, `stub failure ${reply.status}`);
    const status = /-http-(\d{3})$/.exec(model);
    const nul = model.includes('-nul')
      ? `a\u0000b ${model.includes('-surrogate') ? 'c\uD800d ' : ''}`
      : '';
    if (status) return fail(res, Number(status[1]), `${nul}stub failure ${status[1]}`);
    if (model.endsWith('-silent')) return; // never answers; the client must give up

    const text = reply?.text ?? nul + answerFor(body.messages);
    const id = `chatcmpl-${Date.now()}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 12, completion_tokens: chunks, total_tokens: 12 + chunks };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
          usage,
        }),
      );
      return;
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        state.aborted += 1;
      }
    });
    const chunk = (delta: object, finish: string | null = null, extra: object = {}) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...extra,
      })}\n\n`;
    // A rephrasing is short: it comes in one piece, so it costs retrieval no time.
    const pieces = split(text, REWRITE_REQUEST.test(asked) ? 1 : chunks);
    const gap = model.endsWith('-slow') ? 200 : delayMs;
    for (const [index, piece] of pieces.entries()) {
      if (closed) return;
      if (index > 0 || gap > 0) await sleep(gap);
      if (closed) return;
      if (index === 3 && model.endsWith('-garbled')) {
        res.end('data: {"choices": [ this is not json\n\n');
        return;
      }
      if (index === 3 && model.endsWith('-reset')) {
        res.destroy();
        return;
      }
      res.write(chunk(index === 0 ? { role: 'assistant', content: piece } : { content: piece }));
      if (index === 0 && model.endsWith('-hang')) return; // headers and one chunk, then silence
    }
    res.write(chunk({}, 'stop'));
    // Some providers count nothing in a stream (they were not asked to include usage).
    if (!model.endsWith('-nousage'))
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`,
      );
    res.end('data: [DONE]\n\n');
  }

  function embeddings(res: http.ServerResponse, raw: string) {
    const body = JSON.parse(raw) as { model: string; input: string | string[] };
    const status = /-http-(\d{3})$/.exec(body.model);
    if (status) return fail(res, Number(status[1]), `stub failure ${status[1]}`);
    if (body.model.endsWith('-silent')) return;
    if (state.embeddingsDown) return fail(res, 503, 'embedding service unavailable');
    const input = Array.isArray(body.input) ? body.input : [body.input];
    state.embedded.push(...input);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        object: 'list',
        model: body.model,
        data: input.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: stubEmbedding(text),
        })),
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      }),
    );
  }

  function fail(res: http.ServerResponse, code: number, message: string) {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'stub_error', code: String(code) } }));
  }

  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests: state.requests,
    replies: state.replies,
    embedded: state.embedded,
    get embeddingsDown() {
      return state.embeddingsDown;
    },
    set embeddingsDown(down: boolean) {
      state.embeddingsDown = down;
    },
    get aborted() {
      return state.aborted;
    },
    get modelIds() {
      return state.modelIds;
    },
    set modelIds(ids: string[] | null) {
      state.modelIds = ids;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
