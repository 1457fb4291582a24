import { BOT_KEY_PREFIX } from '@miaoyu/contracts/bot-constants';
import { originOf } from '@/embed/protocol';
import { pickLang, type Lang } from './i18n';

/** `compact` is the embedded widget (`/chat`); `full` the page of its own (`/chat1`, `/setting/r/`). */
export type PageMode = 'compact' | 'full';
export type ThemeChoice = 'light' | 'dark' | null;

export interface PageConfig {
  key: string | null;
  mode: PageMode;
  /** Opened by the embed loader inside another site's page. */
  embedded: boolean;
  /** The only origin the page talks to with postMessage; null when it has no parent to tell. */
  parentOrigin: string | null;
  lang: Lang;
  /** `?theme=`; null follows the system. */
  theme: ThemeChoice;
}

export interface PageEnvironment {
  pathname: string;
  search: string;
  /** `document.referrer`: the embedding page's address (or origin) when the browser tells it. */
  referrer: string;
  /** The page runs in a frame (`window.parent !== window`). */
  inFrame: boolean;
  languages: readonly string[];
}

const KEY = new RegExp(`^${BOT_KEY_PREFIX}[A-Za-z0-9]{22}$`);
const PATH_KEY = /^\/setting\/r\/([^/]+)\/?$/;

function keyFrom(pathname: string, query: URLSearchParams): string | null {
  const inPath = PATH_KEY.exec(pathname)?.[1];
  let candidate = query.get('key');
  if (inPath) {
    try {
      candidate = decodeURIComponent(inPath);
    } catch {
      candidate = null;
    }
  }
  return candidate && KEY.test(candidate) ? candidate : null;
}

/**
 * The parent's origin as the loader gave it, kept only when the referrer (if the browser sends
 * one) agrees; without `parentOrigin`, the referrer's origin.
 */
function parentOriginFrom(query: URLSearchParams, referrer: string): string | null {
  const given = query.get('parentOrigin');
  const fromReferrer = referrer ? originOf(referrer) : null;
  if (!given) return fromReferrer;
  const origin = originOf(given);
  if (origin === null || origin !== given.replace(/\/$/, '')) return null;
  if (fromReferrer !== null && fromReferrer !== origin) return null;
  return origin;
}

export function readPageConfig(env: PageEnvironment): PageConfig {
  const query = new URLSearchParams(env.search);
  const pathname = env.pathname.replace(/\/+$/, '') || '/';
  const theme = query.get('theme');
  const embedded = query.get('embed') === '1' && env.inFrame;
  return {
    key: keyFrom(pathname, query),
    mode: pathname === '/chat' ? 'compact' : 'full',
    embedded,
    parentOrigin: embedded ? parentOriginFrom(query, env.referrer) : null,
    lang: pickLang(query.get('lang'), env.languages),
    theme: theme === 'dark' || theme === 'light' ? theme : null,
  };
}
