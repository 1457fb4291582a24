import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consumeCodeBodySchema,
  dingTalkCodeBodySchema,
  signInOutcomeSchema,
  startParamsSchema,
  startSignInAnswerSchema,
  startSignInBodySchema,
  teamSignInSchema,
  tenantParamsSchema,
  weChatCodeBodySchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { randomToken } from '../../lib/crypto';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { requireLinkableTeam } from './identities.service';
import {
  finishDingTalk,
  finishOidc,
  finishWeChat,
  startSignIn,
  type FinishContext,
} from './flows.service';
import type { ProviderContext } from './providers/context';
import { CodeRefused, ProviderFailure } from './providers/profile';
import { teamSignInPage } from './team-page.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502, 503);
const tags = ['sign-in'];

/** The cookie that binds a flow to the browser that started it (its hash is kept with the flow). */
const FLOW_COOKIE = 'miaoyu_sign_in';
const KEY_SHAPE = /^[\w-]{24,64}$/;

function existingKey(request: FastifyRequest): string | undefined {
  const key = request.cookies[FLOW_COOKIE];
  return key && KEY_SHAPE.test(key) ? key : undefined;
}

function browserKey(request: FastifyRequest, reply: FastifyReply): string {
  const key = existingKey(request) ?? randomToken(24);
  reply.setCookie(FLOW_COOKIE, key, {
    path: '/v1',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 3600,
  });
  return key;
}

const userAgent = (request: FastifyRequest) =>
  typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';

/** Where a browser's request came from: its Origin header, else the address it was sent to. */
const requestOrigin = (request: FastifyRequest) =>
  typeof request.headers.origin === 'string'
    ? request.headers.origin
    : `${request.protocol}://${request.host}`;

/** The provider's own reason goes to the log (never to the person, never a secret). */
async function logged<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ProviderFailure)
      request.log.warn({ reason: error.reason }, 'sign-in provider failed');
    else if (error instanceof CodeRefused)
      request.log.info({ reason: error.reason }, 'sign-in code refused by the provider');
    throw error;
  }
}

/**
 * Sign-in through a team's DingTalk, WeChat or single sign-on: its page's buttons, the start
 * (the provider's address), and the three callbacks of spec §7.
 */
const flowRoutes: FastifyPluginAsyncZod<{ config: Config; context: ProviderContext }> = async (
  app,
  { config, context },
) => {
  const limit = { rateLimit: { max: config.SIGN_IN_IP_PER_MINUTE, timeWindow: '1 minute' } };
  const finishing = (request: FastifyRequest): FinishContext => ({
    db: app.db,
    plans: app.plans,
    context,
    config,
    browserKey: existingKey(request),
    authorization: request.headers.authorization,
    meta: { ip: request.ip, userAgent: userAgent(request), locale: request.locale },
  });

  app.get(
    '/v1/sign-in/:tenantId',
    {
      schema: {
        tags,
        summary: "A team's sign-in page: its name and the providers it offers",
        params: tenantParamsSchema,
        response: { 200: teamSignInSchema, ...errors },
      },
      config: limit,
    },
    async (request) => teamSignInPage(app.db, request.params.tenantId),
  );

  app.post(
    '/v1/sign-in/:tenantId/:provider/start',
    {
      schema: {
        tags,
        summary: "Start signing in through a team's provider: answers the address to go to",
        params: startParamsSchema,
        body: startSignInBodySchema,
        response: { 200: startSignInAnswerSchema, ...errors },
      },
      config: limit,
    },
    async (request, reply) =>
      logged(
        request,
        startSignIn(app.db, context, {
          ...request.params,
          ...request.body,
          userAgent: userAgent(request),
          requestOrigin: requestOrigin(request),
          browserKey: browserKey(request, reply),
        }),
      ),
  );

  app.post(
    '/v1/user/identities/start',
    {
      schema: {
        tags,
        security: [{ studioToken: [] }],
        summary: "Start linking a team's provider to the signed-in account",
        body: startSignInBodySchema.extend(startParamsSchema.shape),
        response: { 200: startSignInAnswerSchema, ...errors },
      },
      config: limit,
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      await requireLinkableTeam(app.db, caller, request.body.tenantId, request.body.provider);
      return logged(
        request,
        startSignIn(app.db, context, {
          ...request.body,
          userAgent: userAgent(request),
          requestOrigin: requestOrigin(request),
          browserKey: browserKey(request, reply),
          linkUserId: caller.user.id,
        }),
      );
    },
  );

  app.post(
    '/v1/auth/code',
    {
      schema: {
        tags,
        summary: 'Finish signing in with DingTalk (browser or in-app free login)',
        body: dingTalkCodeBodySchema,
        response: { 200: signInOutcomeSchema, ...errors },
      },
      config: limit,
    },
    async (request) => logged(request, finishDingTalk(finishing(request), request.body)),
  );

  app.post(
    '/v1/auth/wx',
    {
      schema: {
        tags,
        summary: 'Finish signing in with WeChat (QR code or in WeChat)',
        body: weChatCodeBodySchema,
        response: { 200: signInOutcomeSchema, ...errors },
      },
      config: limit,
    },
    async (request) => logged(request, finishWeChat(finishing(request), request.body)),
  );

  app.post(
    '/v1/consumeCode',
    {
      schema: {
        tags,
        summary: "Finish single sign-on with the provider's whole callback",
        body: consumeCodeBodySchema,
        response: { 200: signInOutcomeSchema, ...errors },
      },
      config: limit,
    },
    async (request) => logged(request, finishOidc(finishing(request), request.body)),
  );
};

export default flowRoutes;
