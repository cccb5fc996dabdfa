import type { Language } from '@ews/contract';
import { endpoints } from '@ews/contract/endpoints/index';
import { Permissions } from '@ews/contract/permissions';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app.ts';
import { callAsAnother, holdPermissions, renderInConsole } from '../../../test-support/render.tsx';
import SurveyList from './index.tsx';

/*
 * A survey's View showed the form with its boxes disabled: the point and the date still looked
 * editable (a white box, an arrow, a calendar), and what was not recorded showed as an empty box.
 * It reads as the console's other records are read: text, and "not recorded" where nothing was.
 */

const CODE = 'QH-632823-901';
const NOTES = 'Burrows flooded after rain;\ntwo nests checked.';
const NOT_RECORDED: Record<Language, string> = { en: 'Not recorded', zh: '未记录', es: 'No registrado', ja: '記録なし' };
const FLEA_INDEX: Record<Language, string> = { en: '1.25', zh: '1.25', es: '1,25', ja: '1.25' };

describe('a survey viewed from the list', () => {
  beforeAll(async () => {
    const { sourceId } = await callAsAnother(endpoints.sourceSave, {
      code: CODE,
      name: 'Survey view site',
      focusType: 'himalayanMarmot',
      provinceCode: '630000',
      prefectureCode: '632800',
      countyCode: '632823',
      longitude: 99.02,
      latitude: 37.3,
    });
    await callAsAnother(endpoints.surveySave, { sourceId, surveyDate: '2025-08-15', fleaIndex: 1.25, animalsExamined: 40, vectorSpecies: 'Oropsylla silantiewi', notes: NOTES });
  });
  afterAll(() => useAppStore.getState().setLanguage('en'));

  for (const language of ['es', 'en'] as const) {
    it(`reads as text, what was not recorded said so (${language})`, async () => {
      await useAppStore.getState().setLanguage(language);
      holdPermissions([Permissions.SURVEY_LIST]);
      renderInConsole(<SurveyList />);
      const row = (await screen.findByText((_text, element) => element?.tagName === 'TD' && (element.textContent ?? '').startsWith(CODE))).closest('tr')!;
      fireEvent.click(within(row).getByTestId('survey-view'));

      const detail = await screen.findByTestId('survey-detail');
      expect((await within(detail).findByTestId('survey-detail-sourceId')).textContent).toBe(`${CODE} Survey view site`);
      // Nothing that looks like a field to fill in: no box, no choice, no calendar.
      expect(detail.querySelectorAll('input, textarea, .ant-select, .ant-picker, .ant-input-number')).toHaveLength(0);
      expect(within(detail).getByTestId('survey-detail-surveyDate').textContent).toBe('2025-08-15');
      expect(within(detail).getByTestId('survey-detail-fleaIndex').textContent).toBe(FLEA_INDEX[language]);
      expect(within(detail).getByTestId('survey-detail-animalsExamined').textContent).toBe('40');
      expect(within(detail).getByTestId('survey-detail-notes').textContent).toBe(NOTES);
      // A measure never taken and a text never written are said to be missing, not left blank.
      expect(within(detail).getByTestId('survey-detail-hostDensity').textContent).toBe(NOT_RECORDED[language]);
      expect(within(detail).getByTestId('survey-detail-surveyUnit').textContent).toBe(NOT_RECORDED[language]);
      // A reader is offered no edit.
      expect(within(detail).queryByTestId('survey-detail-edit')).toBeNull();
    });
  }
});
