import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@miaoyu/contracts';
import zhCN from '@/locales/zh-CN';
import enUS from '@/locales/en-US';
import { storage } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

export function storedLocale(): Locale {
  const saved = storage.getString(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: storedLocale(),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: LOCALES,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the UI language and remembers it under `arco-locale` (spec §2). */
export async function setLocale(locale: Locale): Promise<void> {
  storage.setString(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
}

/** The current locale, re-rendering the caller when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = currentLocale();

export { i18n };
