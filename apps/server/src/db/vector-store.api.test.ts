import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPglite } from './client';
import * as schema from './schema';
import { testsOn } from '../../test/databases';

const require = createRequire(import.meta.url);

/** A package's package.json (neither exports it): up from its entry point to its folder. */
async function manifest(name: string) {
  for (let dir = path.dirname(require.resolve(name)); ; dir = path.dirname(dir)) {
    const text = await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => null);
    const json = text ? (JSON.parse(text) as { name?: string }) : null;
    if (json?.name === name)
      return json as { version: string; peerDependencies?: Record<string, string> };
    if (dir === path.dirname(dir)) throw new Error(`no package.json for ${name}`);
  }
}

describe.runIf(testsOn('pglite'))('vectors on the embedded database', () => {
  it('runs the PGlite that the pgvector build was made for', async () => {
    // The extension is compiled against one PGlite; a PGlite upgrade must come with its own
    // pgvector build, so this fails until both move together.
    const pglite = await manifest('@electric-sql/pglite');
    const pgvector = await manifest('@electric-sql/pglite-pgvector');
    expect(pgvector.peerDependencies?.['@electric-sql/pglite']).toBe(pglite.version);
  });

  it('adds vectors to a data directory made before they existed, keeping its rows', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'miaoyu-pglite-upgrade-'));
    try {
      // A database as an earlier release left it: migrated, with data, no extension loaded.
      const before = await PGlite.create(dir);
      await migrate(drizzle({ client: before, schema }), { migrationsFolder: MIGRATIONS_DIR });
      await before.exec(`insert into users (phone, nickname) values ('13900000000', '老用户')`);
      await before.close();

      const database = await openPglite(dir);
      try {
        expect(database.vectors.available).toBe(true);
        const { rows } = await database.executeSql(
          `select (select nickname from users where phone = '13900000000') as nickname,
                  (select extversion from pg_extension where extname = 'vector') as version,
                  to_regclass('dataset_chunk_vectors') is not null as has_table`,
        );
        expect(rows[0]).toMatchObject({ nickname: '老用户', has_table: true });
        expect(String(rows[0]!.version)).toMatch(/^0\.\d+\.\d+$/);
        // Cosine distance works on the upgraded database.
        const distance = await database.executeSql(
          `select '[1,0]'::vector <=> '[0,1]'::vector as d`,
        );
        expect(Number(distance.rows[0]!.d)).toBeCloseTo(1);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
