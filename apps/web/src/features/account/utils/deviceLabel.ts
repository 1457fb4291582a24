import type { TFunction } from 'i18next';
import { parseUserAgent } from './deviceName';

/** `Chrome 120 · Windows 10`, with words for what could not be read. */
export function deviceLabel(userAgent: string, t: TFunction<'account'>): string {
  const { browser, os } = parseUserAgent(userAgent);
  return t('account.devices.on', {
    browser: browser ?? t('account.devices.unknownBrowser'),
    os: os ?? t('account.devices.unknownOs'),
  });
}
