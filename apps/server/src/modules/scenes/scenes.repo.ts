/**
 * The SQL of scenes, their drafts and versions. Every function takes the org whose scenes it
 * touches; a scene of another org is not found.
 */
import { and, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SceneGraph } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { containing } from '../../db/like';
import { botKeys, helperApiKeys, helpers, scenes, sceneVersions, users } from '../../db/schema';

export type SceneRow = typeof scenes.$inferSelect;

const helpersOf = sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object(
    'id', ${helpers.id}::text, 'name', ${helpers.name}) order by ${helpers.id})
  from ${helpers} where ${helpers.sceneId} = ${scenes.id} and ${helpers.orgId} = ${scenes.orgId}), '[]'::json)`;

const summaryColumns = {
  scene: scenes,
  ownerName: sql<string>`coalesce(${users.nickname}, '')`,
  helpers: helpersOf,
  nodeCount: sql<number>`jsonb_array_length(${scenes.draft} -> 'nodes')::int`,
};

export type SceneSummaryRow = {
  scene: SceneRow;
  ownerName: string;
  helpers: { id: string; name: string }[];
  nodeCount: number;
};

export async function pageOfScenes(
  db: Executor,
  orgId: bigint,
  { keyword, offset, limit }: { keyword?: string; offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [eq(scenes.orgId, orgId)];
  if (keyword) conditions.push(ilike(scenes.name, containing(keyword)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(scenes)
      .leftJoin(users, eq(users.id, scenes.ownerId))
      .where(where)
      .orderBy(desc(scenes.updatedAt), desc(scenes.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(scenes).where(where),
  ]);
  return { rows: rows as SceneSummaryRow[], total: total?.n ?? 0 };
}

export async function findScene(db: Executor, orgId: bigint, sceneId: bigint, lock = false) {
  const query = db
    .select(summaryColumns)
    .from(scenes)
    .leftJoin(users, eq(users.id, scenes.ownerId))
    .where(and(eq(scenes.orgId, orgId), eq(scenes.id, sceneId)));
  const [row] = await (lock ? query.for('update', { of: scenes }) : query);
  return row as SceneSummaryRow | undefined;
}

export async function insertScene(
  db: Executor,
  orgId: bigint,
  values: { ownerId: bigint; name: string; description: string; draft: SceneGraph },
) {
  const [row] = await db
    .insert(scenes)
    .values({ orgId, ...values })
    .returning({ id: scenes.id });
  return row!.id;
}

/**
 * Saves a draft over the version it was edited from, in one conditional update: a stale save
 * changes nothing and answers undefined.
 */
export async function saveDraft(
  db: Executor,
  orgId: bigint,
  sceneId: bigint,
  fromVersion: number,
  values: { draft: SceneGraph; name?: string; description?: string },
) {
  const [row] = await db
    .update(scenes)
    .set({ ...values, draftVersion: sql`${scenes.draftVersion} + 1` })
    .where(
      and(eq(scenes.orgId, orgId), eq(scenes.id, sceneId), eq(scenes.draftVersion, fromVersion)),
    )
    .returning({ draftVersion: scenes.draftVersion, updatedAt: scenes.updatedAt });
  return row;
}

export async function currentDraftVersion(db: Executor, orgId: bigint, sceneId: bigint) {
  const [row] = await db
    .select({ draftVersion: scenes.draftVersion })
    .from(scenes)
    .where(and(eq(scenes.orgId, orgId), eq(scenes.id, sceneId)));
  return row?.draftVersion;
}

/** Freezes the draft as the next version (the caller holds the scene's row lock). */
export async function insertVersion(
  db: Executor,
  orgId: bigint,
  scene: SceneRow,
  values: { note: string; publishedBy: bigint },
) {
  const n = (scene.publishedVersion ?? 0) + 1;
  await db.insert(sceneVersions).values({ sceneId: scene.id, n, graph: scene.draft, ...values });
  await db
    .update(scenes)
    .set({
      publishedVersion: n,
      publishedDraftVersion: scene.draftVersion,
      publishedAt: sql`now()`,
    })
    .where(and(eq(scenes.orgId, orgId), eq(scenes.id, scene.id)));
  return n;
}

export async function versionsOf(db: Executor, sceneId: bigint) {
  return db
    .select({
      n: sceneVersions.n,
      note: sceneVersions.note,
      nodeCount: sql<number>`jsonb_array_length(${sceneVersions.graph} -> 'nodes')::int`,
      publishedByName: sql<string>`coalesce(${users.nickname}, '')`,
      createdAt: sceneVersions.createdAt,
    })
    .from(sceneVersions)
    .leftJoin(users, eq(users.id, sceneVersions.publishedBy))
    .where(eq(sceneVersions.sceneId, sceneId))
    .orderBy(desc(sceneVersions.n));
}

/** A version of a scene of the org. */
export async function findVersion(db: Executor, orgId: bigint, sceneId: bigint, n: number) {
  const [row] = await db
    .select({ n: sceneVersions.n, graph: sceneVersions.graph })
    .from(sceneVersions)
    .innerJoin(scenes, eq(scenes.id, sceneVersions.sceneId))
    .where(
      and(eq(scenes.orgId, orgId), eq(sceneVersions.sceneId, sceneId), eq(sceneVersions.n, n)),
    );
  return row;
}

/** The latest published graph of a scene of the org, with its number. */
export async function latestPublished(db: Executor, orgId: bigint, sceneId: bigint) {
  const [row] = await db
    .select({ n: sceneVersions.n, graph: sceneVersions.graph })
    .from(sceneVersions)
    .innerJoin(scenes, eq(scenes.id, sceneVersions.sceneId))
    .where(
      and(
        eq(scenes.orgId, orgId),
        eq(scenes.id, sceneId),
        isNotNull(scenes.publishedVersion),
        eq(sceneVersions.n, scenes.publishedVersion),
      ),
    );
  return row;
}

export async function deleteScene(db: Executor, orgId: bigint, sceneId: bigint) {
  const rows = await db
    .delete(scenes)
    .where(and(eq(scenes.orgId, orgId), eq(scenes.id, sceneId)))
    .returning({ id: scenes.id });
  return rows.length > 0;
}

/** At most this many names of those using a scene are told; the rest are counted. */
const NAMED_USES = 3;

/**
 * Who uses a scene: the team's helpers that follow it, and its other scenes that call it as a
 * sub-scene in their draft or their latest published version. A few names of each, and how many.
 */
export async function usesOfScene(db: Executor, orgId: bigint, sceneId: bigint) {
  const calling = JSON.stringify([{ type: 'subscene', settings: { sceneId: String(sceneId) } }]);
  const callers = and(
    eq(scenes.orgId, orgId),
    sql`${scenes.id} <> ${sceneId}`,
    sql`(${scenes.draft} -> 'nodes' @> ${calling}::jsonb or exists (
      select 1 from ${sceneVersions} where ${sceneVersions.sceneId} = ${scenes.id}
        and ${sceneVersions.n} = ${scenes.publishedVersion}
        and ${sceneVersions.graph} -> 'nodes' @> ${calling}::jsonb))`,
  );
  const following = and(eq(helpers.orgId, orgId), eq(helpers.sceneId, sceneId));
  const [helperNames, [helperCount], sceneNames, [sceneCount]] = await Promise.all([
    db
      .select({ name: helpers.name })
      .from(helpers)
      .where(following)
      .orderBy(helpers.id)
      .limit(NAMED_USES),
    db.select({ n: count() }).from(helpers).where(following),
    db
      .select({ name: scenes.name })
      .from(scenes)
      .where(callers)
      .orderBy(scenes.id)
      .limit(NAMED_USES),
    db.select({ n: count() }).from(scenes).where(callers),
  ]);
  return {
    helpers: helperNames.map((h) => h.name),
    scenes: sceneNames.map((s) => s.name),
    count: (helperCount?.n ?? 0) + (sceneCount?.n ?? 0),
  };
}

/**
 * Helpers following the scene that face people outside the team: public ones, and those with a
 * bot key or an API key.
 */
export async function outsideHelpersUsing(db: Executor, orgId: bigint, sceneId: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(helpers)
    .where(
      and(
        eq(helpers.orgId, orgId),
        eq(helpers.sceneId, sceneId),
        sql`(${helpers.visibility} = 'public'
          or exists (select 1 from ${botKeys} where ${botKeys.helperId} = ${helpers.id})
          or exists (select 1 from ${helperApiKeys} where ${helperApiKeys.helperId} = ${helpers.id}))`,
      ),
    );
  return row?.n ?? 0;
}

/** How many scenes the organisation has: its plan may limit them. */
export async function countOrgScenes(db: Executor, orgId: bigint) {
  const [row] = await db.select({ n: count() }).from(scenes).where(eq(scenes.orgId, orgId));
  return row?.n ?? 0;
}
