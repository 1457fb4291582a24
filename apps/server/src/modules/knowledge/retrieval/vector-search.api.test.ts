import { describe, expect, it } from 'vitest';
import { RETRIEVAL_FOUND_SCORE, type RetrievalResult } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';

const EMBED = 'env:stub-embed';
const ENV: Record<string, string> = {
  ...CHAT_TEST_ENV,
  JOBS_POLL_INTERVAL_MS: '500',
  EMBEDDING_MODEL: 'stub-embed,stub-embed-b,stub-embed-http-500',
};

const REFUNDS = [
  '# 退款说明',
  '',
  '退款将在三个工作日内按原路返回到您的付款账户。',
  '',
  '## 积分',
  '',
  '积分可以在下单时抵扣现金，每一百积分抵一元。',
].join('\n');

describe.each(DATABASE_KINDS)('search by meaning on %s', (kind) => {
  const env = { ...ENV };
  const stub = useLlmStub(env, ['stub-chat']);
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const vectors = () => t.app.database.vectors.available;

  async function setUp(phone: string, settings: object) {
    const me = await user(phone);
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('售后', settings);
    expect((await kb.upload(datasetId, '退款.md', Buffer.from(REFUNDS))).statusCode).toBe(200);
    return { me, kb, datasetId, docs: await kb.settled(datasetId) };
  }
  const search = async (kb: ReturnType<typeof knowledgeOf>, id: string, q: string) => {
    const res = await kb.search(id, q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RetrievalResult;
  };

  it('says whether vectors can be searched here and lists the embedding models', async () => {
    const me = await user('13500000301');
    const res = await me.get(`/v1/orgs/${me.orgId}/knowledge/search-capabilities`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The embedded database always has pgvector; this PostgreSQL has none.
    expect(body.vectorSearch).toBe(kind === 'pglite' ? true : vectors());
    expect(body.embeddingModels.map((m: { ref: string }) => m.ref)).toContain(EMBED);
    // Embedding models are not chat models.
    const chat = await me.get('/v1/chat/models');
    expect(chat.json().list.map((m: { ref: string }) => m.ref)).not.toContain(EMBED);

    const outsider = await user('13500000302');
    const other = await outsider.get(`/v1/orgs/${me.orgId}/knowledge/search-capabilities`);
    expect(other.statusCode).toBe(404);
  });

  it('refuses an embedding model the organisation does not have, and creates nothing', async () => {
    const me = await user('13500000303');
    const kb = knowledgeOf(t, me);
    const res = await me.post(kb.base, { name: '错的', embeddingModel: 'env:nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('MODEL_NOT_FOUND');
    expect(res.json().detail[0].loc).toEqual(['body', 'embeddingModel']);
    expect((await me.get(kb.base)).json().list).toEqual([]);
  });

  it('finds a passage by meaning that shares no word with the question, fused with words', async () => {
    const before = stub.stub.embedded.length;
    const { kb, datasetId, docs } = await setUp('13500000304', {
      embeddingModel: EMBED,
      searchMode: 'hybrid',
    });
    expect(docs.map((d) => d.status)).toEqual(['done']);
    // Hardly any of it is in the passage's words (回到 is not 返回到's word; only 回 is shared):
    // its meaning is near.
    const question = '钱几时回到卡上';
    const hybrid = await search(kb, datasetId, question);
    if (!vectors()) {
      // No pgvector: nothing was embedded, and the words answer alone.
      expect(stub.stub.embedded.length).toBe(before);
      expect(hybrid.vector).toBe('unavailable');
      return;
    }
    // Each chunk was embedded with its heading path.
    expect(stub.stub.embedded.slice(before)).toContain(
      '退款说明\n退款将在三个工作日内按原路返回到您的付款账户。',
    );
    expect(hybrid.vector).toBe('used');
    expect(hybrid.strategy).toBe('any');
    const first = hybrid.list[0]!;
    expect(first.content).toContain('原路返回');
    expect(first.vectorRank).toBe(1);
    expect(first.similarity).toBeGreaterThan(0);
    // The score stays the words' own: how much of the question the passage holds.
    expect(first.score).toBeLessThan(RETRIEVAL_FOUND_SCORE);

    // Where both find it, both ranks count.
    const both = await search(kb, datasetId, '退款什么时候回到账户');
    expect(both.list[0]!.content).toContain('原路返回');
    expect(both.list[0]!.textRank).toBe(1);
    expect(both.list[0]!.vectorRank).toBe(1);

    // Meaning only: the same passage first, no word search behind it.
    await kb.update(datasetId, { searchMode: 'vector' });
    const meaning = await search(kb, datasetId, question);
    expect(meaning.list[0]!.content).toContain('原路返回');
    expect(meaning.list.every((c) => c.textRank === undefined)).toBe(true);
  });

  it('re-embeds an edited chunk, and keeps the old text when the model fails', async () => {
    const { me, kb, datasetId, docs } = await setUp('13500000305', {
      embeddingModel: EMBED,
      searchMode: 'vector',
    });
    const [chunk] = await kb.chunks(datasetId, docs[0]!.id);
    const url = `${kb.base}/${datasetId}/chunks/${chunk!.id}`;
    if (vectors()) {
      stub.stub.embeddingsDown = true;
      const refused = await me.patch(url, { content: '发票在订单完成后开具' });
      stub.stub.embeddingsDown = false;
      expect(refused.statusCode).toBe(502);
      expect((await kb.chunks(datasetId, docs[0]!.id))[0]!.content).toBe(chunk!.content);
    }
    const edited = await me.patch(url, { content: '发票在订单完成后开具' });
    expect(edited.statusCode, edited.body).toBe(200);
    const found = await search(kb, datasetId, '怎么开发票');
    expect(found.list[0]!.chunkId).toBe(chunk!.id);
    if (vectors()) expect(found.list[0]!.vectorRank).toBe(1);
  });

  it('falls back to words when the model is down, and says so', async () => {
    const { kb, datasetId } = await setUp('13500000306', {
      embeddingModel: EMBED,
      searchMode: 'hybrid',
    });
    stub.stub.embeddingsDown = true;
    try {
      const result = await search(kb, datasetId, '退款几天到账');
      expect(result.vector).toBe(vectors() ? 'failed' : 'unavailable');
      expect(result.list[0]!.content).toContain('退款');
    } finally {
      stub.stub.embeddingsDown = false;
    }
  });

  it('marks a document failed with the reason when embedding it fails', async () => {
    const { docs } = await setUp('13500000307', {
      embeddingModel: 'env:stub-embed-http-500',
      searchMode: 'hybrid',
    });
    if (!vectors()) {
      expect(docs[0]!.status).toBe('done');
      return;
    }
    expect(docs[0]!.status).toBe('failed');
    expect(docs[0]!.failure).toBe('EMBEDDING_FAILED');
    expect(docs[0]!.failureDetail).toContain('500');
  });

  it('re-indexes every document when the embedding model changes', async () => {
    const { kb, datasetId } = await setUp('13500000308', {
      embeddingModel: EMBED,
      searchMode: 'hybrid',
    });
    const before = stub.stub.embedded.length;
    const changed = await kb.update(datasetId, { embeddingModel: 'env:stub-embed-b' });
    expect(changed.embeddingModel).toBe('env:stub-embed-b');
    const docs = await kb.settled(datasetId);
    expect(docs.map((d) => d.status)).toEqual(['done']);
    if (vectors()) expect(stub.stub.embedded.length).toBeGreaterThan(before);
    else expect(stub.stub.embedded.length).toBe(before);
  });
});
