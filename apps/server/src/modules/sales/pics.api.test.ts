import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { SaleChat } from '@miaoyu/contracts/sales';
import { files } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { salesOf, salesTeam, solidPicture, type SalesTeam } from '../../../test/sales';

/** A real 1×1 PNG whose header says 20000×20000: refused from its header, never decoded. */
async function hugeHeaderPng(): Promise<Buffer> {
  const png = Buffer.from(await solidPicture('png', 1, 1));
  // The IHDR chunk starts at 8: length (4), type (4), width (4), height (4), … and its CRC.
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(DATABASE_KINDS)('sale chat pictures on %s', (kind) => {
  const t = useTestApp(kind, {
    ...CHAT_TEST_ENV,
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODEL: 'stub-model',
  });
  const user = chatUsers(t);
  const s = {} as { team: SalesTeam; other: SalesTeam; png: Buffer; port: number };
  beforeAll(async () => {
    s.team = await salesTeam(t, user, 201);
    s.other = await salesTeam(t, user, 202);
    s.png = await solidPicture('png');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    s.port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.app.server.closeAllConnections());
  const as = (me: ChatUser) => salesOf(t, me, s.team.orgId);
  const newChat = (me = s.team.member, visibility: 'private' | 'team' = 'private') =>
    as(me).chat({ helperId: s.team.helperId, customerName: '客户', visibility });
  const saleFiles = async () =>
    (
      await t.app.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.orgId, BigInt(s.team.orgId)), eq(files.purpose, 'sale')))
    ).length;

  it('takes PNG, JPEG and WebP screenshots, one or several at a time, in order', async () => {
    const me = s.team.member;
    const chat = await newChat();
    const one = await as(me).upload(chat.id, [{ name: 'C:\\相册\\第一张.png', body: s.png }]);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().pics).toEqual([
      expect.objectContaining({
        name: '第一张.png',
        width: 40,
        height: 30,
        position: 0,
        state: 'new',
        error: null,
        turns: [],
        url: expect.stringMatching(/^\/v1\/files\/[a-z0-9]{20}$/),
      }),
    ]);
    const several = await as(me).upload(chat.id, [
      { name: 'b.jpg', body: await solidPicture('jpeg', 30, 60), type: 'image/jpeg' },
      // The declared type is not trusted: the bytes say WebP.
      { name: 'c.webp', body: await solidPicture('webp', 20, 10), type: 'text/plain' },
    ]);
    expect(several.statusCode, several.body).toBe(200);
    const chatNow = several.json() as SaleChat;
    expect(chatNow.picCount).toBe(3);
    expect(chatNow.pics.map((p) => [p.name, p.position, p.width, p.height])).toEqual([
      ['第一张.png', 0, 40, 30],
      ['b.jpg', 1, 30, 60],
      ['c.webp', 2, 20, 10],
    ]);
    const image = await me.get(chatNow.pics[1]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('shows a screenshot only to those who may read its chat', async () => {
    const upload = async (visibility: 'private' | 'team') => {
      const chat = await newChat(s.team.member, visibility);
      const up = await as(s.team.member).upload(chat.id, [{ name: 'a.png', body: s.png }]);
      expect(up.statusCode, up.body).toBe(200);
      return (up.json() as SaleChat).pics[0]!.url;
    };
    const privateUrl = await upload('private');
    expect((await s.team.member.get(privateUrl)).statusCode).toBe(200);
    expect((await s.team.owner.get(privateUrl)).statusCode).toBe(200);
    expect((await s.team.member2.get(privateUrl)).statusCode).toBe(404);
    expect((await s.other.owner.get(privateUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: privateUrl })).statusCode).toBe(401);
    const teamUrl = await upload('team');
    expect((await s.team.member2.get(teamUrl)).statusCode).toBe(200);
    expect((await s.other.member.get(teamUrl)).statusCode).toBe(404);
  });

  it('refuses what is not a screenshot, storing none of an upload', async () => {
    const me = s.team.member;
    const chat = await newChat();
    const before = await saleFiles();
    const refusals: [string, Buffer, number, string][] = [
      ['a.gif', await solidPicture('gif'), 422, 'SALE_PIC_UNSUPPORTED'],
      ['text.png', Buffer.from('这不是图片，只是文字。'), 422, 'SALE_PIC_UNSUPPORTED'],
      ['huge.png', await hugeHeaderPng(), 422, 'SALE_PIC_TOO_LARGE'],
    ];
    for (const [name, body, status, code] of refusals) {
      const started = Date.now();
      const res = await as(me).upload(chat.id, [
        { name: 'good.png', body: s.png },
        { name, body },
      ]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      // The 20000×20000 picture is judged by its header: no 1.6 GB decode.
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 1);
    const tooBig = await as(me).upload(chat.id, [{ name: 'big.png', body: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'SALE_PIC_TOO_BIG' });
    expect(tooBig.json().message).toContain('big.png');
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, body: s.png }));
    expect((await as(me).upload(chat.id, ten)).statusCode).toBe(413);
    const none = await as(me).upload(chat.id, []);
    expect(none.statusCode).toBe(400);
    expect((await as(me).get(chat.id)).json().pics).toEqual([]);
    expect(await saleFiles()).toBe(before);
  });

  it('keeps at most 20 pictures in a chat', async () => {
    const me = s.team.member;
    const chat = await newChat();
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, body: s.png }));
    expect((await as(me).upload(chat.id, nine)).statusCode).toBe(200);
    expect((await as(me).upload(chat.id, nine)).statusCode).toBe(200);
    const three = await as(me).upload(chat.id, nine.slice(0, 3));
    expect(three.statusCode).toBe(422);
    expect(three.json().code).toBe('SALE_PICS_LIMIT');
    expect((await as(me).upload(chat.id, nine.slice(0, 2))).json().picCount).toBe(20);
    const twentyFirst = await as(me).upload(chat.id, nine.slice(0, 1));
    expect(twentyFirst.statusCode).toBe(422);
    expect(twentyFirst.json().code).toBe('SALE_PICS_LIMIT');
    expect((await as(me).get(chat.id)).json().picCount).toBe(20);
  });

  it('orders pictures when each is listed once, and deletes one with its file', async () => {
    const me = s.team.member;
    const chat = await newChat();
    const up = await as(me).upload(
      chat.id,
      ['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, body: s.png })),
    );
    const [a, b, c] = (up.json() as SaleChat).pics.map((p) => p.id) as [string, string, string];
    const elsewhere = await newChat();
    const foreign = (
      (await as(me).upload(elsewhere.id, [{ name: 'x.png', body: s.png }])).json() as SaleChat
    ).pics[0]!.id;
    for (const picIds of [
      [a, b],
      [a, b, c, c],
      [a, b, foreign],
      [a, a, b],
    ]) {
      const res = await as(me).order(chat.id, picIds);
      expect(res.statusCode, JSON.stringify(picIds)).toBe(422);
      expect(res.json().code).toBe('SALE_PICS_ORDER');
    }
    const ordered = await as(me).order(chat.id, [c, a, b]);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((ordered.json() as SaleChat).pics.map((p) => [p.name, p.position])).toEqual([
      ['c.png', 0],
      ['a.png', 1],
      ['b.png', 2],
    ]);
    expect((await as(s.team.member2).order(chat.id, [a, b, c])).statusCode).toBe(404);

    const url = (ordered.json() as SaleChat).pics[1]!.url;
    // Another member's, another team's owner's and a manager's attempts on the picture.
    expect((await as(s.team.member2).removePic(a)).statusCode).toBe(404);
    expect((await salesOf(t, s.other.owner, s.other.orgId).removePic(a)).statusCode).toBe(404);
    expect((await as(s.other.owner).removePic(a)).statusCode).toBe(404);
    expect((await as(me).removePic(a)).statusCode).toBe(200);
    expect((await as(me).removePic(a)).statusCode).toBe(404);
    expect((await me.get(url)).statusCode).toBe(404);
    const left = (await as(me).get(chat.id)).json() as SaleChat;
    expect(left.pics.map((p) => p.name)).toEqual(['c.png', 'b.png']);
    expect((await as(s.team.admin).removePic(b)).statusCode).toBe(200);
  });

  it('refuses an upload to a chat the caller may not change before reading its body', async () => {
    const shared = await newChat(s.team.member, 'team');
    const secret = await newChat();
    const send = (chatId: string, authorization: string) =>
      new Promise<{ status: number; sent: number }>((resolve, reject) => {
        const declared = 100 * 1024 * 1024;
        const req = http.request({
          host: '127.0.0.1',
          port: s.port,
          method: 'POST',
          path: `/v1/saleChat/pic?id=${chatId}&orgId=${s.team.orgId}`,
          headers: {
            authorization,
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': declared,
          },
        });
        let sent = 0;
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = () => {
          // Writes a little at a time, well short of the declared length, until answered.
          while (sent < 4 * 1024 * 1024 && req.write(chunk)) sent += chunk.length;
        };
        req.on('response', (res) => {
          resolve({ status: res.statusCode!, sent });
          res.resume();
          req.destroy();
        });
        req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
        req.on('drain', pump);
        req.write('--x\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\n\r\n');
        pump();
      });
    const member2 = s.team.member2.authorization;
    expect(await send(shared.id, member2)).toMatchObject({ status: 403 });
    expect(await send(secret.id, member2)).toMatchObject({ status: 404 });
    expect(await send(secret.id, s.other.owner.authorization)).toMatchObject({ status: 404 });
    expect((await as(s.team.member).get(secret.id)).json().picCount).toBe(0);
  });

  it('takes only a form of files, refusing any other body before reading it', async () => {
    const chat = await newChat();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/saleChat/pic?id=${chat.id}&orgId=${s.team.orgId}`,
      headers: { ...s.team.member.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ junk: 'x'.repeat(1024) }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
