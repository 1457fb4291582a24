import { describe, expect, it } from 'vitest';
import { openTestDatabase, testsOn } from '../../test/databases';
import { WORD_STATISTICS_TARGET } from './word-statistics';

const targetOf = async (db: Awaited<ReturnType<typeof openTestDatabase>>) =>
  Number(
    (
      await db.executeSql(
        `select attstattarget as target from pg_attribute
          where attrelid = 'dataset_chunks'::regclass and attname = 'words'`,
      )
    ).rows[0]?.target,
  );

describe.runIf(testsOn('postgres'))('word statistics on PostgreSQL', () => {
  it('keep ten times the default of the most common words, so searches know them', async () => {
    const db = await openTestDatabase('postgres');
    try {
      expect(await targetOf(db)).toBe(WORD_STATISTICS_TARGET);
    } finally {
      await db.close();
    }
  });
});

describe.runIf(testsOn('pglite'))('word statistics on the embedded database', () => {
  it('stay at the default: a long analysis would hold its one connection', async () => {
    const db = await openTestDatabase('pglite');
    try {
      // The default reads as -1 or nothing, by version.
      expect(await targetOf(db)).not.toBe(WORD_STATISTICS_TARGET);
    } finally {
      await db.close();
    }
  });
});
