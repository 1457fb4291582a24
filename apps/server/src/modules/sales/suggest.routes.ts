import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saleSuggestSchema } from '@miaoyu/contracts/sales';
import type { Config } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';
import { streamAnswer } from '../conversation';
import type { LoadCatalog } from '../helpers';
import { prepareSuggestion, runSuggestion } from './suggest.service';

const doc = { tags: ['sales'], security: [{ studioToken: [] }] };

/** Suggested replies, streamed: three tones side by side. */
const saleSuggestRoutes: FastifyPluginAsyncZod<{
  config: Config;
  loadCatalog: LoadCatalog;
}> = async (app, { config, loadCatalog }) => {
  app.post(
    '/v1/saleChat/suggest',
    {
      // A suggestion asks the model three times: as many a minute as the chat's questions.
      config: { rateLimit: perUserPerMinute('sale-suggest', config.CHAT_RATE_PER_MINUTE) },
      schema: {
        ...doc,
        summary:
          'Three replies to send next (warm, professional, brief), or the one its business ' +
          'scene answers, streamed: start, citations, delta {index, content}…, reply ' +
          '{index, text}, done {suggestion} or error',
        body: saleSuggestSchema,
        produces: ['text/event-stream'],
        response: errorResponses(400, 401, 403, 404, 422, 429),
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      return streamAnswer(reply, async () => {
        const prepared = await prepareSuggestion(app, config, loadCatalog, caller, request.body);
        return (sse, { upstream }) =>
          runSuggestion(app, caller, prepared, sse, upstream, request.locale);
      });
    },
  );
};

export default saleSuggestRoutes;
