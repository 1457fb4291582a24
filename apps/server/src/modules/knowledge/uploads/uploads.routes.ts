import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUploadSchema,
  datasetParamsSchema,
  documentSchema,
  UPLOAD_PART_BYTES,
  uploadParamsSchema,
  uploadPartParamsSchema,
  uploadSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import { MANAGE_DATASETS } from '../datasets/datasets.service';
import type { KnowledgeLimits } from '../limits';
import { cancelUpload, completeUpload, getUpload, putPart, startUpload } from './uploads.service';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['knowledge'], security: [{ studioToken: [] }] };
const base = '/v1/orgs/:orgId/datasets/:datasetId/uploads';
const ids = (p: { orgId: string; datasetId: string; uploadId: string }) =>
  [BigInt(p.orgId), BigInt(p.datasetId), BigInt(p.uploadId)] as const;

/** Large files in parts: start, send parts (again after a drop), see what arrived, complete. */
const uploadRoutes: FastifyPluginAsyncZod<{ limits: KnowledgeLimits }> = async (
  app,
  { limits },
) => {
  const gate = orgPermissionGate(app.db, MANAGE_DATASETS);
  // A part is raw bytes, read whole (it is small), and only once the caller's right is checked.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: UPLOAD_PART_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    base,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Start uploading a large file in parts (each UPLOAD_PART_BYTES, the last less)',
        params: datasetParamsSchema,
        body: createUploadSchema,
        response: { 200: uploadSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request) =>
      startUpload(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        BigInt(request.params.datasetId),
        request.body,
        limits,
      ),
  );

  app.get(
    `${base}/:uploadId`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'An upload and the parts that have arrived (to go on after a drop)',
        params: uploadParamsSchema,
        response: { 200: uploadSchema, ...errors },
      },
    },
    async (request) => getUpload(app, requireCaller(request), ...ids(request.params)),
  );

  app.put(
    `${base}/:uploadId/parts/:index`,
    {
      preParsing: async (request, _reply, payload) => {
        await gate(request);
        return payload;
      },
      bodyLimit: UPLOAD_PART_BYTES,
      schema: {
        ...doc,
        summary: 'Send one part (application/octet-stream); sending it again replaces it',
        consumes: ['application/octet-stream'],
        params: uploadPartParamsSchema,
        response: { 200: uploadSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) =>
      putPart(
        app,
        requireCaller(request),
        ...ids(request.params),
        request.params.index,
        // Anything but raw bytes (JSON, no body at all) is not a part: 415, once the upload is found.
        Buffer.isBuffer(request.body) ? request.body : null,
      ),
  );

  app.post(
    `${base}/:uploadId/complete`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Join the parts and add the file (parsed as a job, like a one-request upload)',
        params: uploadParamsSchema,
        response: { 200: documentSchema, ...errors, ...errorResponses(409, 413) },
      },
    },
    async (request) => completeUpload(app, requireCaller(request), ...ids(request.params), limits),
  );

  app.delete(
    `${base}/:uploadId`,
    {
      preValidation: gate,
      schema: {
        ...doc,
        summary: 'Give up an upload; its parts are removed',
        params: uploadParamsSchema,
        response: { 200: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      await cancelUpload(app, requireCaller(request), ...ids(request.params));
      return { id: request.params.uploadId };
    },
  );
};

export default uploadRoutes;
