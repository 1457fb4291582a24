import { isIP, type LookupFunction } from 'node:net';
import {
  Agent,
  buildConnector,
  fetch as undiciFetch,
  Headers,
  request,
  type Dispatcher,
  type RequestInit as UndiciRequestInit,
} from 'undici';
import {
  assertPublicUrl,
  isAllowedHost,
  normaliseHost,
  resolvePublic,
  systemResolver,
  UnresolvedHostError,
  type Resolver,
} from './guard';
import { HostAllowList, type HostSet } from './allow-list';

/** A redirect the guarded fetch would not follow (its body is dropped unread). */
export class RedirectRefusedError extends Error {
  override name = 'RedirectRefusedError';
  constructor(readonly status: number) {
    super(`redirect (HTTP ${status}) not followed`);
  }
}

export interface OutboundOptions {
  /**
   * Hosts (`host` or `host:port`) that may be private (see parseAllowedHosts); a HostAllowList
   * when entries are added and removed while the guard runs.
   */
  allowedHosts: ReadonlySet<string> | HostAllowList;
  /** Name resolution; tests inject their own. */
  resolve?: Resolver;
  /** Time to open a connection, name look-up included. */
  connectTimeoutMs?: number;
  /** Redirects followed for GET and HEAD; other methods follow none. */
  maxRedirects?: number;
}

export interface OutboundPost {
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/**
 * The only request headers a redirect carries to another origin. An allow list, because a
 * credential may travel under any name (`x-api-key`, `api-key`, a vendor's own).
 */
const CROSS_ORIGIN_HEADERS = ['accept', 'accept-language', 'user-agent'];

/**
 * A `net` look-up that resolves once through the guard: the socket connects to the addresses
 * that were checked, so a name cannot answer differently between the check and the connection.
 */
export function checkedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    void resolvePublic(hostname, resolve).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const first = usable[0];
        if (!first) callback(new UnresolvedHostError(normaliseHost(hostname)), '', 0);
        else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * Opens every connection of the guarded agent: allow-listed hosts as they are; IP literals
 * (which `net` does not look up) after the check; names through the checked look-up.
 */
function guardedConnector(
  allowed: HostSet,
  resolve: Resolver,
  timeout: number | undefined,
): buildConnector.connector {
  const direct = buildConnector({ timeout });
  const checked = buildConnector({ timeout, lookup: checkedLookup(resolve) });
  return (options, callback) => {
    const port = options.port || (options.protocol === 'https:' ? '443' : '80');
    if (isAllowedHost(allowed, options.hostname, port)) return direct(options, callback);
    if (isIP(normaliseHost(options.hostname)) === 0) return checked(options, callback);
    void resolvePublic(options.hostname, resolve).then(
      () => direct(options, callback),
      (error: Error) => callback(error, null),
    );
  };
}

function requireHttp(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`only http and https URLs are fetched, not ${url.protocol}`);
}

/**
 * The one way to fetch a user-supplied URL (SSRF guard). Every connection, redirects included,
 * resolves the name once, refuses it when any address is private, loopback, link-local or
 * otherwise not public (unless allow-listed), and connects to the checked address. Redirects are
 * followed by hand, at most `maxRedirects` for GET and HEAD and none otherwise (a refused one
 * throws RedirectRefusedError), and only harmless headers are carried to another origin. A
 * refused host fails the fetch with a ForbiddenHostError in the `cause` chain, before anything is
 * sent to it.
 */
export class OutboundGuard {
  /** Read at every connection: a change to it applies to the next one. */
  readonly allowedHosts: HostAllowList;
  private readonly resolve: Resolver;
  private readonly maxRedirects: number;
  private readonly connectTimeoutMs: number | undefined;
  private agent: Agent;

  constructor(options: OutboundOptions) {
    this.allowedHosts =
      options.allowedHosts instanceof HostAllowList
        ? options.allowedHosts
        : new HostAllowList(options.allowedHosts);
    this.resolve = options.resolve ?? systemResolver;
    this.maxRedirects = options.maxRedirects ?? 3;
    this.connectTimeoutMs = options.connectTimeoutMs;
    this.agent = this.newAgent();
  }

  private newAgent(): Agent {
    return new Agent({
      connect: guardedConnector(this.allowedHosts, this.resolve, this.connectTimeoutMs),
    });
  }

  /**
   * Replaces the stored part of the allow list. When an entry goes, the pooled connections go
   * too (a kept-alive connection to a host no longer allowed would otherwise serve the next
   * request): requests in flight finish on the old pool, new ones connect afresh.
   */
  replaceStoredHosts(entries: Iterable<string>): void {
    const before = this.allowedHosts.stored;
    this.allowedHosts.replaceStored(entries);
    const after = this.allowedHosts.stored;
    if ([...before].every((entry) => after.has(entry))) return;
    const old = this.agent;
    this.agent = this.newAgent();
    void old.close().catch(() => undefined);
  }

  /** Refuses a URL this guard would not connect to (the same resolution and checks). */
  assertPublicUrl(url: string): Promise<void> {
    return assertPublicUrl(url, this.allowedHosts, this.resolve);
  }

  /** fetch-compatible, so SDKs can take it; the input must be a URL, not a Request. */
  readonly fetch: typeof globalThis.fetch = async (input, init = {}) => {
    if (typeof input !== 'string' && !(input instanceof URL))
      throw new TypeError('the guarded fetch takes a URL and init, not a Request');
    const method = (init.method ?? 'GET').toUpperCase();
    const followable = method === 'GET' || method === 'HEAD';
    let url = new URL(input);
    let headers = new Headers(init.headers as ConstructorParameters<typeof Headers>[0]);
    for (let hop = 0; ; hop++) {
      requireHttp(url);
      const response = await undiciFetch(url, {
        ...(init as UndiciRequestInit),
        headers,
        redirect: 'manual',
        dispatcher: this.agent,
      });
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || !location || init.redirect === 'manual')
        return response as unknown as Response;
      await response.body?.cancel();
      if (init.redirect === 'error' || !followable || hop >= this.maxRedirects)
        throw new RedirectRefusedError(response.status);
      const next = new URL(location, url);
      if (next.origin !== url.origin) {
        const carried = new Headers();
        for (const name of CROSS_ORIGIN_HEADERS) {
          const value = headers.get(name);
          if (value !== null) carried.set(name, value);
        }
        headers = carried;
      }
      url = next;
    }
  };

  /**
   * A POST whose answer is read as a Node stream (lighter than fetch's web streams, for the
   * model's token stream). Redirects are never followed: a 3xx throws RedirectRefusedError.
   */
  async post(url: string, init: OutboundPost): Promise<Dispatcher.ResponseData> {
    requireHttp(new URL(url));
    const response = await request(url, { ...init, method: 'POST', dispatcher: this.agent });
    if (REDIRECT_STATUSES.has(response.statusCode)) {
      await response.body.dump();
      throw new RedirectRefusedError(response.statusCode);
    }
    return response;
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
