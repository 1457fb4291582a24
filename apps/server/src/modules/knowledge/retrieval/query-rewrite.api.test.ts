import { describe, expect, it } from 'vitest';
import { RETRIEVAL_FOUND_SCORE, type ChatStreamEvent } from '@miaoyu/contracts';
import { teamBot, visitorOf } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { ADAPTER_MD, knowledgeOf } from '../../../../test/knowledge';
import { REWRITE_REQUEST as REWRITE, type LlmStub } from '../../../../test/llm-stub';
import { deltaText, eventOrder } from '../../../../test/sse';

const BUDGET_MS = 1000;

const lastUser = (request: LlmStub['requests'][number]) =>
  String(request.messages.findLast((m) => m.role === 'user')?.content ?? '');

const citedSections = (events: ChatStreamEvent[]) =>
  events.flatMap((e) => (e.event === 'citations' ? e.data.citations.map((c) => c.title) : []));

describe.each(DATABASE_KINDS)('query rewriting by the team’s model on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    KB_QUERY_REWRITE_TIMEOUT_MS: String(BUDGET_MS),
  };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 4, delayMs: 5 });
  const t = useTestApp(kind, () => env);
  const user = chatUsers(t);

  async function chatWithManual(me: ChatUser) {
    const kb = knowledgeOf(t, me);
    // The model's part alone: the built-in synonyms would add words of their own.
    const datasetId = await kb.create('转换插头', { builtinSynonyms: false });
    await kb.upload(datasetId, 'adapter.md', Buffer.from(ADAPTER_MD));
    await kb.settled(datasetId);
    const sessionId = await me.session();
    await me.put(`/v1/chat/sessions/${sessionId}/datasets`, { datasetIds: [datasetId] });
    return { kb, datasetId, sessionId };
  }

  const rewrites = () => llm.stub.requests.filter((r) => REWRITE.test(lastUser(r)));

  it('searches with the model’s phrasings, which complete a question that leans on the last turn', async () => {
    const me = await user('13600001001');
    const { kb, datasetId, sessionId } = await chatWithManual(me);
    llm.stub.replies.splice(0, Infinity, {
      when: REWRITE,
      text: '1. 旅行转换插头可以在境外使用吗\n2. 转换插头 境外 电压范围\n那它出国能用吗',
    });
    const first = await me.ask(sessionId, { prompt: '你们的旅行转换插头保修多久？' });
    expect(citedSections(first.events)).toContain('adapter.md › 旅行转换插头说明书 › 保修条款');

    const asked = rewrites().length;
    const { events } = await me.ask(sessionId, { prompt: '那它出国能用吗' });
    expect(eventOrder(events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    const sent = rewrites().slice(asked);
    expect(sent).toHaveLength(1);
    // The model read the turn the question leans on, and the question itself.
    expect(lastUser(sent[0]!)).toContain('你们的旅行转换插头保修多久？');
    expect(lastUser(sent[0]!)).toContain('当前问题：那它出国能用吗');
    expect(citedSections(events)[0]).toBe('adapter.md › 旅行转换插头说明书 › 境外使用');
    // The answer is the model's, asked after the rewrite with the passage.
    expect(deltaText(events)).toContain('那它出国能用吗');

    // The test page shows the phrasings searched (the question repeated is left out).
    const page = (await kb.search(datasetId, '那它出国能用吗')).json();
    expect(page.expansion).toEqual({
      synonyms: [],
      alternatives: ['旅行转换插头可以在境外使用吗', '转换插头 境外 电压范围'],
      rewrite: 'used',
    });
    expect(page.list[0].score).toBeGreaterThanOrEqual(RETRIEVAL_FOUND_SCORE);

    // Turned off for the knowledge base: the model is not asked, and the page says so.
    await kb.update(datasetId, { queryRewrite: false });
    const before = rewrites().length;
    await me.ask(sessionId, { prompt: '那它出国能用吗' });
    expect(rewrites()).toHaveLength(before);
    const alone = (await kb.search(datasetId, '那它出国能用吗')).json();
    expect(alone.expansion).toEqual({ synonyms: [], alternatives: [], rewrite: 'off' });
    expect(rewrites()).toHaveLength(before);
  });

  it('rephrases a bot visitor’s question with the visitor’s last turns before the bot searches', async () => {
    const owner = await user('13600001004');
    const bot = await teamBot(t, owner, 41);
    llm.stub.replies.splice(0, Infinity, { when: REWRITE, text: '退货运费由谁承担' });
    const visitor = await visitorOf(t, bot.key);
    const sessionId = await visitor.start();
    await visitor.ask(sessionId, '买的衣服不合适想退回去');
    const asked = rewrites().length;
    const { events } = await visitor.ask(sessionId, '那来回的钱谁出');
    const sent = rewrites().slice(asked);
    expect(sent).toHaveLength(1);
    expect(lastUser(sent[0]!)).toContain('买的衣服不合适想退回去');
    expect(lastUser(sent[0]!)).toContain('当前问题：那来回的钱谁出');
    expect(citedSections(events)[0]).toBe('guide.md › 售后服务指南 › 退货政策');
  });

  it('answers within the budget when the model is slow to rephrase, and when it fails', async () => {
    const me = await user('13600001002');
    const { kb, datasetId, sessionId } = await chatWithManual(me);
    llm.stub.replies.splice(0, Infinity, { when: REWRITE, delayMs: 10_000, text: '境外使用' });
    const asked = rewrites().length;
    const started = Date.now();
    const slow = await me.ask(sessionId, { prompt: '保修多久' });
    const took = Date.now() - started;
    expect(rewrites()).toHaveLength(asked + 1);
    expect(eventOrder(slow.events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    expect(citedSections(slow.events)[0]).toBe('adapter.md › 旅行转换插头说明书 › 保修条款');
    expect(took).toBeGreaterThanOrEqual(BUDGET_MS);
    expect(took).toBeLessThan(BUDGET_MS + 2500);
    const page = (await kb.search(datasetId, '保修多久')).json();
    expect(page.expansion.rewrite).toBe('timeout');
    expect(page.list[0].headings).toEqual(['旅行转换插头说明书', '保修条款']);

    llm.stub.replies.splice(0, Infinity, { when: REWRITE, status: 500 });
    const failing = await me.ask(sessionId, { prompt: '保修多久' });
    expect(eventOrder(failing.events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    expect(citedSections(failing.events)[0]).toBe('adapter.md › 旅行转换插头说明书 › 保修条款');
    expect((await kb.search(datasetId, '保修多久')).json().expansion.rewrite).toBe('failed');
  });
});

describe.each(DATABASE_KINDS)('query rewriting without a model on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);

  it('searches the question as asked and says no model could rephrase it', async () => {
    const me = await user('13600001003');
    const kb = knowledgeOf(t, me);
    // The model's part alone: the built-in synonyms would add words of their own.
    const datasetId = await kb.create('转换插头', { builtinSynonyms: false });
    await kb.upload(datasetId, 'adapter.md', Buffer.from(ADAPTER_MD));
    await kb.settled(datasetId);
    const page = (await kb.search(datasetId, '保修多久')).json();
    expect(page.expansion).toEqual({ synonyms: [], alternatives: [], rewrite: 'noModel' });
    expect(page.list[0].headings).toEqual(['旅行转换插头说明书', '保修条款']);
  });
});
