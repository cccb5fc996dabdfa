import type { Language } from '@ews/contract';
import type { Locale } from 'antd/es/locale';

/**
 * antd's Spanish names the action that folds an expanded text (Typography's ellipsis) with a noun,
 * "Colapso" (a breakdown); the action is "Contraer".
 */
export function mendSpanish(locale: Locale): Locale {
  return { ...locale, Text: { ...locale.Text, collapse: 'Contraer' } };
}

/** antd's own texts (pagination, pickers, modal buttons) per interface language, loaded on demand; the Spanish mended. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES').then((module) => ({ default: mendSpanish(module.default) })),
  ja: () => import('antd/es/locale/ja_JP'),
};

/**
 * dayjs's month and weekday names, which antd's date pickers ask dayjs for by the antd locale's
 * name once they are loaded; English is built into dayjs.
 */
const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  zh: () => import('dayjs/locale/zh-cn'),
  es: () => import('dayjs/locale/es'),
  ja: () => import('dayjs/locale/ja'),
};

const loaded = new Map<Language, Locale>();

/** Loads antd's texts and dayjs's names for `language`. */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  const cached = loaded.get(language);
  const [locale] = await Promise.all([cached ?? loaders[language]().then((module) => module.default), dayjsLocales[language]()]);
  loaded.set(language, locale);
  return locale;
}

/** The antd locale of a language once loaded; undefined (antd's built-in English) before that. */
export function antdLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}
