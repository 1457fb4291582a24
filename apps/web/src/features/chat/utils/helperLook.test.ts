import { describe, expect, it } from 'vitest';
import { helperColor, helperInitial } from './helperLook';

describe('helper look', () => {
  it('takes a whole first character, upper-cased', () => {
    expect(helperInitial(' 售后小助手')).toBe('售');
    expect(helperInitial('sales bot')).toBe('S');
    expect(helperInitial('𠮷野家')).toBe('𠮷');
    expect(helperInitial('  ')).toBe('?');
  });

  it('gives a helper the same colour every time', () => {
    expect(helperColor('售后小助手')).toBe(helperColor('售后小助手'));
    expect(helperColor('售后小助手')).toMatch(/^rgb\(var\(--[a-z]+-6\)\)$/);
  });
});
