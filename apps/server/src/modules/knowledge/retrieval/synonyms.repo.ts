/** The SQL of datasets' synonym lists: every function takes the organisation whose rows it reads. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { datasetSynonymGroups } from '../../../db/schema';

/** The dataset's groups in the order the team wrote them. */
export async function listSynonymGroups(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
): Promise<string[][]> {
  const rows = await db
    .select({ words: datasetSynonymGroups.words })
    .from(datasetSynonymGroups)
    .where(
      and(eq(datasetSynonymGroups.orgId, orgId), eq(datasetSynonymGroups.datasetId, datasetId)),
    )
    .orderBy(asc(datasetSynonymGroups.position));
  return rows.map((r) => r.words);
}

/** Puts `groups` in place of the dataset's list (inside the caller's transaction). */
export async function replaceSynonymGroups(
  db: Executor,
  orgId: bigint,
  datasetId: bigint,
  userId: bigint,
  groups: string[][],
): Promise<void> {
  await db
    .delete(datasetSynonymGroups)
    .where(
      and(eq(datasetSynonymGroups.orgId, orgId), eq(datasetSynonymGroups.datasetId, datasetId)),
    );
  if (groups.length === 0) return;
  await db
    .insert(datasetSynonymGroups)
    .values(groups.map((words, position) => ({ orgId, datasetId, userId, position, words })));
}

/**
 * The groups of the datasets with a word that appears in `question` (letter case aside): the
 * database sends only those, however long the lists are. `question` comes NFKC-normalised and in
 * lower case; the caller checks word boundaries.
 */
export async function synonymGroupsIn(
  db: Executor,
  orgId: bigint,
  datasetIds: bigint[],
  question: string,
): Promise<string[][]> {
  if (datasetIds.length === 0 || question.length === 0) return [];
  const rows = await db
    .select({ words: datasetSynonymGroups.words })
    .from(datasetSynonymGroups)
    .where(
      and(
        eq(datasetSynonymGroups.orgId, orgId),
        inArray(datasetSynonymGroups.datasetId, datasetIds),
        sql`exists (select 1 from unnest(${datasetSynonymGroups.words}) as w(word)
                    where strpos(${question}, lower(normalize(w.word, NFKC))) > 0)`,
      ),
    )
    .orderBy(asc(datasetSynonymGroups.datasetId), asc(datasetSynonymGroups.position));
  return rows.map((r) => r.words);
}
