import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionImpactSchema,
  changePhoneBodySchema,
  changePhoneCodeBodySchema,
  deleteAccountBodySchema,
  deviceListSchema,
  deviceParamsSchema,
  okAnswerSchema,
  profileBodySchema,
  sendCodeAnswerSchema,
  userIdParamsSchema,
  userInfoSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { readSingleFile } from '../../lib/upload';
import { requireCaller, requireSelfInPath } from '../../plugins/auth';
import {
  accountDeletionImpact,
  changePhone,
  deleteAccount,
  listDevices,
  revokeDevice,
  updateAvatar,
  updateProfile,
} from './account.service';
import { sendCode } from './auth.service';
import { smsCodeIpLimit } from './code-limits';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429);
const doc = { tags: ['account'], security: [{ studioToken: [] }] };

/** The signed-in user's own account: profile, avatar, phone, devices, deletion. */
const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/v1/user/:id/profile',
    {
      preValidation: requireSelfInPath('id'),
      schema: {
        ...doc,
        params: userIdParamsSchema,
        body: profileBodySchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) => updateProfile(app.db, requireCaller(request), request.body.nickname),
  );

  app.post(
    '/v1/user/avatar',
    {
      schema: {
        ...doc,
        summary: 'Upload an avatar (image ≤ 5 MB, stored as 256 px WebP)',
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) => {
      const bytes = await readSingleFile(request, 5 * 1024 * 1024);
      return updateAvatar(app.db, app.storage, requireCaller(request), bytes);
    },
  );

  app.post(
    '/v1/user/phone/sendCode',
    {
      config: { rateLimit: smsCodeIpLimit(config) },
      schema: {
        ...doc,
        summary: 'Send a code to a new phone number',
        body: changePhoneCodeBodySchema,
        response: { 200: sendCodeAnswerSchema, ...errors, ...errorResponses(503) },
      },
    },
    // Sent whether or not the number is taken, so the answer cannot tell registered numbers
    // apart; changePhone says PHONE_TAKEN only to whoever holds the code.
    async (request) =>
      sendCode(app.db, app.sms, config, request.body.phone, {
        ip: request.ip,
        log: request.log,
      }),
  );

  app.post(
    '/v1/user/phone',
    {
      schema: {
        ...doc,
        summary: 'Change phone number with the code sent to it',
        body: changePhoneBodySchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) =>
      changePhone(app.db, config, requireCaller(request), request.body.phone, request.body.code),
  );

  app.get(
    '/v1/user/devices',
    {
      schema: {
        ...doc,
        summary: 'Signed-in devices',
        response: { 200: deviceListSchema, ...errors },
      },
    },
    async (request) => listDevices(app.db, requireCaller(request)),
  );

  app.delete(
    '/v1/user/devices/:deviceId',
    {
      schema: {
        ...doc,
        summary: 'Sign a device out',
        params: deviceParamsSchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await revokeDevice(app.db, requireCaller(request), BigInt(request.params.deviceId));
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/user/deletion-impact',
    {
      schema: {
        ...doc,
        summary: 'What deleting my account removes',
        response: { 200: accountDeletionImpactSchema, ...errors },
      },
    },
    async (request) => accountDeletionImpact(app.db, requireCaller(request)),
  );

  app.post(
    '/v1/user/delete',
    {
      schema: {
        ...doc,
        summary: 'Delete my account',
        body: deleteAccountBodySchema,
        response: { 200: okAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { orgIds } = await deleteAccount(app.db, app.storage, caller);
      for (const orgId of orgIds) await app.events.emit('org.deleted', { orgId });
      await app.events.emit('user.deleted', { userId: caller.user.id, orgIds });
      return { ok: true as const };
    },
  );
};

export default accountRoutes;
