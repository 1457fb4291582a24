import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp, type TestApp } from '../../../test/harness';
import { liveSse } from '../../../test/sse';

/**
 * Shuts the app down mid-answer and answers what its reader saw and what was stored. The row is
 * read as the database closes (the last step of shutting down), when the answer is all written.
 */
async function shutDownMidAnswer(closing: TestApp, phone: string) {
  await closing.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (closing.app.server.address() as AddressInfo).port;
  const me = await chatUsers(closing)(phone);
  const sessionId = await me.session();
  const response = await fetch(`http://127.0.0.1:${port}${me.completionsUrl(sessionId)}`, {
    method: 'POST',
    headers: { ...me.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: '关机前的问题', options: { model: 'env:stub-model-slow' } }),
  });
  const sse = liveSse(response);
  const { answerId } = (await sse.next('start')).data;
  await sse.next('delta');

  const database = closing.app.database;
  const closeDatabase = database.close.bind(database);
  let stored: (typeof chatMessages.$inferSelect)[] = [];
  database.close = async () => {
    stored = await closing.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, BigInt(answerId)));
    await closeDatabase();
  };
  const started = Date.now();
  const closed = closing.app.close();
  const events = await sse.rest();
  const streamEndedMs = Date.now() - started;
  await closed;
  return { answerId, events, streamEndedMs, closedMs: Date.now() - started, row: stored[0]! };
}

describe.each(DATABASE_KINDS)('shutting down while answering on %s', (kind) => {
  // 10 chunks 200 ms apart: a two-second answer.
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['stub-model-slow'], { chunks: 10 });
  const finishing = useTestApp(kind, env);
  const short: Record<string, string> = { ...CHAT_TEST_ENV, SHUTDOWN_TIMEOUT_MS: '3500' };
  const shortLlm = useLlmStub(short, ['stub-model-slow'], { chunks: 10 });
  const cutting = useTestApp(kind, short);

  it('sends the reader to the stored answer at once, and finishes writing it', async () => {
    const abortedBefore = llm.stub.aborted;
    const { answerId, events, streamEndedMs, closedMs, row } = await shutDownMidAnswer(
      finishing,
      '13900000031',
    );
    // The stream ends with word to follow the answer elsewhere, long before the answer ends.
    expect(events.at(-1)).toEqual({ event: 'reconnect', data: { answerId } });
    expect(streamEndedMs).toBeLessThan(1000);
    // The answer was not cut: the model finished and the whole of it is stored as done.
    expect(row.state).toBe('done');
    expect(row.content).toContain('关机前的问题');
    expect(llm.stub.aborted).toBe(abortedBefore);
    expect(closedMs).toBeGreaterThan(1000);
  });

  it('stores an answer that outlasts the grace period as interrupted, with its text', async () => {
    const abortedBefore = shortLlm.stub.aborted;
    const { answerId, events, closedMs, row } = await shutDownMidAnswer(cutting, '13900000032');
    expect(events.at(-1)).toEqual({ event: 'reconnect', data: { answerId } });
    expect(row.state).toBe('error');
    expect(row.error).toBe('回答被中断（服务重启），已保留中断前的内容');
    expect(row.content.length).toBeGreaterThan(0);
    expect(closedMs).toBeLessThan(3000);
    // The model's request is cut too (its connection closes a moment after the abort).
    for (let i = 0; i < 100 && shortLlm.stub.aborted === abortedBefore; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shortLlm.stub.aborted).toBe(abortedBefore + 1);
  });
});
