import type { Language } from '@ews/contract';
import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import { useAppStore } from '../stores/app.ts';
import { renderInConsole } from '../test-support/render.tsx';
import { TextFilter } from './ListFilters.tsx';

/*
 * A text filter's clear button takes its name from its icon, and icons are hidden from screen
 * readers unless named (components/icon-a11y.ts): unnamed, the button had no name at all (and
 * antd's own name was the English 'close-circle'). It is named in the interface language.
 */

const CLEAR: Record<Language, string> = { en: 'Clear', zh: '清除', es: 'Limpiar', ja: 'クリア' };

describe('a text filter', () => {
  afterAll(() => useAppStore.getState().setLanguage('en'));

  for (const language of ['zh', 'es', 'ja', 'en'] as const) {
    it(`names its clear button in the interface language (${language})`, async () => {
      await useAppStore.getState().setLanguage(language);
      renderInConsole(
        <Form initialValues={{ keyword: 'site 9' }}>
          <TextFilter name="keyword" label="Keyword" maxLength={100} testId="keyword" />
        </Form>,
      );
      expect(await screen.findByRole('button', { name: CLEAR[language] })).toBeTruthy();
    });
  }
});
