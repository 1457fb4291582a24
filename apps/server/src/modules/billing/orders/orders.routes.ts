/** An organisation's orders: the checkout, buying a plan or points, the trades, the sandbox cashier. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutOptionsSchema,
  createdOrderSchema,
  createOrderSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  orgIdParamsSchema,
  sandboxPaySchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { orgPermissionGate } from '../../orgs';
import {
  checkoutOptions,
  createOrder,
  getOrder,
  listOrders,
  paySandbox,
  type OrderContext,
} from './orders.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const doc = { tags: ['billing'], security: [{ studioToken: [] }] };

const orderRoutes: FastifyPluginAsyncZod<OrderContext> = async (app, context) => {
  const manage = { preValidation: orgPermissionGate(app.db, 'billing:manage') };

  app.get(
    '/v1/checkout',
    {
      schema: {
        ...doc,
        summary: 'What the checkout offers: payment channels and the price of points',
        response: { 200: checkoutOptionsSchema, ...errors },
      },
    },
    async (request) => {
      requireCaller(request);
      return checkoutOptions(app, context);
    },
  );

  app.post(
    '/v1/orgs/:orgId/orders',
    {
      ...manage,
      schema: {
        ...doc,
        summary: "Order a plan's period or points; answers the order and how to pay it",
        params: orgIdParamsSchema,
        body: createOrderSchema,
        response: { 200: createdOrderSchema, ...errorResponses(502), ...errors },
      },
    },
    async (request) =>
      createOrder(
        app,
        context,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.body,
        {
          returnUrl: '/setting/trade',
          ip: request.ip,
        },
      ),
  );

  app.get(
    '/v1/orgs/:orgId/orders',
    {
      ...manage,
      schema: {
        ...doc,
        summary: "The organisation's trades, newest first, by state and kind",
        params: orgIdParamsSchema,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) =>
      listOrders(app, requireCaller(request), BigInt(request.params.orgId), request.query),
  );

  app.get(
    '/v1/orgs/:orgId/orders/:outTradeNo',
    {
      ...manage,
      schema: {
        ...doc,
        summary: 'One trade, as its receipt shows it',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      getOrder(
        app,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.params.outTradeNo,
      ),
  );

  app.post(
    '/v1/orgs/:orgId/orders/:outTradeNo/sandbox',
    {
      ...manage,
      schema: {
        ...doc,
        summary: 'The sandbox cashier: pay the order or let the payment fail (sandbox orders only)',
        params: orderParamsSchema,
        body: sandboxPaySchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      paySandbox(
        app,
        context,
        requireCaller(request),
        BigInt(request.params.orgId),
        request.params.outTradeNo,
        request.body,
      ),
  );
};

export default orderRoutes;
