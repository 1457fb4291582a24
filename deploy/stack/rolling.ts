/**
 * A rolling restart under load, as an operator's upgrade does it: app1 is stopped (SIGTERM: it
 * drains) and started again, then app2, while requests arrive at a steady rate and a fixed number
 * of answers are always streaming. Whatever the instance a stream was on, its reader must end
 * with the whole answer: from the stream itself, or, handed off by a draining instance, from what
 * the server stored. Every request must succeed, and every answer must be stored complete.
 */
import { Agent, fetch as undiciFetch } from 'undici';
import { sseEvents, type Caller } from './checks';

/**
 * Each request on a connection of its own, as from many visitors: a connection kept alive across
 * the proxy's reload would be closed under a request, which browsers retry and fetch does not.
 */
const visitors = new Agent({ pipelining: 0 });
const fetch = (url: string, init: Parameters<typeof undiciFetch>[1] = {}) =>
  undiciFetch(url, { ...init, dispatcher: visitors });

export interface RollingOptions {
  requestsPerSecond: number;
  openStreams: number;
  /** Restarts one instance and answers once it is ready again. */
  restart: (service: string) => Promise<void>;
  services: string[];
}

interface AnswerOutcome {
  question: string;
  content: string;
  handedOff: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** What the stack's model answers to `question` (deploy/stack/llm-server.mjs). */
export const expectedAnswer = (question: string) =>
  `模型收到：${question.slice(0, 100)}。这是容器里的测试模型的回答。`;

/** The session's messages, newest first, as the browser reads them. */
export async function storedMessages(me: Caller, sessionId: string) {
  const response = await fetch(
    `${me.url}/v1/chat/users/${me.userId}/sessions/${sessionId}/completions?offset=0&limit=50`,
    { headers: me.headers },
  );
  if (response.status !== 200) throw new Error(`messages: ${response.status}`);
  return (
    (await response.json()) as {
      list: { id: string; role: string; content: string; state: string }[];
    }
  ).list;
}

/** Reads an answer stream to its end; a `reconnect` makes it follow the stored answer instead. */
async function askAndRead(me: Caller, sessionId: string, question: string): Promise<AnswerOutcome> {
  const response = await fetch(
    `${me.url}/v1/chat/users/${me.userId}/sessions/${sessionId}/completions`,
    post({ prompt: question, options: { model: 'env:stub-model-slow' } }, me.headers),
  );
  if (response.status !== 200 || !response.body)
    throw new Error(`completions: ${response.status} ${await response.text()}`);
  let content = '';
  let answerId = '';
  let ending = '';
  for await (const { event, payload } of sseEvents(response.body)) {
    if (event === 'start') answerId = payload.answerId ?? '';
    else if (event === 'delta') content += payload.content ?? '';
    else if (event === 'done' || event === 'error' || event === 'reconnect') ending = event;
    if (event === 'error') throw new Error(`answer ${answerId} failed: ${payload.message}`);
  }
  if (ending === 'done') return { question, content, handedOff: false };
  if (ending !== 'reconnect') throw new Error(`answer ${answerId}'s stream was cut`);
  // Handed off: read it from any instance, as the browser does, until it is no longer streaming.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(1_000)) {
    const stored = (await storedMessages(me, sessionId)).find((m) => m.id === answerId);
    if (stored && stored.state !== 'streaming') {
      if (stored.state !== 'done') throw new Error(`answer ${answerId} ended ${stored.state}`);
      return { question, content: stored.content, handedOff: true };
    }
  }
  throw new Error(`answer ${answerId} was still streaming a minute after its hand-off`);
}

export async function rollingRestart(me: Caller, options: RollingOptions) {
  let rolling = true;
  const statuses: number[] = [];
  const failures: string[] = [];
  const load = (async () => {
    const pending: Promise<void>[] = [];
    const gap = 1000 / options.requestsPerSecond;
    for (let next = performance.now(); rolling; next += gap) {
      pending.push(
        fetch(`${me.url}/v1/user/info`, { headers: me.headers }).then(
          async (response) => {
            statuses.push(response.status);
            await response.arrayBuffer();
          },
          (error: unknown) => void failures.push(String(error)),
        ),
      );
      await sleep(Math.max(0, next + gap - performance.now()));
    }
    await Promise.all(pending);
  })();

  const sessions = await Promise.all(
    Array.from({ length: options.openStreams }, async () => {
      const response = await fetch(
        `${me.url}/v1/chat/sessions`,
        post({ title: '滚动重启' }, me.headers),
      );
      return String(((await response.json()) as { sessionId: string }).sessionId);
    }),
  );
  const outcomes: AnswerOutcome[] = [];
  const streams = sessions.map(async (sessionId, stream) => {
    for (let turn = 1; rolling; turn += 1) {
      const question = `第${stream + 1}路的第${turn}个问题：退货要几天？`;
      try {
        outcomes.push(await askAndRead(me, sessionId, question));
      } catch (error) {
        failures.push(`stream ${stream + 1}, turn ${turn}: ${String(error)}`);
      }
    }
  });

  // Every stream open before the first instance goes.
  await sleep(2_000);
  const started = performance.now();
  for (const service of options.services) await options.restart(service);
  const rollSeconds = Math.round((performance.now() - started) / 100) / 10;
  // A little more load on the restarted pair, then the streams finish their current answers.
  await sleep(2_000);
  rolling = false;
  await Promise.all([load, ...streams]);

  const wrong = outcomes.filter((o) => o.content !== expectedAnswer(o.question));
  // Stored complete: every answer of every session, read back once everything is over.
  const stored = (await Promise.all(sessions.map((id) => storedMessages(me, id)))).flat();
  const answers = stored.filter((m) => m.role === 'assistant');
  const incomplete = answers.filter((m) => m.state !== 'done');
  const failed = statuses.filter((status) => status !== 200);
  const summary = {
    rollSeconds,
    requests: statuses.length + failures.length,
    failedRequests: failed.length,
    requestErrors: failures.length,
    answers: outcomes.length,
    handedOff: outcomes.filter((o) => o.handedOff).length,
    wrongAnswers: wrong.length,
    storedAnswers: answers.length,
    storedIncomplete: incomplete.length,
  };
  if (failed.length || failures.length || wrong.length || incomplete.length || !outcomes.length)
    throw new Error(
      `rolling restart: ${JSON.stringify(summary)}; ${failures.slice(0, 5).join('; ')}` +
        `${failed.length ? `; statuses ${[...new Set(failed)].join(',')}` : ''}` +
        `${wrong[0] ? `; e.g. got ${JSON.stringify(wrong[0].content)}` : ''}`,
    );
  return summary;
}
