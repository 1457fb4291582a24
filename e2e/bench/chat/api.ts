import http from 'node:http';
import { readSmsCode } from '../../support/server';
import { agent } from './streams';
import { STREAM_TITLE } from './database';

export interface Caller {
  url: string;
  userId: string;
  headers: Record<string, string>;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** One JSON request as the caller; anything but a 2xx fails the benchmark with its answer. */
export async function callJson(caller: Caller, method: string, url: string, body?: unknown) {
  const response = await fetch(`${caller.url}${url}`, {
    method,
    headers: { ...caller.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Signs in as the demo member with the code the console SMS provider writes to the log. */
export async function signIn(url: string, logFile: string, phone = '13800000002'): Promise<Caller> {
  const asked = Date.now() - 1000;
  await postJson(`${url}/v1/user/sendCode`, { phone });
  const code = await readSmsCode(phone, asked, 10_000, logFile);
  const answer = (await postJson(`${url}/v1/user/loginByPhone`, { phone, code })) as {
    id: string;
    session: { token: string };
  };
  const token = Buffer.from(`${answer.id}:${answer.session.token}`).toString('base64');
  return {
    url,
    userId: answer.id,
    headers: { authorization: `miaoyu-ai-studio ${token}`, 'accept-language': 'zh-CN' },
  };
}

/** Sessions the streams write into (titled, so the server does not rename them). */
export async function createStreamSessions(caller: Caller, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) =>
      postJson(
        `${caller.url}/v1/chat/sessions`,
        { title: `${STREAM_TITLE}${i + j}`, usingContext: true },
        caller.headers,
      ),
    );
    for (const created of await Promise.all(batch))
      ids.push((created as { sessionId: string }).sessionId);
  }
  return ids;
}

/** One GET of a message page, timed (ms) from send to the whole body; throws unless 200 with 10 rows. */
export function getPage(
  caller: Caller,
  sessionId: string,
  offset: number,
  limit = 10,
): Promise<number> {
  const path = `/v1/chat/users/${caller.userId}/sessions/${sessionId}/completions?offset=${offset}&limit=${limit}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${caller.url}${path}`, { agent, headers: caller.headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (body += part));
        response.on('end', () => {
          const elapsed = performance.now() - started;
          const list =
            response.statusCode === 200 ? (JSON.parse(body) as { list: unknown[] }).list : [];
          if (list.length !== limit)
            reject(new Error(`${path}: HTTP ${response.statusCode} ${body.slice(0, 200)}`));
          else resolve(elapsed);
        });
      })
      .on('error', reject);
  });
}
