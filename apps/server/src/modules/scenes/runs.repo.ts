/**
 * The SQL of scene runs and their journal (one row per node, rewritten at each attempt). Every
 * function takes the org whose runs it touches.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale, SceneGraph, SceneRunStatus } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { sceneNodeRuns, sceneRuns, serverInstances } from '../../db/schema';
import { storableJson, withoutNul } from '../../lib/storable';
import type { NodeJournalEntry } from './engine/run-scene';

export type SceneRunRow = typeof sceneRuns.$inferSelect;

export async function insertRun(
  db: Executor,
  orgId: bigint,
  values: {
    sceneId: bigint;
    version: number | null;
    graph: SceneGraph | null;
    channel: string;
    conversation: string;
    startedBy: bigint | null;
    question: string;
    locale?: Locale;
    variables: Record<string, unknown>;
    instanceId: string;
  },
) {
  const [row] = await db
    .insert(sceneRuns)
    .values({ orgId, status: 'running', ...values })
    .returning({ id: sceneRuns.id });
  return row!.id;
}

/** The columns a journal line sets, as the row stores them. */
function nodeRunRow(runId: bigint, entry: NodeJournalEntry) {
  return {
    runId,
    nodeId: entry.nodeId,
    type: entry.type,
    status: entry.status,
    attempt: entry.attempt,
    iteration: entry.iteration ?? 0,
    // What a model, a page or a visitor wrote may hold U+0000, which jsonb refuses.
    inputs: storableJson(entry.inputs) as Record<string, unknown>,
    outputs: storableJson(entry.outputs) as Record<string, unknown>,
    handles: entry.handles,
    error: withoutNul(entry.error),
    promptTokens: entry.promptTokens,
    completionTokens: entry.completionTokens,
    startedAt: entry.startedAt,
    ms: entry.ms,
  };
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);
const journalKey = [sceneNodeRuns.runId, sceneNodeRuns.nodeId, sceneNodeRuns.iteration];

/**
 * Nodes' attempts, each row the node's latest state in the run (one line a node and pass). A
 * start keeps what a retry does not know yet; an end replaces it all.
 */
export async function writeNodeRuns(db: Executor, runId: bigint, entries: NodeJournalEntry[]) {
  const starts = entries.filter((e) => e.status === 'running').map((e) => nodeRunRow(runId, e));
  const ends = entries.filter((e) => e.status !== 'running').map((e) => nodeRunRow(runId, e));
  if (starts.length > 0)
    await db
      .insert(sceneNodeRuns)
      .values(starts)
      .onConflictDoUpdate({
        target: journalKey,
        set: {
          status: excluded('status'),
          attempt: excluded('attempt'),
          startedAt: excluded('started_at'),
          error: '',
        },
      });
  if (ends.length > 0)
    await db
      .insert(sceneNodeRuns)
      .values(ends)
      .onConflictDoUpdate({
        target: journalKey,
        set: Object.fromEntries(
          [
            ['type', 'type'],
            ['status', 'status'],
            ['attempt', 'attempt'],
            ['inputs', 'inputs'],
            ['outputs', 'outputs'],
            ['handles', 'handles'],
            ['error', 'error'],
            ['promptTokens', 'prompt_tokens'],
            ['completionTokens', 'completion_tokens'],
            ['startedAt', 'started_at'],
            ['ms', 'ms'],
          ].map(([field, column]) => [field, excluded(column!)]),
        ),
      });
}

export async function finishRun(
  db: Executor,
  orgId: bigint,
  runId: bigint,
  values: {
    status: SceneRunStatus;
    variables: Record<string, unknown>;
    waitingNode: string | null;
    error: string;
    promptTokens: number;
    completionTokens: number;
  },
) {
  const ended = values.status === 'waiting' ? null : sql`now()`;
  await db
    .update(sceneRuns)
    .set({
      ...values,
      variables: storableJson(values.variables) as Record<string, unknown>,
      error: withoutNul(values.error),
      promptTokens: sql`${sceneRuns.promptTokens} + ${values.promptTokens}`,
      completionTokens: sql`${sceneRuns.completionTokens} + ${values.completionTokens}`,
      endedAt: ended,
      updatedAt: sql`now()`,
      instanceId: null,
    })
    // A run the sweeper closed (its instance was taken for dead) stays closed.
    .where(
      and(eq(sceneRuns.orgId, orgId), eq(sceneRuns.id, runId), eq(sceneRuns.status, 'running')),
    );
}

/** The conversation's latest run of the scene: its variables, and whether it waits. */
export async function latestRunIn(
  db: Executor,
  orgId: bigint,
  sceneId: bigint,
  conversation: string,
) {
  const [row] = await db
    .select()
    .from(sceneRuns)
    .where(
      and(
        eq(sceneRuns.orgId, orgId),
        eq(sceneRuns.sceneId, sceneId),
        eq(sceneRuns.conversation, conversation),
      ),
    )
    .orderBy(desc(sceneRuns.startedAt), desc(sceneRuns.id))
    .limit(1);
  return row;
}

/** Takes a waiting run to go on with it; false when another request took it first. */
export async function claimWaitingRun(
  db: Executor,
  orgId: bigint,
  runId: bigint,
  instanceId: string,
) {
  const rows = await db
    .update(sceneRuns)
    .set({ status: 'running', instanceId, updatedAt: sql`now()` })
    .where(
      and(eq(sceneRuns.orgId, orgId), eq(sceneRuns.id, runId), eq(sceneRuns.status, 'waiting')),
    )
    .returning({ id: sceneRuns.id });
  return rows.length > 0;
}

export async function nodeRunsOf(db: Executor, runId: bigint) {
  return db.select().from(sceneNodeRuns).where(eq(sceneNodeRuns.runId, runId));
}

export async function pageOfRuns(
  db: Executor,
  orgId: bigint,
  sceneId: bigint,
  { offset, limit }: { offset: number; limit: number },
) {
  const where = and(eq(sceneRuns.orgId, orgId), eq(sceneRuns.sceneId, sceneId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sceneRuns)
      .where(where)
      .orderBy(desc(sceneRuns.startedAt), desc(sceneRuns.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(sceneRuns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRun(db: Executor, orgId: bigint, sceneId: bigint, runId: bigint) {
  const [row] = await db
    .select()
    .from(sceneRuns)
    .where(
      and(eq(sceneRuns.orgId, orgId), eq(sceneRuns.sceneId, sceneId), eq(sceneRuns.id, runId)),
    );
  return row;
}

/**
 * Runs left `running` by an instance that stopped beating (`kill -9`, a lost machine) end as
 * failed, with their journal kept: a conversation never shows a run that goes on forever.
 */
export async function failOrphanedRuns(db: Executor, deadAfterMs: number, reason: string) {
  const alive = sql`exists (
    select 1 from ${serverInstances}
    where ${serverInstances.id} = ${sceneRuns.instanceId}
      and ${serverInstances.heartbeatAt} > now() - make_interval(secs => ${deadAfterMs / 1000})
  )`;
  const rows = await db
    .update(sceneRuns)
    .set({
      status: 'failed',
      error: reason,
      endedAt: sql`now()`,
      updatedAt: sql`now()`,
      instanceId: null,
    })
    .where(and(eq(sceneRuns.status, 'running'), sql`not ${alive}`))
    .returning({ id: sceneRuns.id });
  if (rows.length > 0)
    await db
      .update(sceneNodeRuns)
      .set({ status: 'failed', error: reason })
      .where(
        and(
          eq(sceneNodeRuns.status, 'running'),
          sql`${sceneNodeRuns.runId} in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        ),
      );
  return rows.length;
}
