import { describe, expect, it } from 'vitest';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { datasetDocuments, datasetFolders } from './schema';
import { outer } from './outer';

describe('outer', () => {
  const db = drizzle(async () => ({ rows: [] }));
  const countIn = (folderId: Column | SQL) =>
    db
      .select({
        id: datasetFolders.id,
        documents: sql<number>`(select count(*) from ${datasetDocuments} d where d.folder_id = ${folderId})`,
      })
      .from(datasetFolders)
      .toSQL().sql;

  it('names the outer column with its table inside a subquery of a one-table select', () => {
    // What it guards against: drizzle writes the plain column bare here.
    expect(countIn(datasetFolders.id)).toContain('d.folder_id = "id")');
    expect(countIn(outer(datasetFolders.id))).toContain('d.folder_id = "dataset_folders"."id")');
  });
});
