/**
 * How many of the chunks' most common words PostgreSQL's statistics keep. Retrieval leaves the
 * common ones out of its loose searches and its counting (`commonWords`): a word it does not know
 * to be common is counted, which at a million chunks reads thousands of rows for a word in 5 % of
 * them. The default (100) keeps about a thousand words, mostly single characters and pairs; 1000
 * keeps ten thousand, and a million-chunk search goes from p95 88 ms to 20 ms (`bench:kb`).
 * PostgreSQL only: analysing then samples 300,000 rows, which on the embedded database (one
 * connection, no autovacuum) would hold every query while it runs, and PGlite meets its own
 * target with the default.
 */
export const WORD_STATISTICS_TARGET = 1000;

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Sets the target once (a catalogue change, so it is looked at before it is written). */
export async function keepWordStatistics(query: Query): Promise<void> {
  const { rows } = await query(
    `select attstattarget as target from pg_attribute
      where attrelid = 'dataset_chunks'::regclass and attname = 'words'`,
  );
  if (Number(rows[0]?.target) === WORD_STATISTICS_TARGET) return;
  await query(
    `alter table dataset_chunks alter column words set statistics ${WORD_STATISTICS_TARGET}`,
  );
}
