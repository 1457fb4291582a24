/** What the guard asks of an allow list: whether an entry (`host` or `host:port`) is on it. */
export interface HostSet {
  has(entry: string): boolean;
}

/**
 * An allow list in two parts: the fixed entries of the environment, and the entries platform
 * admins stored in the database, which are replaced whole whenever they change (on every
 * instance, from the database). The guard reads it at each connection, so a change applies to
 * the next request without a restart.
 */
export class HostAllowList implements HostSet {
  #stored: ReadonlySet<string> = new Set();

  constructor(readonly fixed: ReadonlySet<string> = new Set()) {}

  has(entry: string): boolean {
    return this.fixed.has(entry) || this.#stored.has(entry);
  }

  get stored(): ReadonlySet<string> {
    return this.#stored;
  }

  replaceStored(entries: Iterable<string>): void {
    this.#stored = new Set(entries);
  }
}
