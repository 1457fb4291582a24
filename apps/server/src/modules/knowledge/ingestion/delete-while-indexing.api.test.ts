import { describe, expect, it } from 'vitest';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { testsOn } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../../test/knowledge';

/*
 * Indexing holds its document and writes chunks, whose foreign key takes a key-share lock on the
 * dataset. A folder's deletion locks the dataset, then waits for the document: had that lock
 * refused key-share locks, the two would deadlock and the deletion would answer 500. Only
 * PostgreSQL runs them side by side.
 */
describe.runIf(testsOn('postgres'))('deleting a folder while its document is indexed', () => {
  const t = useTestApp('postgres', CHAT_TEST_ENV);
  const user = chatUsers(t);

  it('waits for the indexing batch and then deletes, without a deadlock', async () => {
    const me = await user('13500000091');
    const kb = knowledgeOf(t, me);
    const datasetId = await kb.create('删除');
    const folders = `${kb.base}/${datasetId}/folders`;
    const folder = (await me.post(folders, { name: '产品' })).json<{ id: string }>();
    await kb.upload(datasetId, 'guide.md', Buffer.from(GUIDE_MD), folder.id);
    const [doc] = await kb.settled(datasetId);

    let deleted!: Promise<{ statusCode: number; body: string }>;
    // What an indexing batch holds and takes, in its order: the document, then (by writing a
    // chunk) a key-share lock on the dataset after the deletion has locked it.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(`select id from dataset_documents where id = ${doc!.id} for update`);
      deleted = Promise.resolve(me.del(`${folders}/${folder.id}`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(`select id from datasets where id = ${datasetId} for key share`);
    });
    const answer = await deleted;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await kb.documents(datasetId)).toEqual([]);
  });
});
