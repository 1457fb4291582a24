import { describe, expect, it } from 'vitest';
import { filterSettings } from './components/SettingsTable';
import { formatDuration, type DurationUnit } from './format';
import enUS from './locales/en-US';
import zhCN from './locales/zh-CN';

describe('formatDuration', () => {
  const textOf = (units: Record<DurationUnit, unknown>) => (unit: DurationUnit, count: number) =>
    String(units[unit]).replace('{{count}}', String(count));
  const zh = textOf(zhCN.adminSystem.units);
  const en = textOf(enUS.adminSystem.units);
  it('shows the two largest units as people write them', () => {
    expect(formatDuration(21 * 60 + 55, zh)).toBe('21 分 55 秒');
    expect(formatDuration(21 * 60 + 55, en)).toBe('21 min 55 s');
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 5, zh)).toBe('2 天 3 小时');
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 5, en)).toBe('2 d 3 h');
    expect(formatDuration(0, en)).toBe('0 s');
    expect(formatDuration(3_600, zh)).toBe('1 小时');
  });
});

describe('filterSettings', () => {
  const settings = [
    { name: 'PORT', value: '8080' },
    { name: 'SMS_PROVIDER', value: 'console' },
  ];
  it('matches names and values, ignoring case', () => {
    expect(filterSettings(settings, 'sms')).toEqual([settings[1]]);
    expect(filterSettings(settings, '8080')).toEqual([settings[0]]);
    expect(filterSettings(settings, '  ')).toEqual(settings);
  });
});
