/** The SQL of visitors' files: each query names the visitor whose files it touches. */
import { and, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { calendarDay, DEFAULT_TIME_ZONE } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { files } from '../../../db/schema';
import type { Visitor } from '../../../lib/scope';
import { dayStart } from '../../../db/days';

type NewVisitorFile = Pick<
  typeof files.$inferInsert,
  'code' | 'name' | 'storageKey' | 'contentType' | 'size'
>;

export async function insertVisitorFile(db: Executor, visitor: Visitor, file: NewVisitorFile) {
  await db.insert(files).values({
    ...file,
    orgId: visitor.orgId,
    visitorId: visitor.visitorId,
    purpose: 'visitor',
  });
}

/**
 * The visitor's own uploads to this team's bots among these codes (anyone else's, and their own
 * to another team's bot, are simply absent: each team's allowance counted them).
 */
export function visitorFiles(db: Executor, visitor: Visitor, codes: string[]) {
  return db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.code, codes),
        eq(files.orgId, visitor.orgId),
        eq(files.visitorId, visitor.visitorId),
        eq(files.purpose, 'visitor'),
      ),
    );
}

/** Bytes the org's bots have taken from visitors since today began (the team's time zone). */
export async function visitorBytesToday(db: Executor, orgId: bigint): Promise<number> {
  const today = calendarDay(new Date(), DEFAULT_TIME_ZONE);
  const [row] = await db
    .select({ bytes: sum(files.size) })
    .from(files)
    .where(
      and(
        eq(files.orgId, orgId),
        eq(files.purpose, 'visitor'),
        gte(files.createdAt, dayStart(today, DEFAULT_TIME_ZONE)),
      ),
    );
  return Number(row?.bytes ?? 0);
}

/**
 * Inside a transaction: waits until the team's other visitor uploads being recorded are, so
 * that its day's sum and the new file are counted as one step.
 */
export async function lockVisitorFiles(tx: Executor, orgId: bigint): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`visitor-files:${orgId}`}, 0))`,
  );
}
