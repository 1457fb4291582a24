import type { WebPreviewUi } from '@miaoyu/contracts/bot';
import {
  BOT_DEFAULT_COLOR,
  BOT_KEY_PREFIX,
  BOT_LAUNCHER_ICONS,
  BOT_POSITIONS,
  type BotLauncherIcon,
  type BotPosition,
} from '@miaoyu/contracts/bot-constants';
import { isHexColor, originOf } from './protocol';

/** What the `<script>` tag says: where the studio is, which bot, and the site's own choices. */
export interface ScriptOptions {
  studioOrigin: string;
  key: string;
  position: BotPosition | null;
  color: string | null;
  lang: string | null;
}

export interface WidgetOptions {
  studioOrigin: string;
  key: string;
  color: string;
  icon: BotLauncherIcon;
  position: BotPosition;
  title: string;
  lang: string | null;
}

const KEY = new RegExp(`^${BOT_KEY_PREFIX}[A-Za-z0-9]{22}$`);
const LANG = /^(zh|en)(-[A-Za-z]{2})?$/;

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null;

/** The page's language for the chat: `data-lang`, else the host page's own (zh or en). */
function langOf(given: string | undefined, pageLang: string): string | null {
  if (given && LANG.test(given)) return given.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
  if (/^en\b/i.test(pageLang)) return 'en-US';
  if (/^zh\b/i.test(pageLang)) return 'zh-CN';
  return null;
}

/** The script tag's options; null when it has no usable key or source. */
export function readScriptOptions(
  script: HTMLScriptElement,
  pageLang: string,
): ScriptOptions | null {
  const studioOrigin = originOf(script.src);
  const key = script.getAttribute('data-key') ?? '';
  if (!studioOrigin || !KEY.test(key)) return null;
  const color = script.getAttribute('data-color');
  return {
    studioOrigin,
    key,
    position: oneOf(BOT_POSITIONS, script.getAttribute('data-position')),
    color: isHexColor(color) ? color : null,
    lang: langOf(script.getAttribute('data-lang') ?? undefined, pageLang),
  };
}

/** The site's choices win over the bot's look; the look over the defaults. */
export function widgetOptions(
  script: ScriptOptions,
  look: Partial<WebPreviewUi> | null,
): WidgetOptions {
  return {
    studioOrigin: script.studioOrigin,
    key: script.key,
    color: script.color ?? (isHexColor(look?.primaryColor) ? look.primaryColor : BOT_DEFAULT_COLOR),
    icon: oneOf(BOT_LAUNCHER_ICONS, look?.launcherIcon) ?? 'chat',
    position: script.position ?? oneOf(BOT_POSITIONS, look?.position) ?? 'right',
    title: typeof look?.title === 'string' && look.title ? look.title : '',
    lang: script.lang,
  };
}

/** The chat page in the panel: told the host's origin, the only one it will talk to. */
export function chatUrl(options: WidgetOptions, hostOrigin: string): string {
  const query = new URLSearchParams({ key: options.key, embed: '1', parentOrigin: hostOrigin });
  if (options.lang) query.set('lang', options.lang);
  return `${options.studioOrigin}/chat?${query.toString()}`;
}
