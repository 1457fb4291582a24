import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { deltaText, eventOrder, parseSse } from '../../../test/sse';
import { testConfig } from '../../config';
import { chatMessages, chatSessions } from '../../db/schema';
import { createUserWithPersonalOrg } from '../user';
import { loadModelCatalog } from '../models';
import { prepareAnswer, runAnswer } from './engine';
import type { ConversationOwner } from './owner';
import { findOwnSession } from './sessions.repo';
import type { ConversationSettings } from './settings';
import { SseStream } from './sse';

/** A conversation owned by an anonymous visitor goes through the same engine as a user's chat. */
describe.each(DATABASE_KINDS)('a visitor conversation through the engine on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['stub-model', 'stub-model-slow'], { chunks: 5, delayMs: 1 });
  const t = useTestApp(kind, env);
  let visitorCount = 0;

  async function visitorSession() {
    visitorCount += 1;
    const owner: ConversationOwner = {
      kind: 'visitor',
      visitorId: `v-${kind}-${visitorCount}`,
      orgId: null,
    };
    const [session] = await t.app.db
      .insert(chatSessions)
      .values({ visitorId: owner.visitorId, title: '新对话' })
      .returning();
    return { owner, session: session! };
  }

  const settings = (over: Partial<ConversationSettings> = {}): ConversationSettings => ({
    instruction: '你是妙语的客服，只回答与产品有关的问题。',
    model: 'env:stub-model',
    contextSize: 10,
    welcome: '你好，有什么可以帮你？',
    ...over,
  });

  /** Runs one answer to the end and reads what the stream carried. */
  async function answer(
    conversation: Awaited<ReturnType<typeof visitorSession>>,
    prompt: string,
    over: Partial<ConversationSettings> = {},
    during?: (answerId: string, sse: SseStream) => Promise<void>,
  ) {
    const config = testConfig(env);
    const models = await loadModelCatalog(
      t.app.db,
      config,
      t.app.llm.box,
      conversation.owner.orgId,
    );
    const upstream = new AbortController();
    const prepared = await prepareAnswer(
      t.app,
      { ...conversation, settings: settings(over), models },
      { prompt, attachments: [], locale: 'zh-CN' },
      upstream,
    );
    const sse = new SseStream();
    const chunks: Buffer[] = [];
    sse.body.on('data', (chunk: Buffer) => chunks.push(chunk));
    const control = {
      upstream,
      finish: () => {},
      firstWords: () => {},
      detach: () => {},
      closeConnection: () => {},
    };
    const running = runAnswer(t.app, prepared, sse, control, 'zh-CN');
    await during?.(prepared.answerId, sse);
    const state = await running;
    return { prepared, state, ...parseSse(Buffer.concat(chunks).toString()) };
  }

  const rowsOf = (sessionId: bigint) =>
    t.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(chatMessages.id);

  it('streams, stores both messages as the visitor’s, and feeds the next question its history', async () => {
    const conversation = await visitorSession();
    const first = await answer(conversation, '你们的产品支持私有部署吗？');
    expect(first.state).toBe('done');
    expect(eventOrder(first.events)).toEqual(['start', 'delta', 'usage', 'done']);
    const rows = await rowsOf(conversation.session.id);
    expect(rows.map((r) => [r.role, r.state, r.userId, r.visitorId])).toEqual([
      ['user', 'done', null, conversation.owner.kind === 'visitor' && conversation.owner.visitorId],
      [
        'assistant',
        'done',
        null,
        conversation.owner.kind === 'visitor' && conversation.owner.visitorId,
      ],
    ]);
    expect(rows[1]!.content).toBe(deltaText(first.events));
    expect(rows[1]!.content.length).toBeGreaterThan(0);
    // The session takes its title from the first question, as a user's chat does.
    const [session] = await t.app.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, conversation.session.id));
    expect(session!.title).toBe('你们的产品支持私有部署吗？');

    const sent = llm.stub.requests.length;
    await answer({ ...conversation, session: session! }, '价格呢？', { temperature: 0.3 });
    const request = llm.stub.requests[sent]!;
    expect(request.temperature).toBe(0.3);
    expect(llm.stub.requests[sent - 1]!.temperature).toBeUndefined();
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(request.messages[0]!.content).toBe(settings().instruction);
    expect(request.messages[1]!.content).toBe('你们的产品支持私有部署吗？');
  });

  it('stops mid-answer on request, keeping the partial text as stopped', async () => {
    const conversation = await visitorSession();
    const result = await answer(
      conversation,
      '讲一个很长的故事',
      { model: 'env:stub-model-slow' },
      async (answerId, sse) => {
        await new Promise<void>((resolve) => {
          const onData = (chunk: Buffer) => {
            if (!chunk.toString().includes('event: delta')) return;
            sse.body.off('data', onData);
            resolve();
          };
          sse.body.on('data', onData);
        });
        await t.app.llm.stops.stop(answerId);
      },
    );
    expect(result.state).toBe('stopped');
    expect(result.events.at(-1)).toEqual({
      event: 'done',
      data: { answerId: result.prepared.answerId, state: 'stopped' },
    });
    const [stored] = await t.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, BigInt(result.prepared.answerId)));
    expect(stored!.state).toBe('stopped');
    expect(stored!.content).toBe(deltaText(result.events));
    expect(stored!.content.length).toBeGreaterThan(0);
  });

  it('puts retrieved passages before the model and stores their citations with the answer', async () => {
    const conversation = await visitorSession();
    const citation = { title: '价格说明.pdf', excerpt: '团队版每人每月 99 元', source: 'file:abc' };
    const sent = llm.stub.requests.length;
    const result = await answer(conversation, '团队版多少钱？', {
      retrieve: async (question) => [
        { text: `关于「${question}」：团队版每人每月 99 元。`, citation },
      ],
    });
    expect(eventOrder(result.events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    expect(result.events[1]).toEqual({ event: 'citations', data: { citations: [citation] } });
    const system = String(llm.stub.requests[sent]!.messages[0]!.content);
    expect(system.startsWith(settings().instruction)).toBe(true);
    expect(system).toContain('[1] 价格说明.pdf\n关于「团队版多少钱？」：团队版每人每月 99 元。');
    const [stored] = await t.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, BigInt(result.prepared.answerId)));
    expect(stored!.citations).toEqual([citation]);
  });

  it('asks the model while storing the question, and abandons it when the question cannot be stored', async () => {
    const conversation = await visitorSession();
    // The session goes between being found and the question being stored.
    await t.app.db.delete(chatSessions).where(eq(chatSessions.id, conversation.session.id));
    const config = testConfig(env);
    const models = await loadModelCatalog(t.app.db, config, t.app.llm.box, null);
    const upstream = new AbortController();
    await expect(
      prepareAnswer(
        t.app,
        { ...conversation, settings: settings(), models },
        { prompt: '这个问题存不下', attachments: [], locale: 'zh-CN' },
        upstream,
      ),
    ).rejects.toThrow();
    expect(upstream.signal.aborted).toBe(true);
    expect(await rowsOf(conversation.session.id)).toEqual([]);
  });

  it('finds a session only for its own visitor, never for another visitor or a user', async () => {
    const { owner, session } = await visitorSession();
    await expect(findOwnSession(t.app.db, owner, String(session.id))).resolves.toMatchObject({
      id: session.id,
    });
    const stranger: ConversationOwner = { kind: 'visitor', visitorId: 'v-stranger', orgId: null };
    await expect(findOwnSession(t.app.db, stranger, String(session.id))).rejects.toMatchObject({
      statusCode: 404,
    });
    const user: ConversationOwner = { kind: 'user', userId: 1n, orgId: null };
    await expect(findOwnSession(t.app.db, user, String(session.id))).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses, in the database, a session or message with no owner or with two', async () => {
    const { session, owner } = await visitorSession();
    const visitorId = owner.kind === 'visitor' ? owner.visitorId : '';
    const user = await createUserWithPersonalOrg(t.app.db, {
      phone: `+1555999${kind === 'pglite' ? 1 : 2}000`,
      nickname: 'both',
      role: 'user',
    });
    const oneOwner = /chat_(sessions|messages)_one_owner/;
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => '',
        (error: { cause?: { message?: string }; message: string }) =>
          `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await failure(t.app.db.insert(chatSessions).values({ title: 'nobody' }))).toMatch(
      oneOwner,
    );
    expect(
      await failure(
        t.app.db.insert(chatSessions).values({ title: 'both', userId: user.id, visitorId }),
      ),
    ).toMatch(oneOwner);
    expect(
      await failure(
        t.app.db.insert(chatMessages).values({ sessionId: session.id, role: 'user', content: 'x' }),
      ),
    ).toMatch(oneOwner);
    expect(
      await failure(
        t.app.db.insert(chatMessages).values({
          sessionId: session.id,
          userId: user.id,
          visitorId,
          role: 'user',
          content: 'x',
        }),
      ),
    ).toMatch(oneOwner);
  });
});
