import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../harness';

/** The public origin the tests pretend the studio is served at. */
export const STUDIO = 'http://studio.test';

/** A signed-in owner's new team with a public code, and calls as them. */
export async function teamWithCode(t: TestApp, phone: string, code: string) {
  const { answer, authorization } = await t.signIn(phone);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization } });
  const team = (await call('POST', '/v1/orgs', { name: `团队 ${code}` })).json() as { id: string };
  const renamed = await t.app.inject({
    method: 'PATCH',
    url: `/v1/orgs/${team.id}`,
    payload: { code },
    headers: { authorization },
  });
  expect(renamed.statusCode).toBe(200);
  return { ownerId: answer.id, orgId: team.id, authorization, call };
}

/**
 * One browser: keeps the flow cookie the studio sets, and sends it back (as a browser would on a
 * same-site request).
 */
export function browser(t: TestApp, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156') {
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) jar.set(cookie.name, cookie.value);
    return res;
  };
  return {
    jar,
    post: async (url: string, payload: object, authorization?: string) =>
      keep(
        await t.app.inject({
          method: 'POST',
          url,
          payload,
          cookies: Object.fromEntries(jar),
          headers: { 'user-agent': userAgent, ...(authorization ? { authorization } : {}) },
        }),
      ),
  };
}

/** Follows the provider's page as the signed-in person would: its redirect back to the studio. */
export async function approve(providerUrl: string, userAgent?: string): Promise<URL> {
  const response = await fetch(providerUrl, {
    redirect: 'manual',
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  const location = response.headers.get('location');
  if (!location) throw new Error(`the provider did not send the browser back: ${response.status}`);
  return new URL(location);
}
