import type http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERNAL_SECRET,
  redirectTo,
  startRecorder,
  type HttpRecorder,
} from '../../../test/http-recorder';
import { HostAllowList } from './allow-list';
import { checkedLookup, OutboundGuard, RedirectRefusedError } from './fetch';
import {
  findCause,
  ForbiddenHostError,
  UnresolvedHostError,
  type ResolvedAddress,
  type Resolver,
} from './guard';

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });

/** The request headers a redirect to another origin may carry. */
const CARRIED = ['accept', 'accept-language', 'user-agent'];

/** A resolver that gives each answer in turn (the last one from then on) and counts calls. */
function changingResolver(...answers: ResolvedAddress[][]) {
  const calls: string[] = [];
  const resolve: Resolver = async (hostname) => {
    calls.push(hostname);
    return answers[Math.min(calls.length, answers.length) - 1]!;
  };
  return { resolve, calls };
}

/** Runs a fetch that must fail and returns what it failed with. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the fetch succeeded');
}

describe('guarded fetch', () => {
  /** The internal service nobody may reach: any request it records is a failure. */
  let internal: HttpRecorder;
  const guards: OutboundGuard[] = [];
  const guard = (options: ConstructorParameters<typeof OutboundGuard>[0]) => {
    const made = new OutboundGuard(options);
    guards.push(made);
    return made;
  };
  beforeAll(async () => {
    internal = await startRecorder();
  });
  afterEach(async () => {
    await Promise.all(guards.splice(0).map((g) => g.close()));
  });
  afterAll(async () => {
    await internal.close();
  });

  it('refuses a redirect from an allowed host to a private address, in any spelling', async () => {
    const targets = [
      `http://127.0.0.1:${internal.port}/`,
      `http://localhost:${internal.port}/`,
      `http://localhost.:${internal.port}/`,
      `http://2130706433:${internal.port}/`,
      `http://0x7f.1:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
      `http://[::1]:${internal.port}/`,
    ];
    const hop = await startRecorder(
      redirectTo((req) => targets[Number(new URL(req.url!, 'http://x').searchParams.get('i'))]!),
    );
    try {
      const outbound = guard({ allowedHosts: new Set([`127.0.0.1:${hop.port}`]) });
      for (const [i, target] of targets.entries()) {
        const error = await failure(outbound.fetch(`${hop.url}/start?i=${i}`));
        expect(findCause(error, ForbiddenHostError), target).toBeDefined();
      }
      expect(hop.hits).toHaveLength(targets.length);
      expect(internal.hits).toEqual([]);
    } finally {
      await hop.close();
    }
  });

  it('follows no redirect for POST, and at most three for GET, re-checking each', async () => {
    const hop = await startRecorder(redirectTo(() => `${internal.url}/after`, 307));
    const loop = await startRecorder(redirectTo((req) => `${req.url}x`));
    try {
      // Even an allowed target is not reached from a POST.
      const outbound = guard({
        allowedHosts: new Set([
          `127.0.0.1:${hop.port}`,
          `127.0.0.1:${loop.port}`,
          `127.0.0.1:${internal.port}`,
        ]),
      });
      const post = await failure(outbound.fetch(`${hop.url}/v1`, { method: 'POST', body: '{}' }));
      expect(post).toBeInstanceOf(RedirectRefusedError);
      expect(post).toMatchObject({ status: 307 });
      const get = await failure(outbound.fetch(`${loop.url}/`));
      expect(get).toMatchObject({ name: 'RedirectRefusedError', status: 302 });
      expect(loop.hits.map((h) => h.url)).toEqual(['/', '/x', '/xx', '/xxx']);
      expect(internal.hits).toEqual([]);
      // `manual` hands the redirect to the caller, who must fetch the next hop through the guard.
      const manual = await outbound.fetch(`${hop.url}/v1`, { redirect: 'manual' });
      expect(manual.status).toBe(307);
      expect(manual.headers.get('location')).toBe(`${internal.url}/after`);
    } finally {
      await hop.close();
      await loop.close();
    }
  });

  it('follows an allowed redirect without carrying credentials to another origin', async () => {
    const hop = await startRecorder(redirectTo(() => `${internal.url}/landing`, 301));
    const outbound = guard({
      allowedHosts: new Set([`127.0.0.1:${hop.port}`, `127.0.0.1:${internal.port}`]),
    });
    try {
      const res = await outbound.fetch(`${hop.url}/start`, {
        headers: { authorization: 'Bearer sk-secret' },
      });
      expect(res.status).toBe(500);
      expect(await res.text()).toContain(INTERNAL_SECRET);
      expect(hop.hits).toEqual([
        { method: 'GET', url: '/start', authorization: 'Bearer sk-secret' },
      ]);
      expect(internal.hits).toEqual([{ method: 'GET', url: '/landing', authorization: undefined }]);
    } finally {
      internal.hits.length = 0;
      await hop.close();
    }
  });

  it('carries only harmless headers to another origin, and every header within one', async () => {
    const sent = {
      authorization: 'Bearer sk-secret',
      'proxy-authorization': 'Basic cHJveHk=',
      cookie: 'session=s3cret',
      'x-api-key': 'sk-x-api-key',
      'api-key': 'sk-api-key',
      'x-goog-api-key': 'sk-goog',
      'x-custom-token': 'anything',
      accept: 'application/json',
      'accept-language': 'zh-CN',
      'user-agent': 'miaoyu-test',
    };
    const landed: http.IncomingHttpHeaders[] = [];
    const landing = await startRecorder((req, res) => {
      landed.push(req.headers);
      res.end('landed');
    });
    const hop = await startRecorder(
      redirectTo((req) => (req.url === '/start' ? '/again' : `${landing.url}/landing`), 302),
    );
    const outbound = guard({
      allowedHosts: new Set([`127.0.0.1:${hop.port}`, `127.0.0.1:${landing.port}`]),
    });
    try {
      const res = await outbound.fetch(`${hop.url}/start`, { headers: sent });
      expect(await res.text()).toBe('landed');
      // The same-origin hop keeps the credentials.
      expect(hop.hits.map((h) => [h.url, h.authorization])).toEqual([
        ['/start', sent.authorization],
        ['/again', sent.authorization],
      ]);
      expect(landed).toHaveLength(1);
      const across = landed[0]!;
      expect(across).toMatchObject({
        accept: sent.accept,
        'accept-language': sent['accept-language'],
        'user-agent': sent['user-agent'],
      });
      // Nothing else the caller set reaches the other origin, under its name or another.
      const dropped = Object.entries(sent).filter(([name]) => !CARRIED.includes(name));
      for (const [name, value] of dropped) {
        expect(across[name], name).toBeUndefined();
        expect(JSON.stringify(across)).not.toContain(value);
      }
    } finally {
      await Promise.all([hop.close(), landing.close()]);
    }
  });

  it('connects to the address it checked: a name that changes its answer cannot slip through', async () => {
    const name = `http://rebind.example:${internal.port}/`;
    // Checked once with a public answer, then the name turns private: the fetch checks again.
    const later = changingResolver([v4('8.8.8.8')], [v4('127.0.0.1')]);
    const outbound = guard({ allowedHosts: new Set(), resolve: later.resolve });
    await expect(outbound.assertPublicUrl(name)).resolves.toBeUndefined();
    const refused = await failure(outbound.fetch(name));
    expect(findCause(refused, ForbiddenHostError)?.host).toBe('rebind.example');
    expect(later.calls).toEqual(['rebind.example', 'rebind.example']);

    // Within one connection the name is resolved once, and the socket is handed exactly the
    // address that was checked (net connects to what its look-up returns). Shown on the look-up
    // itself, so no test traffic leaves the loopback interface.
    const flip = changingResolver([v4('8.8.8.8')], [v4('127.0.0.1')]);
    const answer = await new Promise<unknown>((done, fail) =>
      checkedLookup(flip.resolve)('rebind.example', { family: 0 }, (error, address, family) =>
        error ? fail(error) : done({ address, family }),
      ),
    );
    expect(answer).toEqual({ address: '8.8.8.8', family: 4 });
    expect(flip.calls).toEqual(['rebind.example']);

    // One private record among public ones is enough to refuse.
    const mixed = changingResolver([v4('8.8.8.8'), v4('127.0.0.1')]);
    const both = guard({ allowedHosts: new Set(), resolve: mixed.resolve });
    expect(findCause(await failure(both.fetch(name)), ForbiddenHostError)).toBeDefined();
    expect(internal.hits).toEqual([]);
  });

  it('fails clearly on a name that does not resolve and on schemes other than http', async () => {
    const outbound = guard({ allowedHosts: new Set() });
    const error = await failure(outbound.fetch('http://nonexistent.invalid/v1'));
    expect(findCause(error, UnresolvedHostError)).toMatchObject({ host: 'nonexistent.invalid' });
    await expect(outbound.fetch('file:///etc/passwd')).rejects.toThrow(/only http and https/);
  });

  it('posts (the model stream) through the same checks, and follows no redirect', async () => {
    const init = () => ({
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-secret' },
      body: '{}',
      signal: new AbortController().signal,
    });
    const refused = await failure(guard({ allowedHosts: new Set() }).post(internal.url, init()));
    expect(findCause(refused, ForbiddenHostError)?.host).toBe('127.0.0.1');
    const rebinding = changingResolver([v4('127.0.0.1')]);
    const named = guard({ allowedHosts: new Set(), resolve: rebinding.resolve });
    const byName = await failure(named.post(`http://model.example:${internal.port}/v1`, init()));
    expect(findCause(byName, ForbiddenHostError)?.host).toBe('model.example');
    expect(internal.hits).toEqual([]);

    const hop = await startRecorder(redirectTo(() => `${internal.url}/after`, 307));
    try {
      const allowed = guard({
        allowedHosts: new Set([`127.0.0.1:${hop.port}`, `127.0.0.1:${internal.port}`]),
      });
      const redirect = await failure(allowed.post(`${hop.url}/v1`, init()));
      expect(redirect).toMatchObject({ name: 'RedirectRefusedError', status: 307 });
      expect(internal.hits).toEqual([]);
      const direct = await allowed.post(`${internal.url}/v1/chat/completions`, init());
      expect(direct.statusCode).toBe(500); // the recorder's answer: the allowed host was reached
      await direct.body.text();
      expect(internal.hits.map((h) => h.url)).toEqual(['/v1/chat/completions']);
    } finally {
      internal.hits.length = 0; // the other tests expect the internal service untouched
      await hop.close();
    }
    await expect(named.post('file:///etc/passwd', init())).rejects.toThrow(/only http and https/);
  });
  it('takes stored hosts at the next request, and drops kept-alive connections to a removed one', async () => {
    const outbound = guard({ allowedHosts: new HostAllowList(new Set()) });
    const url = `${internal.url}/page`;
    const host = new URL(internal.url).host;
    expect(findCause(await failure(outbound.fetch(url)), ForbiddenHostError)).toBeTruthy();
    outbound.replaceStoredHosts([host]);
    // Two requests: the second may reuse the first one's kept-alive connection.
    for (let i = 0; i < 2; i++) {
      const res = await outbound.fetch(url);
      await res.text();
      expect(res.status).toBe(500);
    }
    const hits = internal.hits.length;
    outbound.replaceStoredHosts([]);
    expect(findCause(await failure(outbound.fetch(url)), ForbiddenHostError)).toBeTruthy();
    expect(internal.hits).toHaveLength(hits);
    await expect(outbound.assertPublicUrl(url)).rejects.toThrow(ForbiddenHostError);
  });
});
