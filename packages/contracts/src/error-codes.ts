import { COMMON_ERRORS } from './common.errors';
import { USER_ERRORS } from './user.errors';
import { ACCOUNT_ERRORS } from './account.errors';
import { ORG_ERRORS } from './orgs.errors';
import { FILE_ERRORS } from './files.errors';
import { MODEL_ERRORS } from './models.errors';
import { CHAT_ERRORS } from './chat/errors';
import { KNOWLEDGE_ERRORS } from './knowledge/errors';
import { HELPER_ERRORS } from './helpers.errors';
import { PUBLISHING_ERRORS } from './publishing.errors';
import { OPENAI_ERRORS } from './openai.errors';
import { BOT_ERRORS } from './bot/errors';
import { SALES_ERRORS } from './sales/errors';
import { IDENTITY_ERRORS } from './identity/errors';
import { AI_PAGE_ERRORS } from './ai-pages/errors';
import { ARTICLE_ERRORS } from './articles/errors';
import { SCENE_ERRORS } from './scenes/errors';
import { BILLING_ERRORS } from './billing/errors';

/**
 * Each domain's error codes with their Chinese texts, the source (`*.errors.ts`; the English is
 * beside each, in `*.errors.en-US.ts`), by domain. A new domain adds its line here.
 */
export const ERROR_DOMAINS = {
  common: COMMON_ERRORS,
  user: USER_ERRORS,
  account: ACCOUNT_ERRORS,
  orgs: ORG_ERRORS,
  files: FILE_ERRORS,
  models: MODEL_ERRORS,
  chat: CHAT_ERRORS,
  knowledge: KNOWLEDGE_ERRORS,
  helpers: HELPER_ERRORS,
  publishing: PUBLISHING_ERRORS,
  openai: OPENAI_ERRORS,
  bot: BOT_ERRORS,
  sales: SALES_ERRORS,
  identity: IDENTITY_ERRORS,
  aiPages: AI_PAGE_ERRORS,
  articles: ARTICLE_ERRORS,
  scenes: SCENE_ERRORS,
  billing: BILLING_ERRORS,
} as const;

type Domains = typeof ERROR_DOMAINS;
type CodesOf<D extends keyof Domains> = keyof Domains[D];

/** Stable machine codes; the web client translates them, the server localises its message. */
export type ErrorCode = { [D in keyof Domains]: CodesOf<D> }[keyof Domains];

/** Every domain's codes with their Chinese texts, merged (a code is declared once: see the test). */
export const ERROR_TEXTS_ZH_CN = Object.assign({}, ...Object.values(ERROR_DOMAINS)) as Record<
  ErrorCode,
  string
>;

export const ERROR_CODES = Object.keys(ERROR_TEXTS_ZH_CN) as ErrorCode[];
