import { describe, expect, it } from 'vitest';
import { satisfaction, satisfactionOption, volumeOption } from './options';
import { readLogChartPalette } from './palette';

const days = [
  { day: '2026-03-01', conversations: 4, questions: 9, likes: 3, dislikes: 1, handedOff: 1 },
  { day: '2026-03-02', conversations: 2, questions: 2, likes: 0, dislikes: 0, handedOff: 0 },
];
const common = { days, palette: readLogChartPalette('light'), dayLabel: (day: string) => day };

describe('log charts', () => {
  it('rate satisfaction as likes among rated answers, none without ratings', () => {
    expect(satisfaction({ likes: 3, dislikes: 1 })).toBe(75);
    expect(satisfaction({ likes: 1, dislikes: 2 })).toBe(33.3);
    expect(satisfaction({ likes: 0, dislikes: 0 })).toBeNull();
  });

  it('draw conversations and questions per day', () => {
    const option = volumeOption({ ...common, names: { conversations: '会话', questions: '提问' } });
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['会话', [4, 2]],
      ['提问', [9, 2]],
    ]);
  });

  it('draw satisfaction with gaps, and handoffs on their own axis', () => {
    const option = satisfactionOption({
      ...common,
      names: { rate: '满意度', handedOff: '转人工' },
    });
    const series = option.series as { data: (number | null)[]; yAxisIndex?: number }[];
    expect(series[0]!.data).toEqual([75, null]);
    expect(series[1]).toMatchObject({ data: [1, 0], yAxisIndex: 1 });
  });
});
