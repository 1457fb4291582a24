import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { knowledgeOf } from '../../../../test/knowledge';
import { multipart } from '../../../../test/multipart';
import { makePasswordPdf } from '../parsing/fixtures/documents';

const SECTIONS = Array.from(
  { length: 6 },
  (_, i) => `## 第${i + 1}节\n\n${`这是第${i + 1}节的内容。`.repeat(30)}`,
).join('\n\n');

describe.each(DATABASE_KINDS)('chunk preview on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);

  it('cuts a file with the given settings, or the dataset’s, and stores nothing', async () => {
    const me = await user('13500000071');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('预览', { chunkSize: 1000, chunkOverlap: 0 });
    const preview = (name: string, body: Buffer, query = '') => {
      const form = multipart({}, [
        { field: 'file', filename: name, contentType: 'text/plain', body },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${kb.base}/${datasetId}/chunk-preview${query}`,
        payload: form.payload,
        headers: { ...form.headers, ...me.headers },
      });
    };

    const coarse = await preview('手册.md', Buffer.from(SECTIONS));
    expect(coarse.statusCode, coarse.body).toBe(200);
    expect(coarse.json()).toMatchObject({ kind: 'md', failure: null, total: 6 });
    expect(coarse.json().chunks[0].headings).toEqual(['第1节']);

    const fine = (
      await preview('手册.md', Buffer.from(SECTIONS), '?chunkSize=100&chunkOverlap=20')
    ).json();
    expect(fine.total).toBeGreaterThan(6);
    expect(fine.chunks.every((c: { content: string }) => c.content.length <= 120)).toBe(true);

    const locked = (await preview('locked.pdf', makePasswordPdf())).json();
    expect(locked).toMatchObject({ kind: null, failure: 'ENCRYPTED', total: 0, chunks: [] });

    const bad = await preview('手册.md', Buffer.from(SECTIONS), '?chunkSize=100&chunkOverlap=100');
    expect(bad.statusCode).toBe(422);
    expect(await kb.documents(datasetId)).toEqual([]);
  });
});
