/**
 * The visitor's page (`/chat?key=`, `/chat1?key=`, `/setting/r/:key`) and the embed loader. The
 * page may be framed only by the sites its key allows (`frame-ancestors`); the loader is a
 * script other sites load, so it is served for cross-origin use.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { botKeySchemaText } from '@miaoyu/contracts/bot';
import { botOfKey, type OpenBot } from './bot-access';
import { shareInfo } from './profile';

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

/** JSON that cannot end the script element it sits in. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const pageRoutes: FastifyPluginAsync<{ webDist: string }> = async (app, { webDist }) => {
  if (!existsSync(path.join(webDist, VISITOR_PAGE))) return;

  // Read once: the page is small, and every visitor's first request is for it.
  const page = readFileSync(path.join(webDist, VISITOR_PAGE), 'utf8');

  /** A key that opens no bot shows its error inside the page (asked for by the page itself). */
  const botOf = async (key: unknown): Promise<OpenBot | null> => {
    const parsed = botKeySchemaText.safeParse(key);
    return parsed.success ? botOfKey(app, parsed.data).catch(() => null) : null;
  };

  const sendVisitorPage = async (reply: FastifyReply, key: unknown) => {
    const bot = await botOf(key);
    // The bot's profile goes into the page, so its first screen needs no request of its own.
    const profile = bot
      ? `<script id="bot-info" type="application/json">${inlineJson(shareInfo(bot))}</script>`
      : '';
    return reply
      .header('content-security-policy', visitorPagePolicy(bot?.key.allowedOrigins ?? []))
      .header('cache-control', 'no-cache')
      .removeHeader('x-frame-options')
      .type('text/html; charset=utf-8')
      .send(page.replace('</head>', `${profile}</head>`));
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
