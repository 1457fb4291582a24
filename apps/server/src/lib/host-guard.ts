import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a user-supplied URL must not reach (SSRF): private, loopback, link-local and the like. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `LLM_ALLOWED_HOSTS`: comma-separated `host` or `host:port` entries. */
export function parseAllowedHosts(value: string): Set<string> {
  return new Set(
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );
}

export class ForbiddenHostError extends Error {
  constructor(readonly host: string) {
    super(`forbidden host ${host}`);
  }
}

/**
 * Refuses a URL whose host is, or resolves to, a non-public address unless it is allowed by name.
 * Every resolved address is checked, so a name with one private record is refused too.
 */
export async function assertPublicUrl(url: string, allowed: Set<string>): Promise<void> {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  if (allowed.has(host) || allowed.has(`${host}:${port}`)) return;
  if (host === 'localhost' || host.endsWith('.localhost')) throw new ForbiddenHostError(host);
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (list) => list.map((entry) => entry.address),
        () => [] as string[],
      );
  // A name that does not resolve fails later with a readable connection error.
  if (addresses.some(isBlockedAddress)) throw new ForbiddenHostError(host);
}
