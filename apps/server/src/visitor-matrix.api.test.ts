import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test/databases';
import { useTestApp } from '../test/harness';
import { injectLive } from '../test/live-inject';
import { buildWorld, MATRIX_PROVIDER_URL, type MatrixWorld } from '../test/matrix/fixture';
import { visitorMatrixRows } from '../test/matrix/rows';
import { ASKERS, askerOf, defaultDenial, type Asker } from '../test/matrix/visitor-actions';

/** The visitor routes' rows, from the `*.matrix.ts` of the modules that have them. */
const VISITOR_ACTIONS = await visitorMatrixRows();

/**
 * The visitor routes' matrix: public routes, so no sign-in opens them; the key in the query
 * string names the bot and `x-visitor-token` the visitor, and each conversation is reached only
 * by its own visitor through its own bot's key.
 */
describe.each(DATABASE_KINDS)('visitor routes on %s', (kind) => {
  const t = useTestApp(kind, {
    LLM_ALLOWED_HOSTS: new URL(MATRIX_PROVIDER_URL).host,
    // Every request here comes from one address.
    PUBLIC_RATE_PER_MINUTE: '100000',
    VISITOR_IP_RATE_PER_MINUTE: '100000',
  });
  /** Another team's bot and its visitor, only read by these requests. */
  let other: MatrixWorld;
  beforeAll(async () => {
    other = await buildWorld(t.app);
  });

  describe.each(VISITOR_ACTIONS.map((action) => [action.name, action] as const))(
    '%s',
    (_name, action) => {
      it.each(ASKERS.map((asker) => [asker] as const))('as %s', async (asker: Asker) => {
        const a = await buildWorld(t.app);
        const { live, ...request } = action.request(a);
        const { key, headers } = askerOf(asker, { a, b: other });
        const options = {
          ...request,
          url: `${request.url}${request.url.includes('?') ? '&' : '?'}key=${key}`,
          headers: { ...request.headers, ...headers },
        };
        const res = live ? await injectLive(t.app, options) : await t.app.inject(options);
        const denial = action.denied?.[asker] ?? defaultDenial(asker);
        if (action.allowed.includes(asker)) {
          expect(res.statusCode, res.body).toBe(200);
          if (live) expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
          if (action.shows) expect(action.shows(res.body, a), res.body).toBe(true);
        } else if (denial === 200) {
          expect(res.statusCode, res.body).toBe(200);
          expect(action.shows?.(res.body, a), res.body).toBe(false);
        } else {
          expect([res.statusCode, res.json().code], res.body).toEqual(denial);
        }
      });
    },
  );
});
