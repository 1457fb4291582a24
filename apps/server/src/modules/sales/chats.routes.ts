import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSaleChatSchema,
  saleChatListQuerySchema,
  saleChatListSchema,
  saleChatParamsSchema,
  saleChatSchema,
  saleOrgQuerySchema,
  saleSentSchema,
  updateSaleChatSchema,
} from '@miaoyu/contracts/sales';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import {
  createSaleChat,
  deleteSaleChat,
  getSaleChat,
  listSaleChats,
  updateSaleChat,
} from './chats.service';
import { recordSentReply } from './suggest.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const doc = { tags: ['sales'], security: [{ studioToken: [] }] };

/** Sale chats (spec §7 `saleChat`): a salesperson's customer conversations. */
const saleChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/saleChat/list',
    {
      schema: {
        ...doc,
        summary: 'Sale chats: mine, or the team’s shared ones; search by customer or notes',
        querystring: saleChatListQuerySchema,
        response: { 200: saleChatListSchema, ...errors },
      },
    },
    async (request) => listSaleChats(app, requireCaller(request), request.query),
  );

  app.get(
    '/v1/saleChat/:id',
    {
      schema: {
        ...doc,
        summary: 'A sale chat with its screenshots, dialogue, reading progress and suggestions',
        params: saleChatParamsSchema,
        querystring: saleOrgQuerySchema,
        response: { 200: saleChatSchema, ...errors },
      },
    },
    async (request) =>
      getSaleChat(
        app,
        requireCaller(request),
        request.query.orgId,
        BigInt(request.params.id),
        request.locale,
      ),
  );

  app.post(
    '/v1/saleChat',
    {
      schema: {
        ...doc,
        summary: 'Start a sale chat with a customer, using one of the org’s sales helpers',
        body: createSaleChatSchema,
        response: { 200: saleChatSchema, ...errors },
      },
    },
    async (request) => createSaleChat(app, requireCaller(request), request.body, request.locale),
  );

  app.post(
    '/v1/saleChat/update',
    {
      schema: {
        ...doc,
        summary: 'Change a sale chat: customer, channel, stage, notes, helper, or the dialogue',
        body: updateSaleChatSchema,
        response: { 200: saleChatSchema, ...errors },
      },
    },
    async (request) => updateSaleChat(app, requireCaller(request), request.body, request.locale),
  );

  app.post(
    '/v1/saleChat/delete/:id',
    {
      schema: {
        ...doc,
        summary: 'Delete a sale chat, its screenshots and suggestions',
        params: saleChatParamsSchema,
        querystring: saleOrgQuerySchema,
        response: { 200: z.object({}), ...errors },
      },
    },
    async (request) => {
      await deleteSaleChat(
        app,
        requireCaller(request),
        request.query.orgId,
        BigInt(request.params.id),
      );
      return {};
    },
  );

  app.post(
    '/v1/saleChat/sent',
    {
      schema: {
        ...doc,
        summary:
          'Record the message sent to the customer (a suggestion, maybe edited, or one’s own)',
        body: saleSentSchema,
        response: { 200: saleChatSchema, ...errors },
      },
    },
    async (request) => recordSentReply(app, requireCaller(request), request.body, request.locale),
  );
};

export default saleChatRoutes;
