import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addQaSchema,
  datasetParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  documentParamsSchema,
  documentSchema,
  idSchema,
  importUrlSchema,
  PASTED_TEXT_MAX_CHARS,
  pasteTextSchema,
  updateDocumentSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import { MANAGE_DATASETS } from '../datasets/datasets.service';
import {
  addContent,
  deleteDocument,
  getDocument,
  listDocuments,
  pastedText,
  qaPairs,
  reindexDocument,
  updateDocument,
  webPage,
} from './documents.service';
import type { KnowledgeLimits } from '../limits';
import { readDocumentFile } from '../uploads/upload-file';
import { cleanFileName } from '../../../lib/upload';

const errors = errorResponses(400, 401, 403, 404, 422);
const adding = { ...errors, ...errorResponses(409, 413) };
const doc = { tags: ['knowledge'], security: [{ studioToken: [] }] };
const base = '/v1/orgs/:orgId/datasets/:datasetId';
const ids = (p: { orgId: string; datasetId: string }) =>
  [BigInt(p.orgId), BigInt(p.datasetId)] as const;
const uploadQuerySchema = z.object({ folderId: idSchema.optional() });

/** Documents: members read them, owners and admins add, change and remove them. */
const documentRoutes: FastifyPluginAsyncZod<{ limits: KnowledgeLimits }> = async (
  app,
  { limits },
) => {
  const gate = orgPermissionGate(app.db, MANAGE_DATASETS);

  app.get(
    `${base}/documents`,
    {
      schema: {
        ...doc,
        summary: 'Documents of a folder (or of all folders), newest first',
        params: datasetParamsSchema,
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...errors },
      },
    },
    async (request) =>
      listDocuments(app, requireCaller(request), ...ids(request.params), request.query),
  );

  app.post(
    `${base}/documents`,
    {
      preValidation: gate,
      bodyLimit: limits.maxFileBytes + 64 * 1024,
      schema: {
        ...doc,
        summary:
          'Upload one file (txt, md, html, pdf, docx, xlsx, csv, json); it is parsed as a job',
        consumes: ['multipart/form-data'],
        params: datasetParamsSchema,
        querystring: uploadQuerySchema,
        response: { 200: documentSchema, ...adding },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { name, bytes } = await readDocumentFile(request, limits.maxFileBytes);
      const content = {
        name: cleanFileName(name),
        source: 'file' as const,
        folderId: request.query.folderId ? BigInt(request.query.folderId) : null,
        body: { bytes, contentType: 'application/octet-stream' },
      };
      return addContent(app, caller, ...ids(request.params), content, limits);
    },
  );

  app.post(
    `${base}/documents/text`,
    {
      preValidation: gate,
      // A character takes up to 4 bytes of UTF-8, and JSON escapes some of them.
      bodyLimit: PASTED_TEXT_MAX_CHARS * 6,
      schema: {
        ...doc,
        summary: 'Add pasted text as a document',
        params: datasetParamsSchema,
        body: pasteTextSchema,
        response: { 200: documentSchema, ...adding },
      },
    },
    async (request) =>
      addContent(
        app,
        requireCaller(request),
        ...ids(request.params),
        pastedText(request.body),
        limits,
      ),
  );

  app.post(
    `${base}/documents/qa`,
    {
      preValidation: gate,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        ...doc,
        summary: 'Add questions with their answers as a document (each pair one chunk)',
        params: datasetParamsSchema,
        body: addQaSchema,
        response: { 200: documentSchema, ...adding },
      },
    },
    async (request) =>
      addContent(
        app,
        requireCaller(request),
        ...ids(request.params),
        qaPairs(request.body),
        limits,
      ),
  );

  app.post(
    `${base}/documents/url`,
    {
      preValidation: gate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...doc,
        summary: 'Import a web page (fetched by a job through the outbound guard)',
        params: datasetParamsSchema,
        body: importUrlSchema,
        response: { 200: documentSchema, ...adding },
      },
    },
    async (request) => {
      const content = await webPage(app, request.body);
      return addContent(app, requireCaller(request), ...ids(request.params), content, limits);
    },
  );

  app.get(
    `${base}/documents/:documentId`,
    {
      schema: {
        ...doc,
        summary: 'A document with its status',
        params: documentParamsSchema,
        response: { 200: documentSchema, ...errors },
      },
    },
    async (request) =>
      getDocument(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.documentId),
      ),
  );

  app.patch(
    `${base}/documents/:documentId`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Rename a document or move it to another folder',
        params: documentParamsSchema,
        body: updateDocumentSchema,
        response: { 200: documentSchema, ...errors },
      },
    },
    async (request) =>
      updateDocument(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.documentId),
        request.body,
      ),
  );

  app.delete(
    `${base}/documents/:documentId`,
    {
      schema: {
        ...doc,
        summary: 'Delete a document with its chunks',
        params: documentParamsSchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { documentId } = request.params;
      await deleteDocument(app, requireCaller(request), ...ids(request.params), BigInt(documentId));
      return { id: documentId };
    },
  );

  app.post(
    `${base}/documents/:documentId/reindex`,
    {
      schema: {
        ...doc,
        summary: "Parse and index the document again with the knowledge base's settings",
        params: documentParamsSchema,
        response: { 200: documentSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) =>
      reindexDocument(
        app,
        requireCaller(request),
        ...ids(request.params),
        BigInt(request.params.documentId),
      ),
  );
};

export default documentRoutes;
