/**
 * What people without an account see: the share page (`/aiShare/:code`), its password form, the
 * page's content (`/u/s/:code`, on SHARE_ORIGIN when set) and the studio's preview frame
 * (`/u/frame`). Content is served under its sandboxing policy; a dead link is 404 at once.
 */
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { aiShareCodeSchema, aiShareUnlockRequestSchema } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { clientAddressKey } from '../../plugins/rate-limit';
import { contentHeaders, PREVIEW_FRAME, type PageOrigins } from './content-policy';
import { framedPage, gonePage, passwordPage, sharePagePolicy } from './share-page';
import { openShare, PASS_TTL_MS, SharePasses, unlockShare, viewShare } from './shares.service';

type CodeRequest = FastifyRequest<{ Params: { code: string }; Querystring: { pass?: string } }>;

const PASS_COOKIE = 'miaoyu_share_pass';

const publicPageRoutes: FastifyPluginAsync<{ config: Config; origins: PageOrigins }> = async (
  app,
  { config, origins },
) => {
  await app.register(cookie);
  const passes = new SharePasses(config.APP_SECRET);
  const headers = contentHeaders(origins);
  const hide = { schema: { hide: true } };
  const limit = { rateLimit: { max: config.PUBLIC_RATE_PER_MINUTE, timeWindow: '1 minute' } };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', sharePagePolicy(origins.content))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  const contentUrl = (code: string, pass?: string) =>
    `${origins.content}/u/s/${code}${pass ? `?pass=${encodeURIComponent(pass)}` : ''}`;

  /** The page with its frame, the password form, or the dead link's page. */
  const showShare = async (request: CodeRequest, reply: FastifyReply, pass?: string) => {
    const code = aiShareCodeSchema.safeParse(request.params.code);
    const share = code.success ? await openShare(app.db, code.data).catch(gone) : null;
    if (!share || !code.success) return sendPage(reply, 404, gonePage(request.locale));
    if (share.locked && !passes.valid(code.data, pass))
      return sendPage(reply, 200, passwordPage(request.locale, code.data));
    return sendPage(
      reply,
      200,
      framedPage(request.locale, share.title, contentUrl(code.data, pass)),
    );
  };

  app.get<{ Params: { code: string } }>(
    '/aiShare/:code',
    { ...hide, config: limit },
    (request, reply) => showShare(request as CodeRequest, reply, request.cookies[PASS_COOKIE]),
  );

  app.post<{ Params: { code: string } }>(
    '/aiShare/:code',
    { ...hide, config: limit },
    async (request, reply) => {
      const code = aiShareCodeSchema.safeParse(request.params.code);
      const body = aiShareUnlockRequestSchema.safeParse(request.body);
      if (!code.success) return sendPage(reply, 404, gonePage(request.locale));
      if (!body.success)
        return sendPage(reply, 400, passwordPage(request.locale, code.data, 'wrong'));
      try {
        const pass = await unlockShare(
          app,
          passes,
          code.data,
          body.data.password,
          clientAddressKey(request.ip),
        );
        // Kept for this link only, and sent nowhere else; the frame gets it in its address.
        reply.setCookie(PASS_COOKIE, pass, {
          path: `/aiShare/${code.data}`,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: PASS_TTL_MS / 1000,
        });
        return showShare(request as CodeRequest, reply, pass);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.statusCode === 404) return sendPage(reply, 404, gonePage(request.locale));
        const reason = error.statusCode === 429 ? 'tooMany' : 'wrong';
        return sendPage(reply, error.statusCode, passwordPage(request.locale, code.data, reason));
      }
    },
  );

  const sendContent = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(headers).removeHeader('x-frame-options').send(html);

  app.get<{ Params: { code: string }; Querystring: { pass?: string } }>(
    '/u/s/:code',
    { ...hide, config: limit },
    async (request, reply) => {
      const code = aiShareCodeSchema.safeParse(request.params.code);
      // Opened as a page of its own (not in the share page's frame): the share page instead,
      // with its bar saying whose content it is.
      if (code.success && request.headers['sec-fetch-dest'] === 'document')
        return reply.redirect(`${origins.studio ?? ''}/aiShare/${code.data}`, 303);
      try {
        if (!code.success) throw new AppError(404, 'AI_SHARE_GONE');
        const pass = typeof request.query.pass === 'string' ? request.query.pass : undefined;
        return sendContent(reply, 200, await viewShare(app.db, passes, code.data, pass));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return sendContent(reply, error.statusCode, gonePage(request.locale));
      }
    },
  );

  // The studio asks its own address; with a second origin the frame is served from there.
  app.get('/u/frame', hide, async (request, reply) =>
    origins.content && request.host !== new URL(origins.content).host
      ? reply.redirect(`${origins.content}/u/frame`)
      : sendContent(reply, 200, PREVIEW_FRAME),
  );
};

/** A dead link is not an error of the server: its page says so. */
const gone = (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

export default publicPageRoutes;
