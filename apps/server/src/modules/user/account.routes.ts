import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionImpactSchema,
  apiErrorSchema,
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
import { readSingleFile } from '../../lib/upload';
import { requireCaller } from '../../plugins/auth';
import {
  accountDeletionImpact,
  assertPhoneFree,
  changePhone,
  deleteAccount,
  listDevices,
  requireSelf,
  revokeDevice,
  updateAvatar,
  updateProfile,
} from './account.service';
import { sendCode } from './auth.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const doc = { tags: ['account'], security: [{ studioToken: [] }] };

/** The signed-in user's own account: profile, avatar, phone, devices, deletion. */
const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v1/user/:id/profile',
    {
      schema: {
        ...doc,
        params: userIdParamsSchema,
        body: profileBodySchema,
        response: { 200: userInfoSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireCaller(request);
      requireSelf(request.params.id, user);
      return updateProfile(app.db, user, request.body.nickname);
    },
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
      return updateAvatar(app.db, app.storage, requireCaller(request).user, bytes);
    },
  );

  app.post(
    '/v1/user/phone/sendCode',
    {
      config: { rateLimit: { max: config.SMS_IP_HOURLY_LIMIT, timeWindow: '1 hour' } },
      schema: {
        ...doc,
        summary: 'Send a code to a new phone number',
        body: changePhoneCodeBodySchema,
        response: { 200: sendCodeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await assertPhoneFree(app.db, requireCaller(request).user, request.body.phone);
      return sendCode(app.db, app.sms, config, request.body.phone, { ip: request.ip });
    },
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
      changePhone(
        app.db,
        config,
        requireCaller(request).user,
        request.body.phone,
        request.body.code,
      ),
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
    async (request) => {
      const caller = requireCaller(request);
      return listDevices(app.db, caller.user.id, caller.tokenId);
    },
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
      await revokeDevice(app.db, requireCaller(request).user.id, BigInt(request.params.deviceId));
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
    async (request) => {
      const { soleTeams, blockingTeams } = await accountDeletionImpact(
        app.db,
        requireCaller(request).user.id,
      );
      return { soleTeams, blockingTeams };
    },
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
      await deleteAccount(app.db, app.storage, requireCaller(request).user.id);
      return { ok: true as const };
    },
  );
};

export default accountRoutes;
