import { describe, expect, it } from 'vitest';
import { avatarColor, initialOf } from './initials';

describe('initials', () => {
  it('takes a whole first character, upper-cased', () => {
    expect(initialOf(' 售后小助手')).toBe('售');
    expect(initialOf('sales bot')).toBe('S');
    expect(initialOf('𠮷野家')).toBe('𠮷');
    expect(initialOf('  ')).toBe('?');
  });

  it('gives a helper the same colour every time', () => {
    expect(avatarColor('售后小助手')).toBe(avatarColor('售后小助手'));
    expect(avatarColor('售后小助手')).toMatch(/^rgb\(var\(--[a-z]+-6\)\)$/);
  });

  it('takes the first character of a team name too as its avatar', () => {
    expect(initialOf(' 华东销售部')).toBe('华');
    expect(initialOf('acme')).toBe('A');
    expect(initialOf('😀 team')).toBe('😀');
    expect(initialOf('')).toBe('?');
  });
});
