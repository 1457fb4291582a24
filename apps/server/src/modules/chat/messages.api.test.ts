import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers, type ChatUser, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)('chat messages on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 2, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  /** Asks each prompt in turn; returns [questionId, answerId] per turn. */
  async function turns(me: ChatUser, sessionId: string, prompts: string[]) {
    const ids: { q: string; a: string }[] = [];
    for (const prompt of prompts) {
      const { events } = await me.ask(sessionId, { prompt });
      const start = events[0]!.data as { questionId: string; answerId: string };
      ids.push({ q: start.questionId, a: start.answerId });
    }
    return ids;
  }

  it('lists newest first, 10 by default, with offset paging', async () => {
    const me = await user('13200000001');
    const sessionId = await me.session();
    const ids = await turns(me, sessionId, ['一', '二', '三', '四', '五', '六']);
    const expected = [...ids].reverse().flatMap((turn) => [turn.a, turn.q]);
    const first = await me.messages(sessionId);
    expect(first.total).toBe(12);
    expect(first.list.map((m) => m.id)).toEqual(expected.slice(0, 10));
    expect(first.list.map((m) => m.role).slice(0, 2)).toEqual(['assistant', 'user']);
    expect(first.list[1]!.content).toBe('六');
    const rest = await me.messages(sessionId, '?offset=10');
    expect(rest.list.map((m) => m.id)).toEqual(expected.slice(10));
    const middle = await me.messages(sessionId, '?offset=2&limit=4');
    expect(middle.list.map((m) => m.id)).toEqual(expected.slice(2, 6));
    expect((await me.messages(sessionId, '?offset=50')).list).toEqual([]);
    expect((await me.get(`${me.completionsUrl(sessionId)}?limit=101`)).statusCode).toBe(422);
    // ts is the creation time in milliseconds, newest first within the list.
    const ts = first.list.map((m) => m.ts);
    expect([...ts].sort((a, b) => b - a)).toEqual(ts);
  });

  it('keeps turn order after a regenerate', async () => {
    const me = await user('13200000002');
    const sessionId = await me.session();
    const [one, two, three] = await turns(me, sessionId, ['甲', '乙', '丙']);
    const again = await me.ask(sessionId, { prompt: '甲', regenerateId: one!.a });
    const newA = (again.events[0]!.data as { answerId: string }).answerId;
    const middle = await me.ask(sessionId, { prompt: '乙', regenerateId: two!.a });
    const newB = (middle.events[0]!.data as { answerId: string }).answerId;
    const { list, total } = await me.messages(sessionId);
    expect(total).toBe(6);
    expect(list.map((m) => m.id)).toEqual([three!.a, three!.q, newB, two!.q, newA, one!.q]);
    expect(list.map((m) => m.turnId)).toEqual([three!.q, three!.q, two!.q, two!.q, one!.q, one!.q]);
  });

  it('deletes a whole turn through either path', async () => {
    const me = await user('13200000003');
    const sessionId = await me.session();
    const [one, two, three] = await turns(me, sessionId, ['删一', '删二', '留三']);
    const byQuestion = await me.del(
      `/v1/users/${me.id}/sessions/${sessionId}/completions/${one!.q}`,
    );
    expect(byQuestion.statusCode).toBe(200);
    expect(byQuestion.json()).toEqual({ deleted: [one!.q, one!.a].sort() });
    const byAnswer = await me.del(`/v1/completions/${two!.a}`);
    expect(byAnswer.statusCode).toBe(200);
    expect(byAnswer.json()).toEqual({ deleted: [two!.q, two!.a].sort() });
    const { list, total } = await me.messages(sessionId);
    expect(total).toBe(2);
    expect(list.map((m) => m.id)).toEqual([three!.a, three!.q]);
    // Gone is gone; a message of another of my sessions is not found under this session's path.
    expect((await me.del(`/v1/completions/${one!.q}`)).statusCode).toBe(404);
    const elsewhere = await me.session();
    expect(
      (await me.del(`/v1/users/${me.id}/sessions/${elsewhere}/completions/${three!.q}`)).statusCode,
    ).toBe(404);
    expect((await me.messages(sessionId)).total).toBe(2);
  });

  it("refuses to delete another user's message", async () => {
    const owner = await user('13200000004');
    const other = await user('13200000005');
    const sessionId = await owner.session();
    const [turn] = await turns(owner, sessionId, ['别删我']);
    const otherSession = await other.session();
    const attempts = [
      await other.del(`/v1/completions/${turn!.q}`),
      await other.del(`/v1/completions/${turn!.a}`),
      await other.del(`/v1/users/${other.id}/sessions/${sessionId}/completions/${turn!.q}`),
      await other.del(`/v1/users/${other.id}/sessions/${otherSession}/completions/${turn!.a}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('别删我');
    }
    const forged = await other.del(
      `/v1/users/${owner.id}/sessions/${sessionId}/completions/${turn!.q}`,
    );
    expect(forged.statusCode).toBe(403);
    expect((await owner.messages(sessionId)).total).toBe(2);
  });
});
