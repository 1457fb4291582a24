import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../test/matrix/actions';
import { ACTORS, buildWorld, type Actor } from '../test/matrix/fixture';
import { DATABASE_KINDS } from '../test/databases';
import { useTestApp } from '../test/harness';
import { MATRIX_PROVIDER_URL } from '../test/matrix/fixture';

/** Who is refused, and how, when not allowed. */
function defaultDenial(actor: Actor, url: string): number {
  if (actor === 'anonymous') return 401;
  if (actor === 'banned') return 403;
  // Outsiders get 404 for anything inside a team they do not belong to.
  const teamScoped = /^\/v1\/orgs\/\d+/.test(url) || url === '/v1/user/currentOrg';
  if ((actor === 'otherOwner' || actor === 'platformAdmin') && teamScoped) return 404;
  return 403;
}

describe.each(DATABASE_KINDS)('permission matrix on %s', (kind) => {
  // The team's model provider points at a closed local port, allowed here so tests reach it.
  const t = useTestApp(kind, { LLM_ALLOWED_HOSTS: new URL(MATRIX_PROVIDER_URL).host });

  describe.each(ACTIONS.map((action) => [action.name, action] as const))('%s', (_name, action) => {
    it.each(ACTORS.map((actor) => [actor] as const))('as %s', async (actor) => {
      const world = await buildWorld(t.app);
      const request = action.request(world);
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...world.headers[actor] },
      });
      if (action.allowed.includes(actor)) {
        expect(res.statusCode, res.body).toBeLessThan(300);
      } else {
        const expected = action.denied?.[actor] ?? defaultDenial(actor, request.url);
        expect(res.statusCode, res.body).toBe(expected);
        if (actor === 'banned' && expected === 403 && !request.url.startsWith('/v1/invites/')) {
          expect(res.json().code).toBe('USER_BANNED');
        }
      }
    });
  });
});
