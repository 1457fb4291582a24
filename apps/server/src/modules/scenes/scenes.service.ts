/**
 * The rules of scenes: every member of the team reads them; their author and the team's admins
 * change, publish and delete them. A draft is saved over the version the editor started from, so
 * a colleague's save is never overwritten silently; a graph is checked whole before it is kept.
 */
import type { FastifyInstance } from 'fastify';
import {
  checkSceneGraph,
  formatMessage,
  nodeReads,
  ORG_ROLE_PERMISSIONS,
  type CreateSceneInput,
  type ErrorDetail,
  type Locale,
  type Scene,
  type SceneGraph,
  type SceneProblem,
} from '@miaoyu/contracts';
import type { Db, Executor } from '../../db/client';
import { mayEdit } from '../../lib/edit-gate';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess } from '../orgs';
import {
  currentDraftVersion,
  deleteScene,
  findScene,
  findVersion,
  insertScene,
  insertVersion,
  outsideHelpersUsing,
  pageOfScenes,
  saveDraft,
  usesOfScene,
  versionsOf,
  type SceneSummaryRow,
} from './scenes.repo';
import { subsceneProblems } from './subscene-check';
import { templateProblems } from './template-check';
import { sceneTemplate } from './templates';

export function summaryOf({ scene, ownerName, helpers, nodeCount }: SceneSummaryRow) {
  return {
    id: String(scene.id),
    name: scene.name,
    description: scene.description,
    ownerId: scene.ownerId === null ? '' : String(scene.ownerId),
    ownerName,
    draftVersion: scene.draftVersion,
    publishedVersion: scene.publishedVersion,
    publishedAt: scene.publishedAt?.toISOString() ?? null,
    unpublishedChanges: scene.publishedDraftVersion !== scene.draftVersion,
    helpers,
    nodeCount,
    createdAt: scene.createdAt.toISOString(),
    updatedAt: scene.updatedAt.toISOString(),
  };
}

export async function listScenes(
  db: Db,
  caller: Caller,
  orgId: bigint,
  query: { offset: number; limit: number; keyword?: string },
) {
  await memberAccess(db, orgId, caller.user.id);
  const { rows, total } = await pageOfScenes(db, orgId, query);
  return { list: rows.map(summaryOf), total };
}

/** The scene and whether the caller may change it; 404 outside the team. */
export async function sceneInScope(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  lock = false,
) {
  const { role } = await memberAccess(db, orgId, caller.user.id);
  const found = await findScene(db, orgId, sceneId, lock);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return { found, canEdit: mayEdit(found.scene.ownerId, caller, role) };
}

/** A scene the caller may change (403 for other members). */
export async function editableScene(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  lock = false,
) {
  const { found, canEdit } = await sceneInScope(db, caller, orgId, sceneId, lock);
  if (!canEdit) throw new AppError(403, 'SCENE_NOT_YOURS');
  return found;
}

const usesSecrets = (graph: SceneGraph) =>
  graph.nodes.some((node) => nodeReads(node).some((read) => read.selector.node === 'secret'));

/**
 * The team's secrets are its managers': a graph that sends one is saved, tested and published
 * by an owner or admin only (anyone else could send it to an address of their own).
 */
export async function requireSecretsRight(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  graph: SceneGraph,
) {
  if (!usesSecrets(graph)) return;
  const { role } = await memberAccess(db, orgId, caller.user.id);
  if (!ORG_ROLE_PERMISSIONS[role].includes('org:manage'))
    throw new AppError(403, 'SCENE_SECRETS_NEED_MANAGER');
}

export async function getScene(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
): Promise<Scene> {
  const { found, canEdit } = await sceneInScope(db, caller, orgId, sceneId);
  return { ...summaryOf(found), graph: found.scene.draft, canEdit };
}

/** The problems as a 422's detail lines, each at its place in the graph. */
function invalid(problems: SceneProblem[], locale: Locale): AppError {
  const detail: ErrorDetail[] = problems.map((p) => ({
    loc: [
      'graph',
      ...(p.edgeId ? ['edges', p.edgeId] : p.nodeId ? ['nodes', p.nodeId] : []),
      ...(p.field ? p.field.split('.') : []),
    ],
    msg: formatMessage(locale, p.code, p.params ?? {}),
  }));
  return new AppError(422, 'SCENE_INVALID', { count: problems.length }, detail);
}

/** Refuses a graph that breaks a rule, with every problem and its place. */
export async function checkGraph(
  db: Executor,
  orgId: bigint,
  sceneId: bigint | null,
  graph: SceneGraph,
  locale: Locale,
) {
  const problems = [...checkSceneGraph(graph), ...templateProblems(graph)];
  problems.push(...(await subsceneProblems(db, orgId, sceneId, graph)));
  if (problems.length > 0) throw invalid(problems, locale);
}

export async function createScene(
  db: Db,
  plans: FastifyInstance['plans'],
  caller: Caller,
  orgId: bigint,
  input: Required<CreateSceneInput>,
  locale: Locale,
) {
  await memberAccess(db, orgId, caller.user.id);
  const draft = sceneTemplate(input.template, locale);
  const id = await db.transaction(async (tx) => {
    await plans.require(tx, orgId, 'scenes');
    return insertScene(tx, orgId, {
      ownerId: caller.user.id,
      name: input.name,
      description: input.description,
      draft,
    });
  });
  return getScene(db, caller, orgId, id);
}

/** The draft's version a save must bring, from `If-Match` (a bare number or a quoted one). */
export function draftVersionOf(ifMatch: string | undefined): number {
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(ifMatch?.trim() ?? '');
  if (!match) throw new AppError(428, 'SCENE_VERSION_REQUIRED');
  return Number(match[1]);
}

async function stale(db: Executor, orgId: bigint, sceneId: bigint): Promise<never> {
  const version = await currentDraftVersion(db, orgId, sceneId);
  if (version === undefined) throw new AppError(404, 'NOT_FOUND');
  throw new AppError(409, 'SCENE_STALE', { version }, undefined, { etag: `"${version}"` });
}

export async function saveSceneDraft(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  fromVersion: number,
  body: { graph: SceneGraph; name?: string; description?: string },
  locale: Locale,
) {
  await editableScene(db, caller, orgId, sceneId);
  await requireSecretsRight(db, caller, orgId, body.graph);
  await checkGraph(db, orgId, sceneId, body.graph, locale);
  const saved = await saveDraft(db, orgId, sceneId, fromVersion, { ...body, draft: body.graph });
  if (!saved) return stale(db, orgId, sceneId);
  return { draftVersion: saved.draftVersion, updatedAt: saved.updatedAt.toISOString() };
}

/** Freezes the draft the publisher saw as the next version; a newer draft is a 409. */
export async function publishScene(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  fromVersion: number,
  note: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const found = await editableScene(tx, caller, orgId, sceneId, true);
    if (found.scene.draftVersion !== fromVersion) return stale(tx, orgId, sceneId);
    await requireSecretsRight(tx, caller, orgId, found.scene.draft);
    // What a public bot or an API key's callers are told is a manager's to publish.
    const { role } = await memberAccess(tx, orgId, caller.user.id);
    if (
      !ORG_ROLE_PERMISSIONS[role].includes('org:manage') &&
      (await outsideHelpersUsing(tx, orgId, sceneId)) > 0
    )
      throw new AppError(403, 'SCENE_PUBLIC_NEEDS_MANAGER');
    await checkGraph(tx, orgId, sceneId, found.scene.draft, locale);
    const n = await insertVersion(tx, orgId, found.scene, { note, publishedBy: caller.user.id });
    return { version: n };
  });
}

export async function listVersions(db: Db, caller: Caller, orgId: bigint, sceneId: bigint) {
  await sceneInScope(db, caller, orgId, sceneId);
  const rows = await versionsOf(db, sceneId);
  return { list: rows.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })) };
}

export async function getVersion(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  n: number,
) {
  await sceneInScope(db, caller, orgId, sceneId);
  const found = await findVersion(db, orgId, sceneId, n);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  return found;
}

/** Makes a published version the draft again (a new draft version; publish to run it). */
export async function restoreVersion(
  db: Db,
  caller: Caller,
  orgId: bigint,
  sceneId: bigint,
  n: number,
  fromVersion: number,
) {
  await editableScene(db, caller, orgId, sceneId);
  const found = await findVersion(db, orgId, sceneId, n);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  await requireSecretsRight(db, caller, orgId, found.graph);
  const saved = await saveDraft(db, orgId, sceneId, fromVersion, { draft: found.graph });
  if (!saved) return stale(db, orgId, sceneId);
  return { draftVersion: saved.draftVersion, updatedAt: saved.updatedAt.toISOString() };
}

export async function removeScene(db: Db, caller: Caller, orgId: bigint, sceneId: bigint) {
  await db.transaction(async (tx) => {
    await editableScene(tx, caller, orgId, sceneId, true);
    // A helper would silently lose its scene and a calling scene would fail at its node.
    const uses = await usesOfScene(tx, orgId, sceneId);
    if (uses.count > 0) {
      const names = [...uses.helpers, ...uses.scenes];
      throw new AppError(409, 'SCENE_IN_USE', {
        count: uses.count,
        names: names.join(', ') + (uses.count > names.length ? ' …' : ''),
      });
    }
    await deleteScene(tx, orgId, sceneId);
  });
}
