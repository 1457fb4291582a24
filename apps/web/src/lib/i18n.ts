import i18n, { type ParseKeys } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale as ArcoLocale } from '@arco-design/web-react/es/locale/interface';
import arcoZhCN from '@arco-design/web-react/es/locale/zh-CN';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@miaoyu/contracts/constants';
import zhCN from '@/locales/zh-CN';
import { expandPlurals } from './locale-types';
import { storage } from './storage';

/** Each feature's namespace (its `locales/zh-CN.ts`), added by the feature's own declaration. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureResources {}

/** Namespace `nav`: what each feature shows in the frame (menu, tabs) before its pages load. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NavResources {}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: { translation: typeof zhCN; nav: NavResources } & FeatureResources;
  }
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

export function storedLocale(): Locale {
  const saved = storage.getString(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

type LocaleModule = Promise<{ default: object }>;
/** A namespace's languages, each its own chunk. */
export type NamespaceLoaders = Record<Locale, () => LocaleModule>;

/**
 * Who downloads each namespace's texts. The frame's zh-CN ships in the entry (every first visit
 * needs it); everything else, English included, downloads when a page or a language needs it.
 */
const loaders = new Map<string, NamespaceLoaders>([
  [
    'translation',
    { 'zh-CN': async () => ({ default: zhCN }), 'en-US': () => import('@/locales/en-US') },
  ],
]);

/** Lets i18next download a feature's texts with its pages: `ensureNamespace(name)`. */
export function registerNamespace(namespace: string, languages: NamespaceLoaders): void {
  loaders.set(namespace, languages);
}

/** The frame's texts of a feature (menu and tab titles), in every language, kept in memory. */
export function registerNavText(feature: string, text: Record<Locale, object>): void {
  for (const locale of LOCALES)
    i18n.addResourceBundle(locale, 'nav', { [feature]: expandPlurals(text[locale]) }, true, true);
}

/** Resolves once a namespace's texts are there in the current language. */
export async function ensureNamespace(namespace: string): Promise<void> {
  await i18n.loadNamespaces(namespace);
}

const arcoLocales: Partial<Record<Locale, ArcoLocale>> = { 'zh-CN': arcoZhCN };
const arcoBundles: Record<Locale, () => Promise<ArcoLocale>> = {
  'zh-CN': async () => arcoZhCN,
  'en-US': async () => (await import('@arco-design/web-react/es/locale/en-US')).default,
};

/** Arco's texts (date pickers, empty states…) for a loaded language. */
export function arcoLocaleOf(locale: Locale): ArcoLocale {
  return arcoLocales[locale] ?? arcoZhCN;
}

/** Makes a language's texts available (downloading them the first time): ours and Arco's. */
export async function loadLocale(locale: Locale): Promise<void> {
  const [arco] = await Promise.all([
    arcoLocales[locale] ?? arcoBundles[locale](),
    i18n.loadLanguages(locale),
    // The contract's messages: another language's all (the forms say them), the default's all
    // once a page asked for every domain's.
    import('./messages').then((m) => m.loadLanguageMessages(locale)),
  ]);
  arcoLocales[locale] = arco;
}

const backend = resourcesToBackend((language: string, namespace: string) => {
  const load = isLocale(language) ? loaders.get(namespace)?.[language] : undefined;
  return load
    ? load().then((texts) => expandPlurals(texts.default))
    : Promise.reject(new Error(`no texts for ${namespace} in ${language}`));
});

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    resources: { 'zh-CN': { translation: zhCN } },
    // `nav` and the features' namespaces are added as the app registers its features.
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: 'translation',
    lng: DEFAULT_LOCALE,
    // Every language has every key (locales.test.ts): no download of another language to fall back on.
    fallbackLng: false,
    load: 'currentOnly',
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

/** A text of the frame or of a feature's frame entries (menu, tab and page titles). */
export type TitleKey = ParseKeys<['translation', 'nav']>;
