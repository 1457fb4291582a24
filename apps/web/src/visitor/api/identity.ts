import type { VisitorIdentity } from '@miaoyu/contracts/bot';

/** Strings kept across visits, or for this page's life when the browser refuses storage. */
export interface KeptValues {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/**
 * localStorage with a memory copy of every write. Third-party iframes (Safari, Chrome's
 * blocked cookies) can throw on any access, or accept nothing: the memory copy answers then.
 */
export function keptValues(area: () => Storage): KeptValues {
  const memory = new Map<string, string>();
  return {
    get(name) {
      try {
        const value = area().getItem(name);
        if (value !== null) return value;
      } catch {
        // Storage is blocked: the memory copy is all there is.
      }
      return memory.get(name) ?? null;
    },
    set(name, value) {
      memory.set(name, value);
      try {
        area().setItem(name, value);
      } catch {
        // Blocked or full: kept in memory for this page's life.
      }
    },
    remove(name) {
      memory.delete(name);
      try {
        area().removeItem(name);
      } catch {
        // Nothing stored there to remove.
      }
    },
  };
}

const identityName = (key: string) => `miaoyu-visitor:${key}`;
const lastConversationName = (key: string) => `miaoyu-visitor-last:${key}`;

function parseIdentity(raw: string | null): VisitorIdentity | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VisitorIdentity> | null;
    if (value && typeof value.visitorId === 'string' && typeof value.token === 'string')
      return { visitorId: value.visitorId, token: value.token };
  } catch {
    // Not ours or damaged: a new identity replaces it.
  }
  return null;
}

export interface IdentityStore {
  /** The kept identity, without asking the server. */
  peek(): VisitorIdentity | null;
  /** The kept identity, or a new one from the server (one request however many callers wait). */
  get(): Promise<VisitorIdentity>;
  /**
   * A new identity after the server refused `staleToken`; when another caller already replaced
   * it, that one. The old identity's conversations are not this visitor's any more.
   */
  renew(staleToken: string): Promise<VisitorIdentity>;
  lastConversation(): string | null;
  setLastConversation(id: string | null): void;
}

/** A visitor's identity for one bot key. `create` asks the server for a new one. */
export function identityStore(
  key: string,
  values: KeptValues,
  create: () => Promise<VisitorIdentity>,
): IdentityStore {
  let pending: Promise<VisitorIdentity> | null = null;

  const fresh = () => {
    if (!pending) {
      pending = create().then(
        (identity) => {
          values.set(identityName(key), JSON.stringify(identity));
          pending = null;
          return identity;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
    }
    return pending;
  };

  const store: IdentityStore = {
    peek: () => parseIdentity(values.get(identityName(key))),
    get() {
      const kept = store.peek();
      return kept ? Promise.resolve(kept) : fresh();
    },
    renew(staleToken) {
      const kept = store.peek();
      if (kept && kept.token !== staleToken) return Promise.resolve(kept);
      values.remove(identityName(key));
      values.remove(lastConversationName(key));
      return fresh();
    },
    lastConversation: () => values.get(lastConversationName(key)),
    setLastConversation(id) {
      if (id) values.set(lastConversationName(key), id);
      else values.remove(lastConversationName(key));
    },
  };
  return store;
}
