import { z } from 'zod';
import { paymentChannelSchema, smsProviderSchema } from '@miaoyu/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const TEMPLATE_VARIABLE = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;

/** What each SMS provider cannot send without. */
const SMS_REQUIRED = {
  console: [],
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
} as const;

/** Codes go to the provider in the request: only over TLS, or to this machine (a local stub). */
function securedEndpoint(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || hostname === '127.0.0.1' || hostname === 'localhost';
}

/** Every environment variable the server reads; docs/configuration.md's tables mirror it. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(0, 65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines, for a person at a terminal) or `json` (one object a line, for tools). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** A request taking this long is logged at warn (others at debug); 0: never. */
  LOG_SLOW_REQUEST_MS: int(0, 3_600_000).default(1_000),
  /** PGlite directory (and later, local files). `memory://` keeps everything in memory. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when set, PGlite is not used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  /** Redis for rate-limit counters shared by all instances; in-process counters when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of every Redis key, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('miaoyu:'),
  /** Uploaded files on local disk; defaults to DATA_DIR/files (a temp folder for memory://). */
  FILES_DIR: z.string().min(1).optional(),
  /** S3-compatible object storage; when S3_BUCKET is set, files go there instead of FILES_DIR. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  BODY_LIMIT: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  TRUST_PROXY: bool.default(false),
  /** Built web app served at `/`; defaults to apps/web/dist beside this package. */
  WEB_DIST: z.string().min(1).optional(),
  /** Demo organisation and users on first start; defaults to off when NODE_ENV=production. */
  SEED_DEMO: bool.optional(),
  /** Swagger UI and the OpenAPI document at /docs; defaults to off when NODE_ENV=production. */
  API_DOCS: bool.optional(),
  /** Secret that encryption keys (model provider API keys) are derived from. Required in production. */
  APP_SECRET: z.string().min(16).optional(),
  /** A global OpenAI-compatible provider every organisation may use (besides its own). */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Models of the global provider, comma-separated; the first is the default. */
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Whether the global provider's models take images. */
  LLM_VISION: bool.default(false),
  LLM_CONTEXT_SIZE: int(1024, 10_000_000).default(32_768),
  /** Embedding models of the global provider, comma-separated (none by default). */
  EMBEDDING_MODEL: z.string().default(''),
  /** Hosts (name or name:port) that org providers may use although they are private or loopback. */
  LLM_ALLOWED_HOSTS: z.string().default(''),
  LLM_CONNECT_TIMEOUT_MS: int(100, 600_000).default(15_000),
  LLM_IDLE_TIMEOUT_MS: int(100, 600_000).default(60_000),
  /** Questions one user may send per minute. */
  CHAT_RATE_PER_MINUTE: int(1, 1_000_000).default(60),
  PUBLIC_RATE_PER_MINUTE: int(1, 1_000_000).default(120),
  /** Questions to the visitor bot from one address per minute, whatever visitor ids it uses. */
  VISITOR_IP_RATE_PER_MINUTE: int(1, 1_000_000).default(60),
  /** Requests one helper API key may make per minute to the OpenAI-compatible API. */
  HELPER_API_RATE_PER_MINUTE: int(1, 1_000_000).default(60),
  /** Keep-alive comment interval on answer streams. */
  CHAT_KEEPALIVE_MS: int(10, 600_000).default(15_000),
  TOKEN_TTL_DAYS: int(1, 365).default(30),
  /** Where sign-in codes go: `console` (the log, development only), `aliyun` or `tencent`. */
  SMS_PROVIDER: smsProviderSchema.default('console'),
  /** Lets `console` run with NODE_ENV=production (a demo without real messages). */
  SMS_CONSOLE_IN_PRODUCTION: bool.default(false),
  /** Longest one send may take at the provider before the person is told to try again. */
  SMS_TIMEOUT_MS: int(500, 60_000).default(5_000),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  /** The template's variable that holds the code (`${code}` in the template text). */
  ALIYUN_SMS_CODE_PARAM: z.string().regex(TEMPLATE_VARIABLE).default('code'),
  /** The template's variable for the minutes the code stays valid, if it has one. */
  ALIYUN_SMS_MINUTES_PARAM: z.string().regex(TEMPLATE_VARIABLE).optional(),
  ALIYUN_SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
  TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
  TENCENT_SMS_REGION: z.string().min(1).default('ap-guangzhou'),
  TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/).optional(),
  TENCENT_SMS_SIGN_NAME: z.string().min(1).optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().regex(/^\d+$/).optional(),
  /** What the template's {1}, {2}… hold, in order: `code`, and `minutes` if it has that. */
  TENCENT_SMS_TEMPLATE_PARAMS: z
    .string()
    .regex(/^(code|minutes)(,(code|minutes))*$/)
    .refine((slots) => slots.split(',').filter((slot) => slot === 'code').length === 1, {
      message: 'must hold `code` exactly once',
    })
    .default('code'),
  TENCENT_SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://sms.tencentcloudapi.com'),
  /**
   * Where people open the studio (comma-separated origins): the only addresses DingTalk, WeChat
   * and single sign-on may send people back to. Unset in development: the request's own.
   */
  PUBLIC_URL: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .every((entry) => /^https?:\/\/[^/?#]+$/.test(entry)),
      { message: 'comma-separated origins, such as https://ai.example.com (no path)' },
    ),
  /**
   * A second origin (another domain) that serves shared AI pages' content, so a page's scripts
   * never run on the studio's own origin. Unset: the studio serves it, sandboxed all the same.
   */
  SHARE_ORIGIN: z
    .string()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^/?#]+$/.test(value), {
      message: 'an origin such as https://pages.example.com (no path)',
    }),
  /** Hosts of DingTalk's sign-in page, its API and its older API (`.dingtalk.io` abroad). */
  DINGTALK_LOGIN_URL: z.url({ protocol: /^https?$/ }).default('https://login.dingtalk.com'),
  DINGTALK_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.dingtalk.com'),
  DINGTALK_OAPI_URL: z.url({ protocol: /^https?$/ }).default('https://oapi.dingtalk.com'),
  /** Hosts of WeChat's authorisation pages and its API. */
  WECHAT_OPEN_URL: z.url({ protocol: /^https?$/ }).default('https://open.weixin.qq.com'),
  WECHAT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
  /** Longest one call to a sign-in provider (DingTalk, WeChat, a team's OIDC) may take. */
  SIGN_IN_TIMEOUT_MS: int(500, 60_000).default(10_000),
  /** Sign-in starts and callbacks one address may make a minute (each route on its own). */
  SIGN_IN_IP_PER_MINUTE: int(1, 100_000).default(30),
  SMS_CODE_TTL_SECONDS: int(30, 3600).default(300),
  SMS_MAX_ATTEMPTS: int(1, 20).default(5),
  SMS_RESEND_SECONDS: int(0, 3600).default(60),
  SMS_PHONE_HOURLY_LIMIT: int(1, 1000).default(5),
  SMS_IP_HOURLY_LIMIT: int(1, 100_000).default(20),
  LOGIN_IP_PER_MINUTE: int(1, 100_000).default(30),
  SHUTDOWN_TIMEOUT_MS: int(0, 120_000).default(10_000),
  /** A safety net: workers are woken when a job is sent, finished or due for a retry. */
  JOBS_POLL_INTERVAL_MS: int(500, 60_000).default(10_000),
  /** Largest document one upload may add to a knowledge base. */
  KB_MAX_FILE_MB: int(1, 2048).default(50),
  /** Knowledge-base storage of one organisation (all its datasets' originals). */
  KB_ORG_QUOTA_MB: int(1, 10_000_000).default(1024),
  /** Largest web page a URL import reads, and how long it may take. */
  KB_URL_MAX_MB: int(1, 100).default(5),
  KB_URL_TIMEOUT_MS: int(1000, 120_000).default(15_000),
  /** Bytes of files a team's bots take from visitors in a day (all its bots together). */
  VISITOR_FILES_MB_PER_DAY: int(1, 1_000_000).default(1024),
  /** The share (per cent) of that day one address may send, however many visitor ids it makes. */
  VISITOR_FILES_ADDRESS_PERCENT: int(1, 100).default(10),
  /** Private hosts a URL import may read (an intranet wiki); LLM_ALLOWED_HOSTS does not count. */
  KB_URL_ALLOWED_HOSTS: z.string().default(''),
  /** Documents one instance parses and indexes at once; 0: it leaves ingestion to others. */
  KB_INGEST_CONCURRENCY: int(0, 32).default(2),
  /** Longest a model may take to rephrase a question before it is searched as asked. */
  KB_QUERY_REWRITE_TIMEOUT_MS: int(100, 30_000).default(2_000),
  /** Days a business scene's finished run (its trace) is kept before the sweeper deletes it. */
  SCENE_RUN_RETENTION_DAYS: int(1, 3650).default(30),
  /** OCR threads of one instance reading sales screenshots (~60 MB each); 0: leaves it to others. */
  SALES_OCR_WORKERS: int(0, 8).default(1),
  /** Longest one screenshot may take to read before it is given up. */
  SALES_OCR_TIMEOUT_MS: int(1000, 300_000).default(30_000),
  /**
   * Plans, points and payment. Off (the default, as a self-hosted studio that sells nothing
   * wants it) there are no plan limits, no points and no billing pages.
   */
  BILLING: bool.default(false),
  /**
   * The payment channels the checkout offers, comma-separated. The sandbox (a page on this server
   * that pays or fails, for trying a purchase end to end) is the default; a platform that takes
   * real money lists only its real channels.
   */
  PAYMENT_CHANNELS: z
    .string()
    .default('sandbox')
    .transform((list) =>
      list
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(paymentChannelSchema).min(1)),
  /**
   * The sandbox takes no money: in production, where billing is on, it is refused unless this
   * says the platform is a trial one on purpose.
   */
  PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
  /** WeChat Pay API v3 (PAYMENT_CHANNELS=wechat): the merchant, its app, and their keys. */
  WECHATPAY_MCHID: z.string().default(''),
  WECHATPAY_APPID: z.string().default(''),
  /** The serial number of the merchant's API certificate. */
  WECHATPAY_MERCHANT_SERIAL: z.string().default(''),
  /** The merchant's private key (apiclient_key.pem): the PEM itself, or a file holding it. */
  WECHATPAY_PRIVATE_KEY: z.string().default(''),
  /** The 32-character APIv3 key that seals notifications. */
  WECHATPAY_APIV3_KEY: z.string().default(''),
  /** The WeChat Pay public key's id (`PUB_KEY_ID_…`) and the key (PEM or a file). */
  WECHATPAY_PUBLIC_KEY_ID: z.string().default(''),
  WECHATPAY_PUBLIC_KEY: z.string().default(''),
  /** A platform certificate (PEM or a file), for merchants that still verify with one. */
  WECHATPAY_PLATFORM_CERT: z.string().default(''),
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** What a thousand points cost in fen when bought (1 point = ¥0.001 by default). */
  POINTS_FEN_PER_THOUSAND: int(1, 1_000_000).default(100),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'LOG_FORMAT' | 'SEED_DEMO' | 'API_DOCS' | 'APP_SECRET'
> & {
  LOG_FORMAT: 'pretty' | 'json';
  SEED_DEMO: boolean;
  API_DOCS: boolean;
  APP_SECRET: string;
};

export class ConfigError extends Error {}

/** A channel on offer must have what it cannot take a payment without. */
function paymentProblems(config: z.infer<typeof configSchema>): string[] {
  const sandbox =
    config.NODE_ENV === 'production' &&
    config.BILLING &&
    config.PAYMENT_CHANNELS.includes('sandbox') &&
    !config.PAYMENT_SANDBOX_IN_PRODUCTION
      ? [
          'PAYMENT_CHANNELS: the sandbox gives plans and points away without payment; list the real channels (or set PAYMENT_SANDBOX_IN_PRODUCTION=true on a trial platform)',
        ]
      : [];
  if (!config.PAYMENT_CHANNELS.includes('wechat')) return sandbox;
  const missing = (
    [
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_MERCHANT_SERIAL',
      'WECHATPAY_PRIVATE_KEY',
      'PUBLIC_URL',
    ] as const
  ).filter((key) => !config[key]);
  return [
    ...sandbox,
    ...missing.map((key) => `${key}: required when PAYMENT_CHANNELS has wechat`),
    ...(Buffer.byteLength(config.WECHATPAY_APIV3_KEY) === 32
      ? []
      : [
          'WECHATPAY_APIV3_KEY: the 32-character APIv3 key is required when PAYMENT_CHANNELS has wechat',
        ]),
    ...(config.WECHATPAY_PLATFORM_CERT ||
    (config.WECHATPAY_PUBLIC_KEY_ID && config.WECHATPAY_PUBLIC_KEY)
      ? []
      : [
          'WECHATPAY_PUBLIC_KEY_ID and WECHATPAY_PUBLIC_KEY (or WECHATPAY_PLATFORM_CERT): required to verify WeChat Pay',
        ]),
  ];
}

/** Reads the configuration once; a bad value names the variable and what is wrong with it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const problems = [
    // Log collectors read one JSON object a line; the prettifier is not even loaded in production.
    ...(config.NODE_ENV === 'production' && config.LOG_FORMAT === 'pretty'
      ? ['LOG_FORMAT: `pretty` is for development; production logs are JSON']
      : []),
    ...(config.NODE_ENV === 'production' && !config.APP_SECRET
      ? ['APP_SECRET: required when NODE_ENV=production (16+ characters)']
      : []),
    ...(config.NODE_ENV === 'production' ? defaultSecrets(config) : []),
    ...paymentProblems(config),
    ...(config.SHARE_ORIGIN && !config.PUBLIC_URL
      ? ["SHARE_ORIGIN: needs PUBLIC_URL, the studio's origin that frames the shared pages"]
      : []),
    ...(config.NODE_ENV === 'production' &&
    config.SMS_PROVIDER === 'console' &&
    !config.SMS_CONSOLE_IN_PRODUCTION
      ? [
          'SMS_PROVIDER: `console` only writes codes to the log, so nobody could sign in; ' +
            'set aliyun or tencent (or SMS_CONSOLE_IN_PRODUCTION=true for a demo)',
        ]
      : []),
    ...SMS_REQUIRED[config.SMS_PROVIDER]
      .filter((name) => config[name] === undefined)
      .map((name) => `${name}: required when SMS_PROVIDER=${config.SMS_PROVIDER}`),
    ...(config.ALIYUN_SMS_MINUTES_PARAM === config.ALIYUN_SMS_CODE_PARAM
      ? ['ALIYUN_SMS_MINUTES_PARAM: must differ from ALIYUN_SMS_CODE_PARAM']
      : []),
    ...(
      [
        'ALIYUN_SMS_ENDPOINT',
        'TENCENT_SMS_ENDPOINT',
        'DINGTALK_LOGIN_URL',
        'DINGTALK_API_URL',
        'DINGTALK_OAPI_URL',
        'WECHAT_OPEN_URL',
        'WECHAT_API_URL',
      ] as const
    )
      .filter((name) => config.NODE_ENV === 'production' && !securedEndpoint(config[name]))
      .map((name) => `${name}: must be https:// when NODE_ENV=production (codes travel in it)`),
  ];
  if (problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...config,
    LOG_FORMAT: config.LOG_FORMAT ?? (config.NODE_ENV === 'development' ? 'pretty' : 'json'),
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    API_DOCS: config.API_DOCS ?? config.NODE_ENV !== 'production',
    APP_SECRET: config.APP_SECRET ?? DEVELOPMENT_SECRET,
  };
}

/** Used outside production only, so `npm start` works with no configuration. */
const DEVELOPMENT_SECRET = 'miaoyu-development-secret-not-for-production';

/**
 * Secrets that ship in examples, images and other projects' compose files: anyone can try them,
 * so production refuses them (lower-cased before comparing).
 */
const KNOWN_DEFAULT_SECRETS = new Set([
  DEVELOPMENT_SECRET,
  'changeme',
  'change-me',
  'change_me',
  'changethis',
  'password',
  'passw0rd',
  'secret',
  'postgres',
  'root',
  'admin',
  'redis',
  'minioadmin',
  'miaoyu',
  'difyai123456',
  '123456',
  '12345678',
  '123456789',
]);

const isDefaultSecret = (value: string) => KNOWN_DEFAULT_SECRETS.has(value.toLowerCase());

/** The password part of a connection URL, if it has one. */
function urlPassword(url: string | undefined): string {
  return url ? decodeURIComponent(new URL(url).password) : '';
}

/** Production's secrets that are a known default: each a problem naming its variable. */
function defaultSecrets(config: z.infer<typeof configSchema>): string[] {
  const secrets: [string, string | undefined][] = [
    ['APP_SECRET', config.APP_SECRET],
    ["DATABASE_URL's password", urlPassword(config.DATABASE_URL)],
    ["REDIS_URL's password", urlPassword(config.REDIS_URL)],
    ['S3_SECRET_ACCESS_KEY', config.S3_SECRET_ACCESS_KEY],
  ];
  return secrets
    .filter(([, value]) => value && isDefaultSecret(value))
    .map(
      ([name]) =>
        `${name}: a well-known default that anyone can try; set your own (openssl rand -hex 32)`,
    );
}

/** Configuration for tests and tools: defaults plus the given overrides, validated the same way. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    ...overrides,
  });
}
