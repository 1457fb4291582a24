import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SALE_PIC_MAX_BYTES,
  SALE_PICS_PER_UPLOAD,
  saleChatIdSchema,
  saleChatParamsSchema,
  saleChatSchema,
  saleOrgQuerySchema,
  salePicOrderSchema,
  saleReadSchema,
} from '@miaoyu/contracts/sales';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import { readNamedFiles } from '../../lib/upload';
import { requireCaller } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { actingOrg, saleChatAccess } from './access';
import { addSalePics, deleteSalePicture, orderSalePics } from './pics.service';
import { startReading } from './reading.service';
import { picErrorParams } from './view';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429);
const doc = { tags: ['sales'], security: [{ studioToken: [] }] };

/** A sale chat's screenshots (spec §7 `saleChat/pic`) and reading them (`getChatByPic`). */
const salePicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/saleChat/pic',
    {
      config: { rateLimit: perUserPerMinute('sale-pics', 120) },
      // The chat is named in the query, so who may add to it is known before the body is read;
      // then only a form of files is taken. Multipart applies its own limits (file size and
      // count), so the app's small body limit stays for anything else.
      onRequest: async (request) => {
        const query = saleChatIdSchema.safeParse(request.query);
        // A malformed query is left to validation, which answers 422.
        if (!query.success) return;
        const caller = requireCaller(request);
        const orgId = actingOrg(caller, query.data.orgId);
        await saleChatAccess(app.db, caller, orgId, BigInt(query.data.id), { write: true });
        if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      },
      schema: {
        ...doc,
        summary: `Add screenshots (PNG, JPEG or WebP, ≤ 15 MB each, ≤ ${SALE_PICS_PER_UPLOAD} at once) after the chat's others`,
        consumes: ['multipart/form-data'],
        querystring: saleChatIdSchema,
        response: { 200: saleChatSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const uploads = await readNamedFiles(request, SALE_PIC_MAX_BYTES, SALE_PICS_PER_UPLOAD).catch(
        (error: unknown) => {
          // A screenshot over the limit is named, as the other picture refusals are.
          if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
            const { fileName } = error as AppError & { fileName?: string };
            throw new AppError(413, 'SALE_PIC_TOO_BIG', picErrorParams(fileName ?? ''));
          }
          throw error;
        },
      );
      return addSalePics(
        app,
        caller,
        request.query.orgId,
        BigInt(request.query.id),
        uploads,
        request.locale,
      );
    },
  );

  app.post(
    '/v1/saleChat/pic/order',
    {
      schema: {
        ...doc,
        summary: "Put the chat's screenshots in a new order (each listed once)",
        body: salePicOrderSchema,
        response: { 200: saleChatSchema, ...errors },
      },
    },
    async (request) =>
      orderSalePics(
        app,
        requireCaller(request),
        request.body.orgId,
        BigInt(request.body.id),
        request.body.picIds,
        request.locale,
      ),
  );

  app.post(
    '/v1/saleChat/pic/delete/:id',
    {
      schema: {
        ...doc,
        summary: 'Delete a screenshot (its file too)',
        params: saleChatParamsSchema,
        querystring: saleOrgQuerySchema,
        response: { 200: z.object({}), ...errors },
      },
    },
    async (request) => {
      await deleteSalePicture(
        app,
        requireCaller(request),
        request.query.orgId,
        BigInt(request.params.id),
      );
      return {};
    },
  );

  app.post(
    '/v1/saleChat/getChatByPic',
    {
      // Reading is the heaviest work a member can ask for: a few readings a minute each, counted
      // once the request is valid and allowed.
      config: { rateLimit: { ...perUserPerMinute('sale-read', 20), hook: 'preHandler' } },
      schema: {
        ...doc,
        summary:
          'Read the screenshots into the dialogue, in the background: poll the chat for progress',
        body: saleReadSchema,
        response: { 202: saleChatSchema, ...errors },
      },
    },
    async (request, reply) => {
      const chat = await startReading(app, requireCaller(request), request.body, request.locale);
      return reply.code(202).send(chat);
    },
  );
};

export default salePicRoutes;
