import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  botKeyQuerySchema,
  botKeyTeamSchema,
  botShareInfoSchema,
  visitorIdentitySchema,
  webPreviewUiSchema,
} from '@miaoyu/contracts/bot';
import type { Config } from '../../../config';
import { errorResponses } from '../../../lib/error-responses';
import { fileUrl } from '../../files';
import type { caseGates } from './case-gate';
import { requireBot } from './case-gate';
import { shareInfo, webPreviewUi } from './profile';
import type { VisitorTokens } from './visitor-token';

const errors = errorResponses(400, 403, 404, 429);
const open = { tags: ['case'] };

/** What anyone with a bot's key may read before writing, and a new visitor id. */
const caseProfileRoutes: FastifyPluginAsyncZod<{
  config: Config;
  gate: ReturnType<typeof caseGates>;
  tokens: VisitorTokens;
}> = async (app, { config, gate, tokens }) => {
  const perAddress = { rateLimit: { max: config.PUBLIC_RATE_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/v1/case/visitors',
    {
      config: perAddress,
      onRequest: gate.bot,
      schema: {
        ...open,
        summary: 'A new visitor: an id and the token that proves it (kept by the browser)',
        querystring: botKeyQuerySchema,
        response: { 200: visitorIdentitySchema, ...errors },
      },
    },
    async () => tokens.issue(),
  );

  app.get(
    '/v1/case/share/info',
    {
      config: perAddress,
      onRequest: gate.bot,
      schema: {
        ...open,
        summary: "The bot's public profile and look",
        querystring: botKeyQuerySchema,
        response: { 200: botShareInfoSchema, ...errors },
      },
    },
    async (request) => shareInfo(requireBot(request)),
  );

  for (const url of ['/v1/case/webPreviewUi', '/v1/webPreviewUi'])
    app.get(
      url,
      {
        config: perAddress,
        onRequest: gate.loader,
        schema: {
          ...open,
          summary: "The bot's look for the visitor page and the embed loader",
          querystring: botKeyQuerySchema,
          response: { 200: webPreviewUiSchema, ...errors },
        },
      },
      async (request) => webPreviewUi(requireBot(request)),
    );

  app.get(
    '/v1/case/key/team',
    {
      config: perAddress,
      onRequest: gate.bot,
      schema: {
        ...open,
        summary: 'The team a key belongs to',
        querystring: botKeyQuerySchema,
        response: { 200: botKeyTeamSchema, ...errors },
      },
    },
    async (request) => {
      const { team } = requireBot(request);
      return { name: team.name, code: team.code, logo: fileUrl(team.logo) };
    },
  );
};

export default caseProfileRoutes;
