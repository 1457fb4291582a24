import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import type { Locale } from '@miaoyu/contracts/constants';
import { i18n, setLocale, useLocale } from '@/lib/i18n';

/** Switches the language, saves it under `arco-locale` and says so (spec §2). */
export function useLocaleSwitch() {
  const locale = useLocale();
  const choose = async (next: Locale) => {
    if (next === locale) return;
    try {
      await setLocale(next);
      Message.success(i18n.t('language.switched'));
    } catch {
      // The language's chunk failed to download (offline, or a deploy replaced it).
      Message.error(i18n.t('routeError.description'));
    }
  };
  return { locale, choose };
}
