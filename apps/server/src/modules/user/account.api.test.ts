import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#165DFF' } })
    .png()
    .toBuffer();

describe.each(DATABASE_KINDS)('account on %s', (kind) => {
  const t = useTestApp(kind, { SMS_RESEND_SECONDS: '0', SMS_PHONE_HOURLY_LIMIT: '100' });
  const send = (
    authorization: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('updates the nickname; another id answers 403', async () => {
    const { answer, authorization } = await t.signIn('13200000001');
    const res = await send(authorization, 'POST', `/v1/user/${answer.id}/profile`, {
      nickname: ' 小妙 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().nickname).toBe('小妙');
    const other = await send(authorization, 'POST', `/v1/user/${BigInt(answer.id) + 1n}/profile`, {
      nickname: 'x',
    });
    expect(other.statusCode).toBe(403);
    const long = await send(authorization, 'POST', `/v1/user/${answer.id}/profile`, {
      nickname: '长'.repeat(21),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].msg).toBe('昵称需为 1 到 20 个字符');
  });

  it('stores an avatar resized to 256 px WebP, checked by content', async () => {
    const { authorization } = await t.signIn('13200000002');
    const upload = (body: Buffer, filename: string, contentType: string) => {
      const form = multipart({}, [{ field: 'file', filename, contentType, body }]);
      return t.app.inject({
        method: 'POST',
        url: '/v1/user/avatar',
        ...form,
        headers: { ...form.headers, authorization },
      });
    };
    const res = await upload(await png(1200, 800), 'me.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().avatar;
    expect(avatar).toMatch(/^\/v1\/files\/[a-z0-9]{20}$/);
    const image = await t.app.inject({ method: 'GET', url: avatar });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 171]);

    // A new avatar replaces the old one, whose file is removed with it.
    const again = await upload(await png(300, 300), 'me2.png', 'image/png');
    expect(again.json().avatar).not.toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: again.json().avatar })).statusCode).toBe(200);

    const fake = await upload(Buffer.from('<?php echo 1; ?>'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('INVALID_IMAGE');
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(huge.statusCode).toBe(413);
    const noFile = multipart({ note: 'no file' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/v1/user/avatar',
      payload: noFile.payload,
      headers: { ...noFile.headers, authorization },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('FILE_REQUIRED');
    // A body cut off mid-form is the client's fault, not a 500.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/user/avatar',
      payload: noFile.payload.subarray(0, 40),
      headers: { ...noFile.headers, authorization },
    });
    expect(broken.statusCode).toBe(400);
    const json = await send(authorization, 'POST', '/v1/user/avatar', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('changes the phone number with a code sent to the new one', async () => {
    const { authorization } = await t.signIn('13200000003');
    expect(
      (await send(authorization, 'POST', '/v1/user/phone/sendCode', { phone: '13200000005' }))
        .statusCode,
    ).toBe(200);
    const wrong = await send(authorization, 'POST', '/v1/user/phone', {
      phone: '13200000005',
      code: '000000',
    });
    if (t.lastCode('13200000005') !== '000000') expect(wrong.json().code).toBe('SMS_CODE_WRONG');
    await send(authorization, 'POST', '/v1/user/phone/sendCode', { phone: '13200000005' });
    const res = await send(authorization, 'POST', '/v1/user/phone', {
      phone: '13200000005',
      code: t.lastCode('13200000005'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('13200000005');
  });

  it('does not tell whether a number is registered until its code is confirmed', async () => {
    const { authorization } = await t.signIn('13200000010');
    const owner = await t.signIn('13200000011');
    const sendTo = (phone: string) =>
      send(authorization, 'POST', '/v1/user/phone/sendCode', { phone });
    const taken = await sendTo('13200000011');
    const free = await sendTo('13200000012');
    expect([taken.statusCode, taken.json()]).toEqual([free.statusCode, free.json()]);
    expect(taken.statusCode).toBe(200);
    // A code really goes to the taken number too, as it does to a free one.
    const takenCode = t.lastCode('13200000011');
    expect(t.lastCode('13200000012')).toMatch(/^\d{6}$/);

    // A wrong code says only that the code is wrong.
    const guess = takenCode === '000000' ? '111111' : '000000';
    const wrong = await send(authorization, 'POST', '/v1/user/phone', {
      phone: '13200000011',
      code: guess,
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'SMS_CODE_WRONG']);

    const confirmed = await send(authorization, 'POST', '/v1/user/phone', {
      phone: '13200000011',
      code: takenCode,
    });
    expect([confirmed.statusCode, confirmed.json().code]).toEqual([409, 'PHONE_TAKEN']);
    expect((await send(authorization, 'GET', '/v1/user/info')).json().phone).toBe('13200000010');
    expect((await send(owner.authorization, 'GET', '/v1/user/info')).json().phone).toBe(
      '13200000011',
    );
  });

  it('lists signed-in devices and signs one out', async () => {
    const first = await t.signIn('13200000006');
    const second = await t.signIn('13200000006');
    const devices = (await send(second.authorization, 'GET', '/v1/user/devices')).json();
    expect(devices.total).toBe(2);
    const other = devices.list.find((d: { current: boolean }) => !d.current);
    expect(
      (await send(second.authorization, 'DELETE', `/v1/user/devices/${other.id}`)).statusCode,
    ).toBe(200);
    expect((await send(first.authorization, 'GET', '/v1/user/info')).json().code).toBe(
      'TOKEN_REVOKED',
    );
    const stranger = await t.signIn('13200000007');
    const mine = (await send(stranger.authorization, 'GET', '/v1/user/devices')).json().list[0].id;
    expect(
      (await send(second.authorization, 'DELETE', `/v1/user/devices/${mine}`)).statusCode,
    ).toBe(404);
  });

  it('refuses to delete an account that owns a team with members, then deletes it', async () => {
    const owner = await t.signIn('13200000008');
    const member = await t.signIn('13200000009');
    const team = (
      await send(owner.authorization, 'POST', '/v1/orgs', { name: '留下的团队' })
    ).json();
    await send(owner.authorization, 'POST', '/v1/orgs', { name: '独自的团队' });
    const link = (
      await send(owner.authorization, 'POST', `/v1/orgs/${team.id}/invites`, {})
    ).json();
    await send(member.authorization, 'POST', `/v1/invites/${link.code}/accept`);
    expect((await send(owner.authorization, 'GET', '/v1/user/deletion-impact')).json()).toEqual({
      soleTeams: ['独自的团队'],
      blockingTeams: ['留下的团队'],
    });
    const refused = await send(owner.authorization, 'POST', '/v1/user/delete', {
      confirm: 'DELETE',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OWNS_TEAM_WITH_MEMBERS');
    await send(owner.authorization, 'POST', `/v1/orgs/${team.id}/transfer`, {
      userId: member.answer.id,
    });
    expect(
      (await send(owner.authorization, 'POST', '/v1/user/delete', { confirm: 'DELETE' }))
        .statusCode,
    ).toBe(200);
    expect((await send(owner.authorization, 'GET', '/v1/user/info')).statusCode).toBe(401);
    expect((await send(member.authorization, 'GET', `/v1/orgs/${team.id}`)).json()).toMatchObject({
      memberCount: 1,
      role: 'owner',
    });
  });
});
