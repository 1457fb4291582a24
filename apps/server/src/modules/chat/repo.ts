/** The SQL of chat uploads: every function takes the user whose files it touches. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

type NewChatFile = Omit<typeof files.$inferInsert, 'id' | 'userId' | 'purpose'>;

export async function insertChatFile(db: Executor, userId: bigint, file: NewChatFile) {
  await db.insert(files).values({ ...file, userId, purpose: 'chat' });
}

/** The user's chat uploads among these codes (unknown or others' codes are simply absent). */
export function userChatFiles(db: Executor, userId: bigint, codes: string[]) {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.code, codes), eq(files.userId, userId), eq(files.purpose, 'chat')));
}
