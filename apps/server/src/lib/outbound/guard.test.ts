import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './addresses';
import {
  assertPublicUrl,
  ForbiddenHostError,
  parseAllowedHosts,
  UnresolvedHostError,
  type Resolver,
} from './guard';

const none = parseAllowedHosts('');
/** For IP literals and refused names: the guard must decide without asking DNS. */
const noDns: Resolver = (hostname) => {
  throw new Error(`unexpected DNS look-up of ${hostname}`);
};
const answers =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('blocked addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::1',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a9fe:a9fe',
    '::ffff:0:7f00:1',
    '::127.0.0.1',
    '::8.8.8.8',
    '64:ff9b::a00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::808:808',
    '2002:c0a8:101::',
    '2002:7f00:1::1',
    '2001::1',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'not an address',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '2606:4700::1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('assertPublicUrl', () => {
  // Every spelling of a private address a URL can hold; URL parsing normalises most of them.
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://0/',
    'http://0.0.0.0:8080/',
    'http://10.1/',
    'http://192.168.0.1./',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://100.127.255.254/',
    'http://198.18.0.1/',
    'http://224.0.0.1/',
    'http://[::]/',
    'http://[::1]:8000/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[0:0:0:0:0:ffff:10.0.0.1]/',
    'http://[64:ff9b::a00:1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[2002:c0a8:101::]/',
    'http://[::127.0.0.1]/',
    'http://[fe80::1]/',
    'http://[fd12:3456::1]/',
    'http://[2001:db8::1]/',
    'http://localhost/',
    'http://LOCALHOST/',
    'http://localhost./',
    'http://localhost.:8080/',
    'http://foo.localhost/',
    'http://Foo.LocalHost./',
  ])('refuses %s', async (url) => {
    await expect(assertPublicUrl(url, none, noDns)).rejects.toBeInstanceOf(ForbiddenHostError);
  });

  it('refuses a zoned IPv6 literal (the URL itself is invalid)', async () => {
    await expect(assertPublicUrl('http://[fe80::1%25eth0]/', none, noDns)).rejects.toThrow();
  });

  it.each([
    'http://8.8.8.8/',
    'https://1.1.1.1/v1',
    'http://[2606:4700::1]/',
    'http://[64:ff9b::808:808]/',
  ])('lets %s through without DNS', async (url) => {
    await expect(assertPublicUrl(url, none, noDns)).resolves.toBeUndefined();
  });

  it('checks every address a name resolves to', async () => {
    const url = 'https://api.example.com/v1';
    await expect(assertPublicUrl(url, none, answers('8.8.8.8'))).resolves.toBeUndefined();
    await expect(
      assertPublicUrl(url, none, answers('8.8.8.8', '2606:4700::1')),
    ).resolves.toBeUndefined();
    for (const bad of ['127.0.0.1', '10.0.0.5', '::1', '::ffff:192.168.1.1', '64:ff9b::a00:1'])
      await expect(assertPublicUrl(url, none, answers('8.8.8.8', bad))).rejects.toMatchObject({
        name: 'ForbiddenHostError',
        host: 'api.example.com',
      });
  });

  it('refuses a name that does not resolve', async () => {
    const url = 'http://nonexistent.invalid/v1';
    await expect(assertPublicUrl(url, none, answers())).rejects.toBeInstanceOf(UnresolvedHostError);
    const failing: Resolver = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await expect(assertPublicUrl(url, none, failing)).rejects.toMatchObject({
      name: 'UnresolvedHostError',
      host: 'nonexistent.invalid',
      code: 'ENOTFOUND',
    });
    // The real resolver: `.invalid` never resolves.
    await expect(assertPublicUrl(url, none)).rejects.toBeInstanceOf(UnresolvedHostError);
  });

  it('lets through what the allow list names, by host or host:port', async () => {
    const allow = (value: string) => parseAllowedHosts(value);
    await expect(
      assertPublicUrl('http://127.0.0.1:9/v1', allow('127.0.0.1:9'), noDns),
    ).resolves.toBeUndefined();
    await expect(
      assertPublicUrl('http://127.0.0.1:10/v1', allow('127.0.0.1:9'), noDns),
    ).rejects.toBeInstanceOf(ForbiddenHostError);
    await expect(
      assertPublicUrl('http://LocalHost/v1', allow(' localhost , 10.0.0.1'), noDns),
    ).resolves.toBeUndefined();
    await expect(
      assertPublicUrl('http://localhost./v1', allow('localhost'), noDns),
    ).resolves.toBeUndefined();
    await expect(
      assertPublicUrl('http://[::1]:8080/v1', allow('[::1]:8080'), noDns),
    ).resolves.toBeUndefined();
    await expect(
      assertPublicUrl('http://[::1]:8081/v1', allow('[::1]:8080'), noDns),
    ).rejects.toBeInstanceOf(ForbiddenHostError);
  });
});
