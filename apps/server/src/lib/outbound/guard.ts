import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { HostSet } from './allow-list';
import { isBlockedAddress } from './addresses';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a host name into its addresses; injectable so tests can answer what they need. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** The host is, or resolves to, an address the guard refuses. */
export class ForbiddenHostError extends Error {
  override name = 'ForbiddenHostError';
  constructor(readonly host: string) {
    super(`forbidden host ${host}`);
  }
}

/** The host name has no address; `code` reads like the resolver's own failure. */
export class UnresolvedHostError extends Error {
  override name = 'UnresolvedHostError';
  readonly code = 'ENOTFOUND';
  constructor(
    readonly host: string,
    options?: ErrorOptions,
  ) {
    super(`host not found ${host}`, options);
  }
}

/**
 * The allow list (`LLM_ALLOWED_HOSTS`): comma-separated `host` or `host:port` entries that may be
 * private, e.g. a model server on the same network. IPv6 entries are written `[::1]:8080`.
 */
export function parseAllowedHosts(value: string): Set<string> {
  return new Set(
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** A host as the guard compares it: lower case, no IPv6 brackets, no trailing dot. */
export function normaliseHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

export function isAllowedHost(allowed: HostSet, host: string, port: string): boolean {
  const name = normaliseHost(host);
  const bracketed = isIP(name) === 6 ? `[${name}]` : name;
  return allowed.has(name) || allowed.has(`${bracketed}:${port}`) || allowed.has(`${name}:${port}`);
}

const isLocalhostName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/**
 * The addresses to connect to for a host that is not on the allow list, every one of them
 * checked: an IP literal stands for itself; a name is resolved once, and refused when any answer
 * is blocked (a name with one private record is as dangerous as an all-private one) or when it
 * has none. The caller connects to exactly these addresses, never resolving again.
 */
export async function resolvePublic(host: string, resolve: Resolver): Promise<ResolvedAddress[]> {
  const name = normaliseHost(host);
  const family = isIP(name);
  if (family !== 0) {
    if (isBlockedAddress(name)) throw new ForbiddenHostError(name);
    return [{ address: name, family }];
  }
  if (isLocalhostName(name)) throw new ForbiddenHostError(name);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new UnresolvedHostError(name, { cause: error });
  }
  if (addresses.length === 0) throw new UnresolvedHostError(name);
  if (addresses.some((entry) => isBlockedAddress(entry.address)))
    throw new ForbiddenHostError(name);
  return addresses;
}

/** The port a URL connects to. */
export const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * Refuses a URL the outbound guard would not connect to (for checks before saving one): the same
 * resolution and checks the guarded fetch makes when it connects. Only http and https are fetched.
 */
export async function assertPublicUrl(
  url: string,
  allowed: HostSet,
  resolve: Resolver = systemResolver,
): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ForbiddenHostError(parsed.protocol);
  if (isAllowedHost(allowed, parsed.hostname, portOf(parsed))) return;
  await resolvePublic(parsed.hostname, resolve);
}

/** The first error of the given class in an error's `cause` chain (fetch wraps what it threw). */
export function findCause<T extends Error>(
  error: unknown,
  type: abstract new (...args: never[]) => T,
): T | undefined {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as Error).cause) {
    if (e instanceof type) return e;
    seen.add(e);
  }
  return undefined;
}
