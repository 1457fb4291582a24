/** The SQL of visitors' files: each query names the visitor whose files it touches. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';
import type { Visitor } from '../../lib/scope';

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

/** The visitor's own uploads among these codes (anyone else's are simply absent). */
export function visitorFiles(db: Executor, visitor: Visitor, codes: string[]) {
  return db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.code, codes),
        eq(files.visitorId, visitor.visitorId),
        eq(files.purpose, 'visitor'),
      ),
    );
}
