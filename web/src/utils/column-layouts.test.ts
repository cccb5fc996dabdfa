import { describe, expect, it } from 'vitest';
import { readLayouts } from './column-layouts.ts';

describe('remembered column layouts', () => {
  it('reads each list’s hidden columns', () => {
    expect(readLayouts(JSON.stringify({ surveyList: ['focusType'], alertList: [] }))).toEqual({ surveyList: ['focusType'], alertList: [] });
  });

  it('ignores what is not a list of column keys, and anything unreadable', () => {
    expect(readLayouts(JSON.stringify({ surveyList: 'focusType', alertList: [1], sourceList: ['region'] }))).toEqual({ sourceList: ['region'] });
    expect(readLayouts('{"surveyList":')).toEqual({});
    expect(readLayouts(JSON.stringify(['focusType']))).toEqual({});
    expect(readLayouts(null)).toEqual({});
  });
});
