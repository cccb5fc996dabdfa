import { LANGUAGES } from '@ews/contract';
import { describe, expect, it } from 'vitest';
import en from './en.ts';
import es from './es.ts';
import ja from './ja.ts';
import screensEn from './screens/en.ts';
import screensEs from './screens/es.ts';
import screensJa from './screens/ja.ts';
import screensZh from './screens/zh.ts';
import pagesEn from './screens/pages/en.ts';
import pagesEs from './screens/pages/es.ts';
import pagesJa from './screens/pages/ja.ts';
import pagesZh from './screens/pages/zh.ts';
import zh from './zh.ts';
import notificationEn from './screens/notification/en.ts';
import notificationEs from './screens/notification/es.ts';
import notificationJa from './screens/notification/ja.ts';
import notificationZh from './screens/notification/zh.ts';
import templateScreensEn from '../templates/locales/screens/en.ts';
import templateScreensEs from '../templates/locales/screens/es.ts';
import templateScreensJa from '../templates/locales/screens/ja.ts';
import templateScreensZh from '../templates/locales/screens/zh.ts';
import templateTitlesEn from '../templates/locales/titles/en.ts';
import templateTitlesEs from '../templates/locales/titles/es.ts';
import templateTitlesJa from '../templates/locales/titles/ja.ts';
import templateTitlesZh from '../templates/locales/titles/zh.ts';

const locales = { en, zh, es, ja } as Record<string, unknown>;
const screens = { en: screensEn, zh: screensZh, es: screensEs, ja: screensJa } as Record<string, unknown>;
const pages = { en: pagesEn, zh: pagesZh, es: pagesEs, ja: pagesJa } as Record<string, unknown>;

/** Every leaf of a message tree as [dotted key, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The checks every message set gets: same keys as en, no empty text, the same placeholders. */
function checkMessageSet(name: string, set: Record<string, unknown>) {
  describe(name, () => {
    const english = set.en;
    it('cover every interface language', () => {
      expect(Object.keys(set).sort()).toEqual([...LANGUAGES].sort());
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
      const reference = leaves(english).map(([key]) => key).sort();
      const keys = leaves(set[language]).map(([key]) => key).sort();
      expect(keys).toEqual(reference);
    });

    it.each(LANGUAGES)('%s has only non-empty strings', (language) => {
      const bad = leaves(set[language]).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad).toEqual([]);
    });

    it.each(LANGUAGES)('%s keeps the interpolation placeholders of en', (language) => {
      const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
      const reference = new Map(leaves(english));
      for (const [key, value] of leaves(set[language])) {
        expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(reference.get(key)));
      }
    });
  });
}

checkMessageSet('shell messages', locales);
checkMessageSet('screen messages', screens);
checkMessageSet('page messages (manual, guided tour, profile)', pages);
checkMessageSet('notification screen messages', { en: notificationEn, zh: notificationZh, es: notificationEs, ja: notificationJa });
checkMessageSet('template demo titles', { en: templateTitlesEn, zh: templateTitlesZh, es: templateTitlesEs, ja: templateTitlesJa });
checkMessageSet('template demo screens', { en: templateScreensEn, zh: templateScreensZh, es: templateScreensEs, ja: templateScreensJa });

describe('locale files', () => {
  it('keep the shell and the screens apart: no group in both (the screens are loaded on top of the shell)', () => {
    const shared = Object.keys(en).filter((group) => Object.hasOwn(screensEn, group));
    expect(shared).toEqual([]);
  });

  it('keeps the demo area apart: its titles and screens share the templates group, the shell and the screens have none', () => {
    for (const group of [en, screensEn, pagesEn]) expect(Object.hasOwn(group, 'templates')).toBe(false);
    const titleGroups = Object.keys(templateTitlesEn.templates);
    expect(titleGroups.filter((group) => Object.hasOwn(templateScreensEn.templates, group))).toEqual([]);
  });

  it("keeps the template's strings to the letter", () => {
    expect(templateScreensEn.templates.mock.code60204).toBe('Account and password are incorrect.');
    expect(templateScreensEn.templates.mock.code50008).toBe('Login failed, unable to get user details.');
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
    expect(en.sizeSelect.switched).toBe('Switch Size Success');
    expect(en.screenfull.unsupported).toBe('you browser can not work');
    expect(en.settings.compiling).toBe('Compiling the theme');
    expect(en.tagsView.noName).toBe('no-name');
    expect(zh.exportOverlay.text).toBe('导出中...');
  });
});
