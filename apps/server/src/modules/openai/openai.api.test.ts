import { describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import type { ChatCitation } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../test/knowledge';
import { helperWithKeys, openaiClient, useOpenaiBase } from '../../../test/openai';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CHUNKS = 8;
const INSTRUCTION = '你是妙语商城的售后客服，回答简洁。';

describe.each(DATABASE_KINDS)('a helper through its OpenAI-compatible API on %s', (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    JOBS_POLL_INTERVAL_MS: '500',
    HELPER_API_RATE_PER_MINUTE: '1000',
  };
  const llm = useLlmStub(env, ['stub-model', 'stub-model-slow', 'stub-model-http-500'], {
    chunks: CHUNKS,
    delayMs: 1,
  });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const api = useOpenaiBase(t);

  it("streams the helper's answer: its instruction first, the client's turns after, usage last", async () => {
    const me = await user('13720000001');
    const h = await helperWithKeys(me, { instruction: INSTRUCTION });
    const { key } = await h.newKey();
    const stream = await openaiClient(api.base, key).chat.completions.create({
      model: 'gpt-4o',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: '请用中文回答。' },
        { role: 'user', content: '第一个问题' },
        { role: 'assistant', content: '第一个回答' },
        { role: 'user', content: [{ type: 'text', text: '第二个问题' }] },
      ],
    });
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(
      chunks.every((c) => c.object === 'chat.completion.chunk' && c.model === 'stub-model'),
    ).toBe(true);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    const text = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    expect(text).toMatch(/^你说：第二个问题。/);
    const finish = chunks.filter((c) => c.choices[0]?.finish_reason);
    expect(finish.map((c) => c.choices[0]!.finish_reason)).toEqual(['stop']);
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 12, completion_tokens: CHUNKS, total_tokens: 12 + CHUNKS },
    });

    const sent = llm.stub.requests.at(-1)!;
    expect(sent.model).toBe('stub-model');
    expect(sent.messages.map((m) => [m.role, m.content])).toEqual([
      ['system', `${INSTRUCTION}\n\n请用中文回答。`],
      ['user', '第一个问题'],
      ['assistant', '第一个回答'],
      ['user', '第二个问题'],
    ]);
  });

  it('answers whole, with the temperature asked for, and counts each answer on its key', async () => {
    const me = await user('13720000002');
    const h = await helperWithKeys(me, { temperature: 0.2 });
    const { id, key } = await h.newKey();
    const other = await h.newKey('另一个');
    const client = openaiClient(api.base, key);
    expect((await h.keys()).find((k) => k.id === id)).toMatchObject({
      requestCount: 0,
      promptTokens: 0,
      completionTokens: 0,
      lastUsedAt: null,
    });

    const before = Date.now();
    const completion = await client.chat.completions.create({
      model: 'anything',
      temperature: 1.5,
      max_tokens: 100,
      messages: [{ role: 'user', content: '你好' }],
    });
    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'stub-model',
      choices: [{ index: 0, message: { role: 'assistant' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 12, completion_tokens: CHUNKS, total_tokens: 12 + CHUNKS },
    });
    expect(completion.choices[0]!.message.content).toMatch(/^你说：你好。/);
    expect(llm.stub.requests.at(-1)!.temperature).toBe(1.5);

    const stream = await client.chat.completions.create({
      model: 'anything',
      stream: true,
      messages: [{ role: 'user', content: '再来一次' }],
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    // Without include_usage no usage chunk is sent; the helper's own temperature applies.
    expect(chunks.some((c) => c.usage)).toBe(false);
    expect(llm.stub.requests.at(-1)!.temperature).toBeCloseTo(0.2);

    const keys = await h.keys();
    const used = keys.find((k) => k.id === id)!;
    expect(used).toMatchObject({
      requestCount: 2,
      promptTokens: 24,
      completionTokens: 2 * CHUNKS,
    });
    expect(Date.parse(used.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(keys.find((k) => k.id === other.id)).toMatchObject({ requestCount: 0 });
  });

  it("gives the helper's knowledge to the model and returns the citations", async () => {
    const me = await user('13720000003');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('售后');
    await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD));
    await kb.settled(datasetId);
    const h = await helperWithKeys(me, { instruction: INSTRUCTION, datasetIds: [datasetId] });
    const client = openaiClient(api.base, (await h.newKey()).key);

    const completion = await client.chat.completions.create({
      model: 'x',
      messages: [{ role: 'user', content: '发票多久能收到？' }],
    });
    const system = llm.stub.requests.at(-1)!.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(new RegExp(`^${INSTRUCTION}`));
    expect(system.content).toContain('[1] guide.md › 售后服务指南 › 发票开具');
    expect(system.content).toContain('两个工作日');
    expect(completion.choices[0]!.message.content).toMatch(/^根据知识库 \[1\]/);
    const citations = (completion as unknown as { citations: ChatCitation[] }).citations;
    expect(citations[0]).toMatchObject({ title: 'guide.md › 售后服务指南 › 发票开具', datasetId });

    const stream = await client.chat.completions.create({
      model: 'x',
      stream: true,
      messages: [{ role: 'user', content: '发票多久能收到？' }],
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const first = chunks[0] as unknown as { citations?: ChatCitation[] };
    expect(first.citations?.[0]?.title).toBe('guide.md › 售后服务指南 › 发票开具');
  });

  it('lists the helper and the model it answers with', async () => {
    const me = await user('13720000004');
    const h = await helperWithKeys(me, { name: '模型列表', model: 'env:stub-model-slow' });
    const client = openaiClient(api.base, (await h.newKey()).key);
    const models = [];
    for await (const model of client.models.list()) models.push(model);
    expect(models.map((m) => [m.id, m.object, m.owned_by])).toEqual([
      [h.helper.code, 'model', '模型列表'],
      ['stub-model-slow', 'model', 'OpenAI-compatible (platform)'],
    ]);
  });

  it('refuses bad input with 400 and counts nothing', async () => {
    const me = await user('13720000005');
    const h = await helperWithKeys(me);
    const { id, key } = await h.newKey();
    const client = openaiClient(api.base, key);
    const refused = async (body: object) => {
      const error = await client.chat.completions.create({ model: 'x', ...body } as never).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(OpenAI.BadRequestError);
      return (error as InstanceType<typeof OpenAI.BadRequestError>).error as {
        message: string;
        type: string;
        code: string;
        param: string | null;
      };
    };
    expect(await refused({ messages: [] })).toMatchObject({
      type: 'invalid_request_error',
      code: 'VALIDATION_FAILED',
      param: 'messages',
      message: '需要 1 到 100 条消息，合计不超过 100000 个字符',
    });
    expect(await refused({ messages: [{ role: 'assistant', content: '我先说' }] })).toMatchObject({
      param: 'messages.0',
    });
    const image = { type: 'image_url', image_url: { url: 'https://example.com/a.png' } };
    expect(await refused({ messages: [{ role: 'user', content: [image] }] })).toMatchObject({
      message: '消息内容只能是文字（不支持图片、音频或文件）',
    });
    const hi = [{ role: 'user', content: '你好' }];
    expect(await refused({ messages: hi, temperature: 3 })).toMatchObject({ param: 'temperature' });
    expect(await refused({ messages: [{ role: 'tool', content: 'x' }, ...hi] })).toMatchObject({
      param: 'messages.0.role',
    });
    const long = Array.from({ length: 6 }, () => ({ role: 'user', content: '长'.repeat(19_000) }));
    expect(await refused({ messages: long })).toMatchObject({ param: 'messages' });
    expect((await h.keys()).find((k) => k.id === id)).toMatchObject({
      requestCount: 0,
      lastUsedAt: null,
    });
  });

  it('ends a stream with an error the client throws; a client that leaves stops the model', async () => {
    const me = await user('13720000006');
    const failing = await helperWithKeys(me, { model: 'env:stub-model-http-500' });
    const client = openaiClient(api.base, (await failing.newKey()).key);
    const stream = await client.chat.completions.create({
      model: 'x',
      stream: true,
      messages: [{ role: 'user', content: '你好' }],
    });
    const read = async () => {
      for await (const chunk of stream) void chunk;
    };
    await expect(read()).rejects.toThrow(/500/);
    const whole = client.chat.completions.create({
      model: 'x',
      messages: [{ role: 'user', content: '你好' }],
    });
    await expect(whole).rejects.toBeInstanceOf(OpenAI.InternalServerError);

    const slow = await helperWithKeys(me, { model: 'env:stub-model-slow' });
    const { id, key } = await slow.newKey();
    const aborted = llm.stub.aborted;
    const long = await openaiClient(api.base, key).chat.completions.create({
      model: 'x',
      stream: true,
      messages: [{ role: 'user', content: '讲一个很长的故事' }],
    });
    let seen = 0;
    for await (const chunk of long) {
      if (chunk.choices[0]?.delta.content && ++seen === 2) break;
    }
    for (let i = 0; i < 100 && llm.stub.aborted === aborted; i++) await sleep(20);
    expect(llm.stub.aborted).toBe(aborted + 1);
    for (let i = 0; i < 100 && (await slow.keys())[0]!.requestCount === 0; i++) await sleep(20);
    expect((await slow.keys()).find((k) => k.id === id)).toMatchObject({ requestCount: 1 });
  });
});
