import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SaleChat } from '@miaoyu/contracts/sales';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { noisePicture, salesOf, salesTeam, type SalesTeam } from '../../../test/sales';

describe.each(DATABASE_KINDS)('image thumbnails on %s', (kind) => {
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'stub-model',
  });
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam; other: SalesTeam; url: string };

  beforeAll(async () => {
    s.team = await salesTeam(t, user, 301);
    s.other = await salesTeam(t, user, 302);
    const { member, helperId, orgId } = s.team;
    const sales = salesOf(t, member, orgId);
    const chat = await sales.chat({ helperId, customerName: '缩略图' });
    const up = await sales.upload(chat.id, [{ name: 'a.png', body: await noisePicture(360, 640) }]);
    expect(up.statusCode, up.body).toBe(200);
    s.url = (up.json() as SaleChat).pics[0]!.url;
  });

  const size = async (body: Buffer) => {
    const { width, height, format } = await sharp(body).metadata();
    return { width, height, format };
  };

  it('serves a stored image no wider than asked, as WebP, in proportion', async () => {
    const whole = await s.team.member.get(s.url);
    expect(whole.statusCode).toBe(200);
    // A customer's screenshot is kept as uploaded (lossless, for reading its text).
    expect(await size(whole.rawPayload)).toEqual({ width: 360, height: 640, format: 'png' });

    const thumb = await s.team.member.get(`${s.url}?w=160`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toContain('private');
    expect(await size(thumb.rawPayload)).toEqual({ width: 160, height: 284, format: 'webp' });
    expect(thumb.rawPayload.length).toBeLessThan(whole.rawPayload.length / 3);
    // Asked again, the same bytes (kept, not made anew).
    expect((await s.team.member.get(`${s.url}?w=160`)).rawPayload).toEqual(thumb.rawPayload);
  });

  it('never enlarges an image narrower than the width asked', async () => {
    const res = await s.team.member.get(`${s.url}?w=640`);
    expect(res.statusCode).toBe(200);
    expect(await size(res.rawPayload)).toMatchObject({ width: 360, height: 640 });
  });

  it('refuses other widths with 422, and keeps the file to those who may read it', async () => {
    for (const w of ['100', '0', '-160', '160.5', 'big', '']) {
      const res = await s.team.member.get(`${s.url}?w=${w}`);
      expect(res.statusCode, `w=${w}`).toBe(422);
    }
    expect((await s.other.owner.get(`${s.url}?w=160`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${s.url}?w=160` })).statusCode).toBe(401);
  });
});
