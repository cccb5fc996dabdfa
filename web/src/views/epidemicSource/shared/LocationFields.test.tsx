import type { Language } from '@ews/contract';
import { waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { LocationFields } from './LocationFields.tsx';

// The map beside the coordinates needs WebGL, which jsdom has not: the region is what is looked at here.
vi.mock('../../../components/map/LocationPicker.tsx', () => ({ LocationPicker: () => null }));

/*
 * The region of a source point (and of an outbreak) is an antd Cascader, whose clear button
 * rc-select names 'Clear' in English whatever the language: a screen reader said 'Clear' in the
 * zh, es and ja interface. It is named in the interface language.
 */

const CLEAR: Record<Language, string> = { en: 'Clear', zh: '清除', es: 'Limpiar', ja: 'クリア' };

function RegionForm() {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ region: ['630000', '632800', '632823'] }}>
      <LocationFields form={form} rule={() => ({})} coordinatesRequired viewing={false} prefix="source-form" onPicked={() => undefined} />
    </Form>
  );
}

describe('the location fields of a record form', () => {
  afterAll(() => useAppStore.getState().setLanguage('en'));

  for (const language of ['zh', 'es', 'ja', 'en'] as const) {
    it(`name the region's clear button in the interface language (${language})`, async () => {
      await useAppStore.getState().setLanguage(language);
      const { container } = renderInConsole(<RegionForm />);
      const region = container.querySelector('.ant-cascader')!;
      await waitFor(() => expect(region.querySelector('.ant-select-clear')).not.toBeNull());
      expect(region.querySelector('.ant-select-clear')!.getAttribute('aria-label')).toBe(CLEAR[language]);
    });
  }
});
