import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginAnswerSchema,
  loginByPhoneBodySchema,
  okAnswerSchema,
  sendCodeAnswerSchema,
  sendCodeBodySchema,
  userInfoSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { revokeToken } from '../../plugins/auth/tokens';
import { loginByPhone, sendCode } from './auth.service';
import { smsCodeIpLimit } from './code-limits';
import { toUserInfo } from './user-info';

const errors = errorResponses(400, 401, 403, 422, 429);
const tags = ['user'];
const security = [{ studioToken: [] }];

/** Sign-in by phone code, the signed-in user's record, and sign-out (spec §7). */
const userRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    locale: request.locale,
    log: request.log,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/v1/user/sendCode',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code by SMS',
        body: sendCodeBodySchema,
        response: { 200: sendCodeAnswerSchema, ...errors, ...errorResponses(503) },
      },
      config: { rateLimit: smsCodeIpLimit(config) },
    },
    async (request) => sendCode(app.db, app.sms, config, request.body.phone, meta(request)),
  );

  app.post(
    '/v1/user/loginByPhone',
    {
      schema: {
        tags,
        summary: 'Sign in (and sign up) with a phone code',
        body: loginByPhoneBodySchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
      config: { rateLimit: { max: config.LOGIN_IP_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => loginByPhone(app.db, config, request.body, meta(request)),
  );

  app.get(
    '/v1/user/info',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) => toUserInfo(app.db, requireCaller(request).user),
  );

  app.post(
    '/v1/user/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke the token of this request',
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await revokeToken(app.db, caller.user.id, caller.tokenId);
      return { ok: true as const };
    },
  );
};

export default userRoutes;
