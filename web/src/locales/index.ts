import type { Language } from '@ews/contract';
import { LANGUAGES } from '@ews/contract/enums';
import i18next, { type InitOptions, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleMessages } from './en.ts';
import type { ScreenMessages } from './screens/en.ts';

/**
 * The language dropdown shows each language in its own script (中文, English, Español,
 * 日本語), the same in every interface language, so these names are not translated.
 */
export const LANGUAGE_LABELS: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };
export const LANGUAGE_MENU_ORDER: readonly Language[] = ['zh', 'en', 'es', 'ja'];

/**
 * Each language's messages are a chunk of their own, loaded when the language is used: the
 * login page carries one language, not four. The screens' messages are a further chunk (below).
 */
const loaders: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  en: () => import('./en.ts'),
  zh: () => import('./zh.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
};

/**
 * The messages of the screens inside the main layout (lists, forms, dialogs), a second chunk per
 * language: the sign-in page loads only the shell's.
 */
const screenLoaders: Record<Language, () => Promise<{ default: ScreenMessages }>> = {
  en: () => import('./screens/en.ts'),
  zh: () => import('./screens/zh.ts'),
  es: () => import('./screens/es.ts'),
  ja: () => import('./screens/ja.ts'),
};

export const i18n = i18next;

const shellLoaded = new Set<Language>();
const screensLoaded = new Map<Language, Promise<void>>();
const screensReady = new Set<Language>();

/** Whether a language's screen messages are in i18next already. */
export const screenMessagesReady = (language: Language): boolean => screensReady.has(language);

/** Adds a language's screen messages to i18next (once); from then on a language switch loads them too. */
export function loadScreenMessages(language: Language): Promise<void> {
  let loading = screensLoaded.get(language);
  if (!loading) {
    loading = screenLoaders[language]().then(({ default: messages }) => {
      i18n.addResourceBundle(language, 'translation', messages, true, false);
      screensReady.add(language);
    });
    loading.catch(() => screensLoaded.delete(language)); // a failed chunk may be tried again
    screensLoaded.set(language, loading);
  }
  return loading;
}

/** Other texts a language needs once the console is in use (antd's own): the sign-in page has no antd to translate. */
const companions: ((language: Language) => Promise<unknown>)[] = [];

/** Loads `load(language)` with every language from now on, starting with `current`'s. */
export function loadWithEachLanguage(current: Language, load: (language: Language) => Promise<unknown>): Promise<unknown> {
  companions.push(load);
  return load(current);
}

/**
 * Makes a language's messages available to i18next, the shell's and the screens' once they are
 * in use, together with its companion texts, so that everything switches in the same render.
 */
export async function loadMessages(language: Language): Promise<void> {
  const others = [...(screensLoaded.size > 0 ? [loadScreenMessages(language)] : []), ...companions.map((load) => load(language))];
  if (!shellLoaded.has(language)) {
    const { default: messages } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', messages, true, false);
    shellLoaded.add(language);
  }
  await Promise.all(others);
}

/** i18next's settings of the console, and of the server's drawing of a list's first rows (ssr/). */
export const I18N_OPTIONS = {
  // Every locale has every key (locales.test.ts), so there is nothing to fall back to.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  // Route titles from the server may be literal text with a colon; there is one namespace.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
} as const satisfies InitOptions;

/** Starts i18next in `language`, its messages loaded; resolves before the first render. */
export async function initI18n(language: Language): Promise<void> {
  const { default: messages } = await loaders[language]();
  shellLoaded.add(language);
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, resources: { [language]: { translation: messages } }, lng: language });
  document.documentElement.lang = language;
  describePage();
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    describePage();
  });
}

/** The page's meta description (index.html's is English) in the language shown, as search results and shared links show it. */
function describePage(): void {
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('app.description'));
}

/** A route or menu title: an i18n key such as 'route.dashboard' is translated, anything else shown as is. */
export function translateTitle(title: string | undefined): string {
  if (!title) return '';
  return i18n.exists(title) ? i18n.t(title) : title;
}

/** The browser title, '{route title} - {app title}'; the app title alone for a route without one. */
export function documentTitle(routeTitle: string | undefined): string {
  const appTitle = i18n.t('app.title');
  return routeTitle ? `${translateTitle(routeTitle)} - ${appTitle}` : appTitle;
}

/** translateTitle bound to a component's `t`, so memoised menus follow language changes. */
export function titleTranslator(t: TFunction): (title: string | undefined) => string {
  return (title) => (title ? (i18n.exists(title) ? t(title) : title) : '');
}
