import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './rate-limit';

describe('clientAddressKey', () => {
  it('gives every address of one IPv6 /64 the same key', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientAddressKey('2001:0DB8:0001:0002:abcd:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2::1%eth0')).toBe(key);
  });

  it('gives different /64s different keys', () => {
    const key = clientAddressKey('2001:db8:1:2::1');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('2001:db8:2:2::1')).not.toBe(key);
    expect(clientAddressKey('2001:db9:1:2::1')).not.toBe(key);
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
    // Mapped addresses share the /96 ::ffff:0:0, yet each IPv4 client keeps its own key.
    expect(clientAddressKey('::ffff:198.51.100.8')).not.toBe(
      clientAddressKey('::ffff:198.51.100.7'),
    );
  });

  it('keeps IPv4 addresses apart', () => {
    expect(clientAddressKey('198.51.100.7')).not.toBe(clientAddressKey('198.51.100.8'));
  });
});
