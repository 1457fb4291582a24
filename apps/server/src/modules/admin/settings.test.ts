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

  it("hides the SMS providers' secrets and shows only the ends of their key ids", () => {
    const settings = maskedSettings(
      testConfig({
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
        TENCENT_SMS_SECRET_KEY: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
        TENCENT_SMS_SDK_APP_ID: '1400006666',
        TENCENT_SMS_SIGN_NAME: '妙语',
        TENCENT_SMS_TEMPLATE_ID: '449739',
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tAliyunKeyId0042',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyunSecretValue0042',
      }),
    );
    const value = (name: string) => settings.find((s) => s.name === name)?.value;
    expect(value('TENCENT_SMS_SECRET_KEY')).toBe('******');
    expect(value('ALIYUN_SMS_ACCESS_KEY_SECRET')).toBe('******');
    expect(value('TENCENT_SMS_SECRET_ID')).toBe('AKID****MPLE');
    expect(value('ALIYUN_SMS_ACCESS_KEY_ID')).toBe('LTAI****0042');
    expect(value('TENCENT_SMS_SIGN_NAME')).toBe('妙语');
    expect(value('SMS_PROVIDER')).toBe('tencent');
    const shown = JSON.stringify(settings);
    expect(shown).not.toContain('Gu5t9x');
    expect(shown).not.toContain('aliyunSecret');
  });

  it('hides every setting named for a secret or a key, whatever its place in the name', () => {
    const config = testConfig({
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
      APP_SECRET: 'x'.repeat(20),
    });
    const secretNamed = Object.keys(config).filter(
      (name) => /SECRET|PASSWORD|KEY/.test(name) && !/_KEY_ID$|SECRET_ID$|KEY_PREFIX$/.test(name),
    );
    expect(secretNamed).toContain('S3_SECRET_ACCESS_KEY');
    for (const name of secretNamed) expect(maskedSetting(name, 'value-1234567890')).toBe('******');
    expect(JSON.stringify(maskedSettings(config))).not.toContain('wJalrXUtnFEMI');
    expect(maskedSetting('REDIS_KEY_PREFIX', 'miaoyu:')).toBe('miaoyu:');
  });

  it('lists every configuration value by name', () => {
    const settings = maskedSettings(testConfig({ DATABASE_URL: 'postgres://u:p@h/db' }));
    expect(settings.map((s) => s.name)).toContain('PORT');
    expect(JSON.stringify(settings)).not.toContain(':p@');
  });
});
