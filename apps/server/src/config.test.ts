import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) });
    expect(production.SEED_DEMO).toBe(false);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({}).APP_SECRET.length).toBeGreaterThanOrEqual(16);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('serves the API documentation outside production unless told otherwise', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) } as const;
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });
});
