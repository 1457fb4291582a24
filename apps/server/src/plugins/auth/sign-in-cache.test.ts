import { describe, expect, it } from 'vitest';
import {
  applySignInNotice,
  forgetSignInsOf,
  SIGN_IN_TTL_MS,
  SignInCache,
  trackSignInCache,
  type SignInRow,
} from './sign-in-cache';

const rowOf = (userId: bigint, tokenId = 1n) =>
  ({ user: { id: userId, ban: false }, token: { id: tokenId, userId } }) as unknown as SignInRow;

function openCache() {
  let now = 1_000_000;
  const cache = new SignInCache(() => now);
  cache.open();
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('the sign-in cache', () => {
  it('serves a stored lookup until its time is up', () => {
    const { cache, advance } = openCache();
    const row = rowOf(7n);
    cache.put(cache.ticket(), 'h1', row);
    expect(cache.get('h1')).toBe(row);
    advance(SIGN_IN_TTL_MS - 1);
    expect(cache.get('h1')).toBe(row);
    advance(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a lookup that a notice overtook', () => {
    const { cache } = openCache();
    const ticket = cache.ticket();
    // The user changed while the lookup ran: what it read may be from before the change.
    cache.forgetUser(99n);
    cache.put(ticket, 'h1', rowOf(7n));
    expect(cache.get('h1')).toBeUndefined();
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    expect(cache.get('h1')).toBeDefined();
  });

  it("forgets only the named user's sign-ins; any other payload forgets all", () => {
    const { cache } = openCache();
    cache.put(cache.ticket(), 'a1', rowOf(1n, 1n));
    cache.put(cache.ticket(), 'a2', rowOf(1n, 2n));
    cache.put(cache.ticket(), 'b1', rowOf(2n, 3n));
    applySignInNotice(cache, '1');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('b1')).toBeDefined();
    applySignInNotice(cache, 'not a user id');
    expect(cache.size).toBe(0);
  });

  it('keeps and serves nothing while it does not hear notices, and starts empty again', () => {
    const { cache } = openCache();
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    cache.close();
    expect(cache.ticket()).toBeNull();
    expect(cache.get('h1')).toBeUndefined();
    cache.put(0, 'h2', rowOf(7n));
    cache.put(null, 'h2', rowOf(7n));
    cache.open();
    expect(cache.size).toBe(0);
    expect(cache.get('h2')).toBeUndefined();
  });

  it('shares rows frozen, so no request can change what the next one reads', () => {
    const { cache } = openCache();
    const row = rowOf(7n);
    cache.put(cache.ticket(), 'h1', row);
    expect(() => {
      (cache.get('h1')!.user as { ban: boolean }).ban = true;
    }).toThrow(TypeError);
  });

  it('holds at most 10,000 sign-ins, dropping the oldest', () => {
    const { cache } = openCache();
    for (let i = 0; i < 10_001; i += 1) cache.put(cache.ticket(), `h${i}`, rowOf(BigInt(i)));
    expect(cache.size).toBe(10_000);
    expect(cache.get('h0')).toBeUndefined();
    expect(cache.get('h10000')).toBeDefined();
  });

  it('keeps no lookup of a user this instance wrote for ten seconds, whatever notices come', () => {
    const { cache, advance } = openCache();
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    cache.writing(7n);
    expect(cache.get('h1')).toBeUndefined();
    // Read while the write's transaction may still be open: the row may be from before it.
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    cache.put(cache.ticket(), 'h2', rowOf(8n));
    expect([cache.get('h1'), cache.get('h2')?.user.id]).toEqual([undefined, 8n]);
    // A notice now may be of an earlier write: the hold stays.
    applySignInNotice(cache, '7');
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    expect(cache.get('h1')).toBeUndefined();
    advance(SIGN_IN_TTL_MS - 1);
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    expect(cache.get('h1')).toBeUndefined();
    advance(1);
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    expect(cache.get('h1')).toBeDefined();
  });

  it('a write in this process reaches every cache it tracks, until it is untracked', () => {
    const { cache } = openCache();
    const untrack = trackSignInCache(cache);
    cache.put(cache.ticket(), 'h1', rowOf(7n));
    cache.put(cache.ticket(), 'h2', rowOf(8n));
    forgetSignInsOf(7n);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeDefined();
    untrack();
    forgetSignInsOf(8n);
    expect(cache.get('h2')).toBeDefined();
  });
});
