import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Imported by a path the compiler does not follow: the server's files are checked under its own
 * tsconfig, and this one's DOM lib disagrees with some of them.
 */
const SERVER_APP: string = '../../../apps/server/src/app';
interface ServerApp {
  buildApp(config: unknown): Promise<{ ready(): Promise<unknown>; close(): Promise<unknown> }>;
}

interface Step {
  step: string;
  wallSeconds: number;
  cpuSeconds: number;
}

/**
 * The server's first start cut into its steps, as `openPglite` and `buildApp` run them, each
 * timed on the wall and in CPU (all threads of this process).
 */
export async function timeStartSteps(log: (line: string) => void): Promise<Step[]> {
  const steps: Step[] = [];
  const time = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const result = await run();
    const used = process.cpuUsage(cpu);
    steps.push({
      step,
      wallSeconds: Math.round((performance.now() - wall) / 100) / 10,
      cpuSeconds: Math.round((used.user + used.system) / 100_000) / 10,
    });
    log(`${step}: ${JSON.stringify(steps.at(-1))}`);
    return result;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miaoyu-bench-steps-'));
  try {
    const { PGlite, vector, drizzle, migrate } = await time('import PGlite', async () => ({
      ...(await import('@electric-sql/pglite')),
      ...(await import('@electric-sql/pglite-pgvector')),
      ...(await import('drizzle-orm/pglite')),
      ...(await import('drizzle-orm/pglite/migrator')),
    }));
    const client = await time('initdb (fresh PGlite folder)', () =>
      PGlite.create(dataDir, { extensions: { vector } }),
    );
    const { MIGRATIONS_DIR } = await import('../../../apps/server/src/db/client');
    const schema = await import('../../../apps/server/src/db/schema');
    await time('migrations', () =>
      migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    );
    const exec = async (text: string) => (await client.exec(text)).at(-1) ?? { rows: [] };
    await time('job queue and vector store schemas', async () => {
      const { installJobSchema } = await import('../../../apps/server/src/db/job-schema');
      const { installVectorStore } = await import('../../../apps/server/src/db/vector-store');
      await installJobSchema(exec);
      await installVectorStore(exec);
    });
    await client.close();
    const { buildApp, loadConfig } = await time('import the server modules', async () => ({
      ...((await import(SERVER_APP)) as Pick<ServerApp, 'buildApp'>),
      ...(await import('../../../apps/server/src/config')),
    }));
    const app = await time('open the folder again, plugins, demo seed', async () => {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: 'json', LOG_LEVEL: 'warn' });
      const built = await buildApp(config);
      await built.ready();
      return built;
    });
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return steps;
}
