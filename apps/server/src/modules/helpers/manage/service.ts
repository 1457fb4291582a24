/**
 * The rules of helpers: any member of an org makes helpers; who may see and manage one is in
 * `access.ts`, who may publish one outside the team in `publishing.ts`.
 */
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HELPER_SETTINGS,
  type createHelperSchema,
  type Helper,
  type helperListQuerySchema,
  type HelperModelStatus,
  type HelperSettings,
  type updateHelperSchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { publicCode } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { memberAccess } from '../../orgs';
import { publishedScene } from '../../scenes';
import type { ModelCatalog } from '../../models';
import {
  deleteOrgHelper,
  findHelperVersion,
  insertHelperVersion,
  insertOrgHelper,
  listOrgHelpers,
  orgDatasetIds,
  setHelperDatasets,
  updateOrgHelper,
  type HelperRecord,
} from './repo';
import { isHelperManager, managedHelper, managedHelperAndRole, visibleHelper } from '../access';
import { requirePublishable } from './publishing';

type CreateInput = z.output<typeof createHelperSchema>;
type UpdateInput = z.output<typeof updateHelperSchema>;

/** The org's chat models, for checking the model a helper names. */
export type LoadCatalog = (orgId: bigint) => Promise<ModelCatalog>;

export function settingsOf(helper: HelperRecord): HelperSettings {
  return {
    name: helper.name,
    avatar: helper.avatar,
    description: helper.description,
    kind: helper.kind,
    instruction: helper.instruction,
    model: helper.model,
    temperature: helper.temperature,
    contextSize: helper.contextSize,
    datasetIds: helper.datasetIds.map(String),
    topK: helper.topK,
    minScore: helper.minScore,
    welcome: helper.welcome,
    suggestedQuestions: helper.suggestedQuestions,
    visibility: helper.visibility,
    sceneId: helper.sceneId === null ? null : String(helper.sceneId),
    category: helper.category,
    tags: helper.tags,
  };
}

/** The scene as the id of a published scene of the org; another org's or a draft is a 422. */
export async function ownScene(
  db: Executor,
  orgId: bigint,
  sceneId: string | null,
  under: string[] = [],
): Promise<bigint | null> {
  if (sceneId === null) return null;
  if (!(await publishedScene(db, orgId, BigInt(sceneId))))
    throw fieldError([...under, 'sceneId'], 'NOT_FOUND', 'validation.unknownScene');
  return BigInt(sceneId);
}

/** Whether a helper's model still answers, given the org's models. */
export function modelStatusOf(model: string, { targets, defaultRef }: ModelCatalog) {
  if (model && !targets.some((t) => t.ref === model)) return 'missing';
  return model || defaultRef ? 'ok' : 'offline';
}

function toHelper(
  helper: HelperRecord,
  manageable: boolean,
  modelStatus: HelperModelStatus,
): Helper {
  return {
    id: String(helper.id),
    code: helper.code,
    orgId: String(helper.orgId),
    ...settingsOf(helper),
    authorId: helper.authorId === null ? null : String(helper.authorId),
    authorName: helper.authorName,
    version: helper.version,
    useCount: helper.useCount,
    manageable,
    modelStatus,
    createdAt: helper.createdAt.toISOString(),
    updatedAt: helper.updatedAt.toISOString(),
  };
}

const fieldError = (loc: string[], code: 'MODEL_NOT_FOUND' | 'NOT_FOUND', msg: string) =>
  new AppError(422, code, {}, [{ loc: ['body', ...loc], msg }]);

/** 422 on the field when the model is not one of the org's chat models ('' is the default). */
export async function checkModel(
  loadCatalog: LoadCatalog,
  orgId: bigint,
  ref: string | undefined,
  under: string[] = [],
) {
  if (!ref) return;
  const { targets } = await loadCatalog(orgId);
  if (!targets.some((t) => t.ref === ref))
    throw fieldError([...under, 'model'], 'MODEL_NOT_FOUND', 'validation.helperModel');
}

/** The datasets as ids of the org's own; another org's or a missing one is a 422. */
export async function ownDatasets(
  db: Executor,
  orgId: bigint,
  ids: string[],
  under: string[] = [],
): Promise<bigint[]> {
  const wanted = ids.map(BigInt);
  const found = new Set(await orgDatasetIds(db, orgId, wanted));
  if (wanted.some((id) => !found.has(id)))
    throw fieldError([...under, 'datasetIds'], 'NOT_FOUND', 'validation.unknownDataset');
  return wanted;
}

export async function listHelpers(
  app: FastifyInstance,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  query: z.output<typeof helperListQuerySchema>,
) {
  const { role } = await memberAccess(app.db, orgId, caller.user.id);
  const manager = isHelperManager(role);
  const { list, total } = await listOrgHelpers(
    app.db,
    orgId,
    {
      // A team's list is what it shares: drafts stay on their author's own page.
      authorId: query.scope === 'mine' ? caller.user.id : undefined,
      alsoPrivateOf: query.scope === 'usable' ? caller.user.id : undefined,
      kind: query.kind,
      keyword: query.keyword,
    },
    { offset: query.offset, limit: query.limit },
  );
  const catalog = await loadCatalog(orgId);
  return {
    list: list.map((h) =>
      toHelper(h, manager || h.authorId === caller.user.id, modelStatusOf(h.model, catalog)),
    ),
    total,
  };
}

export async function getHelper(
  app: FastifyInstance,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<Helper> {
  const { helper, manageable } = await visibleHelper(app.db, caller, orgId, helperId);
  return toHelper(helper, manageable, modelStatusOf(helper.model, await loadCatalog(orgId)));
}

export async function createHelper(
  app: FastifyInstance,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  input: CreateInput,
): Promise<Helper> {
  await memberAccess(app.db, orgId, caller.user.id);
  const settings: HelperSettings = {
    ...DEFAULT_HELPER_SETTINGS,
    ...definedOf(input),
    name: input.name,
    kind: input.kind,
  };
  await checkModel(loadCatalog, orgId, settings.model);
  const helperId = await app.db.transaction(async (tx) => {
    const { role } = await memberAccess(tx, orgId, caller.user.id, { lock: true });
    await requirePublishable(tx, role, null, settings);
    await app.plans.require(tx, orgId, 'helpers');
    const datasetIds = await ownDatasets(tx, orgId, settings.datasetIds);
    const sceneId = await ownScene(tx, orgId, settings.sceneId);
    const { datasetIds: _ids, sceneId: _scene, ...columns } = settings;
    const row = await insertOrgHelper(tx, orgId, {
      ...columns,
      sceneId,
      authorId: caller.user.id,
      code: publicCode(10),
      version: 1,
    });
    await setHelperDatasets(tx, orgId, row.id, datasetIds);
    await insertHelperVersion(tx, {
      helperId: row.id,
      version: 1,
      settings,
      authorId: caller.user.id,
      restoredFrom: null,
    });
    return row.id;
  });
  return getHelper(app, loadCatalog, caller, orgId, helperId);
}

/** The fields a partial input sets (zod leaves the others undefined). */
function definedOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Writes `settings` as the helper's next version. */
async function saveVersion(
  tx: Executor,
  caller: Caller,
  helper: HelperRecord,
  settings: HelperSettings,
  restoredFrom: number | null,
) {
  const datasetIds = await ownDatasets(tx, helper.orgId, settings.datasetIds);
  const sceneId = await ownScene(tx, helper.orgId, settings.sceneId);
  const version = helper.version + 1;
  const { datasetIds: _ids, sceneId: _scene, ...columns } = settings;
  await updateOrgHelper(tx, helper.orgId, helper.id, { ...columns, sceneId, version });
  await setHelperDatasets(tx, helper.orgId, helper.id, datasetIds);
  await insertHelperVersion(tx, {
    helperId: helper.id,
    version,
    settings,
    authorId: caller.user.id,
    restoredFrom,
  });
}

/** A save: a new version with the changed fields, the rest as they were. */
export async function updateHelper(
  app: FastifyInstance,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  input: UpdateInput,
): Promise<Helper> {
  await checkModel(loadCatalog, orgId, input.model);
  await app.db.transaction(async (tx) => {
    const { helper, role } = await managedHelperAndRole(tx, caller, orgId, helperId);
    const settings = { ...settingsOf(helper), ...definedOf(input) };
    await requirePublishable(tx, role, helper, settings);
    await saveVersion(tx, caller, helper, settings, null);
  });
  return getHelper(app, loadCatalog, caller, orgId, helperId);
}

/**
 * Goes back to an earlier version by saving it again as the newest (history is never rewritten).
 * Datasets deleted since are left out; a model removed since stays named, and the helper's page
 * says it is gone.
 */
export async function restoreHelperVersion(
  app: FastifyInstance,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  version: number,
): Promise<Helper> {
  await app.db.transaction(async (tx) => {
    const { helper, role } = await managedHelperAndRole(tx, caller, orgId, helperId);
    const earlier = await findHelperVersion(tx, orgId, helperId, version);
    if (!earlier) throw new AppError(404, 'NOT_FOUND');
    const still = new Set(
      (await orgDatasetIds(tx, orgId, earlier.settings.datasetIds.map(BigInt))).map(String),
    );
    // A version saved before scenes, or whose scene is gone or unpublished since, follows none.
    const scene = earlier.settings.sceneId ?? null;
    const settings = {
      ...earlier.settings,
      datasetIds: earlier.settings.datasetIds.filter((id) => still.has(id)),
      sceneId: scene !== null && (await publishedScene(tx, orgId, BigInt(scene))) ? scene : null,
    };
    await requirePublishable(tx, role, helper, settings);
    await saveVersion(tx, caller, helper, settings, version);
  });
  return getHelper(app, loadCatalog, caller, orgId, helperId);
}

export async function deleteHelper(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await managedHelper(tx, caller, orgId, helperId);
    await deleteOrgHelper(tx, orgId, helperId);
  });
}
