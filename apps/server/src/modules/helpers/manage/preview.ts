/**
 * The editor's live preview: the unsaved settings answer the conversation the page keeps, through
 * the same model choice, context and retrieval as a saved helper; nothing is stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helperPreviewRequestSchema, orgIdParamsSchema } from '@miaoyu/contracts';
import type { Config } from '../../../config';
import { errorResponses } from '../../../lib/error-responses';
import { requireCaller } from '../../../plugins/auth';
import { perUserPerMinute } from '../../../plugins/rate-limit';
import { prepareStatelessAnswer, runStatelessAnswer, streamAnswer } from '../../conversation';
import { memberAccess, orgMemberGate } from '../../orgs';
import { helperConversationSettings } from '../use/conversation';
import { checkModel, ownDatasets, ownScene, type LoadCatalog } from './service';

const doc = { tags: ['helpers'], security: [{ studioToken: [] }] };

const helperPreviewRoutes: FastifyPluginAsyncZod<{
  config: Config;
  loadCatalog: LoadCatalog;
}> = async (app, { config, loadCatalog }) => {
  app.post(
    '/v1/orgs/:orgId/helpers/preview',
    {
      preValidation: orgMemberGate(app.db),
      config: {
        // Previews ask a model as the chat does: limited per user as the chat is.
        rateLimit: perUserPerMinute('chat', config.CHAT_RATE_PER_MINUTE),
      },
      schema: {
        ...doc,
        summary: "Try unsaved settings: answers the chat's events (start, delta…, done or error)",
        params: orgIdParamsSchema,
        body: helperPreviewRequestSchema,
        produces: ['text/event-stream'],
        response: errorResponses(400, 401, 403, 404, 422, 429),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const orgId = BigInt(request.params.orgId);
      const { settings, messages, prompt, conversation } = request.body;
      return streamAnswer(reply, async (upstream) => {
        await memberAccess(app.db, orgId, caller.user.id);
        const [datasetIds, models] = await Promise.all([
          ownDatasets(app.db, orgId, settings.datasetIds, ['settings']),
          loadCatalog(orgId),
          checkModel(loadCatalog, orgId, settings.model, ['settings']),
        ]);
        const answer = await prepareStatelessAnswer(
          app,
          {
            settings: helperConversationSettings(
              app,
              config,
              orgId,
              {
                ...settings,
                datasetIds,
                sceneId: await ownScene(app.db, orgId, settings.sceneId, ['settings']),
              },
              {
                channel: 'chat',
                userId: caller.user.id,
                userName: caller.user.nickname,
                isVisitor: false,
                // Each member's previews are their own.
                ...(conversation
                  ? { conversation: `preview:${caller.user.id}:${conversation}` }
                  : {}),
              },
            ),
            models,
            history: messages,
          },
          { prompt, locale: request.locale },
          upstream,
        );
        return (sse, control) =>
          runStatelessAnswer(app, answer, sse, control.upstream, request.locale);
      });
    },
  );
};

export default helperPreviewRoutes;
