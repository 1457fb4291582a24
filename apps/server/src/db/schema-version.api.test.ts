import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, testsOn } from '../../test/databases';
import { openPglite } from './client';
import { assertSchemaNotNewer, MIGRATIONS_DIR, SchemaNewerError } from './schema-version';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const newest = journal.entries.at(-1)!;

/** What a newer version of the server leaves behind: one migration this code has never seen. */
const fromNewerCode = `insert into drizzle.__drizzle_migrations (hash, created_at)
  values ('a-migration-from-a-newer-release', ${newest.when + 86_400_000})`;

describe.each(DATABASE_KINDS)('the schema guard on %s', (kind) => {
  it('lets the code run on a database at its own schema', async () => {
    const database = await openTestDatabase(kind);
    try {
      await expect(
        assertSchemaNotNewer((text) => database.executeSql(text), MIGRATIONS_DIR),
      ).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('refuses a database a newer version migrated, naming both versions', async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.executeSql(fromNewerCode);
      const refusal = assertSchemaNotNewer((text) => database.executeSql(text));
      await expect(refusal).rejects.toBeInstanceOf(SchemaNewerError);
      await expect(refusal).rejects.toThrow(newest.tag);
      await expect(refusal).rejects.toThrow(/downgrading is not supported/);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testsOn('pglite'))('an older server on a newer data folder', () => {
  it('refuses to open it and leaves it as it was', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'miaoyu-schema-'));
    try {
      const first = await openPglite(dataDir);
      await first.executeSql(fromNewerCode);
      await first.close();
      await expect(openPglite(dataDir)).rejects.toBeInstanceOf(SchemaNewerError);
      const again = await openPglite(dataDir).catch(() => null);
      expect(again).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
