import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChatAttachment } from '@miaoyu/contracts';
import { chatMessages, files } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

function image(format: 'png' | 'jpeg' | 'webp' | 'gif') {
  const picture = sharp({ create: { width: 24, height: 16, channels: 3, background: '#3366ff' } });
  return picture[format]().toBuffer();
}

/** A small JPEG whose header claims `width` × `height`: a decompression bomb's shape. */
async function claimingSize(width: number, height: number) {
  const jpeg = Buffer.from(await image('jpeg'));
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

function uploader(t: TestApp) {
  return (
    me: ChatUser,
    filename: string,
    body: Buffer,
    contentType = 'application/octet-stream',
  ) => {
    const form = multipart({}, [{ field: 'file', filename, contentType, body }]);
    return t.app.inject({
      method: 'POST',
      url: '/v1/chat/attachments',
      payload: form.payload,
      headers: { ...form.headers, ...me.headers },
    });
  };
}

describe.each(DATABASE_KINDS)('chat attachments on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  const llm = useLlmStub(env, ['stub-model'], { chunks: 3, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);
  const upload = uploader(t);

  it('takes png, jpeg, webp and gif images, readable by their owner only', async () => {
    const me = await user('13300000101');
    const other = await user('13300000102');
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const bytes = await image(format);
      const res = await upload(me, `图片.${format}`, bytes, type);
      expect(res.statusCode, res.body).toBe(200);
      const attachment = res.json() as ChatAttachment;
      expect(attachment).toEqual({
        code: expect.stringMatching(/^[a-z0-9]{20}$/),
        kind: 'image',
        name: `图片.${format}`,
        size: bytes.length,
        contentType: type,
        url: `/v1/files/${attachment.code}`,
      });
      const mine = await me.get(attachment.url);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe(type);
      expect(mine.rawPayload.equals(bytes)).toBe(true);
      const theirs = await other.get(attachment.url);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.rawPayload.length).toBeLessThan(200);
      expect((await t.app.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(401);
    }
  });

  it('takes text and code files by content, with a clean name', async () => {
    const me = await user('13300000103');
    const md = await upload(me, 'C:\\docs\\说明.md', Buffer.from('# 标题\n\n- 一\n- 二\n'));
    expect(md.statusCode, md.body).toBe(200);
    expect(md.json()).toMatchObject({
      kind: 'text',
      name: '说明.md',
      contentType: 'text/plain; charset=utf-8',
    });
    const ts = await upload(
      me,
      'src/add.ts',
      Buffer.from('export const add = (a: number, b: number) => a + b;\n'),
    );
    expect(ts.json()).toMatchObject({ kind: 'text', name: 'add.ts' });
    const body = await me.get(ts.json().url);
    expect(body.body).toContain('export const add');
  });

  it('refuses files whose content does not match, and files too large', async () => {
    const me = await user('13300000104');
    const count = () => t.app.db.$count(files, eq(files.userId, BigInt(me.id)));
    const png = await image('png');
    const cases: [string, Buffer, number, string][] = [
      ['photo.txt', png, 422, 'ATTACHMENT_INVALID'],
      ['notes.png', Buffer.from('这不是图片，只是文字'), 422, 'ATTACHMENT_INVALID'],
      [
        'junk.txt',
        Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10]),
        422,
        'ATTACHMENT_INVALID',
      ],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 422, 'ATTACHMENT_INVALID'],
      ['program.exe', Buffer.from('MZ plain text pretending'), 422, 'ATTACHMENT_INVALID'],
      ['big.txt', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), 413, 'ATTACHMENT_TOO_LARGE'],
      ['huge.txt', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 413, 'ATTACHMENT_TOO_LARGE'],
      ['bomb.jpg', await claimingSize(10_000, 10_000), 422, 'ATTACHMENT_TOO_MANY_PIXELS'],
    ];
    for (const [name, bytes, status, code] of cases) {
      const res = await upload(me, name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().code, name).toBe(code);
      expect(res.json().message.length, name).toBeGreaterThan(5);
    }
    const invalid = await upload(me, 'notes.png', Buffer.from('文字'));
    expect(invalid.json().message).toContain('notes.png');
    const big = await upload(me, 'big.txt', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'));
    expect(big.json().message).toBe('文件 big.txt 过大（上限 2 MB）');
    const huge = await upload(me, 'huge.png', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('文件 huge.png 过大（上限 10 MB）');
    const bomb = await upload(me, 'bomb.jpg', await claimingSize(10_000, 10_000));
    expect(bomb.json().message).toBe('图片 bomb.jpg 的像素太多（总像素不超过 50M）');
    // A 48-megapixel photo's size is within the limit.
    expect((await upload(me, 'photo.jpg', await claimingSize(8000, 6000))).statusCode).toBe(200);
    expect(await count()).toBe(1);
    // Exactly 2 MB of text is within the limit.
    expect((await upload(me, 'ok.txt', Buffer.alloc(2 * 1024 * 1024, 'a'))).statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/attachments',
      ...multipart({ note: 'x' }),
      headers: { ...multipart({ note: 'x' }).headers, ...me.headers },
    });
    expect(none.statusCode).toBe(400);
  });

  it('refuses images for a model without vision before any stream', async () => {
    const me = await user('13300000105');
    const sessionId = await me.session();
    const png = (await upload(me, 'a.png', await image('png'))).json() as ChatAttachment;
    const before = llm.stub.requests.length;
    const { res } = await me.ask(sessionId, {
      prompt: '图里是什么？',
      options: { images: [png.code], usingContext: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      code: 'MODEL_NO_VISION',
      message: '模型 stub-model 不支持图片输入，请换用支持图片的模型或移除图片',
    });
    expect(llm.stub.requests.length).toBe(before);
    expect(await t.app.db.$count(chatMessages, eq(chatMessages.sessionId, BigInt(sessionId)))).toBe(
      0,
    );
  });

  it("sends a text file's content inside the user message and keeps it on the question", async () => {
    const me = await user('13300000106');
    const sessionId = await me.session();
    const file = (
      await upload(me, 'notes.md', Buffer.from('# 会议纪要\n决定：周五发布 v2.0'))
    ).json() as ChatAttachment;
    const { events } = await me.ask(sessionId, {
      prompt: '总结这个文件',
      options: { files: [file.code], usingContext: true },
    });
    expect(events.at(-1)?.event).toBe('done');
    const sent = llm.stub.requests.at(-1)!.messages.at(-1)!;
    expect(sent.role).toBe('user');
    const text = typeof sent.content === 'string' ? sent.content : JSON.stringify(sent.content);
    expect(text).toContain('File: notes.md');
    expect(text).toContain('决定：周五发布 v2.0');
    expect(text).toContain('总结这个文件');
    const [answer, question] = (await me.messages(sessionId)).list;
    expect(question!.attachments).toEqual([file]);
    // Regenerating without attachments reuses the question's.
    await me.ask(sessionId, { prompt: '总结这个文件', regenerateId: answer!.id });
    expect(JSON.stringify(llm.stub.requests.at(-1)!.messages)).toContain('周五发布 v2.0');
  });

  it("refuses another user's attachment, an unknown code, and an image given as a file", async () => {
    const owner = await user('13300000107');
    const me = await user('13300000108');
    const sessionId = await me.session();
    const theirs = (await upload(owner, 'x.md', Buffer.from('他的文件'))).json() as ChatAttachment;
    const mine = (await upload(me, 'a.png', await image('png'))).json() as ChatAttachment;
    for (const options of [
      { files: [theirs.code] },
      { files: ['nosuchcode0000000000'] },
      { files: [mine.code] },
    ]) {
      const { res } = await me.ask(sessionId, {
        prompt: '看看',
        options: { usingContext: true, ...options },
      });
      expect(res.statusCode, JSON.stringify(options)).toBe(422);
      expect(res.json().code).toBe('ATTACHMENT_NOT_FOUND');
      expect(res.body).not.toContain('他的文件');
    }
    expect((await me.messages(sessionId)).total).toBe(0);
  });

  describe('with a vision model', () => {
    const visionEnv: Record<string, string> = {};
    beforeAll(() => {
      Object.assign(visionEnv, env, { LLM_VISION: 'true' });
    });
    const v = useTestApp(kind, visionEnv);
    const visionUser = chatUsers(v);
    const visionUpload = uploader(v);

    it('sends the image to the model as an image part', async () => {
      const me = await visionUser('13300000109');
      const models = (await me.get('/v1/chat/models')).json();
      expect(models.list[0]).toMatchObject({ ref: 'env:stub-model', vision: true });
      const sessionId = await me.session();
      const bytes = await image('png');
      const png = (await visionUpload(me, 'chart.png', bytes)).json() as ChatAttachment;
      const { events } = await me.ask(sessionId, {
        prompt: '描述这张图',
        options: { images: [png.code], usingContext: true },
      });
      expect(events.at(-1)?.event).toBe('done');
      const content = llm.stub.requests.at(-1)!.messages.at(-1)!.content as {
        type: string;
        text?: string;
        image_url?: { url: string };
      }[];
      expect(Array.isArray(content)).toBe(true);
      expect(content.find((p) => p.type === 'text')?.text).toBe('描述这张图');
      const part = content.find((p) => p.type === 'image_url');
      expect(part?.image_url?.url).toBe(`data:image/png;base64,${bytes.toString('base64')}`);
      const question = (await me.messages(sessionId)).list[1]!;
      expect(question.attachments).toEqual([png]);
    });
  });
});
