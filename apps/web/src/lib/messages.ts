import type { Locale } from '@miaoyu/contracts/constants';
import { fillMessage } from '@miaoyu/contracts/message-format';
import type { MessageKey } from '@miaoyu/contracts/messages';
import { ZH_CN } from '@miaoyu/contracts/messages/zh-CN';

/**
 * The contract's messages (what the server says for an error or a validation key) in the UI's
 * language. The default language's come with the app; another's download with its other texts,
 * so a page in Chinese never carries the English ones.
 */
type MessageTable = Record<MessageKey, string>;

const tables: Partial<Record<Locale, MessageTable>> = { 'zh-CN': ZH_CN };
const loaders: Record<Locale, () => Promise<MessageTable>> = {
  'zh-CN': () => Promise.resolve(ZH_CN),
  'en-US': () => import('@miaoyu/contracts/messages/en-US').then((m) => m.EN_US),
};

export async function loadMessages(locale: Locale): Promise<void> {
  tables[locale] ??= await loaders[locale]();
}

export const isMessageKey = (value: string): value is MessageKey => value in ZH_CN;

/** The message in `locale`, or in the default language while that one has not downloaded. */
export function messageIn(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  return fillMessage((tables[locale] ?? ZH_CN)[key], params);
}
