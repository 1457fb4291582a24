import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SaleChat } from '@miaoyu/contracts/sales';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import {
  chatScreenshot,
  noisePicture,
  salesOf,
  salesTeam,
  solidPicture,
  type SalesTeam,
} from '../../../test/sales';

const DIALOGUE = [
  { speaker: 'customer', text: '价格多少' },
  { speaker: 'me', text: '八折优惠' },
  { speaker: 'customer', text: '太贵了' },
] as const;
const LATER = [{ speaker: 'me', text: '可以试用' }] as const;

/** A JPEG cut off halfway: its header is fine, its picture is not. */
async function truncatedJpeg() {
  const jpeg = await sharp(await noisePicture(300, 300))
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

describe.each(DATABASE_KINDS)('reading sale chat screenshots on %s', (kind) => {
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'stub-model',
    JOBS_POLL_INTERVAL_MS: '500',
  });
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam };
  beforeAll(async () => {
    s.team = await salesTeam(t, user, 301);
  });
  const me = () => salesOf(t, s.team.member, s.team.orgId);
  const newChat = () => me().chat({ helperId: s.team.helperId, customerName: '读图客户' });

  it('says there is nothing to read in a chat without pictures', async () => {
    const chat = await newChat();
    const res = await me().read(chat.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SALE_NO_PICS');
    expect((await me().get(chat.id)).json().reading.state).toBe('idle');
  });

  it(
    'reads a chat screenshot into turns in the background, busy while it reads',
    { timeout: 120_000 },
    async () => {
      const chat = await newChat();
      const up = await me().upload(chat.id, [
        { name: '聊天.png', body: await chatScreenshot([...DIALOGUE]) },
      ]);
      expect(up.statusCode, up.body).toBe(200);
      const started = await me().read(chat.id);
      expect(started.statusCode, started.body).toBe(202);
      // The job is woken as it is sent: it may have begun by the time the answer is made.
      const { reading } = started.json() as SaleChat;
      expect(['queued', 'reading']).toContain(reading.state);
      expect(reading).toMatchObject({ done: 0, total: 1, error: null });
      const again = await me().read(chat.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SALE_READING_BUSY');
      const corrected = await me().update({
        id: chat.id,
        turns: [{ speaker: 'me', text: '你好' }],
      });
      expect(corrected.statusCode).toBe(409);
      expect(corrected.json().code).toBe('SALE_READING_BUSY');
      // Fields besides the dialogue may change meanwhile.
      expect((await me().update({ id: chat.id, stage: 'contacted' })).statusCode).toBe(200);
      expect((await salesOf(t, s.team.member2, s.team.orgId).read(chat.id)).statusCode).toBe(404);

      const done = await me().readingSettled(chat.id);
      expect(done.reading).toMatchObject({ state: 'done', done: 1, total: 1, error: null });
      expect(done.reading.finishedAt).not.toBeNull();
      expect(done.pics[0]).toMatchObject({ state: 'done', error: null, turns: DIALOGUE });
      expect(done.turns).toEqual(DIALOGUE);
      expect(done.lastTurn).toEqual(DIALOGUE[2]);

      // A later screenshot continues the dialogue as the salesperson corrected it.
      const fixed = [...DIALOGUE.slice(0, 2), { speaker: 'customer', text: '太贵了吧' }];
      expect((await me().update({ id: chat.id, turns: fixed })).statusCode).toBe(200);
      await me().upload(chat.id, [{ name: '后来.png', body: await chatScreenshot([...LATER]) }]);
      const next = await me().read(chat.id);
      expect(['queued', 'reading']).toContain(next.json().reading.state);
      expect(next.json().reading).toMatchObject({ total: 1 });
      const after = await me().readingSettled(chat.id);
      expect(after.reading.state).toBe('done');
      expect(after.turns).toEqual([...fixed, ...LATER]);
    },
  );

  it(
    'fails pictures that are blank, not a chat or broken, and never stays reading',
    { timeout: 120_000 },
    async () => {
      const chat = await newChat();
      const up = await me().upload(chat.id, [
        { name: '空白.png', body: await solidPicture('png', 750, 1334) },
        { name: '噪点.png', body: await noisePicture() },
        { name: '截断.jpg', body: await truncatedJpeg(), type: 'image/jpeg' },
      ]);
      expect(up.statusCode, up.body).toBe(200);
      expect((await me().read(chat.id)).statusCode).toBe(202);
      const failed = await me().readingSettled(chat.id, 90_000);
      expect(failed.reading).toMatchObject({
        state: 'failed',
        done: 3,
        total: 3,
        error: 'SALE_PIC_BLANK',
      });
      expect(failed.reading.errorMessage).toBeTruthy();
      expect(failed.pics.map((p) => [p.name, p.state, p.error])).toEqual([
        ['空白.png', 'failed', 'SALE_PIC_BLANK'],
        ['噪点.png', 'failed', 'SALE_PIC_NO_CHAT'],
        ['截断.jpg', 'failed', 'SALE_PIC_CORRUPT'],
      ]);
      expect(failed.pics.every((p) => p.errorMessage && p.errorMessage !== p.error)).toBe(true);
      expect(failed.turns).toEqual([]);

      // Reading one picture by id; an id not in the chat is not found.
      const only = await me().read(chat.id, [failed.pics[1]!.id]);
      expect(only.statusCode).toBe(202);
      expect(only.json().reading.total).toBe(1);
      const settled = await me().readingSettled(chat.id, 60_000);
      expect(settled.reading).toMatchObject({ state: 'failed', error: 'SALE_PIC_NO_CHAT' });
      expect((await me().read(chat.id, ['9999999'])).statusCode).toBe(404);
    },
  );
});
