import { BlockList, isIP } from 'node:net';

/**
 * IPv4 networks a user-supplied URL must not reach (SSRF): this host, private networks, shared
 * address space, link-local (cloud metadata), protocol assignments, documentation, benchmarking,
 * multicast, reserved and broadcast.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');

/**
 * IPv6 networks refused outright. `::/96` covers `::`, `::1` and the deprecated IPv4-compatible
 * form; Teredo (`2001::/32`) hides its IPv4 address, and the local-use NAT64 prefix
 * (`64:ff9b:1::/48`) puts it wherever the operator chose, so neither can be checked.
 */
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dotted = (high: number, low: number) =>
  `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address stands for, where the packets end up at that IPv4 address:
 * IPv4-mapped (`::ffff:a.b.c.d`, in any spelling), IPv4-translated (`::ffff:0:a.b.c.d`),
 * NAT64 well-known prefix (`64:ff9b::a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`).
 */
function embeddedIPv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroTo(5) && g5 === 0xffff) return dotted(g6, g7);
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1 ?? 0, g2 ?? 0);
  return null;
}

/** True when a resolved or literal address must not be connected to; anything unparsable is. */
export function isBlockedAddress(address: string): boolean {
  // A zone index (`fe80::1%eth0`) only exists on link-local and other scoped addresses.
  if (address.includes('%')) return true;
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  if (blockedV6.check(address, 'ipv6')) return true;
  const v4 = embeddedIPv4(ipv6Groups(address.toLowerCase()));
  return v4 !== null && blockedV4.check(v4, 'ipv4');
}
