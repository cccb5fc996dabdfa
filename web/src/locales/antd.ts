import type { Language } from '@ews/contract';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

/** antd's own texts (pagination, pickers, modal buttons) per interface language, loaded on demand. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
};

/** dayjs's month and weekday names, which antd's date pickers show; English is built into dayjs. */
const dayjsLocales: Record<Language, { name: string; load(): Promise<unknown> }> = {
  en: { name: 'en', load: () => Promise.resolve() },
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};

const loaded = new Map<Language, Locale>();

/** Loads antd's texts and dayjs's names for `language`, and has dayjs speak it from now on. */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  const cached = loaded.get(language);
  const [locale] = await Promise.all([cached ?? loaders[language]().then((module) => module.default), dayjsLocales[language].load()]);
  loaded.set(language, locale);
  dayjs.locale(dayjsLocales[language].name);
  return locale;
}

/** The antd locale of a language once loaded; undefined (antd's built-in English) before that. */
export function antdLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}
