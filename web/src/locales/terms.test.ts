import type { Language } from '@ews/contract';
import { FIELD_LABELS } from '@ews/contract/field-labels';
import { codeMessages, textMessages } from '@ews/contract/messages';
import { describe, expect, it } from 'vitest';
import es from './es.ts';
import ja from './ja.ts';
import notificationEs from './screens/notification/es.ts';
import notificationJa from './screens/notification/ja.ts';
import pagesEs from './screens/pages/es.ts';
import pagesJa from './screens/pages/ja.ts';
import screensEs from './screens/es.ts';
import screensJa from './screens/ja.ts';

/** Every text of a message tree. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(texts);
}

/** What the server says and the sheets' headers, in `language`. */
const contractTexts = (language: Language) => [codeMessages, textMessages, FIELD_LABELS].flatMap((set) => Object.values(set).map((names: Record<Language, string>) => names[language]));

/**
 * One thing, one name: a newcomer's walk met 'Encuestas' in the menu and 'muestreo' on the
 * source point screen for the same surveys ('疫源地タイプ' and '疫源地の種類' in Japanese). The console's screens, menus and messages and the
 * server's errors and sheet headers use the one term each.
 */
const TERMS = [
  { language: 'es', texts: [...texts(es), ...texts(screensEs), ...texts(pagesEs), ...texts(notificationEs), ...contractTexts('es')], term: 'encuesta', not: /muestreo/i },
  { language: 'ja', texts: [...texts(ja), ...texts(screensJa), ...texts(pagesJa), ...texts(notificationJa), ...contractTexts('ja')], term: '疫源地タイプ', not: /疫源地の種類/ },
] as const;

describe('terminology', () => {
  it.each(TERMS)('$language calls it $term throughout', ({ texts: all, not }) => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((text) => not.test(text))).toEqual([]);
  });
});
