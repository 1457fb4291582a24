import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

/**
 * The one public-access policy. Every route under `/v1/` or `/api/` needs a signed-in, unbanned
 * user, checked before anything else about the request, unless it is listed here with the reason
 * anyone may call it. Paths outside those prefixes (health probes, the API document, the web
 * app's files) serve nobody's data.
 */
export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'POST /v1/user/sendCode': 'sends a sign-in code to a phone',
  'POST /v1/user/loginByPhone': 'signs in (a new phone signs up)',
  'GET /v1/invites/:code': 'previews an invite link before its reader signs in',
  'GET /v1/sign-in/:tenantId': "a team's sign-in page: its name and the providers it offers",
  'POST /v1/sign-in/:tenantId/:provider/start':
    "starts signing in through a team's provider (the flow is bound to the browser)",
  'POST /v1/auth/code': 'finishes signing in with DingTalk (the flow or the in-app code decides)',
  'POST /v1/auth/wx': 'finishes signing in with WeChat (the flow decides)',
  'POST /v1/consumeCode': 'finishes single sign-on (the flow and the provider decide)',
  'GET /v1/files/:code':
    'avatars and logos by an unguessable code; a private file asks for sign-in itself',
  'GET /v1/public/helpers': 'the public square of helpers teams chose to publish',
  'GET /v1/public/helpers/:code': "a public helper's profile; any other code is not found",
  'GET /v1/public/helper-categories': "the public square's categories",
  'GET /v1/public/teams/:code/helpers': "a team's page: the helpers it made public",
  'POST /v1/payments/:channel/notify':
    "a payment channel's notification: believed only once its signature is verified",
  'POST /v1/openai/chat/completions': "a helper's API key authenticates (checked by the route)",
  'GET /v1/openai/models': "a helper's API key authenticates (checked by the route)",
  // The visitor bot: each route checks the bot's key, the embedding origin and (but for the
  // first four) the visitor's signed id itself, before reading a body.
  'POST /v1/case/visitors': "gives a bot's visitor a signed id",
  'GET /v1/case/share/info': "a bot's public profile, by its key",
  'GET /v1/case/webPreviewUi': "a bot's look, by its key",
  'GET /v1/webPreviewUi': "a bot's look, by its key (the embed loader)",
  'GET /v1/case/key/team': 'the team a bot key belongs to',
  'GET /v1/case/sessions': "a visitor's own conversations",
  'POST /v1/case/sessions': 'a visitor starts a conversation',
  'GET /v1/case/sessions/:sessionId/messages': "a visitor's own conversation",
  'POST /v1/case/sessions/:sessionId/completions': 'a visitor asks the bot',
  'POST /v1/case/sessions/:sessionId/completions/:answerId/stop':
    "a visitor stops the bot's answer",
  'POST /v1/case/sessions/:sessionId/handoff': 'a visitor asks for a person',
  'GET /v1/case/sessions/:sessionId/events': "a visitor's conversation, live",
  'POST /v1/case/fileId': 'a visitor sends a file',
  'POST /v1/case/qa': 'questions a visitor might ask next',
  'POST /v1/case/completions/:completionId/feedback':
    'a visitor rates an answer (the fixed static authorization and their signed id)',
};

const PROTECTED_PREFIXES = ['/v1/', '/api/'];

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Whether a route (by its declared url, not the request's path) is open without sign-in. */
export function isPublicRoute(method: string, url: string): boolean {
  if (!PROTECTED_PREFIXES.some((prefix) => url.startsWith(prefix))) return true;
  const asGet = method === 'HEAD' ? 'GET' : method;
  return routeKey(asGet, url) in PUBLIC_ROUTES;
}

export default fp(
  async (app) => {
    const declared = new Set<string>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) declared.add(routeKey(method, route.url));
    });
    // A listed route that no longer exists would leave the list lying about what is open.
    app.addHook('onReady', async () => {
      const stale = Object.keys(PUBLIC_ROUTES).filter((key) => !declared.has(key));
      if (stale.length > 0) throw new Error(`public routes that do not exist: ${stale.join(', ')}`);
    });
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const url = request.routeOptions.url;
      // An unknown path has no route: it answers 404 without asking who is calling.
      if (url === undefined || isPublicRoute(request.method, url)) return;
      await app.authenticate(request);
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
