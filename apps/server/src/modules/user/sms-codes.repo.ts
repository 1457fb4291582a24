import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Serialises code work per phone so two concurrent requests cannot both pass the limits. */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

export async function latestCode(db: Db | Tx, phone: string): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/** How many codes went to this phone since `since`, and when the oldest of them was sent. */
export async function codesSince(
  db: Db | Tx,
  phone: string,
  since: Date,
): Promise<{ total: number; oldest: Date | null }> {
  const [totals] = await db
    .select({ total: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)));
  const [oldest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)))
    .orderBy(asc(smsCodes.createdAt))
    .limit(1);
  return { total: totals?.total ?? 0, oldest: oldest?.createdAt ?? null };
}

export async function insertCode(
  tx: Tx,
  values: Pick<SmsCodeRow, 'phone' | 'codeHash' | 'salt' | 'expiresAt' | 'ip'>,
): Promise<bigint> {
  // Only the newest code for a phone is checked (`latestCode`), so older ones need no closing;
  // left open, an earlier code comes back when a later send that surely failed is deleted.
  const [row] = await tx.insert(smsCodes).values(values).returning({ id: smsCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: bigint): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

export async function recordAttempt(tx: Tx, id: bigint, consumed: boolean): Promise<void> {
  await tx
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      ...(consumed ? { consumedAt: new Date() } : {}),
    })
    .where(eq(smsCodes.id, id));
}
