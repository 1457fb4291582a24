import type { FastifyInstance } from 'fastify';
import { updateDocument as updateDocumentRow, type DocumentRow } from '../documents/documents.repo';
import { INGEST_JOB } from './ingest';

/** Asks for the document's ingestion; a queue that cannot take it marks the document failed. */
export async function queueIngestion(app: FastifyInstance, row: DocumentRow): Promise<void> {
  try {
    await app.jobs.send(INGEST_JOB, { orgId: String(row.orgId), documentId: String(row.id) });
  } catch (err) {
    app.log.error({ err, documentId: String(row.id) }, 'could not queue a document');
    await updateDocumentRow(app.db, row.orgId, row.id, { status: 'failed', failure: 'INTERNAL' });
    row.status = 'failed';
    row.failure = 'INTERNAL';
  }
}
