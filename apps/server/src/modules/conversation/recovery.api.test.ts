import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { chatMessages, serverInstances } from '../../db/schema';
import { INSTANCE_DEAD_AFTER_MS } from '../../plugins/instance';
import { closeOrphanedAnswers } from './repo';

describe.each(DATABASE_KINDS)('answers survive a crash on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model-slow'], { chunks: 50 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  // An aborted fetch leaves a spare idle connection that would hold app.close() for a minute.
  afterAll(() => t.app.server.closeAllConnections());

  it('saves the text so far while an answer streams', async () => {
    const me = await user('13700000041');
    const sessionId = await me.session();
    const controller = new AbortController();
    const response = await fetch(`${base}${me.completionsUrl(sessionId)}`, {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: '讲一个很长的故事' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    // 200 ms a chunk: after 2.6 s a dozen chunks arrived and one save has happened.
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    const { list } = await me.messages(sessionId);
    const answer = list.find((m) => m.role === 'assistant')!;
    expect(answer.state).toBe('streaming');
    expect(answer.content.length).toBeGreaterThan(0);
    controller.abort();
  });

  it('closes answers left streaming by a dead instance, keeping their text', async () => {
    const me = await user('13700000042');
    const sessionId = await me.session();
    const [question] = await t.app.db
      .insert(chatMessages)
      .values({ sessionId: BigInt(sessionId), userId: BigInt(me.id), role: 'user', content: '问' })
      .returning();
    // One instance stopped beating a minute ago; this app's own instance beats.
    await t.app.db
      .insert(serverInstances)
      .values({ id: 'dead-host-1', heartbeatAt: new Date(Date.now() - 60_000) });
    const streaming = async (content: string, instanceId: string | null) => {
      const [row] = await t.app.db
        .insert(chatMessages)
        .values({
          sessionId: BigInt(sessionId),
          userId: BigInt(me.id),
          turnId: question!.id,
          role: 'assistant',
          state: 'streaming',
          content,
          instanceId,
        })
        .returning();
      return String(row!.id);
    };
    const orphaned = await streaming('写到一半', 'dead-host-1');
    const vanished = await streaming('实例已不在', 'host-without-a-row');
    const live = await streaming('还在写', t.app.instance.id);
    const unowned = await streaming('旧版本的回答', null);
    const closed = await closeOrphanedAnswers(
      t.app.db,
      INSTANCE_DEAD_AFTER_MS,
      new Date(Date.now() - 60_000),
    );
    expect(closed).toBe(2);
    const { list } = await me.messages(sessionId);
    const byId = (id: string) => list.find((m) => m.id === id)!;
    expect(byId(orphaned)).toMatchObject({ state: 'error', content: '写到一半' });
    expect(byId(orphaned).error).toContain('中断');
    expect(byId(vanished).state).toBe('error');
    // A live instance's answer, and a fresh answer that names no instance, are left alone.
    expect(byId(live).state).toBe('streaming');
    expect(byId(unowned).state).toBe('streaming');
    expect(
      await closeOrphanedAnswers(t.app.db, INSTANCE_DEAD_AFTER_MS, new Date(Date.now() + 60_000)),
    ).toBe(1);
    expect((await me.messages(sessionId)).list.find((m) => m.id === unowned)!.state).toBe('error');
  });
});
