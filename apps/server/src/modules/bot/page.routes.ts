/**
 * The visitor's page (`/chat?key=`, `/chat1?key=`, `/setting/r/:key`) and the embed loader. The
 * page may be framed only by the sites its key allows (`frame-ancestors`); the loader is a
 * script other sites load, so it is served for cross-origin use.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { botKeySchemaText } from '@miaoyu/contracts';
import { findBotByKey } from './bots.repo';

const VISITOR_PAGE = 'visitor.html';
const LOADER = 'embed.js';

/** The studio's policy, but framed by the key's sites as well as the studio itself. */
export function visitorPagePolicy(origins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${["'self'", ...origins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const pageRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  if (!existsSync(path.join(webDist, VISITOR_PAGE))) return;

  const originsOf = async (key: unknown): Promise<string[]> => {
    const parsed = botKeySchemaText.safeParse(key);
    if (!parsed.success) return [];
    const bot = await findBotByKey(app.db, parsed.data);
    // A revoked or expired key shows its error inside the page; it frames nowhere else.
    if (!bot || bot.key.revokedAt || (bot.key.expiresAt && bot.key.expiresAt <= new Date()))
      return [];
    return bot.key.allowedOrigins;
  };

  const sendVisitorPage = async (reply: FastifyReply, key: unknown) => {
    reply
      .header('content-security-policy', visitorPagePolicy(await originsOf(key)))
      .header('cache-control', 'no-cache')
      .removeHeader('x-frame-options');
    return reply.sendFile(VISITOR_PAGE, webDist);
  };

  const hide = { schema: { hide: true } };
  // `/chat` without a key is the studio's own chat.
  app.get<{ Querystring: { key?: string } }>('/chat', hide, async (request, reply) =>
    request.query.key === undefined
      ? reply.header('cache-control', 'no-cache').sendFile('index.html', webDist)
      : sendVisitorPage(reply, request.query.key),
  );
  app.get<{ Querystring: { key?: string } }>('/chat1', hide, async (request, reply) =>
    sendVisitorPage(reply, request.query.key),
  );
  app.get<{ Params: { key: string } }>('/setting/r/:key', hide, async (request, reply) =>
    sendVisitorPage(reply, request.params.key),
  );
  app.get(`/${LOADER}`, hide, async (_request, reply) =>
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .sendFile(LOADER, webDist),
  );
};

export default pageRoutes;
