import { z } from 'zod';
import { safeText } from './text';

/** The WHATWG URL parser of Node and the browser (this package is typed without either). */
declare const URL: new (input: string) => { hostname: string };

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
/** A DNS name: dot-separated labels of letters, digits, `-` and `_`, not starting or ending with `-`. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/** An IPv6 address as the URL parser writes it (compressed, lower case), or null. */
function canonicalIpv6(address: string): string | null {
  if (!ipv6.safeParse(address).success) return null;
  try {
    return new URL(`http://[${address}]/`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/**
 * An allow-list entry as the outbound guard compares it (`host`, `host:port` or `[v6]:port`, lower
 * case, IPv6 compressed, no trailing dot), or null when the text is not one. A port is optional:
 * without it every port of the host is allowed.
 */
export function canonicalHostEntry(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  let host: string;
  let port: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::([^:]*))?$/.exec(text);
  if (bracketed || text.split(':').length > 2) {
    const v6 = canonicalIpv6(bracketed ? bracketed[1]! : text);
    if (!v6) return null;
    host = v6;
    port = bracketed?.[2];
  } else {
    const [name = '', after] = text.split(':');
    host = name.replace(/\.$/, '');
    port = after;
    if (!HOST_NAME.test(host)) return null;
    if (/^[\d.]+$/.test(host) && !ipv4.safeParse(host).success) return null;
  }
  if (port !== undefined) {
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return null;
    port = String(Number(port));
  }
  const shown = host.includes(':') ? `[${host}]` : host;
  return port === undefined ? host : `${shown}:${port}`;
}

/** What a platform admin types to allow a private host; stored in its canonical form. */
export const allowModelHostSchema = z.object({
  host: safeText()
    .max(300)
    .transform((value, ctx) => {
      const entry = canonicalHostEntry(value);
      if (entry === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.modelHost' });
        return z.NEVER;
      }
      return entry;
    }),
  /** Why it is allowed (which server it is), for the next admin. */
  note: safeText().trim().max(100).default(''),
});
export type AllowModelHost = z.input<typeof allowModelHostSchema>;

export const modelHostSchema = z
  .object({
    host: z.string(),
    note: z.string(),
    /** The nickname of the admin who allowed it; empty once their account is gone. */
    createdBy: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ModelHost' });
export type ModelHost = z.infer<typeof modelHostSchema>;

export const modelHostListSchema = z.object({
  list: z.array(modelHostSchema),
  /** The entries of LLM_ALLOWED_HOSTS: shown, changed only in the server's environment. */
  fromEnvironment: z.array(z.string()),
});
export type ModelHostList = z.infer<typeof modelHostListSchema>;

/** The entry in the path, as the list answers it (URL-encoded: `[::1]:8080` has brackets). */
export const modelHostParamsSchema = z.object({ host: safeText().min(1).max(300) });

/**
 * The `host[:port]` entry that allows a base URL's server, as the guard compares it: the port
 * always, so allowing one service does not open the host's others.
 */
export function hostEntryOf(baseUrl: string): string | null {
  const match = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#]+)(?::(\d+))?/i.exec(baseUrl.trim());
  if (!match) return null;
  const port = match[2] ?? (/^https:/i.test(baseUrl.trim()) ? '443' : '80');
  return canonicalHostEntry(`${match[1]}:${port}`);
}
