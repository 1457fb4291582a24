import type { Dataset, DatasetChunk, DatasetDocument } from '@miaoyu/contracts';
import type { ChatUser } from './chat';
import type { TestApp } from './harness';
import { multipart } from './multipart';

/** A small after-sales guide in Markdown: two sections under one title. */
export const GUIDE_MD = [
  '# 售后服务指南',
  '',
  '## 退货政策',
  '',
  '自签收之日起七天内，商品未拆封可以无理由退货。退货运费由买家承担，质量问题除外。',
  '',
  '## 发票开具',
  '',
  '订单完成后三十天内可以在订单详情页申请电子发票，发票会在两个工作日内发送到邮箱。',
].join('\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Short helpers for the knowledge-base API, acting as one signed-in user. */
/** The knowledge-base API as `me`, in their current org unless another is named. */
/** A travel adapter's manual: "去海外能用吗" or "出国能用吗" is answered under 境外使用, in other words. */
export const ADAPTER_MD = [
  '# 旅行转换插头说明书',
  '',
  '## 境外使用',
  '',
  '本产品支持在境外使用，输入电压范围为 100 至 240 伏，适用于一百五十多个国家和地区的插座。',
  '',
  '## 保修条款',
  '',
  '自购买之日起一年内，非人为损坏的故障可免费维修或更换。',
].join('\n');

export function knowledgeOf(t: TestApp, me: ChatUser, orgId: string = me.orgId) {
  const base = `/v1/orgs/${orgId}/datasets`;
  return {
    base,
    async create(name: string, settings: object = {}): Promise<string> {
      const res = await me.post(base, { name, ...settings });
      if (res.statusCode !== 200) throw new Error(`create dataset ${res.statusCode}: ${res.body}`);
      return res.json().id as string;
    },
    async update(datasetId: string, settings: object): Promise<Dataset> {
      const res = await me.patch(`${base}/${datasetId}`, settings);
      if (res.statusCode !== 200) throw new Error(`update dataset ${res.statusCode}: ${res.body}`);
      return res.json() as Dataset;
    },
    upload(datasetId: string, filename: string, body: Buffer, folderId?: string) {
      const form = multipart({}, [
        { field: 'file', filename, contentType: 'application/octet-stream', body },
      ]);
      const query = folderId ? `?folderId=${folderId}` : '';
      return t.app.inject({
        method: 'POST',
        url: `${base}/${datasetId}/documents${query}`,
        payload: form.payload,
        headers: { ...form.headers, ...me.headers },
      });
    },
    async documents(datasetId: string): Promise<DatasetDocument[]> {
      const res = await me.get(`${base}/${datasetId}/documents?folderId=all&limit=100`);
      if (res.statusCode !== 200) throw new Error(`documents ${res.statusCode}: ${res.body}`);
      return res.json().list as DatasetDocument[];
    },
    /** Waits until no document of the dataset is queued, parsing or indexing. */
    async settled(datasetId: string, ms = 30_000): Promise<DatasetDocument[]> {
      const deadline = Date.now() + ms;
      for (;;) {
        const list = await this.documents(datasetId);
        if (list.every((d) => d.status === 'done' || d.status === 'failed')) return list;
        if (Date.now() > deadline)
          throw new Error(`documents still busy: ${JSON.stringify(list.map((d) => d.status))}`);
        await sleep(100);
      }
    },
    /** The document's chunks in order (the first 100). */
    async chunks(datasetId: string, documentId: string): Promise<DatasetChunk[]> {
      const res = await me.get(`${base}/${datasetId}/documents/${documentId}/chunks?limit=100`);
      if (res.statusCode !== 200) throw new Error(`chunks ${res.statusCode}: ${res.body}`);
      return res.json().list as DatasetChunk[];
    },
    importUrl(datasetId: string, url: string) {
      return me.post(`${base}/${datasetId}/documents/url`, { url });
    },
    search(datasetId: string, question: string) {
      return me.post(`${base}/${datasetId}/retrieval-test`, { question });
    },
  };
}
