import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { DatasetUpload } from '@miaoyu/contracts';
import { datasetDocuments } from '../../../db/schema';
import type { ModuleEvents } from '../../../plugins/events';
import { CHAT_TEST_ENV, chatUsers, type ChatUser } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp, type TestApp } from '../../../../test/harness';
import { GUIDE_MD, knowledgeOf } from '../../../../test/knowledge';
import { startS3Stub } from '../../../../test/s3-stub';

const ENV = { ...CHAT_TEST_ENV, JOBS_POLL_INTERVAL_MS: '500' };
const BUCKET = 'studio';

type Backend = 'local disk' | 'S3';
const BACKENDS: Backend[] = ['local disk', 'S3'];

/** What every event carried, in order, as the bus delivered it. */
type Seen = { name: keyof ModuleEvents; payload: unknown }[];

/**
 * A deleted team's knowledge base leaves nothing in file storage: its documents' originals and
 * the parts of an upload still arriving go (a job, on `org.deleted`), while another team's stay.
 * The same when the team goes with its owner's account. On local disk and on S3.
 */
describe.each(DATABASE_KINDS.flatMap((kind) => BACKENDS.map((b) => [kind, b] as const)))(
  "a deleted team's knowledge-base files on %s, %s storage",
  (kind, backend) => {
    const s3 = { stub: undefined as Awaited<ReturnType<typeof startS3Stub>> | undefined };
    beforeAll(async () => {
      // A page of two keys, so a folder is emptied over several listing pages.
      if (backend === 'S3') s3.stub = await startS3Stub({ pageSize: 2 });
    });
    afterAll(async () => {
      await s3.stub?.close();
    });
    const seen: Seen = [];
    const t = useTestApp(
      kind,
      () => ({
        ...ENV,
        ...(s3.stub
          ? {
              S3_BUCKET: BUCKET,
              S3_ENDPOINT: s3.stub.endpoint,
              S3_ACCESS_KEY_ID: 'test',
              S3_SECRET_ACCESS_KEY: 'test-secret',
            }
          : {}),
      }),
      (app) => {
        const record =
          <N extends keyof ModuleEvents>(name: N) =>
          (payload: ModuleEvents[N]) => {
            seen.push({ name, payload });
          };
        for (const name of ['org.deleted', 'member.removed', 'user.deleted'] as const)
          app.events.on(name, record(name));
        // A handler that fails: logged, and the others (the knowledge base's) still run.
        app.events.on('org.deleted', () => {
          throw new Error('a broken handler');
        });
      },
    );
    const user = chatUsers(t);

    it('removes the originals and upload parts of a deleted team, and only them', async () => {
      const owner = await user(phone(1));
      const team = await createTeam(owner, '知识库团队');
      const teamFiles = await storeKnowledge(t, owner, team);
      const ownFiles = await storeKnowledge(t, owner, owner.orgId);
      for (const key of [...teamFiles, ...ownFiles]) expect(await stored(t, key), key).toBe(true);
      if (s3.stub) expect(objectsUnder(s3.stub, `knowledge/${team}/`)).toHaveLength(1);

      const deleted = await owner.post(`/v1/orgs/${team}/delete`, { confirmName: '知识库团队' });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(seen).toContainEqual({ name: 'org.deleted', payload: { orgId: BigInt(team) } });
      await eventually(async () => {
        for (const key of teamFiles) expect(await stored(t, key), key).toBe(false);
      });
      for (const key of ownFiles) expect(await stored(t, key), key).toBe(true);
      if (s3.stub) {
        expect(objectsUnder(s3.stub, `knowledge/${team}/`)).toEqual([]);
        expect(objectsUnder(s3.stub, `knowledge-uploads/${team}/`)).toEqual([]);
      }
      expect(failedHandlers(t)).toContain('org.deleted');
    });

    it("removes those of the teams and personal space deleted with their owner's account", async () => {
      const owner = await user(phone(2));
      const team = await createTeam(owner, '独自的团队');
      const files = [
        ...(await storeKnowledge(t, owner, team)),
        ...(await storeKnowledge(t, owner, owner.orgId)),
      ];
      const gone = await owner.post('/v1/user/delete', { confirm: 'DELETE' });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(seen).toContainEqual({
        name: 'user.deleted',
        payload: { userId: BigInt(owner.id), orgIds: expect.arrayContaining([BigInt(team)]) },
      });
      await eventually(async () => {
        for (const key of files) expect(await stored(t, key), key).toBe(false);
      });
    });

    it('emits nothing for a refusal, whose transaction rolled back, and keeps the files', async () => {
      const owner = await user(phone(3));
      const member = await user(phone(4));
      const team = await createTeam(owner, '留下的团队');
      const files = await storeKnowledge(t, owner, team);
      await joinTeam(owner, member, team);
      const before = seen.length;
      // The member may not remove the owner: refused inside the transaction that locked them.
      const refused = await member.del(`/v1/orgs/${team}/members/${owner.id}`);
      expect(refused.statusCode).toBe(403);
      // Nor may the owner delete an account that leaves a team with members behind.
      const kept = await owner.post('/v1/user/delete', { confirm: 'DELETE' });
      expect(kept.json().code).toBe('OWNS_TEAM_WITH_MEMBERS');
      expect(seen.slice(before)).toEqual([]);
      for (const key of files) expect(await stored(t, key), key).toBe(true);
      // What is allowed is told once it is committed.
      expect((await member.post(`/v1/orgs/${team}/leave`)).statusCode).toBe(200);
      expect(seen.slice(before)).toEqual([
        {
          name: 'member.removed',
          payload: { orgId: BigInt(team), userId: BigInt(member.id), reason: 'left' },
        },
      ]);
    });
  },
);

/** Each combination has an app and a database of its own. */
const phone = (n: number) => `1350007000${n}`;

async function createTeam(owner: ChatUser, name: string): Promise<string> {
  const res = await owner.post('/v1/orgs', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

/** An invite taken by `member`, as a person would. */
async function joinTeam(owner: ChatUser, member: ChatUser, team: string) {
  const invite = await owner.post(`/v1/orgs/${team}/invites`, { role: 'member' });
  expect(invite.statusCode, invite.body).toBe(200);
  const code = invite.json().code as string;
  const joined = await member.post(`/v1/invites/${code}/accept`);
  expect(joined.statusCode, joined.body).toBe(200);
}

/**
 * A document (its original stored, then ingested) and a one-part upload whose part arrived but
 * which was never completed, in the org's knowledge base; answers their storage keys.
 */
async function storeKnowledge(t: TestApp, me: ChatUser, orgId: string): Promise<string[]> {
  const kb = knowledgeOf(t, me, orgId);
  const datasetId = await kb.create('资料');
  const added = await kb.upload(datasetId, '指南.md', Buffer.from(GUIDE_MD));
  expect(added.statusCode, added.body).toBe(200);
  await kb.settled(datasetId);
  const part = Buffer.from(`${GUIDE_MD}\n\n还在上传的文件`);
  const started = await me.post(`${kb.base}/${datasetId}/uploads`, {
    name: '上传中.md',
    size: part.length,
  });
  expect(started.statusCode, started.body).toBe(200);
  const upload = started.json() as DatasetUpload;
  const sent = await t.app.inject({
    method: 'PUT',
    url: `${kb.base}/${datasetId}/uploads/${upload.id}/parts/0`,
    payload: part,
    headers: { ...me.headers, 'content-type': 'application/octet-stream' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const originals = await t.app.db
    .select({ key: datasetDocuments.storageKey })
    .from(datasetDocuments)
    .where(inArray(datasetDocuments.orgId, [BigInt(orgId)]));
  expect(originals).toHaveLength(1);
  return [originals[0]!.key, `knowledge-uploads/${orgId}/${upload.id}/0`];
}

const stored = async (t: TestApp, key: string) => (await t.app.storage.get(key)) !== null;

function objectsUnder(stub: Awaited<ReturnType<typeof startS3Stub>>, prefix: string): string[] {
  return [...stub.objects.keys()].filter((path) => path.startsWith(`/${BUCKET}/${prefix}`));
}

/** The events whose handler failed, from the log. */
const failedHandlers = (t: TestApp) =>
  t.logs.lines.filter((l) => l.msg === 'event handler failed').map((l) => l.event);

/** Retries the check until it passes or 15 s have gone (the removal is a background job). */
async function eventually(check: () => Promise<void>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
