import { beforeAll, describe, expect, it } from 'vitest';
import type { MatrixAction } from '../test/matrix/actions';
import { ACTORS, buildWorld, type Actor, type MatrixWorld } from '../test/matrix/fixture';
import { DATABASE_KINDS } from '../test/databases';
import { useTestApp } from '../test/harness';
import { unlimitedFreePlan } from '../test/billing';
import { injectLive } from '../test/live-inject';
import { MATRIX_PROVIDER_URL } from '../test/matrix/fixture';
import { matrixRows } from '../test/matrix/rows';

/** Every module's rows, from its `*.matrix.ts`. */
const ACTIONS = await matrixRows();

/** Refusals that are about who asks, not about what they sent. */
const RIGHTS_DENIALS = new Set([401, 403, 404]);

/** An empty body, and one no route's schema accepts. */
const BODIES_WITHOUT_CONTENT = [{}, []];

const decidedByBody = (action: MatrixAction, actor: Actor) => {
  const who = action.decidedByBody;
  return who === 'everyone' || (who?.includes(actor) ?? false);
};

/** Who is refused, and how, when not allowed. */
function defaultDenial(actor: Actor, url: string): number {
  if (actor === 'anonymous' || actor === 'visitor') return 401;
  if (actor === 'banned') return 403;
  // Outsiders get 404 for anything inside a team they do not belong to.
  const teamScoped = /^\/v1\/orgs\/\d+/.test(url) || url === '/v1/user/currentOrg';
  if ((actor === 'otherOwner' || actor === 'platformAdmin') && teamScoped) return 404;
  return 403;
}

describe.each(DATABASE_KINDS)('permission matrix on %s', (kind) => {
  // The team's model provider and the page it imports are on a closed local port, allowed here
  // so tests reach it.
  const closedPort = new URL(MATRIX_PROVIDER_URL).host;
  // Billing on, so its routes answer; the free plan unlimited, as the worlds make a lot.
  const t = useTestApp(kind, {
    LLM_ALLOWED_HOSTS: closedPort,
    KB_URL_ALLOWED_HOSTS: closedPort,
    BILLING: 'true',
  });
  beforeAll(() => unlimitedFreePlan(t.app));
  // Refused requests change nothing, and neither do reads, so every actor refused an action, and
  // every actor allowed to read, shares one world (a refusal that changed it would fail on its
  // own status); an actor allowed to change something gets a fresh world.
  const sharedWorlds = new Map<string, Promise<MatrixWorld>>();
  const sharedWorld = (action: string) => {
    let world = sharedWorlds.get(action);
    if (!world) sharedWorlds.set(action, (world = buildWorld(t.app)));
    return world;
  };
  const worldFor = async (action: MatrixAction, actor: Actor) => {
    const shared = await sharedWorld(action.name);
    if (!action.allowed.includes(actor)) return shared;
    const { method, live } = action.request(shared);
    return method === 'GET' && !live ? shared : buildWorld(t.app);
  };

  describe.each(ACTIONS.map((action) => [action.name, action] as const))('%s', (_name, action) => {
    it.each(ACTORS.map((actor) => [actor] as const))('as %s', async (actor) => {
      const world = await worldFor(action, actor);
      const { live, ...request } = action.request(world);
      const options = { ...request, headers: { ...request.headers, ...world.headers[actor] } };
      const res = live ? await injectLive(t.app, options) : await t.app.inject(options);
      if (action.allowed.includes(actor)) {
        expect(res.statusCode, res.body).toBeLessThan(300);
        if (live) expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
        if (action.shows) expect(action.shows(res.body, world), res.body).toBe(true);
      } else {
        const expected = action.denied?.[actor] ?? defaultDenial(actor, request.url);
        expect(res.statusCode, res.body).toBe(expected);
        if (action.shows && expected < 300)
          expect(action.shows(res.body, world), res.body).toBe(false);
        if (actor === 'banned' && expected === 403 && !request.url.startsWith('/v1/invites/')) {
          expect(res.json().code).toBe('USER_BANNED');
        }
      }
    });
  });

  // A caller without the right is refused before the body is validated: a 422 would tell them
  // the route's schema. Each refused actor sends bodies without content: the same refusal.
  describe.each(ACTIONS.map((action) => [action.name, action] as const))(
    '%s, with an empty body',
    (name, action) => {
      it('refuses each actor without the right as it does with a valid body', async (ctx) => {
        const world = await sharedWorld(name);
        const request = action.request(world);
        if (request.payload === undefined) ctx.skip();
        const answers: Partial<Record<Actor, number[]>> = {};
        const expected: Partial<Record<Actor, number[]>> = {};
        for (const actor of ACTORS) {
          if (action.allowed.includes(actor) || decidedByBody(action, actor)) continue;
          const denial = action.denied?.[actor] ?? defaultDenial(actor, request.url);
          if (!RIGHTS_DENIALS.has(denial)) continue;
          expected[actor] = BODIES_WITHOUT_CONTENT.map(() => denial);
          answers[actor] = [];
          for (const payload of BODIES_WITHOUT_CONTENT) {
            const res = await t.app.inject({
              method: request.method,
              url: request.url,
              payload,
              headers: world.headers[actor],
            });
            answers[actor].push(res.statusCode);
          }
        }
        expect(answers).toEqual(expected);
      });
    },
  );
});
