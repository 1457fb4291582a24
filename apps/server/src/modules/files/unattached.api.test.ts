import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ChatAttachment } from '@miaoyu/contracts';
import { files } from '../../db/schema';
import { CHAT_TEST_ENV, chatUsers, type ChatUser, useLlmStub } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { multipart } from '../../../test/multipart';
import { removeUnattachedFiles, UNATTACHED_GRACE_MS } from './unattached';

describe.each(DATABASE_KINDS)('uploads no message carries, on %s', (kind) => {
  const env: Record<string, string> = { ...CHAT_TEST_ENV };
  useLlmStub(env, ['stub-model'], { chunks: 2, delayMs: 0 });
  const t = useTestApp(kind, env);
  const user = chatUsers(t);

  async function upload(me: ChatUser, name: string): Promise<ChatAttachment> {
    const form = multipart({}, [
      {
        field: 'file',
        filename: name,
        contentType: 'text/plain',
        body: Buffer.from(`${name} 的内容`),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/attachments',
      payload: form.payload,
      headers: { ...form.headers, ...me.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChatAttachment;
  }
  const rowOf = async (code: string) =>
    (await t.app.db.select().from(files).where(eq(files.code, code)))[0];
  const bytesOf = async (code: string) => t.app.storage.get((await rowOf(code))!.storageKey);

  it('are removed with their bytes after a day; sent ones, recent ones and avatars stay', async () => {
    const me = await user('13300000171');
    const sent = await upload(me, 'sent.txt');
    const neverSent = await upload(me, 'never-sent.txt');
    const recent = await upload(me, 'recent.txt');
    const ofDeletedChat = await upload(me, 'deleted-chat.txt');
    const kept = await me.session();
    const ask = (sessionId: string, code: string) =>
      me.ask(sessionId, { prompt: '读一下', options: { model: 'env:stub-model', files: [code] } });
    expect((await ask(kept, sent.code)).res.statusCode).toBe(200);
    const dropped = await me.session();
    expect((await ask(dropped, ofDeletedChat.code)).res.statusCode).toBe(200);
    expect((await me.del(`/v1/chat/sessions/${dropped}`)).statusCode).toBe(200);
    const avatar = (await rowOf(sent.code))!;
    await t.app.db.insert(files).values({
      code: 'avatarcodeforthesweep',
      userId: avatar.userId,
      purpose: 'avatar',
      storageKey: 'avatar/sweep.webp',
      contentType: 'image/webp',
      size: 3,
    });
    await t.app.storage.put('avatar/sweep.webp', Buffer.from('abc'), 'image/webp');
    const old = new Date(Date.now() - UNATTACHED_GRACE_MS - 60_000);
    const oldCodes = [sent.code, neverSent.code, ofDeletedChat.code, 'avatarcodeforthesweep'];
    await t.app.db.update(files).set({ createdAt: old }).where(inArray(files.code, oldCodes));
    const neverSentBytes = (await rowOf(neverSent.code))!.storageKey;

    expect(await removeUnattachedFiles(t.app)).toBe(2);
    expect(await rowOf(neverSent.code)).toBeUndefined();
    expect(await rowOf(ofDeletedChat.code)).toBeUndefined();
    expect(await t.app.storage.get(neverSentBytes)).toBeNull();
    // The question still shows its file, and the owner still reads it.
    expect(await bytesOf(sent.code)).not.toBeNull();
    const read = await me.get(`/v1/files/${sent.code}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('sent.txt 的内容');
    expect(await bytesOf(recent.code)).not.toBeNull();
    expect(await rowOf('avatarcodeforthesweep')).toBeDefined();
    // Nothing left to remove: a second sweep finds none.
    expect(await removeUnattachedFiles(t.app)).toBe(0);
  });
});
