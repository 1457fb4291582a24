/**
 * An instance killed mid-answer (`kill -9`: no draining, no last words). Its answers' streams are
 * cut where they were; the instance stops beating in the database, so the other one closes those
 * answers as interrupted, keeping what was written, within 30 s. The browser, reading what is
 * stored, sees them end. Answers on the other instance finish as if nothing happened.
 */
import { call, json, sseEvents, type Caller } from './checks';
import { expectedAnswer, storedMessages } from './rolling';

/** The promise: an answer whose instance died is closed this soon. */
const CLOSED_WITHIN_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OpenAnswer {
  sessionId: string;
  question: string;
  answerId: string;
  /** How the stream ended: its done event, or cut off by the kill. */
  ending: Promise<'done' | 'cut'>;
}

/** Asks in a new session and resolves once the answer has started streaming. */
async function openAnswer(me: Caller, stream: number): Promise<OpenAnswer> {
  const { sessionId } = await call(
    `${me.url}/v1/chat/sessions`,
    json({ title: 'kill -9' }, me.headers),
  );
  const question = `第${stream + 1}路：被强行停掉的实例上的回答会怎样？`;
  const response = await fetch(
    `${me.url}/v1/chat/users/${me.userId}/sessions/${String(sessionId)}/completions`,
    json({ prompt: question, options: { model: 'env:stub-model-slow' } }, me.headers),
  );
  if (response.status !== 200 || !response.body)
    throw new Error(`completions: ${response.status} ${await response.text()}`);
  const events = sseEvents(response.body);
  let answerId = '';
  // Up to the first piece of text: the answer is being written.
  for (let next = await events.next(); !next.done; next = await events.next()) {
    if (next.value.event === 'start') answerId = next.value.payload.answerId ?? '';
    if (next.value.event === 'delta') break;
  }
  if (!answerId) throw new Error(`stream ${stream + 1} ended before its first piece`);
  const ending = (async () => {
    try {
      for await (const { event } of events) if (event === 'done') return 'done' as const;
    } catch {
      // The connection was reset under the stream.
    }
    return 'cut' as const;
  })();
  return { sessionId: String(sessionId), question, answerId, ending };
}

export async function killMidAnswer(
  me: Caller,
  options: { streams: number; kill: () => Promise<void> },
) {
  const open = await Promise.all(
    Array.from({ length: options.streams }, (_, i) => openAnswer(me, i)),
  );
  // The answers save what they have every two seconds: some text is stored before the kill.
  await sleep(2_500);
  await options.kill();
  const killedAt = Date.now();
  const endings = await Promise.all(open.map((a) => a.ending));
  const cut = open.filter((_, i) => endings[i] === 'cut');
  if (cut.length === 0) throw new Error('kill -9: no answer was on the killed instance');

  const closedAfterMs: number[] = [];
  for (const answer of cut) {
    for (;;) {
      const stored = (await storedMessages(me, answer.sessionId)).find(
        (m) => m.id === answer.answerId,
      );
      if (stored && stored.state !== 'streaming') {
        if (!stored.content) throw new Error(`answer ${answer.answerId} was closed empty`);
        closedAfterMs.push(Date.now() - killedAt);
        break;
      }
      if (Date.now() - killedAt > CLOSED_WITHIN_MS + 10_000)
        throw new Error(`answer ${answer.answerId} still streaming 40 s after its instance died`);
      await sleep(500);
    }
  }
  // The others were on the instance that lived, and finished whole.
  const finished = open.filter((_, i) => endings[i] === 'done');
  for (const answer of finished) {
    const stored = (await storedMessages(me, answer.sessionId)).find(
      (m) => m.id === answer.answerId,
    );
    if (stored?.state !== 'done' || stored.content !== expectedAnswer(answer.question))
      throw new Error(`answer ${answer.answerId} on the living instance: ${stored?.state}`);
  }
  const slowest = Math.max(...closedAfterMs);
  const summary = {
    streams: open.length,
    cut: cut.length,
    finished: finished.length,
    closedWithinSeconds: Math.round(slowest / 100) / 10,
  };
  if (slowest > CLOSED_WITHIN_MS)
    throw new Error(`kill -9: an answer was closed only after ${summary.closedWithinSeconds} s`);
  return summary;
}
