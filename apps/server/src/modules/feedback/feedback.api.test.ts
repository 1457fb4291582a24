import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedbacks, files, users } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

const screenshot = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe.each(DATABASE_KINDS)('feedback on %s', (kind) => {
  const t = useTestApp(kind, {
    SMS_RESEND_SECONDS: '0',
    SMS_PHONE_HOURLY_LIMIT: '100',
    SEED_DEMO: 'true',
  });

  const post = (authorization: string, fields: Record<string, string>, shots: Buffer[] = []) => {
    const form = multipart(
      fields,
      shots.map((body, i) => ({
        field: 'screenshots',
        filename: `s${i}.png`,
        contentType: 'image/png',
        body,
      })),
    );
    return t.app.inject({
      method: 'POST',
      url: '/v1/feedbacks',
      payload: form.payload,
      headers: { ...form.headers, authorization },
    });
  };

  it('takes a form-encoded body (spec §7)', async () => {
    const { authorization } = await t.signIn('13300000001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feedbacks',
      payload:
        'type=suggestion&content=%E5%B8%8C%E6%9C%9B%E6%94%AF%E6%8C%81%E6%9A%97%E8%89%B2&contact=wx%3Amiao',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'suggestion',
      content: '希望支持暗色',
      contact: 'wx:miao',
      status: 'open',
    });
  });

  it('takes up to 3 screenshots, shown only to the author and platform admins', async () => {
    const author = await t.signIn('13300000002');
    const stranger = await t.signIn('13300000003');
    const admin = await t.signIn('13800000001');
    const res = await post(author.authorization, { type: 'bug', content: '保存失败' }, [
      await screenshot(),
      await screenshot(),
    ]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json().screenshots as string[];
    expect(res.json().screenshots).toHaveLength(2);
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: url!, headers });
    expect((await get({ authorization: author.authorization })).headers['content-type']).toBe(
      'image/webp',
    );
    expect((await get({ authorization: admin.authorization })).statusCode).toBe(200);
    expect((await get({ authorization: stranger.authorization })).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
  });

  it('refuses bad input whole: nothing half-written', async () => {
    const { answer, authorization } = await t.signIn('13300000004');
    const count = () => t.app.db.$count(feedbacks, eq(feedbacks.userId, BigInt(answer.id)));
    const four = await post(
      authorization,
      { type: 'bug', content: 'x' },
      await Promise.all([1, 2, 3, 4].map(screenshot)),
    );
    expect(four.statusCode).toBe(413);
    expect(four.json().code).toBe('TOO_MANY_FILES');
    const fake = await post(authorization, { type: 'bug', content: 'x' }, [
      await screenshot(),
      Buffer.from('not an image'),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('INVALID_IMAGE');
    const long = await post(authorization, { type: 'bug', content: '长'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toEqual([
      { loc: ['body', 'content'], msg: '内容需为 1 到 2000 个字符' },
    ]);
    const badType = await post(authorization, { type: 'praise', content: 'x' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().detail[0].loc).toEqual(['body', 'type']);
    expect(await count()).toBe(0);
    expect(await t.app.db.$count(files, eq(files.userId, BigInt(answer.id)))).toBe(0);
    // 2,000 Chinese characters are within the limit: it counts characters, not bytes.
    expect(
      (await post(authorization, { type: 'other', content: '长'.repeat(2000) })).statusCode,
    ).toBe(200);
  });

  it('platform admins filter, reply and close; the author sees the reply', async () => {
    const author = await t.signIn('13300000005');
    const admin = await t.signIn('13800000001');
    const member = await t.signIn('13800000002');
    const created = (await post(author.authorization, { type: 'bug', content: '导出失败' })).json();
    const open = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/feedbacks?status=open&type=bug',
      headers: { authorization: admin.authorization },
    });
    expect(open.json().list.map((f: { id: string }) => f.id)).toContain(created.id);
    expect(open.json().total).toBe(open.json().list.length);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/admin/feedbacks',
          headers: { authorization: member.authorization },
        })
      ).statusCode,
    ).toBe(403);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/feedbacks/${created.id}/replies`,
      payload: { content: '已修复，请刷新重试' },
      headers: { authorization: admin.authorization },
    });
    expect(replied.json()).toMatchObject({
      status: 'replied',
      replies: [{ content: '已修复，请刷新重试', authorNickname: '演示管理员' }],
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/feedbacks',
      headers: { authorization: author.authorization },
    });
    expect(mine.json().list[0]).toMatchObject({ id: created.id, status: 'replied' });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/feedbacks/${created.id}/close`,
      headers: { authorization: admin.authorization },
    });
    expect(closed.json().status).toBe('closed');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/feedbacks/999999/close',
      headers: { authorization: admin.authorization },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a banned author cannot send feedback', async () => {
    const { answer, authorization } = await t.signIn('13300000006');
    await t.app.db
      .update(users)
      .set({ ban: true })
      .where(eq(users.id, BigInt(answer.id)));
    expect((await post(authorization, { type: 'bug', content: 'x' })).statusCode).toBe(403);
  });
});
