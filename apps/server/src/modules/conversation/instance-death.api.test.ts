import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { createPostgresDatabase, testsOn } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { spawnServer } from '../../../test/server-process';
import { liveSse } from '../../../test/sse';
import { openPostgres } from '../../db/client';
import { chatMessages } from '../../db/schema';

/**
 * Two instances on one PostgreSQL: a server process answering, and this test's app beside it.
 * The process is killed mid-answer (`kill -9`: no draining, no last words); the app, as any
 * surviving instance does, closes the answer once the dead one's heartbeat is old.
 */
describe.runIf(testsOn('postgres'))('an instance killed mid-answer', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    fresh = await createPostgresDatabase();
  });
  afterAll(async () => fresh?.drop());
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  // A minute-long answer: it is still being written when its instance dies.
  useLlmStub(env, ['stub-model-slow'], { chunks: 300 });
  const survivor = useTestApp('postgres', env, undefined, () => openPostgres(fresh.url, 5));

  it('has its answer closed by another instance within 30 s, keeping the text', async () => {
    const server = spawnServer({
      ...env,
      NODE_ENV: 'test',
      DATABASE_URL: fresh.url,
      LOG_FORMAT: 'json',
      SEED_DEMO: 'false',
    });
    const victim = server.child;
    try {
      const url = await server.listening;
      const me = await chatUsers(survivor)('13900000051');
      const sessionId = await me.session();
      const response = await fetch(`${url}${me.completionsUrl(sessionId)}`, {
        method: 'POST',
        headers: { ...me.headers, 'content-type': 'application/json' },
        // The stub echoes the question in 300 pieces: a long question, a long answer.
        body: JSON.stringify({ prompt: '请详细地讲一讲退货的流程。'.repeat(30) }),
      });
      const sse = liveSse(response);
      const { answerId } = (await sse.next('start')).data;
      await sse.next('delta');
      // Two seconds of text reach the database (it saves every two seconds) before the kill.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      victim.kill('SIGKILL');
      const killedAt = Date.now();
      await sse.rest().catch(() => undefined);

      const answerRow = async () =>
        (
          await survivor.app.db
            .select()
            .from(chatMessages)
            .where(eq(chatMessages.id, BigInt(answerId)))
        )[0]!;
      expect((await answerRow()).state).toBe('streaming');
      let row = await answerRow();
      while (row.state === 'streaming' && Date.now() - killedAt < 40_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        row = await answerRow();
      }
      const closedAfterMs = Date.now() - killedAt;
      expect(row.state).toBe('error');
      expect(row.error).toBe('回答被中断（服务重启），已保留中断前的内容');
      expect(row.content.length).toBeGreaterThan(0);
      expect(closedAfterMs).toBeLessThan(30_000);
    } finally {
      victim.kill('SIGKILL');
    }
  }, 240_000);
});
