import { describe, expect, it, vi } from 'vitest';
import { identityStore, keptValues } from './identity';

const KEY = 'cs0123456789abcdefghijKL';

/** A Storage whose every access throws, as in a third-party iframe with storage blocked. */
const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('keptValues', () => {
  it('keeps values in localStorage', () => {
    const values = keptValues(() => window.localStorage);
    values.set('a', '1');
    expect(window.localStorage.getItem('a')).toBe('1');
    expect(values.get('a')).toBe('1');
    values.remove('a');
    expect(values.get('a')).toBeNull();
  });

  it('keeps them in memory when storage throws on access', () => {
    const values = keptValues(blocked);
    expect(values.get('a')).toBeNull();
    values.set('a', '1');
    expect(values.get('a')).toBe('1');
    values.remove('a');
    expect(values.get('a')).toBeNull();
  });

  it('keeps them in memory when storage refuses writes (quota, private mode)', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const values = keptValues(() => storage);
    values.set('a', '1');
    expect(values.get('a')).toBe('1');
  });
});

describe('identityStore', () => {
  const identity = (n: number) => ({ visitorId: `v${n}`, token: `t${n}` });

  it('asks the server once, however many callers wait, and keeps the answer per key', async () => {
    const values = keptValues(() => window.localStorage);
    const create = vi.fn(async () => identity(1));
    const store = identityStore(KEY, values, create);
    expect(store.peek()).toBeNull();
    const [a, b] = await Promise.all([store.get(), store.get()]);
    expect(a).toEqual(identity(1));
    expect(b).toEqual(identity(1));
    expect(create).toHaveBeenCalledTimes(1);
    expect(identityStore(KEY, values, create).peek()).toEqual(identity(1));
    expect(identityStore('cs0123456789abcdefghijXX', values, create).peek()).toBeNull();
  });

  it('works for the page’s life when storage is blocked', async () => {
    const store = identityStore(KEY, keptValues(blocked), async () => identity(1));
    await store.get();
    expect(store.peek()).toEqual(identity(1));
    store.setLastConversation('42');
    expect(store.lastConversation()).toBe('42');
  });

  it('ignores a damaged stored value', () => {
    window.localStorage.setItem(`miaoyu-visitor:${KEY}`, '{"visitorId":1}');
    const store = identityStore(
      KEY,
      keptValues(() => window.localStorage),
      async () => identity(1),
    );
    expect(store.peek()).toBeNull();
  });

  it('renews once for a refused token and forgets that visitor’s last conversation', async () => {
    let n = 0;
    const create = vi.fn(async () => identity(++n));
    const store = identityStore(
      KEY,
      keptValues(() => window.localStorage),
      create,
    );
    await store.get();
    store.setLastConversation('42');
    const [a, b] = await Promise.all([store.renew('t1'), store.renew('t1')]);
    expect(a).toEqual(identity(2));
    expect(b).toEqual(identity(2));
    expect(create).toHaveBeenCalledTimes(2);
    expect(store.lastConversation()).toBeNull();
    // A caller still holding the first token gets the new identity, not a third one.
    expect(await store.renew('t1')).toEqual(identity(2));
    expect(create).toHaveBeenCalledTimes(2);
  });
});
