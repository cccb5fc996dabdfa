import type { Language } from '@ews/contract';
import { messageChunk } from '../../locales/chunk.ts';
import type { TemplateScreenMessages } from './screens/en.ts';
import type { TemplateTitleMessages } from './titles/en.ts';

/** The Templates group's route titles: fetched with the demo area's visibility (area.ts), for the shell's menus. */
export const titleMessages = messageChunk({
  en: () => import('./titles/en.ts'),
  zh: () => import('./titles/zh.ts'),
  es: () => import('./titles/es.ts'),
  ja: () => import('./titles/ja.ts'),
} satisfies Record<Language, () => Promise<{ default: TemplateTitleMessages }>>);

/** Everything the demo screens say: fetched by the first demo screen opened. */
export const screenMessages = messageChunk({
  en: () => import('./screens/en.ts'),
  zh: () => import('./screens/zh.ts'),
  es: () => import('./screens/es.ts'),
  ja: () => import('./screens/ja.ts'),
} satisfies Record<Language, () => Promise<{ default: TemplateScreenMessages }>>);
