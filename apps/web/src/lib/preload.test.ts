import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp, type Reply } from '@/test/http';
import { forgetPreloaded, getFirst, preloadGet } from './preload';

/** Answers each call with the next reply of the list. */
function serve(...replies: Reply[]) {
  let next = 0;
  return mockHttp(() => replies[next++] ?? [500, { message: 'no more', code: 'X' }]);
}

describe('a page’s first request, preloaded beside its code', () => {
  beforeEach(() => forgetPreloaded());

  it('answers the page from the request started earlier, once, whatever the order of its query', async () => {
    const { requests } = serve([200, { list: ['early'] }], [200, { list: ['later'] }]);
    preloadGet({ path: '/v1/things', params: { offset: 0, limit: 10, keyword: undefined } });
    preloadGet({ path: '/v1/things', params: { limit: 10, offset: 0 } });
    const first = getFirst({ path: '/v1/things', params: { limit: 10, offset: 0 } });
    await expect(first).resolves.toEqual({ list: ['early'] });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/things');
    expect(requests[0]!.params.toString()).toBe('offset=0&limit=10');
    // Used once: a refetch asks the server again.
    const again = getFirst({ path: '/v1/things', params: { limit: 10, offset: 0 } });
    await expect(again).resolves.toEqual({ list: ['later'] });
    expect(requests).toHaveLength(2);
  });

  it('asks again when the preload failed', async () => {
    const { requests } = serve('network', [200, { ok: true }]);
    preloadGet({ path: '/v1/things' });
    await expect(getFirst({ path: '/v1/things' }, { silent: true })).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('never answers with a stale preload', async () => {
    const { requests } = serve([200, 'old'], [200, 'new']);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    preloadGet({ path: '/v1/things' });
    now.mockReturnValue(1_011_000);
    await expect(getFirst({ path: '/v1/things' })).resolves.toBe('new');
    expect(requests).toHaveLength(2);
    now.mockRestore();
  });

  it('forgets everything at sign-out', async () => {
    serve([200, 'theirs'], [200, 'mine']);
    preloadGet({ path: '/v1/things' });
    forgetPreloaded();
    await expect(getFirst({ path: '/v1/things' })).resolves.toBe('mine');
  });
});
