import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isBlockedAddress, parseAllowedHosts } from './host-guard';

describe('host guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it('refuses loopback and private URLs unless allowed by host or host:port', async () => {
    const none = parseAllowedHosts('');
    await expect(assertPublicUrl('http://127.0.0.1:9/v1', none)).rejects.toThrow(/forbidden/);
    await expect(assertPublicUrl('http://localhost/v1', none)).rejects.toThrow(/forbidden/);
    await expect(assertPublicUrl('http://[::1]:8080/v1', none)).rejects.toThrow(/forbidden/);
    await expect(assertPublicUrl('http://169.254.169.254/latest', none)).rejects.toThrow();
    await expect(
      assertPublicUrl('http://127.0.0.1:9/v1', parseAllowedHosts('127.0.0.1:9')),
    ).resolves.toBeUndefined();
    await expect(
      assertPublicUrl('http://127.0.0.1:10/v1', parseAllowedHosts('127.0.0.1:9')),
    ).rejects.toThrow();
    await expect(
      assertPublicUrl('http://LocalHost/v1', parseAllowedHosts('localhost')),
    ).resolves.toBeUndefined();
    await expect(assertPublicUrl('https://8.8.8.8/v1', none)).resolves.toBeUndefined();
  });
});
