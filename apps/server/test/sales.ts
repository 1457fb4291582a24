import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreateSaleChat, SaleChat, SaleSuggestEvent } from '@miaoyu/contracts/sales';
import { orgMembers } from '../src/db/schema';
import type { ChatUser } from './chat';
import type { TestApp } from './harness';
import { knowledgeOf } from './knowledge';
import { multipart } from './multipart';

/** A short sales playbook: the passage a suggestion should cite. */
export const PLAYBOOK_MD = [
  '# 销售话术手册',
  '',
  '## 价格异议',
  '',
  '客户嫌贵时，先肯定客户的顾虑，再说明年付套餐可以享受八折优惠，并提供十四天免费试用。',
].join('\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A team for the sales tests: the owner, an admin and a member, and the owner's sales helper
 * (shared with the team, answering with the stub model) with the playbook when `playbook` is set.
 */
export async function salesTeam(
  t: TestApp,
  user: (phone: string) => Promise<ChatUser>,
  n: number,
  { playbook = false }: { playbook?: boolean } = {},
) {
  const phone = (k: number) => `1366${String(n).padStart(4, '0')}${String(k).padStart(3, '0')}`;
  const owner = await user(phone(1));
  const made = await owner.post('/v1/orgs', { name: `销售团队${n}` });
  expect(made.statusCode, made.body).toBe(200);
  const orgId: string = made.json().id;
  const join = async (k: number, role: 'admin' | 'member') => {
    const person = await user(phone(k));
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(person.id), role });
    return person;
  };
  const admin = await join(2, 'admin');
  const member = await join(3, 'member');
  const member2 = await join(4, 'member');
  let datasetId: string | undefined;
  if (playbook) {
    const kb = knowledgeOf(t, owner, orgId);
    datasetId = await kb.create('销售话术');
    const up = await kb.upload(datasetId, 'playbook.md', Buffer.from(PLAYBOOK_MD));
    expect(up.statusCode, up.body).toBe(200);
    const docs = await kb.settled(datasetId);
    expect(docs.map((d) => d.status)).toEqual(['done']);
  }
  const helper = await owner.post(`/v1/orgs/${orgId}/helpers`, {
    name: '金牌销售',
    kind: 'sale',
    visibility: 'team',
    instruction: '你是一名真诚的销售顾问。',
    model: 'env:stub-model',
    datasetIds: datasetId ? [datasetId] : [],
  });
  expect(helper.statusCode, helper.body).toBe(200);
  return { orgId, owner, admin, member, member2, helperId: helper.json().id as string, datasetId };
}
export type SalesTeam = Awaited<ReturnType<typeof salesTeam>>;

/** The sale chat API as `me`, acting in `orgId` (sent with every request). */
export function salesOf(t: TestApp, me: ChatUser, orgId: string) {
  const q = `orgId=${orgId}`;
  const api = {
    create: (body: Partial<CreateSaleChat>) => me.post('/v1/saleChat', { orgId, ...body }),
    /** Creates and answers the chat, failing the test unless it was made. */
    async chat(body: Partial<CreateSaleChat>): Promise<SaleChat> {
      const res = await api.create(body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SaleChat;
    },
    list: (query = '') => me.get(`/v1/saleChat/list?${q}${query ? `&${query}` : ''}`),
    get: (id: string) => me.get(`/v1/saleChat/${id}?${q}`),
    update: (body: object) => me.post('/v1/saleChat/update', { orgId, ...body }),
    remove: (id: string) => me.post(`/v1/saleChat/delete/${id}?${q}`),
    /** Uploads pictures in one multipart request (each part its own field name). */
    upload: (id: string, pics: { name: string; body: Buffer; type?: string }[]) => {
      const form = multipart(
        {},
        pics.map((p, i) => ({
          field: `pic${i}`,
          filename: p.name,
          contentType: p.type ?? 'image/png',
          body: p.body,
        })),
      );
      return t.app.inject({
        method: 'POST',
        url: `/v1/saleChat/pic?id=${id}&${q}`,
        payload: form.payload,
        headers: { ...form.headers, ...me.headers },
      });
    },
    order: (id: string, picIds: string[]) =>
      me.post('/v1/saleChat/pic/order', { orgId, id, picIds }),
    removePic: (picId: string) => me.post(`/v1/saleChat/pic/delete/${picId}?${q}`),
    read: (id: string, picIds?: string[]) =>
      me.post('/v1/saleChat/getChatByPic', { orgId, id, ...(picIds ? { picIds } : {}) }),
    /** Polls the chat until its reading is done or failed; throws past the deadline. */
    async readingSettled(id: string, ms = 60_000): Promise<SaleChat> {
      const deadline = Date.now() + ms;
      for (;;) {
        const res = await api.get(id);
        expect(res.statusCode, res.body).toBe(200);
        const chat = res.json() as SaleChat;
        if (chat.reading.state === 'done' || chat.reading.state === 'failed') return chat;
        if (Date.now() > deadline)
          throw new Error(`still reading after ${ms} ms: ${JSON.stringify(chat.reading)}`);
        await sleep(200);
      }
    },
    /** Asks for suggestions and reads the whole stream (app.inject buffers it). */
    async suggest(id: string, goal?: string) {
      const res = await me.post('/v1/saleChat/suggest', { orgId, id, ...(goal ? { goal } : {}) });
      const events = res.headers['content-type']?.toString().startsWith('text/event-stream')
        ? parseSuggestEvents(res.body)
        : [];
      return { res, events };
    },
    sent: (body: object) => me.post('/v1/saleChat/sent', { orgId, ...body }),
  };
  return api;
}

/** The named JSON events of a suggestion stream. */
export function parseSuggestEvents(body: string): SaleSuggestEvent[] {
  const events: SaleSuggestEvent[] = [];
  for (const block of body.split('\n\n')) {
    const name = /^event:\s*(.+)$/m.exec(block)?.[1]?.trim();
    const data = block
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trim());
    if (name && data.length > 0)
      events.push({ event: name, data: JSON.parse(data.join('\n')) } as SaleSuggestEvent);
  }
  return events;
}

/** A small solid picture in each format a screenshot may have (and GIF, which it may not). */
export function solidPicture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30) {
  const picture = sharp({ create: { width, height, channels: 3, background: '#f5f5f5' } });
  return picture[format]().toBuffer();
}

/** Random grey noise: a picture with no chat bubbles in it. */
export function noisePicture(width = 360, height = 640) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.floor(Math.random() * 256);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export { chatScreenshot } from './chat-screenshot';

/** Sleeps in tests that must wait a little between polls. */
export { sleep };
