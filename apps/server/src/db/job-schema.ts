import PgBoss from 'pg-boss';

/** The job queue (pg-boss) keeps its tables in this schema, beside ours. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates the job queue's tables when the database has none yet. Called while the database is
 * opened, under the same lock as the migrations: instances starting together on an empty
 * database would otherwise race to create them, and the loser's queue would not start.
 */
export async function installJobSchema(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<void> {
  const { rows } = await query(
    `select 1 from information_schema.tables where table_schema = '${JOB_SCHEMA}' and table_name = 'version'`,
  );
  if (rows.length === 0) await query(PgBoss.getConstructionPlans(JOB_SCHEMA));
}
