import type { Language } from '@ews/contract';
import { Permissions } from '@ews/contract/permissions';
import { sourceFieldsSchema } from '@ews/contract/schemas/sources';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app.ts';
import { holdPermissions, renderInConsole } from '../../../test-support/render.tsx';
import AddSource from './index.tsx';

// The map beside the coordinates needs WebGL, which jsdom has not: the code field is what is looked at here.
vi.mock('../../../components/map/LocationPicker.tsx', () => ({ LocationPicker: () => null }));

/*
 * The empty code field of a new source point showed "QH-632821-001" in its box, a code as it would
 * be typed: a user could take the field for filled. Its placeholder reads as an example, in the
 * interface language, and is no code the form would take.
 */

const EXAMPLE: Record<Language, RegExp> = { en: /^e\.g\. /, zh: /^例如 /, es: /^p\. ej\. /, ja: /^例：/ };

describe('the code field of a new source point', () => {
  afterAll(() => useAppStore.getState().setLanguage('en'));

  for (const language of ['zh', 'es', 'ja', 'en'] as const) {
    it(`shows an example, not what could pass for a code (${language})`, async () => {
      await useAppStore.getState().setLanguage(language);
      holdPermissions([Permissions.SOURCE_ADD]);
      renderInConsole(<AddSource />);
      const code = (await screen.findByTestId('source-form-code')) as HTMLInputElement;
      expect(code.value).toBe('');
      expect(code.placeholder).toMatch(EXAMPLE[language]);
      expect(code.placeholder).toContain('QH-632821-001');
      expect(sourceFieldsSchema.shape.code.safeParse(code.placeholder).success).toBe(false);
    });
  }
});
