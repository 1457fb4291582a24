import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';

/**
 * Workers poll only once a minute here: documents that are done within the bound were started
 * by the queue waking on new work and on finished work, not by a poll.
 */
const ENV = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '60000' };
const FILES = 24;
/** Well under one poll, and loose enough for a busy CI machine (1–3 s measured under load). */
const BOUND_MS = 15_000;

const STORES = ['朝阳', '海淀', '徐汇', '浦东', '天河', '南山', '武侯', '西湖'];

/** A short store notice, as a shop keeps one per branch: each file different. */
function notice(i: number): Buffer {
  const store = `${STORES[i % STORES.length]}${Math.floor(i / STORES.length) + 1}号店`;
  return Buffer.from(
    [
      `# ${store}服务说明`,
      '',
      '## 营业时间',
      '',
      `${store}每天上午${8 + (i % 3)}点到晚上${9 + (i % 2)}点营业，节假日照常营业。`,
      '',
      '## 退换货',
      '',
      `在${store}购买的商品，签收后${7 + (i % 8)}天内未拆封可以退货，请带上小票到服务台办理。`,
    ].join('\n'),
  );
}

describe.each(DATABASE_KINDS)('ingestion of many small files on %s', (kind) => {
  const t = useTestApp(kind, ENV);
  const user = chatUsers(t);

  it('has 24 files uploaded together all done within seconds, not at the next poll', async () => {
    const me = await user('13500000611');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('门店说明');
    // One file first, so the parsing threads are up: the timing below is the queue's.
    await kb.upload(datasetId, '总部.md', Buffer.from('# 总部\n\n总部地址在杭州市西湖区。'));
    await kb.settled(datasetId, 60_000);
    const started = Date.now();
    const uploads = await Promise.all(
      Array.from({ length: FILES }, (_, i) => kb.upload(datasetId, `门店${i + 1}.md`, notice(i))),
    );
    for (const res of uploads) expect(res.statusCode, res.body).toBe(200);

    const busy = (list: { status: string }[]) =>
      list.some((d) => d.status !== 'done' && d.status !== 'failed');
    let docs = await kb.documents(datasetId);
    while (busy(docs) && Date.now() - started < BOUND_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      docs = await kb.documents(datasetId);
    }
    const elapsed = Date.now() - started;
    const statuses = docs.map((d) => d.status);
    expect(statuses, `after ${elapsed} ms`).toEqual(
      Array.from({ length: FILES + 1 }, () => 'done'),
    );
    expect(elapsed).toBeLessThan(BOUND_MS);
    for (const doc of docs) expect(doc.chunkCount, doc.name).toBeGreaterThan(0);
  });
});
