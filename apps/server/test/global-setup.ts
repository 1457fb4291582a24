import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { createPostgresDatabase, testsOn } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each file's is copied from; empty when none is tested. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database of each kind once; every test file starts from a copy (a PGlite's initdb
 * takes seconds, and migrating a PostgreSQL database a second or two of both processes' time).
 */
export default async function setup(project: TestProject) {
  const dropPostgres = await postgresTemplate(project);
  if (!testsOn('pglite')) {
    project.provide('pgliteTemplate', '');
    return dropPostgres;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'miaoyu-template-'));
  const database = await openPglite('memory://');
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    await dropPostgres();
  };
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  if (!testsOn('postgres')) {
    project.provide('postgresTemplate', '');
    return async () => undefined;
  }
  const template = await createPostgresDatabase();
  // Migrated, then closed: a database is copied only while nobody is connected to it.
  await (await openPostgres(template.url, 1)).close();
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return template.drop;
}
