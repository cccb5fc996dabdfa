import type { Language } from '@ews/contract';
import { Permissions } from '@ews/contract/permissions';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../../locales/screens/pages/load.ts';
import { useAppStore } from '../../stores/app.ts';
import { holdPermissions, renderInConsole } from '../../test-support/render.tsx';
import Profile from './index.tsx';

/*
 * The profile's data scope told a viewer, who may change nothing, that these were the records they
 * "see and change". Whether they may change them follows from their permissions.
 */

const READ_ONLY: Record<Language, string> = {
  en: 'The records you see everywhere in the console; your roles let you read them, not change them',
  zh: '您在控制台各处能查看的记录；您的角色只能查看，不能修改',
  es: 'Los registros que ve en toda la consola; sus roles le permiten consultarlos, no modificarlos',
  ja: 'コンソール全体で閲覧できるレコード（ロールでは閲覧のみで、変更はできません）',
};
const WRITABLE: Record<Language, string> = {
  en: 'The records you see and change everywhere in the console',
  zh: '您在控制台各处能查看和修改的记录',
  es: 'Los registros que ve y modifica en toda la consola',
  ja: 'コンソール全体で閲覧・変更できるレコード',
};

/** The demo viewer's permissions: lists, views and exports. */
const VIEWER = [Permissions.DASHBOARD_VIEW, Permissions.SOURCE_LIST, Permissions.SOURCE_EXPORT, Permissions.HISTORY_LIST, Permissions.SURVEY_LIST, Permissions.ALERT_LIST];

async function hint(language: Language): Promise<string> {
  await useAppStore.getState().setLanguage(language);
  await loadPageMessages(language);
  renderInConsole(<Profile />);
  const shown = await screen.findByTestId('profile-scope-hint');
  await waitFor(() => expect(screen.getByTestId('profile-scope')).toBeTruthy());
  return shown.textContent ?? '';
}

describe("the profile's data scope", () => {
  afterAll(() => useAppStore.getState().setLanguage('en'));

  for (const language of ['zh', 'es', 'ja', 'en'] as const) {
    it(`says a read-only user sees the records, not that they change them (${language})`, async () => {
      holdPermissions(VIEWER);
      expect(await hint(language)).toBe(READ_ONLY[language]);
    });

    it(`says a user who may change records sees and changes them (${language})`, async () => {
      // An analyst changes nothing but the alerts' status: alerts are records of the scope too.
      holdPermissions([...VIEWER, Permissions.ALERT_VERIFY]);
      expect(await hint(language)).toBe(WRITABLE[language]);
    });
  }
});
