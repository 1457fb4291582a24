/**
 * Vector search needs pgvector. The embedded database always has it (PGlite's extension); a
 * PostgreSQL server has it only when its operator installed it, and many do not. So the table
 * of chunk vectors is not part of the migrations: it is created here, when the database is
 * opened, wherever the extension can be created, and the knowledge base falls back to full
 * text where it cannot. A server that gains pgvector later gets the table at its next start.
 */
type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export interface VectorSupport {
  available: boolean;
  /** pgvector's version, when available. */
  version: string | null;
}

export const VECTOR_TABLE = 'dataset_chunk_vectors';

const TABLE = `
  create table if not exists ${VECTOR_TABLE} (
    chunk_id bigint primary key references dataset_chunks (id) on delete cascade,
    org_id bigint not null,
    dataset_id bigint not null,
    -- the embedding model that made the vector (provider:model); a change re-embeds
    model text not null,
    dims integer not null,
    embedding vector not null
  );
  create index if not exists ${VECTOR_TABLE}_dataset on ${VECTOR_TABLE} (dataset_id, model);`;

export async function installVectorStore(query: Query): Promise<VectorSupport> {
  const installed = await query(`select extversion from pg_extension where extname = 'vector'`);
  if (installed.rows.length === 0) {
    const offered = await query(`select 1 from pg_available_extensions where name = 'vector'`);
    if (offered.rows.length === 0) return { available: false, version: null };
    try {
      await query('create extension if not exists vector');
    } catch {
      // Offered but not ours to create (a role without the right): full text only.
      return { available: false, version: null };
    }
  }
  await query(TABLE);
  const { rows } = await query(`select extversion from pg_extension where extname = 'vector'`);
  return { available: true, version: String(rows[0]?.extversion ?? '') };
}

/** HNSW indexes vectors of one length: one partial index per length in use, made when first met. */
export const MAX_INDEXED_DIMS = 2000;

export function vectorIndexSql(dims: number): string {
  const n = Math.trunc(dims);
  return `create index if not exists ${VECTOR_TABLE}_hnsw_${n} on ${VECTOR_TABLE}
    using hnsw ((embedding::vector(${n})) vector_cosine_ops) where dims = ${n}`;
}
