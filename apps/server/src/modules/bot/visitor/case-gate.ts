/**
 * The hooks of the visitor routes: the bot (by the key in the query string), the embedding
 * origin and the visitor's signed id are checked when the request arrives, before its body is
 * read; the feedback route also requires the fixed static authorization (spec §7).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { botKeySchemaText, CASE_STATIC_AUTHORIZATION } from '@miaoyu/contracts/bot';
import { AppError } from '../../../lib/errors';
import type { Visitor } from '../../../lib/scope';
import { isOwnOrigin, openBot, visitorOf, type OpenBot } from './bot-access';
import { markKeyEmbedded } from '../manage/bots.repo';
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
  /**
   * The embed loader's request for the look: a refusal (an unknown, revoked or expired key, a
   * site the key does not list) is readable by the site that asked (CORS), so the loader can
   * tell a refused key, where it shows nothing, from a studio it cannot reach. The refusal says
   * no more than that; the key is on that site's page already.
   */
  const loader = async (request: FastifyRequest, reply: Parameters<typeof openBot>[2]) => {
    try {
      await bot(request, reply);
    } catch (error) {
      const origin = request.headers.origin;
      if (origin && error instanceof AppError)
        void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      throw error;
    }
    // A site the key lists asked for the look: the bot is embedded there (first steps).
    const origin = request.headers.origin;
    const { key } = request.bot!;
    if (origin && !key.embeddedAt && !isOwnOrigin(request, origin))
      await markKeyEmbedded(app.db, key.id);
  };
  return { bot, visitor, staticAuthorization, loader };
}
