import { describe, expect, it } from 'vitest';
import { loginPath, redirectTarget } from './redirect';

describe('redirects', () => {
  it('returns to a path on this site after sign-in', () => {
    expect(redirectTarget('/dashboard/workplace?tab=2')).toBe('/dashboard/workplace?tab=2');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/login?redirect=/x',
  ])('goes home instead of %s', (redirect) =>
    expect(redirectTarget(redirect)).toBe('/dashboard/workplace'),
  );

  it('remembers path and query on the way to login', () => {
    expect(loginPath({ pathname: '/setting/org', search: '?a=1' })).toBe(
      '/login?redirect=%2Fsetting%2Forg%3Fa%3D1',
    );
    expect(loginPath({ pathname: '/', search: '' })).toBe('/login');
  });
});
