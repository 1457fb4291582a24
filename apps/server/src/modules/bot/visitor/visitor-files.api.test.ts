import { describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import { files } from '../../../db/schema';
import { addKey, serviceHelper, visitorOf } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers, useLlmStub } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { multipart } from '../../../../test/multipart';

const KB = 1024;

describe.each(DATABASE_KINDS)("a team's daily visitor files on %s", (kind) => {
  const env: Record<string, string> = {
    ...CHAT_TEST_ENV,
    TRUST_PROXY: 'true',
    VISITOR_FILES_MB_PER_DAY: '1',
    // The team's day is what these tests hold; an address's share of it is tested in limits.
    VISITOR_FILES_ADDRESS_PERCENT: '100',
  };
  useLlmStub(env, ['stub-model'], { chunks: 1, delayMs: 0 });
  const t = useTestApp(kind, env);

  async function teamKey(phone: string, name: string) {
    const owner = await chatUsers(t)(phone);
    const orgId: string = (await owner.post('/v1/orgs', { name })).json().id;
    const helperId = await serviceHelper(owner, orgId, { model: 'env:stub-model' });
    return { orgId, key: (await addKey(owner, orgId, helperId)).key };
  }

  it('hold when visitors upload side by side: no more than the day allows is kept', async () => {
    const { orgId, key } = await teamKey('13933330071', '并发上传');
    const visitors = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => visitorOf(t, key, { 'x-forwarded-for': `198.51.100.${n}` })),
    );
    // Five files of 300 KB against 1 MB: three fit, whatever order they arrive in.
    const results = await Promise.all(
      visitors.map((visitor, n) => {
        const form = multipart({}, [
          {
            field: 'file',
            filename: `日志${n}.txt`,
            contentType: 'text/plain',
            body: Buffer.alloc(300 * KB, 'a'),
          },
        ]);
        return t.app.inject({
          method: 'POST',
          url: `/v1/case/fileId?key=${key}`,
          headers: { ...form.headers, ...visitor.headers },
          payload: form.payload,
        });
      }),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 413, 413]);
    const [kept] = await t.app.db
      .select({ bytes: sum(files.size) })
      .from(files)
      .where(eq(files.orgId, BigInt(orgId)));
    expect(Number(kept!.bytes)).toBe(900 * KB);
  });

  it("are the team's own: a file sent through another team's bot cannot go with a question", async () => {
    const a = await teamKey('13933330072', '甲队');
    const b = await teamKey('13933330073', '乙队');
    // One signed visitor id opens every bot; each team counts what comes through its own.
    const visitor = await visitorOf(t, a.key, { 'x-forwarded-for': '198.51.100.20' });
    const form = multipart({}, [
      { field: 'file', filename: '说明.txt', contentType: 'text/plain', body: Buffer.from('内容') },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/v1/case/fileId?key=${b.key}`,
      headers: { ...form.headers, ...visitor.headers },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const fileId: string = sent.json().fileId;
    const sessionId = await visitor.start();
    const asked = await visitor.ask(sessionId, '看看这个文件', [fileId]);
    expect(asked.res.statusCode).toBe(422);
    expect(asked.res.json().code).toBe('ATTACHMENT_NOT_FOUND');
  });
});
