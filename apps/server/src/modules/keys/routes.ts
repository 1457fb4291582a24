/**
 * The routes every kind of key has alike: its list, and handing a key to a member of the team.
 * Each kind's module registers them beside its own (making, changing, revoking), under its path.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assignKeySchema, helperParamsSchema } from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import type { KeyKind } from './keys.repo';
import type { keyRules } from './rules';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Ids = { orgId: string; helperId: string };

/** The answers a key route may give besides its own. */
export const keyErrors = errorResponses(400, 401, 403, 404, 409, 422);
/** The org and helper of a key route's path. */
export const helperIds = (p: Ids) => [BigInt(p.orgId), BigInt(p.helperId)] as const;

export interface KeyRouteOptions {
  /** The path of the helper's keys of this kind. */
  path: string;
  doc: { tags: string[]; security: Record<string, string[]>[] };
  listSummary: string;
  /** The kind's schemas check the answers. */
  listSchema: z.ZodType;
  keySchema: z.ZodType;
  keyParams: z.ZodType<Ids & { keyId: string }>;
  /** Refuses, before the body is read, a caller who may not hand keys on. */
  assignGate: (request: FastifyRequest) => Promise<void>;
  rules: Pick<ReturnType<typeof keyRules<KeyKind, unknown, object>>, 'list' | 'assign'>;
}

export function keyListAndAssignRoutes(app: ZodApp, o: KeyRouteOptions): void {
  app.get(
    o.path,
    {
      schema: {
        ...o.doc,
        summary: o.listSummary,
        params: helperParamsSchema,
        response: { 200: o.listSchema, ...keyErrors },
      },
    },
    async (request) => ({
      list: await o.rules.list(app, requireCaller(request), ...helperIds(request.params)),
    }),
  );

  app.post(
    `${o.path}/:keyId/assign`,
    {
      preValidation: o.assignGate,
      schema: {
        ...o.doc,
        summary: 'Hand a key to a member of the team: a suspended key works again, under them',
        params: o.keyParams,
        body: assignKeySchema,
        response: { 200: o.keySchema, ...keyErrors },
      },
    },
    async (request) =>
      o.rules.assign(
        app,
        requireCaller(request),
        ...helperIds(request.params),
        BigInt(request.params.keyId),
        BigInt(request.body.userId),
      ),
  );
}
