import { RETRIEVAL_FOUND_SCORE } from '@miaoyu/contracts';
import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../test/knowledge';
import { deltaText, eventOrder } from '../../../test/sse';

const HOURS_TXT =
  '门店营业时间为每天上午九点到晚上十点，节假日照常营业。\n\n客服热线 400-800-1234，全年无休。';

const ENV = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' };

describe.each(DATABASE_KINDS)('knowledge base on %s', (kind) => {
  const t = useTestApp(kind, ENV);
  const user = chatUsers(t);

  it('adds files, indexes them as jobs, and finds a passage with a Chinese question', async () => {
    const me = await user('13500000001');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('售后知识库');
    const md = await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD));
    expect(md.statusCode, md.body).toBe(200);
    expect(md.json()).toMatchObject({ name: 'guide.md', status: 'queued', source: 'file' });
    expect((await kb.upload(datasetId, 'hours.txt', Buffer.from(HOURS_TXT))).statusCode).toBe(200);

    const docs = await kb.settled(datasetId);
    expect(docs.map((d) => [d.name, d.status, d.kind])).toEqual([
      ['hours.txt', 'done', 'txt'],
      ['guide.md', 'done', 'md'],
    ]);
    expect(docs.every((d) => d.chunkCount > 0 && d.progress === 100)).toBe(true);
    // The dataset's totals, listed, read alone and before deletion, add up its documents.
    const totals = {
      documentCount: 2,
      chunkCount: docs.reduce((n, d) => n + d.chunkCount, 0),
      bytes: Buffer.byteLength(GUIDE_MD) + Buffer.byteLength(HOURS_TXT),
    };
    expect((await me.get(kb.base)).json().list).toEqual([
      expect.objectContaining({ id: datasetId, ...totals }),
    ]);
    expect((await me.get(`${kb.base}/${datasetId}`)).json()).toMatchObject(totals);
    expect((await me.get(`${kb.base}/${datasetId}/documents?folderId=all`)).json().total).toBe(2);
    expect((await me.get(`${kb.base}/${datasetId}/deletion-impact`)).json()).toEqual({
      documents: totals.documentCount,
      chunks: totals.chunkCount,
      bytes: totals.bytes,
      chatSessions: 0,
      helpers: 0,
    });

    const found = await kb.search(datasetId, '请问买的东西不想要了，几天之内可以退货啊？');
    expect(found.statusCode, found.body).toBe(200);
    const result = found.json();
    expect(result.terms).toContain('退货');
    expect(result.terms).not.toContain('请问');
    expect(result.list[0]).toMatchObject({
      documentName: 'guide.md',
      headings: ['售后服务指南', '退货政策'],
    });
    expect(result.list[0].content).toContain('七天内');
    expect(result.list[0].score).toBeGreaterThan(0);

    const hours = (await kb.search(datasetId, '客服电话是多少')).json();
    expect(hours.list[0].content).toContain('400-800-1234');
  });

  it('refuses the same file twice and keeps the first', async () => {
    const me = await user('13500000002');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('重复');
    expect((await kb.upload(datasetId, 'a.md', Buffer.from(GUIDE_MD))).statusCode).toBe(200);
    const again = await kb.upload(datasetId, 'copy.md', Buffer.from(GUIDE_MD));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_DOCUMENT' });
    expect(again.json().message).toContain('a.md');
    expect((await kb.documents(datasetId)).map((d) => d.name)).toEqual(['a.md']);
  });

  it('adds pasted text and Q&A pairs; each pair is one chunk found by its question', async () => {
    const me = await user('13500000003');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('问答');
    const text = await me.post(`${kb.base}/${datasetId}/documents/text`, {
      name: '营业时间',
      text: HOURS_TXT,
    });
    expect(text.statusCode, text.body).toBe(200);
    const qa = await me.post(`${kb.base}/${datasetId}/documents/qa`, {
      name: '常见问题',
      pairs: [
        { question: '会员积分会过期吗？', answer: '积分自获得之日起两年内有效。' },
        { question: '怎么修改绑定的手机号？', answer: '在账号设置里验证旧手机后更换。' },
      ],
    });
    expect(qa.statusCode, qa.body).toBe(200);
    const docs = await kb.settled(datasetId);
    expect(docs.find((d) => d.source === 'qa')).toMatchObject({ status: 'done', chunkCount: 2 });
    const found = (await kb.search(datasetId, '积分有效期多久')).json();
    expect(found.list[0].content).toBe('会员积分会过期吗？\n积分自获得之日起两年内有效。');
  });

  it('edits, disables and deletes chunks', async () => {
    const me = await user('13500000004');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('分段');
    const up = await kb.upload(datasetId, 'hours.txt', Buffer.from(HOURS_TXT));
    const documentId = up.json().id as string;
    await kb.settled(datasetId);
    const chunks = (await me.get(`${kb.base}/${datasetId}/documents/${documentId}/chunks`)).json();
    expect(chunks.total).toBeGreaterThan(0);
    const first = chunks.list[0];

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${kb.base}/${datasetId}/chunks/${first.id}`,
      headers: me.headers,
      payload: { content: '停车场位于商场负二层，购物满两百元免费停车三小时。' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await kb.search(datasetId, '停车免费吗')).json().list[0].chunkId).toBe(first.id);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `${kb.base}/${datasetId}/chunks/${first.id}`,
      headers: me.headers,
      payload: { enabled: false },
    });
    expect(off.json().enabled).toBe(false);
    expect((await kb.search(datasetId, '停车免费吗')).json().list).toEqual([]);

    expect((await me.del(`${kb.base}/${datasetId}/chunks/${first.id}`)).statusCode).toBe(200);
    const after = await me.get(`${kb.base}/${datasetId}/documents/${documentId}`);
    expect(after.json().chunkCount).toBe(chunks.total - 1);
  });

  it('nests folders, refuses a move into its own subfolder, deletes a folder with its files', async () => {
    const me = await user('13500000005');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('文件夹');
    const folders = `${kb.base}/${datasetId}/folders`;
    const a = (await me.post(folders, { name: '产品' })).json();
    const b = (await me.post(folders, { name: '手册', parentId: a.id })).json();
    expect(b).toMatchObject({ name: '手册', parentId: a.id, documentCount: 0 });
    await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD), b.id);
    // Each folder counts the documents directly in it.
    const counts = (await me.get(folders))
      .json()
      .list.map((f: { name: string; documentCount: number }) => [f.name, f.documentCount]);
    expect(counts).toEqual([
      ['产品', 0],
      ['手册', 1],
    ]);

    const cycle = await t.app.inject({
      method: 'PATCH',
      url: `${folders}/${a.id}`,
      headers: me.headers,
      payload: { parentId: b.id },
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().code).toBe('FOLDER_CYCLE');

    const impact = (await me.get(`${folders}/${a.id}/deletion-impact`)).json();
    expect(impact).toEqual({ folders: 2, documents: 1 });
    expect((await me.del(`${folders}/${a.id}`)).statusCode).toBe(200);
    expect((await me.get(folders)).json().list).toEqual([]);
    expect(await kb.documents(datasetId)).toEqual([]);
  });

  it('answers a chat question from attached datasets with citations; no model: retrieved text', async () => {
    const me = await user('13500000006');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('聊天用');
    await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD));
    await kb.settled(datasetId);
    const sessionId = await me.session();
    const attach = await me.put(`/v1/chat/sessions/${sessionId}/datasets`, {
      datasetIds: [datasetId],
    });
    expect(attach.statusCode, attach.body).toBe(200);
    expect(attach.json()).toEqual({ list: [{ id: datasetId, name: '聊天用' }] });

    const { events } = await me.ask(sessionId, { prompt: '发票多久能收到？' });
    expect(eventOrder(events)).toEqual(['start', 'citations', 'delta', 'usage', 'done']);
    const citations = events.find((e) => e.event === 'citations')!.data as {
      citations: { title: string; chunkId: string; datasetId: string; excerpt: string }[];
    };
    expect(citations.citations[0]).toMatchObject({
      title: 'guide.md › 售后服务指南 › 发票开具',
      datasetId,
    });
    const text = deltaText(events);
    expect(text).toMatch(/^\*\*以下是从知识库检索到的原文\*\*/);
    expect(text).toContain('[1] guide.md › 售后服务指南 › 发票开具');
    expect(text).toContain('> 订单完成后三十天内');

    const [answer] = (await me.messages(sessionId)).list;
    expect(answer!.citations?.[0]?.chunkId).toBe(citations.citations[0]!.chunkId);
    const opened = await me.get(
      `${kb.base}/${datasetId}/chunks/${citations.citations[0]!.chunkId}`,
    );
    expect(opened.json()).toMatchObject({ documentName: 'guide.md' });
    expect(opened.json().content).toContain('两个工作日');

    // A question the documents cannot answer is told so, not answered with unrelated passages.
    const off = '扫地机器人的滤网可以退货吗？';
    const weak = (await kb.search(datasetId, off)).json().list as { score: number }[];
    expect(weak[0]!.score).toBeGreaterThan(0);
    expect(weak[0]!.score).toBeLessThan(RETRIEVAL_FOUND_SCORE);
    const unrelated = await me.ask(sessionId, { prompt: off });
    const said = deltaText(unrelated.events);
    expect(said).toMatch(/^\*\*知识库中没有找到与这个问题相关的内容。\*\*/);
    expect(said).not.toContain('> ');
    expect(eventOrder(unrelated.events)).toEqual(['start', 'delta', 'usage', 'done']);

    const impact = (await me.get(`${kb.base}/${datasetId}/deletion-impact`)).json();
    expect(impact).toMatchObject({ documents: 1, chatSessions: 1 });
    expect((await me.del(`${kb.base}/${datasetId}`)).statusCode).toBe(200);
    expect((await me.get(`/v1/chat/sessions/${sessionId}/datasets`)).json()).toEqual({ list: [] });
    const offline = await me.ask(sessionId, { prompt: '发票多久能收到？' });
    expect(eventOrder(offline.events)).toEqual(['start', 'delta', 'usage', 'done']);
  });

  it('refuses an import from a private address at once', async () => {
    const me = await user('13500000007');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('网页');
    const res = await me.post(`${kb.base}/${datasetId}/documents/url`, {
      url: 'http://127.0.0.1:8080/admin',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('URL_FORBIDDEN');
    expect(await kb.documents(datasetId)).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('knowledge-base storage quota on %s', (kind) => {
  const t = useTestApp(kind, { ...ENV, KB_ORG_QUOTA_MB: '1' });
  const user = chatUsers(t);

  it('refuses a file that would go over the quota and shows what uses it', async () => {
    const me = await user('13500000101');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('配额');
    const first = await kb.upload(datasetId, 'a.txt', Buffer.from('甲'.repeat(200_000)));
    expect(first.statusCode).toBe(200);
    const second = await kb.upload(datasetId, 'b.txt', Buffer.from('乙'.repeat(200_000)));
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED' });
    expect(second.json().message).toContain('1 MB');
    const usage = (await me.get(`/v1/orgs/${me.orgId}/knowledge/usage`)).json();
    expect(usage).toMatchObject({
      usedBytes: 600_000,
      quotaBytes: 1024 * 1024,
      datasets: [{ id: datasetId, name: '配额', bytes: 600_000 }],
    });
  });
});
