/**
 * What the smoke test does through the proxy, as a person would from a browser: sign in with a
 * code, ask a question and read the streamed answer, add documents to a knowledge base and search
 * it, have a chat screenshot read. Each step returns what it measured; any surprise throws.
 */
import { chatScreenshot } from '../../apps/server/test/chat-screenshot';
import {
  makeChinesePdf,
  makeDocx,
  makeXlsx,
} from '../../apps/server/src/modules/knowledge/parsing/fixtures/documents';

export interface Caller {
  url: string;
  userId: string;
  orgId: string;
  headers: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON call that must answer `expect` (200); its parsed body. */
export async function call(url: string, init: RequestInit & { expect?: number } = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== (init.expect ?? 200))
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A JSON POST's request options. */
export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The code the console SMS provider logged for `phone` (one JSON object a line). */
export function codeInLogs(logs: string, phone: string): string | undefined {
  const codes = logs
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; phone?: string; code?: string };
      } catch {
        return {};
      }
    })
    .filter((entry) => entry.msg === 'sms code' && entry.phone === phone);
  return codes.at(-1)?.code;
}

/** Signs up (a new phone) and in; `readLogs` gives the instances' logs, where the code is. */
export async function signIn(
  url: string,
  phone: string,
  readLogs: () => Promise<string>,
): Promise<Caller> {
  await call(`${url}/v1/user/sendCode`, json({ phone }));
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    code = codeInLogs(await readLogs(), phone);
    if (!code) await sleep(250);
  }
  if (!code) throw new Error(`no sign-in code for ${phone} in the apps' logs`);
  const answer = await call(`${url}/v1/user/loginByPhone`, json({ phone, code }));
  const { id, orgId, session } = answer as {
    id: string;
    orgId: string;
    session: { token: string };
  };
  const token = Buffer.from(`${id}:${session.token}`).toString('base64');
  return {
    url,
    userId: id,
    orgId,
    headers: { authorization: `miaoyu-ai-studio ${token}`, 'accept-language': 'zh-CN' },
  };
}

/** An answer stream's events with their JSON payloads, as they arrive. */
export async function* sseEvents(
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<{ event: string; payload: Record<string, string | undefined> }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const part of body) {
    buffer += decoder.decode(part, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) yield { event, payload: JSON.parse(data) as Record<string, string> };
    }
  }
}

/**
 * Asks one question in a new session and reads the Server-Sent Events as they come. The model
 * writes its answer over about a second, so a first piece long before the last shows that nothing
 * on the way (nginx) holds the stream back.
 */
export async function streamAnswer(me: Caller, question: string) {
  const session = await call(`${me.url}/v1/chat/sessions`, json({ title: 'smoke' }, me.headers));
  const started = performance.now();
  const response = await fetch(
    `${me.url}/v1/chat/users/${me.userId}/sessions/${String(session.sessionId)}/completions`,
    json({ prompt: question }, me.headers),
  );
  if (response.status !== 200 || !response.body)
    throw new Error(`completions: ${response.status} ${await response.text()}`);
  const contentType = response.headers.get('content-type') ?? '';
  let firstDeltaMs = 0;
  let answer = '';
  let done = '';
  for await (const { event, payload } of sseEvents(response.body)) {
    if (event === 'delta') {
      if (!answer) firstDeltaMs = performance.now() - started;
      answer += payload.content ?? '';
    }
    if (event === 'done') done = payload.state ?? 'done';
    if (event === 'error') throw new Error(`the answer failed: ${payload.message}`);
  }
  const totalMs = performance.now() - started;
  if (!contentType.startsWith('text/event-stream')) throw new Error(`stream as ${contentType}`);
  if (!answer.includes('模型收到') || !answer.includes(question))
    throw new Error(`unexpected answer: ${answer}`);
  if (!done) throw new Error('the stream ended without its done event');
  if (firstDeltaMs > totalMs / 2)
    throw new Error(`first piece at ${firstDeltaMs} ms of ${totalMs} ms: the stream was buffered`);
  return {
    firstDeltaMs: Math.round(firstDeltaMs),
    totalMs: Math.round(totalMs),
    state: done,
    answer,
  };
}

const GUIDE_MD = [
  '# 售后服务指南',
  '',
  '## 退货政策',
  '',
  '自签收之日起七天内，商品未拆封可以无理由退货。退货运费由买家承担，质量问题除外。',
].join('\n');

/**
 * Creates a knowledge base, uploads a document of each kind whose parser loads packages the image
 * prunes around (Markdown; a Chinese PDF, which needs pdfjs's CMaps; DOCX; XLSX), waits until
 * every one is indexed and searches for a sentence of the Markdown.
 */
export async function indexDocuments(me: Caller, timeoutMs = 90_000) {
  const base = `${me.url}/v1/orgs/${me.orgId}/datasets`;
  const dataset = await call(base, json({ name: '冒烟测试知识库' }, me.headers));
  const documents = `${base}/${String(dataset.id)}/documents`;
  const files: [string, Buffer][] = [
    ['售后服务指南.md', Buffer.from(GUIDE_MD)],
    ['中文.pdf', makeChinesePdf('售后服务热线', '工作日九点到十八点')],
    ['说明.docx', await makeDocx()],
    ['价格表.xlsx', await makeXlsx()],
  ];
  const started = performance.now();
  for (const [name, bytes] of files) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    await call(documents, { method: 'POST', headers: me.headers, body: form });
  }
  let list: { name: string; status: string; error?: unknown }[] = [];
  for (const deadline = Date.now() + timeoutMs; ;) {
    const page = await call(`${documents}?folderId=all&limit=100`, { headers: me.headers });
    list = page.list as typeof list;
    if (
      list.length === files.length &&
      list.every((d) => d.status === 'done' || d.status === 'failed')
    )
      break;
    if (Date.now() > deadline)
      throw new Error(
        `not indexed in time: ${JSON.stringify(list.map((d) => [d.name, d.status]))}`,
      );
    await sleep(500);
  }
  const indexedMs = performance.now() - started;
  const failed = list.filter((d) => d.status !== 'done');
  if (failed.length) throw new Error(`documents failed: ${JSON.stringify(failed)}`);
  const search = await call(
    `${base}/${String(dataset.id)}/retrieval-test`,
    json({ question: '商品未拆封可以退货吗' }, me.headers),
  );
  if (!JSON.stringify(search).includes('无理由退货'))
    throw new Error(
      `the search did not find the return policy: ${JSON.stringify(search).slice(0, 300)}`,
    );
  return { documents: list.length, indexedMs: Math.round(indexedMs) };
}

const SCREENSHOT_TURNS = [
  { speaker: 'customer', text: '这款多少钱' },
  { speaker: 'me', text: '活动价¥2,499' },
] as const;

/** A sales helper reads a chat screenshot with the image's OCR model, as the sales page asks. */
export async function readSaleScreenshot(me: Caller, timeoutMs = 60_000) {
  const helper = await call(
    `${me.url}/v1/orgs/${me.orgId}/helpers`,
    json({ name: '冒烟销售助手', kind: 'sale', instruction: '你是一名销售顾问。' }, me.headers),
  );
  const chat = await call(
    `${me.url}/v1/saleChat`,
    json({ helperId: String(helper.id), customerName: '冒烟客户' }, me.headers),
  );
  const id = String(chat.id);
  const form = new FormData();
  form.append('file', new Blob([await chatScreenshot([...SCREENSHOT_TURNS])]), '截图.png');
  await call(`${me.url}/v1/saleChat/pic?id=${id}`, {
    method: 'POST',
    headers: me.headers,
    body: form,
  });
  const started = performance.now();
  await call(`${me.url}/v1/saleChat/getChatByPic`, { ...json({ id }, me.headers), expect: 202 });
  for (const deadline = Date.now() + timeoutMs; ; await sleep(250)) {
    const now = (await call(`${me.url}/v1/saleChat/${id}`, { headers: me.headers })) as {
      reading: { state: string; error: string | null };
      turns: { speaker: string; text: string }[];
    };
    if (now.reading.state === 'failed') throw new Error(`reading failed: ${now.reading.error}`);
    if (now.reading.state === 'done') {
      if (JSON.stringify(now.turns) !== JSON.stringify(SCREENSHOT_TURNS))
        throw new Error(`the screenshot was read as ${JSON.stringify(now.turns)}`);
      return { turns: now.turns.length, readMs: Math.round(performance.now() - started) };
    }
    if (Date.now() > deadline) throw new Error(`screenshot not read in time: ${now.reading.state}`);
  }
}
