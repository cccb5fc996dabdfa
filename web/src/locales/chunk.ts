import type { Language } from '@ews/contract';
import { useEffect, useState } from 'react';
import { i18n } from './index.ts';

export interface MessageChunk {
  /** Adds the chunk's messages in `language` to i18next (once; a failed load may be tried again). */
  load(language: Language): Promise<void>;
  /** Whether the messages of `language` are there; loads them when they are not. */
  useMessages(language: Language): boolean;
}

/**
 * Messages a few screens need and the shell does not: a chunk per language, fetched only when
 * one of those screens is opened, so the sign-in page and the shell stay as small as they were.
 */
export function messageChunk(loaders: Record<Language, () => Promise<{ default: object }>>): MessageChunk {
  const loading = new Map<Language, Promise<void>>();
  const loaded = new Set<Language>();

  function load(language: Language): Promise<void> {
    let pending = loading.get(language);
    if (!pending) {
      pending = loaders[language]().then(({ default: messages }) => {
        i18n.addResourceBundle(language, 'translation', messages, true, false);
        loaded.add(language);
      });
      pending.catch(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  }

  function useMessages(language: Language): boolean {
    const [, setLoaded] = useState<Language | null>(null);
    useEffect(() => {
      let live = true;
      if (!loaded.has(language)) void load(language).then(() => live && setLoaded(language));
      return () => {
        live = false;
      };
    }, [language]);
    return loaded.has(language);
  }

  return { load, useMessages };
}
