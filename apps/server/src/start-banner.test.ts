import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startBanner, startFacts } from './start-banner';

/** What `npm start` reads with no configuration at all. */
const bare = (env: Record<string, string> = {}) => loadConfig({ ...env });

describe('start banner', () => {
  it('tells a newcomer where the studio is, what it runs on and how to sign in', () => {
    const banner = startBanner(startFacts(bare(), 8080));
    expect(banner).toContain('妙语 AI Studio is ready at http://localhost:8080');
    expect(banner).toContain(`PGlite (embedded PostgreSQL) in ${path.resolve('./data')}`);
    expect(banner).toContain('built-in offline answerer');
    expect(banner).toContain('console (no messages are sent)');
    expect(banner).toContain('printed in this log as "sign-in code for <phone>: <code>"');
    expect(banner).toContain('13800000001 (演示管理员, team owner)');
    expect(banner).toContain('13800000002 (演示成员, team member)');
    // One row a subject, aligned, so it reads at a glance.
    const rows = banner.split('\n').filter((line) => /^ {2}(database|model|sms|demo) /.test(line));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.indexOf(row.trim().split(/\s+/)[1]!))).size).toBe(1);
  });

  it('names PostgreSQL by host and database, never with its password', () => {
    const config = bare({ DATABASE_URL: 'postgres://app:s3cret@db.internal:6432/miaoyu' });
    const banner = startBanner(startFacts(config, 8080));
    expect(banner).toContain('PostgreSQL at db.internal:6432/miaoyu');
    expect(banner).not.toContain('s3cret');
  });

  it('names the default model and its host when a global provider is set', () => {
    const config = bare({
      OPENAI_BASE_URL: 'https://api.deepseek.com/v1',
      OPENAI_API_KEY: 'sk-not-shown',
      LLM_MODEL: 'deepseek-chat,deepseek-reasoner',
    });
    const banner = startBanner(startFacts(config, 8080));
    expect(banner).toContain('deepseek-chat at https://api.deepseek.com');
    expect(banner).not.toContain('sk-not-shown');
  });

  it('says codes go by text message with a real provider, and where JSON logs put them', () => {
    const aliyun = bare({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '妙语',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    expect(startBanner(startFacts(aliyun, 8080))).toContain('sent by text message through aliyun');
    const json = bare({ LOG_FORMAT: 'json' });
    expect(startFacts(json, 8080).sms).toContain('"msg":"sms code"');
  });

  it('shows the host it listens on, and no demo row without the demo seed', () => {
    const facts = startFacts(bare({ HOST: '127.0.0.1', SEED_DEMO: 'false' }), 9000);
    expect(facts.url).toBe('http://127.0.0.1:9000');
    expect(startBanner(facts)).not.toMatch(/^ {2}demo /m);
  });
});
