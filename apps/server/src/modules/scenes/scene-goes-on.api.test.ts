import { describe, expect, it, vi } from 'vitest';
import type { SceneGraphInput } from '@miaoyu/contracts';
import { addKey, serviceHelper, visitorOf, type BotVisitor } from '../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { scenesOf } from '../../../test/scenes';
import { deltaText } from '../../../test/sse';

/** After-sales: a colleague takes over, and once they hand back the bot asks how it went. */
const AFTER_SALES: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    { id: 'person', type: 'handover', settings: { message: '正在为您转接售后同事，请稍候。' } },
    {
      id: 'rate',
      type: 'ask',
      settings: {
        prompt: '{% if person.handedOver %}同事已处理完毕。{% endif %}请问您对这次服务满意吗？',
        options: [
          { id: 'good', label: '满意' },
          { id: 'bad', label: '不满意' },
        ],
      },
    },
    { id: 'thanks', type: 'answer', settings: { text: '感谢您的评价，祝您生活愉快！' } },
    { id: 'sorry', type: 'answer', settings: { text: '抱歉给您添麻烦了，我们会改进。' } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'person' },
    { id: 'e2', source: 'person', target: 'rate' },
    { id: 'e3', source: 'rate', sourceHandle: 'good', target: 'thanks' },
    { id: 'e4', source: 'rate', sourceHandle: 'bad', target: 'sorry' },
  ],
};

interface Stored {
  role: string;
  content: string;
  choices?: string[] | null;
}

/** A quote from the model, which may be down: one retry, after longer than the node may take. */
const QUOTE: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'quote',
      type: 'llm',
      timeoutMs: 2_000,
      onError: { mode: 'fail', retries: 1, retryDelayMs: 2_500 },
      settings: { prompt: '报价：{{ start.question }}', reply: false },
    },
    { id: 'tell', type: 'answer', settings: { text: '报价结果：{{ quote.text }}' } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'quote' },
    { id: 'e2', source: 'quote', target: 'tell' },
  ],
};

/** The quote, then a question on it: what the job asks, the visitor must see before answering. */
const QUOTE_THEN_ASK: SceneGraphInput = {
  variables: [],
  nodes: [
    ...QUOTE.nodes.filter((n) => n.id !== 'tell'),
    {
      id: 'confirm',
      type: 'ask',
      settings: {
        prompt: '报价：{{ quote.text }}。要下单吗？',
        options: [
          { id: 'yes', label: '下单' },
          { id: 'no', label: '再看看' },
        ],
      },
    },
    { id: 'ordered', type: 'answer', settings: { text: '已为您下单。' } },
    { id: 'later', type: 'answer', settings: { text: '好的，随时找我。' } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'quote' },
    { id: 'e2', source: 'quote', target: 'confirm' },
    { id: 'e3', source: 'confirm', sourceHandle: 'yes', target: 'ordered' },
    { id: 'e4', source: 'confirm', sourceHandle: 'no', target: 'later' },
  ],
};

/** Hands over, then says what happens next: a sub-scene cannot wait, so it goes on at once. */
const ESCALATE: SceneGraphInput = {
  variables: [],
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    { id: 'person', type: 'handover', settings: { message: '正在为您转接人工。' } },
    {
      id: 'note',
      type: 'answer',
      settings: { text: '{% if person.handedOver %}同事马上回复您。{% endif %}' },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'person' },
    { id: 'e2', source: 'person', target: 'note' },
  ],
};

describe.each(DATABASE_KINDS)('a scene that goes on later on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function botFollowing(
    n: number,
    graph: SceneGraphInput | ((made: { inner: string }) => SceneGraphInput) = AFTER_SALES,
  ) {
    const owner = await user(`1390039${n}001`);
    const orgId: string = (await owner.post('/v1/orgs', { name: `售后${n}` })).json().id;
    const scenes = scenesOf(t, owner, orgId);
    if (typeof graph === 'function') {
      // A reusable "escalate" scene the visitor's scene calls.
      const inner = await scenes.create('转人工');
      expect((await scenes.saveDraft(inner.id, ESCALATE, 1)).statusCode).toBe(200);
      expect((await scenes.publish(inner.id, 2)).statusCode).toBe(200);
      graph = graph({ inner: inner.id });
    }
    const scene = await scenes.create('售后转人工');
    expect((await scenes.saveDraft(scene.id, graph, 1)).statusCode).toBe(200);
    expect((await scenes.publish(scene.id, 2)).statusCode).toBe(200);
    const helperId = await serviceHelper(owner, orgId, { sceneId: scene.id });
    const key = await addKey(owner, orgId, helperId);
    const visitor = await visitorOf(t, key.key);
    return { owner, orgId, helperId, visitor, url: scenes.url(scene.id) };
  }

  const messagesOf = async (visitor: BotVisitor, sessionId: string) =>
    (await visitor.get(`/v1/case/sessions/${sessionId}/messages`)).json().list as Stored[];

  it('waits while a colleague holds the conversation, and asks its next question once handed back', async () => {
    const { owner, orgId, visitor, url } = await botFollowing(1);
    const sessionId = await visitor.start();
    const first = await visitor.ask(sessionId, '我的净水器漏水了');
    expect(deltaText(first.events)).toBe('正在为您转接售后同事，请稍候。');
    const runs = (await owner.get(`${url}/runs`)).json();
    expect(runs.list).toMatchObject([{ status: 'waiting' }]);

    // The colleague answers; what the visitor writes meanwhile is theirs, the scene stays put.
    const inbox = `/v1/orgs/${orgId}/inbox/${sessionId}`;
    expect((await owner.post(`${inbox}/take`)).statusCode).toBe(200);
    await owner.post(`${inbox}/reply`, { content: '您好，我是小王，已为您登记上门维修。' });
    const meanwhile = await visitor.ask(sessionId, '好的谢谢');
    expect(meanwhile.res.statusCode).toBe(200);
    expect((await owner.get(`${url}/runs`)).json().list).toMatchObject([{ status: 'waiting' }]);

    const released = await owner.post(`${inbox}/release`);
    expect(released.statusCode, released.body).toBe(200);
    const asked = '同事已处理完毕。请问您对这次服务满意吗？';
    const after = await vi.waitFor(
      async () => {
        const list = await messagesOf(visitor, sessionId);
        expect(list.at(-1)?.content).toBe(asked);
        return list;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(after.map((m) => [m.role, m.content])).toEqual([
      ['visitor', '我的净水器漏水了'],
      ['bot', '正在为您转接售后同事，请稍候。'],
      ['agent', '您好，我是小王，已为您登记上门维修。'],
      ['visitor', '好的谢谢'],
      ['bot', asked],
    ]);
    // A reloaded page still offers the question's buttons.
    expect(after.at(-1)?.choices).toEqual(['满意', '不满意']);

    const rated = await visitor.ask(sessionId, '满意');
    expect(deltaText(rated.events)).toBe('感谢您的评价，祝您生活愉快！');
    const [run] = (await owner.get(`${url}/runs`)).json().list;
    expect(run.status).toBe('done');
    const trace = (await owner.get(`${url}/runs/${run.id}`)).json();
    const byNode = Object.fromEntries(
      trace.nodes.map((n: { nodeId: string }) => [n.nodeId, n]),
    ) as Record<string, { status: string; outputs: Record<string, unknown> }>;
    expect(byNode.person).toMatchObject({ status: 'done', outputs: { handedOver: true } });
    expect(byNode.rate?.status).toBe('done');
    expect(byNode.sorry?.status).toBe('skipped');

    // Handed back once more, with nothing waiting: the bot says nothing of its own.
    await owner.post(`${inbox}/take`);
    await owner.post(`${inbox}/release`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await messagesOf(visitor, sessionId)).at(-1)?.content).toBe(
      '感谢您的评价，祝您生活愉快！',
    );
  });

  it('goes on at once where the bot hands nothing over, saying so to the next node', async () => {
    const { owner, orgId, helperId, visitor } = await botFollowing(2);
    const settingsUrl = `/v1/orgs/${orgId}/helpers/${helperId}/bot`;
    const current = (await owner.get(settingsUrl)).json();
    const saved = await owner.put(settingsUrl, {
      ...current,
      handoff: { ...current.handoff, enabled: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sessionId = await visitor.start();
    const first = await visitor.ask(sessionId, '我要投诉');
    expect(deltaText(first.events)).toBe('正在为您转接售后同事，请稍候。请问您对这次服务满意吗？');
    expect(first.events.find((e) => e.event === 'scene-ask')).toBeTruthy();
    expect((await owner.get(`/v1/orgs/${orgId}/inbox?box=pending`)).json().list).toEqual([]);
  });

  it('a visitor who writes first, once it is back, takes the scene on with their words', async () => {
    const { owner, orgId, visitor, url } = await botFollowing(3);
    const sessionId = await visitor.start();
    await visitor.ask(sessionId, '人工');
    const inbox = `/v1/orgs/${orgId}/inbox/${sessionId}`;
    await owner.post(`${inbox}/take`);
    // Handed back with the job's message lost: the visitor's next words go on with the run.
    const run = (await owner.get(`${url}/runs`)).json().list[0];
    const send = vi.spyOn(t.app.jobs, 'send').mockRejectedValueOnce(new Error('queue is down'));
    try {
      expect((await owner.post(`${inbox}/release`)).statusCode).toBe(200);
      expect(send).toHaveBeenCalledOnce();
    } finally {
      send.mockRestore();
    }
    const next = await visitor.ask(sessionId, '还在吗');
    expect(deltaText(next.events)).toBe('同事已处理完毕。请问您对这次服务满意吗？');
    const after = (await owner.get(`${url}/runs`)).json().list;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: run.id, status: 'waiting' });
  });

  const lastWords = (visitor: BotVisitor, sessionId: string, count: number) =>
    vi.waitFor(
      async () => {
        const list = await messagesOf(visitor, sessionId);
        expect(list.length).toBeGreaterThanOrEqual(count);
        return list.at(-1)!;
      },
      { timeout: 20_000, interval: 200 },
    );

  it('tries a failed node again by a job after a wait longer than the answer, and posts what it says', async () => {
    const { owner, visitor, url } = await botFollowing(4, QUOTE);
    llm.stub.replies.splice(0, Infinity, { when: /报价/, status: 503 });
    const sessionId = await visitor.start();
    const first = await visitor.ask(sessionId, '净水器多少钱？');
    expect(first.res.statusCode).toBe(200);
    expect(deltaText(first.events)).toBe('稍等，我正在处理，好了会在这里回复您。');
    expect((await owner.get(`${url}/runs`)).json().list).toMatchObject([{ status: 'waiting' }]);

    llm.stub.replies.splice(0, Infinity);
    const later = await lastWords(visitor, sessionId, 3);
    expect(later.role).toBe('bot');
    expect(later.content).toMatch(/^报价结果：.+/);
    const [run] = (await owner.get(`${url}/runs`)).json().list;
    expect(run.status).toBe('done');
    const trace = (await owner.get(`${url}/runs/${run.id}`)).json();
    const quote = trace.nodes.find((n: { nodeId: string }) => n.nodeId === 'quote');
    expect(quote).toMatchObject({ status: 'done', attempt: 2 });
    // The tokens the later answer cost count in the team's figures.
    const stats = (await owner.get('/v1/workplace/overview')).json().stats;
    expect(stats.tokensThisWeek).toBe(quote.promptTokens + quote.completionTokens);
    expect(stats.tokensThisWeek).toBeGreaterThan(0);
  });

  it('a retry job that comes before the wait is over leaves the run waiting, and the due one goes on', async () => {
    const { owner, orgId, visitor, url } = await botFollowing(8, QUOTE);
    llm.stub.replies.splice(0, Infinity, { when: /报价/, status: 503 });
    try {
      const sessionId = await visitor.start();
      await visitor.ask(sessionId, '净水器多少钱？');
      // As a job sent for an earlier wait of the run would: long before this wait is over.
      await t.app.events.emitFromJob('scene.retry-due', {
        orgId: BigInt(orgId),
        conversation: `bot:${sessionId}`,
      });
      const [waiting] = (await owner.get(`${url}/runs`)).json().list;
      expect(waiting.status).toBe('waiting');
      const trace = (await owner.get(`${url}/runs/${waiting.id}`)).json();
      expect(trace.nodes.find((n: { nodeId: string }) => n.nodeId === 'quote')).toMatchObject({
        status: 'waiting',
        attempt: 1,
      });
      llm.stub.replies.splice(0, Infinity);
      const later = await lastWords(visitor, sessionId, 3);
      expect(later).toMatchObject({ role: 'bot', content: expect.stringMatching(/^报价结果：.+/) });
    } finally {
      llm.stub.replies.splice(0, Infinity);
    }
  });

  /**
   * A visitor's quote that failed and waits for its retry, caught while the retry's job is at
   * work: it comes in about three seconds and takes a second (the model is slow then).
   */
  async function whileAJobMovesItOn(n: number, graph: SceneGraphInput) {
    const { owner, visitor, url } = await botFollowing(n, graph);
    llm.stub.replies.splice(0, Infinity, { when: /报价/, status: 503 });
    const sessionId = await visitor.start();
    await visitor.ask(sessionId, '净水器多少钱？');
    llm.stub.replies.splice(0, Infinity, { when: /报价/, delayMs: 1_000 });
    await vi.waitFor(
      async () => expect((await owner.get(`${url}/runs`)).json().list[0].status).toBe('running'),
      { timeout: 20_000, interval: 50 },
    );
    return { visitor, sessionId };
  }

  it('a visitor who writes while a job moves the run on is answered after it, not refused', async () => {
    try {
      const { visitor, sessionId } = await whileAJobMovesItOn(9, QUOTE);
      const meanwhile = await visitor.ask(sessionId, '还在吗？');
      expect(meanwhile.res.statusCode, meanwhile.res.body).toBe(200);
      expect(meanwhile.events.filter((e) => e.event === 'error')).toEqual([]);
      expect(deltaText(meanwhile.events)).toMatch(/^报价结果：/);
      const said = (await messagesOf(visitor, sessionId)).filter((m) => m.role === 'bot');
      expect(said.filter((m) => m.content.startsWith('报价结果：'))).toHaveLength(2);
    } finally {
      llm.stub.replies.splice(0, Infinity);
    }
  });

  it('words written while a job moves the run on do not answer the question it has just asked', async () => {
    try {
      const { visitor, sessionId } = await whileAJobMovesItOn(0, QUOTE_THEN_ASK);
      const meanwhile = await visitor.ask(sessionId, '还在吗？');
      const refused = meanwhile.events.find((e) => e.event === 'error');
      expect(refused?.data).toMatchObject({ code: 'SCENE_NEW_QUESTION' });
      // The question reaches the visitor, and their tap answers it.
      const asked = await vi.waitFor(
        async () => {
          const found = (await messagesOf(visitor, sessionId)).find((m) => m.choices?.length);
          expect(found).toBeDefined();
          return found!;
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(asked).toMatchObject({ role: 'bot', choices: ['下单', '再看看'] });
      const answered = await visitor.ask(sessionId, '下单');
      expect(deltaText(answered.events)).toBe('已为您下单。');
    } finally {
      llm.stub.replies.splice(0, Infinity);
    }
  });

  it('a retry due while a colleague holds the conversation goes on once it is handed back', async () => {
    const { owner, orgId, visitor, url } = await botFollowing(6, QUOTE);
    llm.stub.replies.splice(0, Infinity, { when: /报价/, status: 503 });
    const due = vi.spyOn(t.app.events, 'emitFromJob');
    try {
      const sessionId = await visitor.start();
      await visitor.ask(sessionId, '净水器多少钱？');
      const inbox = `/v1/orgs/${orgId}/inbox/${sessionId}`;
      expect((await owner.post(`${inbox}/take`)).statusCode).toBe(200);
      // Due while the colleague has it: the bot says nothing over them, the run waits on.
      await vi.waitFor(() => expect(due).toHaveBeenCalled(), { timeout: 20_000, interval: 100 });
      await due.mock.results[0]!.value;
      expect((await owner.get(`${url}/runs`)).json().list).toMatchObject([{ status: 'waiting' }]);
      llm.stub.replies.splice(0, Infinity);
      expect((await owner.post(`${inbox}/release`)).statusCode).toBe(200);
      const later = await lastWords(visitor, sessionId, 3);
      expect(later).toMatchObject({ role: 'bot', content: expect.stringMatching(/^报价结果：.+/) });
      expect((await owner.get(`${url}/runs`)).json().list).toMatchObject([{ status: 'done' }]);
    } finally {
      due.mockRestore();
      llm.stub.replies.splice(0, Infinity);
    }
  });

  it('a sub-scene that hands over goes on at once, the conversation in the inbox', async () => {
    const { owner, orgId, visitor } = await botFollowing(7, ({ inner }): SceneGraphInput => ({
      variables: [],
      nodes: [
        { id: 'start', type: 'start', settings: {} },
        { id: 'escalate', type: 'subscene', settings: { sceneId: inner } },
        { id: 'bye', type: 'answer', settings: { text: '（已记录）' } },
      ],
      edges: [
        { id: 'e1', source: 'start', target: 'escalate' },
        { id: 'e2', source: 'escalate', target: 'bye' },
      ],
    }));
    const sessionId = await visitor.start();
    const first = await visitor.ask(sessionId, '我要找人工');
    expect(first.res.statusCode).toBe(200);
    expect(deltaText(first.events)).toBe('正在为您转接人工。同事马上回复您。（已记录）');
    const pending = (await owner.get(`/v1/orgs/${orgId}/inbox?box=pending`)).json().list;
    expect(pending.map((c: { id: string }) => c.id)).toEqual([sessionId]);
  });

  it('tells the visitor it cannot answer when the retry fails too', async () => {
    const { owner, visitor, url } = await botFollowing(5, QUOTE);
    llm.stub.replies.splice(0, Infinity, { when: /报价/, status: 503 });
    const sessionId = await visitor.start();
    await visitor.ask(sessionId, '滤芯怎么卖？');
    const later = await lastWords(visitor, sessionId, 3);
    expect(later).toMatchObject({ role: 'bot', content: '暂时无法回答，请稍后再试，或转人工客服' });
    const [run] = (await owner.get(`${url}/runs`)).json().list;
    expect(run.status).toBe('failed');
    llm.stub.replies.splice(0, Infinity);
  });
});
