import type { Language } from '@ews/contract';
import { useEffect, useState } from 'react';
import { i18n } from '../../index.ts';
import type { PageMessages } from './en.ts';

/**
 * The messages of the manual, the guided tour and the profile page, a chunk per language that only
 * those pages (and the tour) load: the shell's screen messages, which every signed-in page loads, stay as they were.
 */
const loaders: Record<Language, () => Promise<{ default: PageMessages }>> = {
  en: () => import('./en.ts'),
  zh: () => import('./zh.ts'),
  es: () => import('./es.ts'),
  ja: () => import('./ja.ts'),
};

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** Adds a language's page messages to i18next (once). */
export function loadPageMessages(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(({ default: messages }) => {
      i18n.addResourceBundle(language, 'translation', messages, true, false);
      loaded.add(language);
    });
    pending.catch(() => loading.delete(language)); // a failed chunk may be tried again
    loading.set(language, pending);
  }
  return pending;
}

/** Whether the page messages of `language` are there; loads them when they are not. */
export function usePageMessages(language: Language): boolean {
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    if (!loaded.has(language)) void loadPageMessages(language).then(() => live && setLoaded(language));
    return () => {
      live = false;
    };
  }, [language]);
  return loaded.has(language);
}
