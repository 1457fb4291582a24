/** The SQL of helpers and their versions: every function takes the org whose rows it touches. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { HelperKind, HelperSettings } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { containing } from '../../../db/like';
import { datasets, helperDatasets, helpers, helperVersions, users } from '../../../db/schema';

export type HelperRow = typeof helpers.$inferSelect;
type HelperColumns = Omit<typeof helpers.$inferInsert, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>;

/** A helper with its author's name and its datasets, as every answer about it needs. */
export interface HelperRecord extends HelperRow {
  authorName: string;
  datasetIds: bigint[];
}

/** Helpers whose name or description holds the keyword, whatever its case. */
export const helperMatches = (keyword: string) =>
  sql`${helpers.searchText} like lower(${containing(keyword)})`;

const withAuthor = { helper: helpers, authorName: sql<string>`coalesce(${users.nickname}, '')` };

async function attachDatasets(
  db: Executor,
  orgId: bigint,
  rows: { helper: HelperRow; authorName: string }[],
): Promise<HelperRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ helperId: helperDatasets.helperId, datasetId: helperDatasets.datasetId })
    .from(helperDatasets)
    .innerJoin(helpers, eq(helpers.id, helperDatasets.helperId))
    .where(
      and(
        eq(helpers.orgId, orgId),
        inArray(
          helperDatasets.helperId,
          rows.map((r) => r.helper.id),
        ),
      ),
    )
    .orderBy(asc(helperDatasets.datasetId));
  return rows.map(({ helper, authorName }) => ({
    ...helper,
    authorName,
    datasetIds: links.filter((l) => l.helperId === helper.id).map((l) => l.datasetId),
  }));
}

/** The org's helper, or undefined; `lock` holds the row for the rest of the transaction. */
export async function findOrgHelper(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  lock = false,
): Promise<HelperRecord | undefined> {
  const query = db
    .select(withAuthor)
    .from(helpers)
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(and(eq(helpers.id, helperId), eq(helpers.orgId, orgId)))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: helpers }) : query);
  return (await attachDatasets(db, orgId, rows))[0];
}

export interface HelperListFilter {
  /** Only the helpers this user made, whoever may see them; else those shared with the team. */
  authorId?: bigint;
  /** With the team's, this user's own private helpers (what they may use). */
  alsoPrivateOf?: bigint;
  kind?: HelperKind;
  keyword?: string;
}

export async function listOrgHelpers(
  db: Executor,
  orgId: bigint,
  filter: HelperListFilter,
  page: { offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [eq(helpers.orgId, orgId)];
  conditions.push(
    filter.authorId !== undefined
      ? eq(helpers.authorId, filter.authorId)
      : filter.alsoPrivateOf !== undefined
        ? or(sql`${helpers.visibility} <> 'private'`, eq(helpers.authorId, filter.alsoPrivateOf))
        : sql`${helpers.visibility} <> 'private'`,
  );
  if (filter.kind) conditions.push(eq(helpers.kind, filter.kind));
  if (filter.keyword) conditions.push(helperMatches(filter.keyword));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(helpers)
      .leftJoin(users, eq(users.id, helpers.authorId))
      .where(where)
      .orderBy(desc(helpers.updatedAt), desc(helpers.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(helpers).where(where),
  ]);
  return { list: await attachDatasets(db, orgId, rows), total: total?.n ?? 0 };
}

export async function insertOrgHelper(
  db: Executor,
  orgId: bigint,
  values: HelperColumns,
): Promise<HelperRow> {
  const [row] = await db
    .insert(helpers)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

export async function updateOrgHelper(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  changes: Partial<HelperColumns>,
): Promise<void> {
  await db
    .update(helpers)
    .set(changes)
    .where(and(eq(helpers.id, helperId), eq(helpers.orgId, orgId)));
}

export async function deleteOrgHelper(db: Executor, orgId: bigint, helperId: bigint) {
  await db.delete(helpers).where(and(eq(helpers.id, helperId), eq(helpers.orgId, orgId)));
}

/** Which of these ids are datasets of the org. */
export async function orgDatasetIds(db: Executor, orgId: bigint, ids: bigint[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: datasets.id })
    .from(datasets)
    .where(and(eq(datasets.orgId, orgId), inArray(datasets.id, ids)));
  return rows.map((r) => r.id);
}

/** Replaces a helper's datasets (all of them the org's: checked by the caller). */
export async function setHelperDatasets(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  datasetIds: bigint[],
) {
  const owned = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(and(eq(helpers.id, helperId), eq(helpers.orgId, orgId)));
  if (owned.length === 0) return;
  await db.delete(helperDatasets).where(eq(helperDatasets.helperId, helperId));
  if (datasetIds.length > 0)
    await db
      .insert(helperDatasets)
      .values(datasetIds.map((datasetId) => ({ helperId, datasetId })));
}

export async function insertHelperVersion(
  db: Executor,
  values: {
    helperId: bigint;
    version: number;
    settings: HelperSettings;
    authorId: bigint;
    restoredFrom: number | null;
  },
) {
  await db.insert(helperVersions).values(values);
}

const versionColumns = {
  version: helperVersions.version,
  settings: helperVersions.settings,
  restoredFrom: helperVersions.restoredFrom,
  createdAt: helperVersions.createdAt,
  authorName: sql<string>`coalesce(${users.nickname}, '')`,
};

/** A helper's versions, newest first (the helper is the org's: checked by the caller). */
export async function listHelperVersions(db: Executor, orgId: bigint, helperId: bigint) {
  return db
    .select(versionColumns)
    .from(helperVersions)
    .innerJoin(helpers, eq(helpers.id, helperVersions.helperId))
    .leftJoin(users, eq(users.id, helperVersions.authorId))
    .where(and(eq(helpers.orgId, orgId), eq(helperVersions.helperId, helperId)))
    .orderBy(desc(helperVersions.version));
}

export async function findHelperVersion(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  version: number,
) {
  const [row] = await db
    .select(versionColumns)
    .from(helperVersions)
    .innerJoin(helpers, eq(helpers.id, helperVersions.helperId))
    .leftJoin(users, eq(users.id, helperVersions.authorId))
    .where(
      and(
        eq(helpers.orgId, orgId),
        eq(helperVersions.helperId, helperId),
        eq(helperVersions.version, version),
      ),
    )
    .limit(1);
  // A version saved before helpers could follow scenes follows none.
  return row && { ...row, settings: { ...row.settings, sceneId: row.settings.sceneId ?? null } };
}

export type HelperVersionRow = NonNullable<Awaited<ReturnType<typeof findHelperVersion>>>;

/** How many helpers the organisation has: its plan may limit them. */
export async function countOrgHelpers(db: Executor, orgId: bigint) {
  const [row] = await db.select({ n: count() }).from(helpers).where(eq(helpers.orgId, orgId));
  return row?.n ?? 0;
}
