import { describe, expect, it } from 'vitest';
import { filterSettings } from './components/SettingsTable';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 5, 'en-US')).toBe('2 days 3 hours');
    expect(formatDuration(90, 'en-US')).toBe('1 minute 30 seconds');
    expect(formatDuration(0, 'en-US')).toBe('0 seconds');
    expect(formatDuration(3_600, 'zh-CN')).toBe('1小时');
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
