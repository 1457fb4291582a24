import { RETRIEVAL_FOUND_SCORE } from '@miaoyu/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';
import { updateChunk } from '../documents/chunks.repo';
import { resegmentChunks } from '../ingestion/resegment';
import { retrieve } from './retrieval';

const MANUAL = `# 星河 X5 手机使用手册

## 屏幕

星河 X5 配备 6.7 英寸屏幕，星河 X5 的屏幕支持 120Hz 刷新率。

## 售后维修

星河 X5 在保修期内出现故障，可以到任意授权服务网点免费维修，维修一般三个工作日完成。

## 出国使用

本机支持全球主要频段，在境外使用时请开启国际漫游，境外流量费用以运营商为准。

## 退换货

签收后七天内，商品未拆封可以申请退款，退款在三个工作日内原路退回。`;

describe.each(DATABASE_KINDS)('search by words on %s', (kind) => {
  const t = useTestApp(kind, { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' });
  const user = chatUsers(t);
  let ids: { orgId: bigint; datasetId: bigint } | undefined;

  const ask = async (question: string, expansion?: Parameters<typeof retrieve>[6]) => {
    if (!ids) {
      const me = await user('13500000881');
      const kb = knowledgeOf(t, me);
      const datasetId = await kb.create('手册', { searchMode: 'fulltext' });
      expect((await kb.upload(datasetId, 'x5.md', Buffer.from(MANUAL))).statusCode).toBe(200);
      await kb.settled(datasetId);
      ids = { orgId: BigInt(me.orgId), datasetId: BigInt(datasetId) };
    }
    const datasets = [{ id: ids.datasetId, embeddingModel: '', searchMode: 'fulltext' as const }];
    const options = { topK: 5, minScore: 0 };
    return retrieve(t.app.db, ids.orgId, datasets, question, options, undefined, expansion);
  };

  /** Searches a knowledge base of its own holding `markdown`, made for one test. */
  const searchOwn = async (phone: string, markdown: string, question: string) => {
    const me = await user(phone);
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('帮助中心', { searchMode: 'fulltext' });
    expect((await kb.upload(datasetId, 'help.md', Buffer.from(markdown))).statusCode).toBe(200);
    await kb.settled(datasetId);
    const datasets = [
      { id: BigInt(datasetId), embeddingModel: '', searchMode: 'fulltext' as const },
    ];
    return retrieve(t.app.db, BigInt(me.orgId), datasets, question, { topK: 5, minScore: 0 });
  };

  it("finds a question's one-character word inside the passage's two-character one", async () => {
    const result = await ask('X5在哪修');
    expect(result.list[0]!.headings).toEqual(['星河 X5 手机使用手册', '售后维修']);
    expect(result.list[0]!.score).toBeGreaterThanOrEqual(RETRIEVAL_FOUND_SCORE);
  });

  it('ranks the passage with the rare words above those repeating the product name', async () => {
    const result = await ask('星河X5手机拆开了还能退款吗');
    expect(result.list[0]!.headings.at(-1)).toBe('退换货');
  });

  it('ranks the short passage that answers above a long one touching every word once', async () => {
    const help = [
      '# 帮助中心',
      '',
      '## 常见问题汇总',
      '',
      '问：订单多久发货？答：一般下单后48小时内发货，预售商品以页面时间为准。',
      '问：可以开发票吗？答：可以在订单详情页申请电子发票，抬头可以是个人或单位。',
      '问：退款申请提交后去哪里看进度？答：在我的订单里点开售后记录即可查看。',
      '问：到账短信提醒怎么关？答：在账户设置的通知管理里关闭短信提醒。',
      '问：会员积分有有效期吗？答：积分自获得之日起一年内有效，逾期自动清零。',
      '问：收货地址填错了怎么办？答：未发货前可以在订单详情里修改一次地址。',
      '',
      '## 退款到账时间',
      '',
      '退款审核通过后原路退回，到账需要1至3个工作日；退到信用卡的，以银行入账时间为准。',
      // Passages that make 申请 a common word, as it is in any help centre.
      ...['配送', '安装', '保修'].flatMap((topic) => [
        '',
        `## ${topic}说明`,
        '',
        `${topic}可以在App里申请，一般在工作日进行，节假日顺延。`,
      ]),
    ].join('\n');
    const result = await searchOwn('13500000882', help, '退款申请以后多久到账');
    expect(result.list[0]!.headings.at(-1)).toBe('退款到账时间');
    // The long passage holds more of the question: its score says so, only the order changes.
    expect(result.list[1]!.score).toBeGreaterThan(result.list[0]!.score);
  });

  it('moves up the passage holding the kind of answer asked for: a time for 几点', async () => {
    const store = [
      '# 门店须知',
      '',
      '## 会员活动',
      '',
      '周末门店会举办会员活动，到门店可以领取小礼品，活动以店内公告为准。',
      '',
      '## 营业时间',
      '',
      '门店营业时间：工作日 9:30-21:00，周末 10:00-22:00，法定节假日另行通知。',
      '',
      '## 停车',
      '',
      '门店地下停车场对顾客开放，消费满 100 元可免费停车 2 小时。',
    ].join('\n');
    const result = await searchOwn('13500000883', store, '周末门店几点关门呀');
    expect(result.list[0]!.headings.at(-1)).toBe('营业时间');
  });

  it('tops the list up from looser searches when a stricter one finds fewer', async () => {
    const result = await ask('星河X5 维修 退款');
    // No passage has all three: both that have two of them come back, and the rest after.
    expect(result.list.slice(0, 2).map((c) => c.headings.at(-1))).toEqual(
      expect.arrayContaining(['售后维修', '退换货']),
    );
    expect(result.list.length).toBeGreaterThan(2);
  });

  it('matches a synonym it is given, so a paraphrased question finds its passage', async () => {
    const plain = await ask('海外能不能上网');
    expect(plain.list[0]?.score ?? 0).toBeLessThan(RETRIEVAL_FOUND_SCORE);
    const expanded = await ask('海外能不能上网', {
      synonyms: new Map([
        ['海外', ['境外']],
        ['上网', ['流量']],
      ]),
      alternatives: [],
    });
    expect(expanded.list[0]!.headings.at(-1)).toBe('出国使用');
    expect(expanded.list[0]!.score).toBeGreaterThanOrEqual(RETRIEVAL_FOUND_SCORE);
    const rephrased = await ask('海外能不能上网', {
      synonyms: new Map(),
      alternatives: ['境外使用流量'],
    });
    expect(rephrased.list[0]!.headings.at(-1)).toBe('出国使用');
  });

  it('orders passages of equal score by their mentions, not by which was stored first', async () => {
    const me = await user('13500000881');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('会员须知', { searchMode: 'fulltext' });
    const rules = `# 会员须知\n\n## 转让\n\n会员卡转让后不能停卡。\n\n## 停卡\n\n停卡需提前一天申请，停卡期间有效期顺延，每年可停卡一次。`;
    expect((await kb.upload(datasetId, 'rules.md', Buffer.from(rules))).statusCode).toBe(200);
    await kb.settled(datasetId);
    const datasets = [
      { id: BigInt(datasetId), embeddingModel: '', searchMode: 'fulltext' as const },
    ];
    const result = await retrieve(t.app.db, BigInt(me.orgId), datasets, '停卡', {
      topK: 5,
      minScore: 0,
    });
    // Both hold the whole question (the same score); the one about it comes first.
    expect(result.list.map((c) => c.score)).toEqual([1, 1]);
    expect(result.list.map((c) => c.headings.at(-1))).toEqual(['停卡', '转让']);
  });

  it('scores a question the manual cannot answer under the threshold', async () => {
    const result = await ask('你们卖扫地机器人吗');
    expect(result.list[0]?.score ?? 0).toBeLessThan(RETRIEVAL_FOUND_SCORE);
  });

  it('re-indexes chunks a former segmenter made, with characters and pairs', async () => {
    await ask('维修');
    const result = await t.app.db.execute(
      sql`select id, org_id from dataset_chunks where content like '%维修%' limit 1`,
    );
    // Both drivers answer with `rows`.
    const [row] = (result as unknown as { rows: { id: string; org_id: string }[] }).rows;
    await updateChunk(t.app.db, BigInt(row!.org_id), BigInt(row!.id), {
      words: '星河 售后 维修',
      segmenter: 'jieba-2.0.3/nfkc-lower/1',
    });
    expect((await ask('去哪修')).list[0]?.headings.at(-1)).not.toBe('售后维修');
    expect(await resegmentChunks(t.app)).toBeGreaterThanOrEqual(1);
    expect((await ask('去哪修')).list[0]!.headings.at(-1)).toBe('售后维修');
  });
});
