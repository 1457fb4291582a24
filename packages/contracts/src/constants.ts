/** Constants shared by the server and the web client (spec §9). */
export const PRODUCT_NAME = 'miaoyu';
/** Authorization scheme: `miaoyu-ai-studio <base64(userId:token)>` (spec §4). */
export const AUTH_SCHEME = `${PRODUCT_NAME}-ai-studio`;
/** How an anonymous visitor of a helper presents their signed visitor token. */
export const VISITOR_AUTH_SCHEME = `${PRODUCT_NAME}-visitor`;
export const TOKEN_STORAGE_KEY = 'token';
export const USER_ID_STORAGE_KEY = 'userId';
export const USER_STORAGE_KEY = 'userInfo';
export const LOCALE_STORAGE_KEY = 'arco-locale';
export const THEME_STORAGE_KEY = 'arco-theme';
export const REQUEST_TIMEOUT_MS = 200_000;
export const NOTIFICATION_DURATION_MS = 5_000;
export const SESSION_PAGE_SIZE = 40;
export const MESSAGE_PAGE_SIZE = 10;
/** A page of a knowledge base's documents (and of a document's chunks). */
export const DOCUMENT_PAGE_SIZE = 20;
/**
 * Lists that pages read from an address before any schema is loaded (their head starts stay out of
 * zod); the schemas are built from them.
 */
export const HELPER_KINDS = ['chat', 'sale', 'service'] as const;
export const HELPER_SORTS = ['popular', 'newest'] as const;
export const INBOX_BOXES = ['pending', 'mine', 'closed'] as const;
/** The largest page any list answers. */
export const PAGE_MAX_LIMIT = 100;

/** The longest phone input accepted: room for a country code and separators. */
export const PHONE_MAX_LENGTH = 32;

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en-US';

export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;

/** Dates are stored in UTC and shown in this zone unless the user chooses another (DESIGN.md §6). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Route names shared by the web route table and the server's menu (who sees them: `navigation.ts`). */
export const ROUTE_KEYS = {
  login: 'login',
  dashboard: 'dashboard',
  workplace: 'dashboard.workplace',
  admin: 'admin',
  adminSystem: 'admin.system',
  adminUsers: 'admin.users',
  adminOrgs: 'admin.orgs',
  adminFeedback: 'admin.feedback',
  adminMenus: 'admin.menus',
  adminModelHosts: 'admin.modelHosts',
  setting: 'setting',
  account: 'setting.account',
  org: 'setting.org',
  feedback: 'setting.feedback',
  invite: 'invite',
  chat: 'chat',
  models: 'setting.models',
  knowledge: 'knowledge',
  helpers: 'helpers',
  personal: 'setting.personal',
  teamHelpers: 'setting.team',
  publicHelpers: 'setting.public',
  orgSubscribe: 'setting.orgSubscribe',
  saleHelpers: 'setting.saleHelper',
  helper: 'setting.helper',
  aiHelper: 'setting.aiHelper',
  helperEdit: 'setting.helperEdit',
  helperNew: 'setting.helperNew',
  customerService: 'customerService',
  inbox: 'setting.inbox',
  botLogs: 'setting.botLogs',
  botSettings: 'setting.botSettings',
  dingTalkSignIn: 'dingtalk',
  weChatSignIn: 'wxLogin',
  weChatCallback: 'wxToLogin',
  ssoCallback: 'oauth2',
  businessScene: 'businessScene',
  businessSceneEditor: 'businessScene.editor',
  aiPages: 'aiPages',
  aiPage: 'aiPages.page',
  aiPageNew: 'aiPages.new',
  adminArticles: 'admin.articles',
  adminArticle: 'admin.article',
  plan: 'setting.plan',
  trade: 'setting.trade',
  cashier: 'setting.cashier',
  adminPlans: 'admin.plans',
} as const;
export type RouteKey = (typeof ROUTE_KEYS)[keyof typeof ROUTE_KEYS];

/** The rich-text articles (`/richText/:keyword`) the sign-in page links to. */
export const TERMS_KEYWORD = 'terms';
export const PRIVACY_KEYWORD = 'privacy';
