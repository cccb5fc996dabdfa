import { LANGUAGES } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import zh from './zh.ts';

const locales = { en, zh, es, ja } as Record<string, unknown>;

/** Every leaf of a message tree as [dotted key, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it('cover every interface language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const reference = leaves(en).map(([key]) => key).sort();
    const keys = leaves(locales[language]).map(([key]) => key).sort();
    expect(keys).toEqual(reference);
  });

  it.each(LANGUAGES)('%s has only non-empty strings', (language) => {
    const bad = leaves(locales[language]).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps the interpolation placeholders of en', (language) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const reference = new Map(leaves(en));
    for (const [key, value] of leaves(locales[language])) {
      expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(reference.get(key)));
    }
  });

  it('keeps the strings SPEC quotes, to the letter', () => {
    expect(en.language.switched).toBe('Switch Language Success');
    expect(en.permission.verificationFailed).toBe('Verification failed, please Login again.');
    expect(en.permission.rolesRequired).toBe('getInfo: roles must be a non-null array!');
    expect(en.permission.hasError).toBe('Has Error');
    expect(en.request.reloginContent).toBe('You have been logged out, you can cancel to stay on this page, or log in again');
    expect(en.request.reloginTitle).toBe('Confirm logout');
    expect(en.request.relogin).toBe('Re-Login');
    expect(en.request.cancel).toBe('Cancel');
    expect(en.request.error).toBe('Error');
    expect(zh.route.userCenter).toBe('个人中心');
  });
});
