import type { authTokens, users } from '../../db/schema';

/** What the sign-in lookup answers for a token: the token's row and its user's. */
export interface SignInRow {
  token: typeof authTokens.$inferSelect;
  user: typeof users.$inferSelect;
}

/** The database tells every instance on this channel which user's rows changed (migration 0011). */
export const SIGN_IN_CHANNEL = 'miaoyu_sign_in';

/**
 * How long a looked-up sign-in is reused. Notices clear it at once; this bounds the harm of a
 * notice lost without the connection noticing (a network that drops packets silently).
 */
export const SIGN_IN_TTL_MS = 10_000;

const MAX_ENTRIES = 10_000;
/** How long a user this instance wrote is not kept: longer than any transaction here runs. */
const WRITE_HOLD_MS = SIGN_IN_TTL_MS;

interface Entry {
  row: SignInRow;
  userId: bigint;
  storedAt: number;
}

/**
 * Sign-ins already looked up, by token hash, so a busy user's requests skip the first database
 * round trip. It serves only while its instance listens for change notices: closed, nothing is
 * kept or served. A lookup stores its answer only if no notice came while it ran (the ticket), so
 * a row read before a change cannot outlive the change's notice.
 */
export class SignInCache {
  readonly #entries = new Map<string, Entry>();
  /** Users this instance wrote lately, with when they may be kept again. */
  readonly #held = new Map<bigint, number>();
  #epoch = 0;
  #open = false;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Taken before a lookup; null when the cache is closed. */
  ticket(): number | null {
    return this.#open ? this.#epoch : null;
  }

  get(hash: string): SignInRow | undefined {
    if (!this.#open) return undefined;
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= SIGN_IN_TTL_MS) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.row;
  }

  /** Keeps a lookup's answer when nothing changed since its ticket. Rows are frozen: shared. */
  put(ticket: number | null, hash: string, row: SignInRow): void {
    if (ticket === null || !this.#open || ticket !== this.#epoch) return;
    if (this.#isHeld(row.user.id)) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    Object.freeze(row.token);
    Object.freeze(row.user);
    this.#entries.set(hash, { row: Object.freeze(row), userId: row.user.id, storedAt: this.now() });
  }

  /**
   * This instance is writing the user's rows, perhaps in a transaction not yet committed: a
   * lookup now could read the rows from before it. None is kept for the next 10 s, whatever
   * notices come meanwhile (one may be of an earlier write); the write's own notice clears
   * anything kept after that, should its transaction still be open then.
   */
  writing(userId: bigint): void {
    const now = this.now();
    for (const [id, until] of this.#held) if (until <= now) this.#held.delete(id);
    this.#held.set(userId, now + WRITE_HOLD_MS);
    this.forgetUser(userId);
  }

  forgetUser(userId: bigint): void {
    this.#epoch += 1;
    for (const [hash, entry] of this.#entries) {
      if (entry.userId === userId) this.#entries.delete(hash);
    }
  }

  forgetAll(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }

  /** Listening (again): notices may have been missed, so it starts empty. */
  open(): void {
    this.forgetAll();
    this.#open = true;
  }

  /** The notices stopped: serve nothing until they are back. */
  close(): void {
    this.#open = false;
    this.forgetAll();
  }

  #isHeld(userId: bigint): boolean {
    const until = this.#held.get(userId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.#held.delete(userId);
    return false;
  }
}

/** Every cache of this process: a write here forgets at once, before its notice comes back. */
const processCaches = new Set<SignInCache>();

export function trackSignInCache(cache: SignInCache): () => void {
  processCaches.add(cache);
  return () => processCaches.delete(cache);
}

/**
 * Called by every write to a user's row or tokens, so the writer's next request on this instance
 * sees it, also when the write is in a transaction that commits later; other instances hear it
 * from the database's notice.
 */
export function forgetSignInsOf(userId: bigint): void {
  for (const cache of processCaches) cache.writing(userId);
}

/** A notice's payload is the user id the trigger wrote; anything else clears everything. */
export function applySignInNotice(cache: SignInCache, payload: string): void {
  if (/^\d{1,19}$/.test(payload)) cache.forgetUser(BigInt(payload));
  else cache.forgetAll();
}
