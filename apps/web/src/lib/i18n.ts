import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale as ArcoLocale } from '@arco-design/web-react/es/locale/interface';
import arcoZhCN from '@arco-design/web-react/es/locale/zh-CN';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@miaoyu/contracts/constants';
import zhCN, { type Messages } from '@/locales/zh-CN';
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

interface LocaleBundle {
  messages: Messages;
  arco: ArcoLocale;
}

/**
 * Each language is its own chunk, ours and Arco's together, except the default, which every
 * first visit needs anyway. Nobody downloads a language they do not use.
 */
const bundles: Record<Locale, () => Promise<LocaleBundle>> = {
  'zh-CN': async () => ({ messages: zhCN, arco: arcoZhCN }),
  'en-US': async () => {
    const [messages, arco] = await Promise.all([
      import('@/locales/en-US'),
      import('@arco-design/web-react/es/locale/en-US'),
    ]);
    return { messages: messages.default, arco: arco.default };
  },
};

const arcoLocales: Partial<Record<Locale, ArcoLocale>> = { 'zh-CN': arcoZhCN };

/** Arco's texts (date pickers, empty states…) for a loaded language. */
export function arcoLocaleOf(locale: Locale): ArcoLocale {
  return arcoLocales[locale] ?? arcoZhCN;
}

/** Makes a language's texts available (downloading them the first time). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation') && arcoLocales[locale]) return;
  const bundle = await bundles[locale]();
  i18n.addResourceBundle(locale, 'translation', bundle.messages, true, true);
  arcoLocales[locale] = bundle.arco;
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: LOCALES,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the UI language and remembers it under `arco-locale` (spec §2). */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  storage.setString(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
}

/** Resolves once the saved language is ready; the app renders after that, never half-translated. */
export const i18nReady: Promise<void> = (async () => {
  const locale = storedLocale();
  if (locale === DEFAULT_LOCALE) return;
  try {
    await loadLocale(locale);
    await i18n.changeLanguage(locale);
  } catch {
    // The chunk failed to download: the default language is better than no page.
  }
})();

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
