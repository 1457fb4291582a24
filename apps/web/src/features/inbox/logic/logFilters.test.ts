import { describe, expect, it } from 'vitest';
import { botLogQuery, defaultFilters, exportFileName, statsQuery } from './logFilters';

describe('bot log filters', () => {
  it('start with the last 30 days, both ends included', () => {
    expect(defaultFilters('2026-03-10')).toMatchObject({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('ask only for the conditions set', () => {
    const filters = defaultFilters('2026-03-10');
    expect(botLogQuery(filters)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(
      botLogQuery({
        ...filters,
        helperId: '9',
        keyId: '4',
        feedback: 'dislike',
        unanswered: true,
        handedOff: true,
      }),
    ).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
      helperId: '9',
      keyId: '4',
      feedback: 'dislike',
      unanswered: 'true',
      handedOff: 'true',
    });
    expect(botLogQuery({ ...filters, from: '', to: '', feedback: 'any' })).toEqual({
      feedback: 'any',
    });
  });

  it('give the charts the days, bot and key only', () => {
    const filters = { ...defaultFilters('2026-03-10'), helperId: '9', feedback: 'like' as const };
    expect(statsQuery({ ...filters, unanswered: true })).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
      helperId: '9',
    });
  });

  it('name the export after its days', () => {
    expect(exportFileName(defaultFilters('2026-03-10'))).toBe('bot-logs-2026-02-09_2026-03-10.csv');
    expect(exportFileName({ ...defaultFilters(), from: '', to: '' })).toBe('bot-logs.csv');
  });
});
