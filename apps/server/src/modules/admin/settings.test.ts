import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { maskedSetting, maskedSettings } from './settings';

describe('masked settings', () => {
  it('hides passwords inside connection URLs', () => {
    expect(maskedSetting('DATABASE_URL', 'postgres://app:s3cret@db:5432/miaoyu')).toBe(
      'postgres://app:******@db:5432/miaoyu',
    );
    expect(maskedSetting('REDIS_URL', 'redis://cache:6379')).toBe('redis://cache:6379');
  });

  it('hides secret-named values entirely', () => {
    expect(maskedSetting('APP_SECRET', 'abc')).toBe('******');
    expect(maskedSetting('OPENAI_API_KEY', 'sk-123')).toBe('******');
    expect(maskedSetting('TOKEN_TTL_DAYS', 30)).toBe('30');
  });

  it('lists every configuration value by name', () => {
    const settings = maskedSettings(testConfig({ DATABASE_URL: 'postgres://u:p@h/db' }));
    expect(settings.map((s) => s.name)).toContain('PORT');
    expect(JSON.stringify(settings)).not.toContain(':p@');
  });
});
