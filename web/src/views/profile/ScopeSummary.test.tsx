import type { DataScope, Language } from '@ews/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../../locales/screens/pages/load.ts';
import { useAppStore } from '../../stores/app.ts';
import { renderInConsole } from '../../test-support/render.tsx';
import { ScopeSummary } from './ScopeSummary.tsx';

/*
 * The profile's data scope names the divisions of the user's jurisdiction: a viewer of a county
 * (630225, 循化撒拉族自治县) read '630225及其下级区划', the code passed as the stored name that
 * Chinese and Japanese readers are shown as is. The name comes from the region tree, in the reader's language.
 */

const COUNTY: DataScope = { all: false, provinces: [], prefectures: [], counties: ['630225'], exactProvinces: [], exactPrefectures: [] };
const NAME: Record<Language, string> = { zh: '循化撒拉族自治县', ja: '循化撒拉族自治县', en: 'Xunhua', es: 'Xunhua' };

describe("the profile's data scope", () => {
  afterAll(() => useAppStore.getState().setLanguage('en'));

  for (const language of ['zh', 'ja', 'en', 'es'] as const) {
    it(`names a county by its name, not its code (${language})`, async () => {
      await useAppStore.getState().setLanguage(language);
      await loadPageMessages(language);
      renderInConsole(<ScopeSummary scope={COUNTY} />);
      const scope = await screen.findByTestId('profile-scope');
      await waitFor(() => expect(scope.textContent).toContain(NAME[language]));
      expect(scope.textContent).not.toContain('630225');
    });
  }
});
