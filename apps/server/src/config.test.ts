import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A complete Aliyun SMS setting, so production configurations pass the SMS check. */
const LIVE_SMS = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'example-secret',
  ALIYUN_SMS_SIGN_NAME: '妙语',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
};

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: './data',
      BODY_LIMIT: 1_048_576,
      TOKEN_TTL_DAYS: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and coerces values', () => {
    const config = loadConfig({
      PORT: '9000',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
    expect(config).toMatchObject({
      PORT: 9000,
      SEED_DEMO: false,
      DATABASE_URL: 'postgres://u@h:5432/db',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['API_DOCS', 'maybe'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value}"`));
  });

  it('demands APP_SECRET in production and leaves the demo seed off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...LIVE_SMS })).toThrow(/APP_SECRET/);
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      ...LIVE_SMS,
    });
    expect(production.SEED_DEMO).toBe(false);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({}).APP_SECRET.length).toBeGreaterThanOrEqual(16);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it.each([
    ['APP_SECRET', { APP_SECRET: 'miaoyu-development-secret-not-for-production' }],
    ["DATABASE_URL's password", { DATABASE_URL: 'postgres://postgres:postgres@db:5432/app' }],
    ["DATABASE_URL's password", { DATABASE_URL: 'postgres://u:difyai123456@db/app' }],
    ["REDIS_URL's password", { REDIS_URL: 'redis://:password@redis:6379' }],
    ['S3_SECRET_ACCESS_KEY', { S3_SECRET_ACCESS_KEY: 'minioadmin' }],
  ])('refuses a well-known default as %s in production', (name, values: Record<string, string>) => {
    const env = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), ...LIVE_SMS, ...values };
    expect(() => loadConfig(env)).toThrow(`${name}: a well-known default`);
    // Outside production the same values are a developer's own machine.
    expect(() =>
      loadConfig({ ...values, APP_SECRET: values.APP_SECRET ?? 'x'.repeat(32) }),
    ).not.toThrow();
  });

  it('takes secrets of its own in production, and URLs without a password', () => {
    const env = {
      NODE_ENV: 'production',
      ...LIVE_SMS,
      APP_SECRET: 'f3a9c0d2b7e14a6f9b8c1d2e3f4a5b6c',
      DATABASE_URL: 'postgres://app:Zq8%40kP2vLx@db:5432/app',
      REDIS_URL: 'redis://redis:6379',
      S3_SECRET_ACCESS_KEY: 'aK9sD8fJ2lQ7wE4rT6yU',
    };
    expect(loadConfig(env).DATABASE_URL).toBe(env.DATABASE_URL);
  });

  it('serves the API documentation outside production unless told otherwise', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), ...LIVE_SMS };
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });
});

describe('SMS provider configuration', () => {
  const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };

  it('refuses the console provider in production unless a demo asks for it', () => {
    expect(() => loadConfig(production)).toThrow(
      /SMS_PROVIDER: `console` only writes codes to the log/,
    );
    expect(loadConfig({ ...production, SMS_CONSOLE_IN_PRODUCTION: 'true' }).SMS_PROVIDER).toBe(
      'console',
    );
    expect(loadConfig({}).SMS_PROVIDER).toBe('console');
  });

  it('names every variable a provider cannot send without', () => {
    const error = () => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_SIGN_NAME: '妙语' });
    expect(error).toThrow(ConfigError);
    expect(error).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID: required when SMS_PROVIDER=aliyun/);
    expect(error).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET: required/);
    expect(error).toThrow(/ALIYUN_SMS_TEMPLATE_CODE: required/);
    expect(error).not.toThrow(/ALIYUN_SMS_SIGN_NAME/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(
      /TENCENT_SMS_SDK_APP_ID: required/,
    );
    expect(loadConfig({ ...production, ...LIVE_SMS }).ALIYUN_SMS_ENDPOINT).toBe(
      'https://dysmsapi.aliyuncs.com',
    );
  });

  it('refuses settings that would send no code, or send it in clear text in production', () => {
    expect(() =>
      loadConfig({ ...production, ...LIVE_SMS, ALIYUN_SMS_MINUTES_PARAM: 'code' }),
    ).toThrow(/ALIYUN_SMS_MINUTES_PARAM: must differ/);
    expect(() =>
      loadConfig({
        ...production,
        ...LIVE_SMS,
        ALIYUN_SMS_ENDPOINT: 'http://dysmsapi.aliyuncs.com',
      }),
    ).toThrow(/ALIYUN_SMS_ENDPOINT: must be https/);
    expect(
      loadConfig({ ...production, ...LIVE_SMS, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000' })
        .ALIYUN_SMS_ENDPOINT,
    ).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ ALIYUN_SMS_ENDPOINT: 'http://sms.test' }).ALIYUN_SMS_ENDPOINT).toBe(
      'http://sms.test',
    );
  });

  it.each([
    ['SMS_PROVIDER', 'twilio'],
    ['TENCENT_SMS_TEMPLATE_PARAMS', 'code,expiry'],
    ['TENCENT_SMS_SDK_APP_ID', 'app-1'],
    ['ALIYUN_SMS_CODE_PARAM', '${code}'],
    ['ALIYUN_SMS_ENDPOINT', 'ftp://dysmsapi.aliyuncs.com'],
    ['SMS_TIMEOUT_MS', '10'],
    ['TENCENT_SMS_TEMPLATE_PARAMS', 'minutes'],
    ['TENCENT_SMS_TEMPLATE_PARAMS', 'code,code'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });
  it('logs readable lines in development and JSON elsewhere, and never pretty in production', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_FORMAT).toBe('json');
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(16), ...LIVE_SMS };
    expect(loadConfig(production).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ ...production, LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
    expect(loadConfig({}).LOG_SLOW_REQUEST_MS).toBe(1000);
  });
});
