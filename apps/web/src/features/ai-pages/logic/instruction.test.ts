import { describe, expect, it } from 'vitest';
import { restoredFrom } from './instruction';
import { newPagePath, pagePathOf } from './paths';

describe('AI page logic', () => {
  it('reads which version a restore brought back, and nothing from a request that looks alike', () => {
    expect(restoredFrom({ source: 'restored', instruction: '#12' })).toBe(12);
    expect(restoredFrom({ source: 'changed', instruction: '#12' })).toBeNull();
    expect(restoredFrom({ source: 'restored', instruction: '#x' })).toBeNull();
  });

  it('builds the addresses of pages, from a conversation when given', () => {
    expect(pagePathOf('5')).toBe('/ai-pages/5');
    expect(newPagePath()).toBe('/ai-pages/new');
    expect(newPagePath({ sessionId: '3', answerId: '8' })).toBe(
      '/ai-pages/new?sessionId=3&answerId=8',
    );
  });
});
