import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allowModelHostSchema,
  canonicalHostEntry,
  modelHostListSchema,
  modelHostParamsSchema,
} from '@miaoyu/contracts';
import { errorResponses } from '../../lib/error-responses';
import { requireCaller, requirePlatformAdmin } from '../../plugins/auth';
import { allowModelHost, modelHostList, removeModelHost } from './allowed-hosts.service';
import { syncAllowedHosts } from './allowed-hosts.sync';

const errors = errorResponses(400, 401, 403, 404, 422);
const doc = { tags: ['admin'], security: [{ studioToken: [] }] };

/**
 * Platform admins: private hosts every organisation's model providers may use (an Ollama or vLLM
 * on the company network), beside LLM_ALLOWED_HOSTS. The outbound guard of every instance takes
 * a change at once, without a restart.
 */
const modelHostRoutes: FastifyPluginAsyncZod = async (app) => {
  const reread = await syncAllowedHosts(app);
  // Refuses before the body is validated; each service checks the role again.
  app.addHook('onRequest', requirePlatformAdmin);

  app.get(
    '/v1/admin/model-hosts',
    {
      schema: {
        ...doc,
        summary: 'Private hosts allowed for model endpoints (stored and from the environment)',
        response: { 200: modelHostListSchema, ...errors },
      },
    },
    async (request) => modelHostList(app, requireCaller(request)),
  );

  app.post(
    '/v1/admin/model-hosts',
    {
      schema: {
        ...doc,
        summary: 'Allow a private host (`host` or `host:port`) for model endpoints; audited',
        body: allowModelHostSchema,
        response: { 200: modelHostListSchema, ...errors },
      },
    },
    async (request) => allowModelHost(app, reread, requireCaller(request), request.body),
  );

  app.delete(
    '/v1/admin/model-hosts/:host',
    {
      schema: {
        ...doc,
        summary: 'Stop allowing a stored host (URL-encoded); audited',
        params: modelHostParamsSchema,
        response: { 200: modelHostListSchema, ...errors },
      },
    },
    async (request) => {
      const { host } = request.params;
      const entry = canonicalHostEntry(host) ?? host;
      return removeModelHost(app, reread, requireCaller(request), entry);
    },
  );
};

export default modelHostRoutes;
