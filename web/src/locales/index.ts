import type { Language } from '@ews/contract';
import { LANGUAGES } from '@ews/contract/enums';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleMessages } from './en.ts';

/**
 * The language dropdown shows each language in its own script (SPEC §1: 中文, English, Español,
 * 日本語), the same in every interface language, so these names are not translated.
 */
export const LANGUAGE_LABELS: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };
export const LANGUAGE_MENU_ORDER: readonly Language[] = ['zh', 'en', 'es', 'ja'];

/**
 * Each language's messages are a chunk of their own, loaded when the language is used: the
 * login page carries one language, not four (the files grow with every screen).
 */
const loaders: Record<Language, () => Promise<{ default: LocaleMessages }>> = {
  en: () => import('./en.ts'),
  zh: () => import('./zh.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
};

export const i18n = i18next;

/** Makes a language's messages available to i18next (once). */
export async function loadMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: messages } = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', messages);
}

/** Starts i18next in `language`, its messages loaded; resolves before the first render. */
export async function initI18n(language: Language): Promise<void> {
  const { default: messages } = await loaders[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    lng: language,
    // Every locale has every key (locales.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // Route titles from the server may be literal text with a colon; there is one namespace.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** A route or menu title: an i18n key such as 'route.dashboard' is translated, anything else shown as is. */
export function translateTitle(title: string | undefined): string {
  if (!title) return '';
  return i18n.exists(title) ? i18n.t(title) : title;
}

/** translateTitle bound to a component's `t`, so memoised menus follow language changes. */
export function titleTranslator(t: TFunction): (title: string | undefined) => string {
  return (title) => (title ? (i18n.exists(title) ? t(title) : title) : '');
}
