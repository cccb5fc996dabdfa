import type { Language } from '@ews/contract';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (pagination, pickers, modal buttons) per interface language, loaded on demand. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
};

const loaded = new Map<Language, Locale>();

export async function loadAntdLocale(language: Language): Promise<Locale> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const locale = (await loaders[language]()).default;
  loaded.set(language, locale);
  return locale;
}

/** The antd locale of a language once loaded; undefined (antd's built-in English) before that. */
export function antdLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}
