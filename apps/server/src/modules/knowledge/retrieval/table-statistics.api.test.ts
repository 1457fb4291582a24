import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { DATABASE_KINDS, openTestDatabase } from '../../../../test/databases';
import { analyzeIfGrown } from './retrieval.repo';

describe.each(DATABASE_KINDS)('planner statistics on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  const reltuples = async () =>
    Number(
      (await database.executeSql(`select reltuples from pg_class where relname = 'dataset_chunks'`))
        .rows[0]!.reltuples,
    );

  it('refreshes them once the chunks have grown, and not again until they grow more', async () => {
    await database.executeSql(`
      insert into organisations (name, kind, code) values ('统计', 'team', 'stats-org');
      insert into datasets (org_id, name, chunk_size, chunk_overlap, top_k)
        select id, '统计', 500, 50, 5 from organisations where code = 'stats-org';
      insert into dataset_documents (org_id, dataset_id, name, source, status)
        select org_id, id, '文档', 'text', 'done' from datasets where name = '统计';
      insert into dataset_chunks (org_id, dataset_id, document_id, position, content, words, segmenter)
        select d.org_id, d.dataset_id, d.id, g, repeat('退货政策', 50), to_tsvector('simple', '退货 政策'), 'v'
        from dataset_documents d, generate_series(1, 3000) g;`);
    expect(await analyzeIfGrown(database.db, 'dataset_chunks')).toBe(true);
    expect(await reltuples()).toBeGreaterThan(2500);
    expect(await analyzeIfGrown(database.db, 'dataset_chunks')).toBe(false);
  });
});
