import { DEFAULT_LOCALE, type Locale } from '@miaoyu/contracts/constants';
import { fillMessage } from '@miaoyu/contracts/message-format';
import type { MessageKey } from '@miaoyu/contracts/messages';
import { SIGN_IN_TEXTS_ZH_CN } from '@miaoyu/contracts/messages/sign-in.zh-CN';

/**
 * The contract's messages (what the server says for an error or a validation key) in the UI's
 * language. The app carries only the default language's validation, common and sign-in texts:
 * the sign-in page loads with the app, and its weight has a target. Every domain's error texts
 * (the scene editor's problems) download when a page asks for them with `loadEveryDomain`, and
 * another language's all at once with its other texts, so a page in Chinese never carries the
 * English ones.
 */
type MessageTable = Partial<Record<MessageKey, string>>;

const tables: Partial<Record<Locale, MessageTable>> = { 'zh-CN': SIGN_IN_TEXTS_ZH_CN };
/** Languages whose table holds every key. */
const complete = new Set<Locale>();
const loaders: Record<Locale, () => Promise<Record<MessageKey, string>>> = {
  'zh-CN': () => import('@miaoyu/contracts/messages/zh-CN').then((m) => m.ZH_CN),
  'en-US': () => import('@miaoyu/contracts/messages/en-US').then((m) => m.EN_US),
};
/** Set once a page said it shows any domain's messages: a language switch then loads them all. */
let everyDomainWanted = false;

/** Makes every message of `locale` available (downloading them the first time). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (complete.has(locale)) return;
  tables[locale] = await loaders[locale]();
  complete.add(locale);
}

/** For the pages that show any domain's messages: resolves once they are here in `locale`. */
export async function loadEveryDomain(locale: Locale): Promise<void> {
  everyDomainWanted = true;
  await loadMessages(locale);
}

/** What a language switch loads: all of another language, the default's all once a page asked. */
export async function loadLanguageMessages(locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE || everyDomainWanted) await loadMessages(locale);
}

/** Error codes are upper-case words (the contract's test holds every code to it). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;

/** Validation and limit keys are all here from the start; a code is known by its shape. */
export const isMessageKey = (value: string): value is MessageKey =>
  value in SIGN_IN_TEXTS_ZH_CN || ERROR_CODE.test(value);

/**
 * The message in `locale`, or in the default language while that one has not downloaded; the
 * code itself if its domain's texts have not (a page that shows them asks for them first).
 */
export function messageIn(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const text = tables[locale]?.[key] ?? tables[DEFAULT_LOCALE]?.[key];
  return text === undefined ? key : fillMessage(text, params);
}
