/**
 * The SQL of uploaded files. A file is found by its unguessable public code (that code is how
 * avatars and logos are shared); a file is removed only within the user or team that owns it.
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
/** Whose file: a user's own (avatars, screenshots), or a team's (logos). */
export type FileOwner = { userId: bigint } | { orgId: bigint };

export async function insertFile(
  db: Executor,
  owner: { orgId: bigint | null; userId: bigint },
  values: Omit<typeof files.$inferInsert, 'id' | 'orgId' | 'userId'>,
) {
  await db.insert(files).values({ ...values, orgId: owner.orgId, userId: owner.userId });
}

export async function findFileByCode(db: Executor, code: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.code, code)).limit(1);
  return row;
}

/** Removes the owner's file; answers its storage key, or undefined when it is not theirs. */
export async function deleteOwnedFile(db: Executor, owner: FileOwner, code: string) {
  const [row] = await db
    .delete(files)
    .where(
      and(
        eq(files.code, code),
        'orgId' in owner ? eq(files.orgId, owner.orgId) : eq(files.userId, owner.userId),
      ),
    )
    .returning({ key: files.storageKey });
  return row?.key;
}

/**
 * Removes up to `limit` chat and visitor uploads made before `before` that no message carries
 * (never sent with a question, or their conversation or turn was deleted); answers their
 * storage keys. Rows another sweep holds are skipped.
 */
export async function deleteUnattachedFiles(
  db: Executor,
  before: Date,
  limit: number,
): Promise<string[]> {
  const carried = db
    .select({ one: sql`1` })
    .from(chatMessages)
    .where(
      and(
        sql`${chatMessages.attachments} <> '[]'::jsonb`,
        sql`${chatMessages.attachments} @> jsonb_build_array(jsonb_build_object('code', ${files.code}))`,
      ),
    );
  const unattached = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.purpose, ['chat', 'visitor']),
        lt(files.createdAt, before),
        notExists(carried),
      ),
    )
    .orderBy(files.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(files)
    .where(inArray(files.id, unattached))
    .returning({ key: files.storageKey });
  return rows.map((row) => row.key);
}
