import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Scene, SceneRunStatus } from '@miaoyu/contracts';
import { CHAT_TEST_ENV, chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { sceneNodeRuns, sceneRuns } from '../../db/schema';
import { deleteOldRuns } from './run-retention.repo';
import { insertRun } from './runs.repo';

describe.each(DATABASE_KINDS)('scene run retention on %s', (kind) => {
  const t = useTestApp(kind, { ...CHAT_TEST_ENV });
  const user = chatUsers(t);

  it('deletes finished runs past the retention in batches, keeping the recent and the unfinished', async () => {
    const owner = await user('13900394001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '留存' })).json().id;
    const scene = (await owner.post(`/v1/orgs/${orgId}/scenes`, { name: '留存' })).json() as Scene;
    const run = async (
      status: SceneRunStatus,
      daysAgo: number,
      conversation = 'test:retention',
    ) => {
      const id = await insertRun(t.app.db, BigInt(orgId), {
        sceneId: BigInt(scene.id),
        version: null,
        graph: null,
        channel: 'test',
        conversation,
        startedBy: null,
        question: '',
        variables: {},
        instanceId: 'retention',
      });
      await t.app.db
        .update(sceneRuns)
        .set({ status, startedAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(sceneRuns.id, id));
      await t.app.db
        .insert(sceneNodeRuns)
        .values({ runId: id, nodeId: 'start', type: 'start', status: 'done' });
      return id;
    };
    const old = [
      await run('done', 40),
      await run('failed', 31),
      await run('stopped', 100),
      await run('done', 45),
      await run('done', 50),
    ];
    // A conversation's newest run keeps its variables, however old.
    const lone = await run('done', 60, 'test:lone');
    const kept = [await run('done', 29), await run('running', 90), await run('waiting', 90), lone];

    // Two at a time: the batches go on until a short one.
    expect(await deleteOldRuns(t.app.db, 30, 2)).toBe(5);
    const left = await t.app.db
      .select({ id: sceneRuns.id })
      .from(sceneRuns)
      .where(inArray(sceneRuns.id, [...old, ...kept]));
    expect(left.map((r) => r.id).sort()).toEqual([...kept].sort());
    const journals = await t.app.db
      .select({ runId: sceneNodeRuns.runId })
      .from(sceneNodeRuns)
      .where(inArray(sceneNodeRuns.runId, old));
    expect(journals).toEqual([]);

    // A shorter retention reaches the recent finished run, never the unfinished ones.
    expect(await deleteOldRuns(t.app.db, 1)).toBe(1);
    expect(await deleteOldRuns(t.app.db, 1)).toBe(0);
  });
});
