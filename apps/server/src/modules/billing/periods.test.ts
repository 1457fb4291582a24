import { describe, expect, it } from 'vitest';
import { addMonths, monthHolding, periodEnd } from './periods';

const at = (iso: string) => new Date(iso);

describe('plan periods', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths(at('2026-01-31T02:00:00Z'), 1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    expect(addMonths(at('2028-01-31T02:00:00Z'), 1).toISOString()).toBe('2028-02-29T02:00:00.000Z');
    expect(addMonths(at('2026-01-31T02:00:00Z'), 2).toISOString()).toBe('2026-03-31T02:00:00.000Z');
    expect(addMonths(at('2026-11-15T16:30:00Z'), 3).toISOString()).toBe('2027-02-15T16:30:00.000Z');
    expect(periodEnd(at('2026-03-31T00:00:00Z'), 'year').toISOString()).toBe(
      '2027-03-31T00:00:00.000Z',
    );
  });

  it('finds the month of a period that holds a moment, counted from the start so days do not drift', () => {
    const start = at('2026-01-31T08:00:00Z');
    expect(monthHolding(start, at('2026-01-31T08:00:00Z'))).toEqual({
      from: at('2026-01-31T08:00:00Z'),
      to: at('2026-02-28T08:00:00Z'),
    });
    expect(monthHolding(start, at('2026-02-28T07:59:59Z')).to).toEqual(at('2026-02-28T08:00:00Z'));
    // After February the 31st comes back: the months are counted from the start, not chained.
    expect(monthHolding(start, at('2026-03-30T00:00:00Z'))).toEqual({
      from: at('2026-02-28T08:00:00Z'),
      to: at('2026-03-31T08:00:00Z'),
    });
    expect(monthHolding(start, at('2026-12-31T09:00:00Z')).from).toEqual(
      at('2026-12-31T08:00:00Z'),
    );
  });
});
