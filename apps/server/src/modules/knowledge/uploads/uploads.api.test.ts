import { describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES, type DatasetUpload } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../../test/knowledge';

const ENV = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500', KB_ORG_QUOTA_MB: '20' };

/** A Markdown file of a little over two parts: the guide, then filler paragraphs. */
function largeMarkdown(): Buffer {
  const filler = '\n\n门店营业时间为每天上午九点到晚上十点，节假日照常营业。'.repeat(1);
  const parts = [GUIDE_MD];
  let size = Buffer.byteLength(GUIDE_MD);
  while (size < 2 * UPLOAD_PART_BYTES + 1000) {
    parts.push(filler);
    size += Buffer.byteLength(filler);
  }
  return Buffer.from(parts.join(''));
}

describe.each(DATABASE_KINDS)('uploads in parts on %s', (kind) => {
  const t = useTestApp(kind, ENV);
  const user = chatUsers(t);

  const partOf = (bytes: Buffer, upload: DatasetUpload, index: number) =>
    bytes.subarray(index * upload.partSize, (index + 1) * upload.partSize);
  const put = (me: ChatUser, url: string, body: Buffer, contentType = 'application/octet-stream') =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { ...me.headers, 'content-type': contentType },
    });

  it('goes on after a drop with only the missing parts, then adds the file', async () => {
    const me = await user('13500000401');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('大文件');
    const bytes = largeMarkdown();
    const url = `${kb.base}/${datasetId}/uploads`;
    const started = await me.post(url, { name: '门店手册.md', size: bytes.length });
    expect(started.statusCode, started.body).toBe(200);
    const upload = started.json() as DatasetUpload;
    expect(upload).toMatchObject({ partSize: UPLOAD_PART_BYTES, partCount: 3, received: [] });

    // Parts in any order; one sent twice (its answer was lost) counts once.
    for (const index of [2, 0, 0]) {
      const res = await put(me, `${url}/${upload.id}/parts/${index}`, partOf(bytes, upload, index));
      expect(res.statusCode, res.body).toBe(200);
    }
    // After a drop the page asks what arrived, and sends the rest.
    const seen = (await me.get(`${url}/${upload.id}`)).json() as DatasetUpload;
    expect(seen.received).toEqual([0, 2]);
    const early = await me.post(`${url}/${upload.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'UPLOAD_INCOMPLETE' });
    expect(early.json().message).toContain('1');
    await put(me, `${url}/${upload.id}/parts/1`, partOf(bytes, upload, 1));

    const done = await me.post(`${url}/${upload.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ name: '门店手册.md', bytes: bytes.length });
    const [doc] = await kb.settled(datasetId);
    expect(doc!.status).toBe('done');
    const [first] = await kb.chunks(datasetId, doc!.id);
    expect(first!.content).toContain('七天内');
    // The upload is over: it and its parts are gone.
    expect((await me.get(`${url}/${upload.id}`)).statusCode).toBe(404);
  });

  it('refuses a wrong part, a file over the limits, and an outsider', async () => {
    const me = await user('13500000402');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('检查');
    const url = `${kb.base}/${datasetId}/uploads`;
    const upload = (await me.post(url, { name: 'a.md', size: 10 })).json() as DatasetUpload;
    expect(upload.partCount).toBe(1);

    const short = await put(me, `${url}/${upload.id}/parts/0`, Buffer.from('123'));
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('UPLOAD_PART_INVALID');
    const beyond = await put(me, `${url}/${upload.id}/parts/1`, Buffer.from('0123456789'));
    expect(beyond.statusCode).toBe(400);
    const notNumber = await put(me, `${url}/${upload.id}/parts/x`, Buffer.from('0123456789'));
    expect(notNumber.statusCode).toBe(422);
    const json = await put(
      me,
      `${url}/${upload.id}/parts/0`,
      Buffer.from('{}'),
      'application/json',
    );
    expect(json.statusCode).toBe(415);
    const big = await put(me, `${url}/${upload.id}/parts/0`, Buffer.alloc(UPLOAD_PART_BYTES + 1));
    expect(big.statusCode).toBe(413);
    expect((await me.get(`${url}/${upload.id}`)).json().received).toEqual([]);

    const tooLarge = await me.post(url, { name: 'big.pdf', size: 51 * 1024 * 1024 });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('DOCUMENT_TOO_LARGE');
    const overQuota = await me.post(url, { name: 'q.pdf', size: 21 * 1024 * 1024 });
    expect(overQuota.statusCode).toBe(413);
    expect(overQuota.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    const badFolder = await me.post(url, { name: 'a.md', size: 10, folderId: '999999' });
    expect(badFolder.statusCode).toBe(422);

    // Nobody outside the organisation learns it exists.
    const other = await user('13500000403');
    const foreign = await other.get(
      `/v1/orgs/${me.orgId}/datasets/${datasetId}/uploads/${upload.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('a refused file (the same bytes twice) ends its upload; cancel removes one', async () => {
    const me = await user('13500000404');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('重复');
    const bytes = Buffer.from(GUIDE_MD);
    expect((await kb.upload(datasetId, '指南.md', bytes)).statusCode).toBe(200);
    const url = `${kb.base}/${datasetId}/uploads`;
    const upload = (await me.post(url, { name: '指南副本.md', size: bytes.length })).json();
    await put(me, `${url}/${upload.id}/parts/0`, bytes);
    const refused = await me.post(`${url}/${upload.id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DUPLICATE_DOCUMENT');
    expect((await me.get(`${url}/${upload.id}`)).statusCode).toBe(404);

    const second = (await me.post(url, { name: 'b.md', size: 5 })).json();
    expect((await me.del(`${url}/${second.id}`)).statusCode).toBe(200);
    expect((await me.get(`${url}/${second.id}`)).statusCode).toBe(404);
  });
});
