import type { App } from '../../src/app';
import { insertRun } from '../../src/modules/scenes/runs.repo';
import { findScene, insertScene, insertVersion } from '../../src/modules/scenes/scenes.repo';
import { putSecret } from '../../src/modules/scenes/secrets.repo';
import { sceneTemplate } from '../../src/modules/scenes/templates';

/**
 * The team's scenes as the matrix sees them: the spare member's published lead-capture scene
 * (their colleagues read it; only they and the managers change it), one run of it, and a
 * secret of the team.
 */
export interface MatrixScenes {
  sceneId: string;
  runId: string;
}

export async function scenesWorldOf(
  app: App,
  { orgId, targetId }: { orgId: bigint; targetId: bigint },
): Promise<MatrixScenes> {
  const draft = sceneTemplate('lead');
  const sceneId = await insertScene(app.db, orgId, {
    ownerId: targetId,
    name: '留资',
    description: '',
    draft,
  });
  const found = await findScene(app.db, orgId, sceneId);
  await insertVersion(app.db, orgId, found!.scene, { note: '', publishedBy: targetId });
  const runId = await insertRun(app.db, orgId, {
    sceneId,
    version: 1,
    graph: null,
    channel: 'chat',
    conversation: 'chat:0',
    startedBy: targetId,
    question: '你好',
    variables: {},
    instanceId: 'matrix',
  });
  // Its value is never read here: the matrix removes it.
  await putSecret(app.db, orgId, 'PRICE_KEY', 'sealed', targetId);
  return { sceneId: String(sceneId), runId: String(runId) };
}
