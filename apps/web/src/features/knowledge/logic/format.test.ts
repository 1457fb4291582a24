import { describe, expect, it } from 'vitest';
import { formatBytes, scorePercent, usagePercent } from './format';

describe('formatBytes', () => {
  it('writes sizes in the largest unit with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.3 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
  });
});

describe('usagePercent', () => {
  it('rounds and caps the used share', () => {
    expect(usagePercent(0, 100)).toBe(0);
    expect(usagePercent(333, 1000)).toBe(33);
    expect(usagePercent(2000, 1000)).toBe(100);
    expect(usagePercent(1, 0)).toBe(100);
  });
});

describe('scorePercent', () => {
  it('turns a 0–1 score into a clamped percentage', () => {
    expect(scorePercent(0.874)).toBe(87);
    expect(scorePercent(1.2)).toBe(100);
    expect(scorePercent(-1)).toBe(0);
  });
});
