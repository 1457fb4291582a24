/**
 * The hooks of the visitor routes: the bot (by the key in the query string), the embedding
 * origin and the visitor's signed id are checked when the request arrives, before its body is
 * read; the feedback route also requires the fixed static authorization (spec §7).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { botKeySchemaText, CASE_STATIC_AUTHORIZATION } from '@miaoyu/contracts/bot';
import { AppError } from '../../lib/errors';
import type { Visitor } from '../../lib/scope';
import { openBot, visitorOf, type OpenBot } from './bot-access';
import type { VisitorTokens } from './visitor-token';

declare module 'fastify' {
  interface FastifyRequest {
    bot: OpenBot | null;
    visitor: Visitor | null;
  }
}

export function requireBot(request: FastifyRequest): OpenBot {
  if (!request.bot) throw new Error('route is missing its bot gate');
  return request.bot;
}

export function requireVisitor(request: FastifyRequest): { bot: OpenBot; visitor: Visitor } {
  if (!request.bot || !request.visitor) throw new Error('route is missing its visitor gate');
  return { bot: request.bot, visitor: request.visitor };
}

export function caseGates(app: FastifyInstance, tokens: VisitorTokens) {
  app.decorateRequest('bot', null);
  app.decorateRequest('visitor', null);

  const bot = async (request: FastifyRequest, reply: Parameters<typeof openBot>[2]) => {
    const key = botKeySchemaText.safeParse((request.query as { key?: unknown } | undefined)?.key);
    if (!key.success) throw new AppError(404, 'BOT_KEY_INVALID');
    request.bot = await openBot(app, request, reply, key.data);
  };
  const visitor = async (request: FastifyRequest, reply: Parameters<typeof openBot>[2]) => {
    await bot(request, reply);
    request.visitor = visitorOf(tokens, request, request.bot!);
  };
  /** Only the visitor page's fixed value: a studio token or anything else is refused. */
  const staticAuthorization = async (
    request: FastifyRequest,
    reply: Parameters<typeof openBot>[2],
  ) => {
    if (request.headers.authorization !== CASE_STATIC_AUTHORIZATION)
      throw new AppError(401, 'STATIC_AUTH_REQUIRED');
    await visitor(request, reply);
  };
  return { bot, visitor, staticAuthorization };
}
