import type { Language } from '@ews/contract';
import { messageChunk } from '../../chunk.ts';
import type { PageMessages } from './en.ts';

/**
 * The messages of the manual, the guided tour and the profile page, a chunk per language that only
 * those pages (and the tour) load: the shell's screen messages, which every signed-in page loads, stay as they were.
 */
const pages = messageChunk({
  en: () => import('./en.ts'),
  zh: () => import('./zh.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
} satisfies Record<Language, () => Promise<{ default: PageMessages }>>);

export const loadPageMessages = pages.load;
export const usePageMessages = pages.useMessages;
