import path from 'node:path';
import type { Config } from './config';
import { DEMO_USERS } from './modules/seed';

/** What a person starting the server needs first: where it is, what it runs on, how to sign in. */
export interface StartFacts {
  url: string;
  database: string;
  model: string;
  sms: string;
  /** Demo phones and where their codes appear; empty without the demo seed. */
  demo: string[];
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function databaseOf(config: Config): string {
  if (config.DATABASE_URL) {
    // Host, port and database only: the URL may carry a password.
    const url = new URL(config.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  if (config.DATA_DIR === 'memory://')
    return 'PGlite (embedded PostgreSQL) in memory: nothing kept';
  return `PGlite (embedded PostgreSQL) in ${path.resolve(config.DATA_DIR)}`;
}

function modelOf(config: Config): string {
  if (!config.OPENAI_BASE_URL)
    return (
      'built-in offline answerer (replies from the knowledge base); set OPENAI_BASE_URL, ' +
      'OPENAI_API_KEY and LLM_MODEL, or add a provider in the studio, for a generative model'
    );
  const first = config.LLM_MODEL.split(',')[0]!.trim();
  return `${first} at ${new URL(config.OPENAI_BASE_URL).origin}`;
}

/** Where sign-in codes end up, in the words of the log format in use. */
function codesAppear(config: Config): string {
  if (config.SMS_PROVIDER !== 'console')
    return `sent by text message through ${config.SMS_PROVIDER}`;
  return config.LOG_FORMAT === 'pretty'
    ? 'printed in this log as "sign-in code for <phone>: <code>"'
    : 'written to this log as a JSON line with "msg":"sms code"';
}

export function startFacts(config: Config, port: number): StartFacts {
  const host = WILDCARD_HOSTS.has(config.HOST) ? 'localhost' : config.HOST;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const codes = codesAppear(config);
  return {
    url: `http://${shownHost}:${port}`,
    database: databaseOf(config),
    model: modelOf(config),
    sms:
      config.SMS_PROVIDER === 'console'
        ? `console (no messages are sent): codes are ${codes}`
        : `${config.SMS_PROVIDER}: codes are ${codes}`,
    demo: config.SEED_DEMO
      ? DEMO_USERS.map((user) => `${user.phone} (${user.nickname}, team ${user.orgRole})`)
      : [],
  };
}

/** The readable banner printed once the server listens. */
export function startBanner(facts: StartFacts): string {
  const rows: [string, string][] = [
    ['database', facts.database],
    ['model', facts.model],
    ['sms', facts.sms],
  ];
  if (facts.demo.length)
    rows.push(['demo', `${facts.demo.join(', ')}: press 获取验证码 to get a code`]);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    `  妙语 AI Studio is ready at ${facts.url}`,
    '',
    ...rows.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`),
    '',
    '',
  ].join('\n');
}
