/** A helper's picture: checked, resized and stored like a user's avatar, readable by anyone. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HELPER_AVATAR_MAX_BYTES,
  orgIdParamsSchema,
  uploadedHelperAvatarSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../../lib/error-responses';
import { readSingleFile } from '../../../lib/upload';
import { requireCaller } from '../../../plugins/auth';
import { saveImage, fileUrl } from '../../files';
import { memberAccess, orgMemberGate } from '../../orgs';
import { AVATAR_FILES } from '../../user';

const helperAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/orgs/:orgId/helpers/avatar',
    {
      preValidation: orgMemberGate(app.db),
      // Uploads cost a decode and a resize each.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['helpers'],
        security: [{ studioToken: [] }],
        summary: "Upload a helper's picture (image ≤ 5 MB, stored as 256 px WebP); any member",
        consumes: ['multipart/form-data'],
        params: orgIdParamsSchema,
        response: {
          200: uploadedHelperAvatarSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const orgId = BigInt(request.params.orgId);
      await memberAccess(app.db, orgId, caller.user.id);
      const bytes = await readSingleFile(request, HELPER_AVATAR_MAX_BYTES);
      // Stored as an avatar: public helpers show it to anyone, by its unguessable code.
      const owner = { orgId, userId: caller.user.id };
      const code = await saveImage(app.db, app.storage, owner, AVATAR_FILES, bytes);
      return { avatar: fileUrl(code) };
    },
  );
};

export default helperAvatarRoutes;
