import { describe, expect, it } from 'vitest';
import { filtersFromUrl, unknownInUrl } from './url-filters.ts';

describe("the alert list's link", () => {
  it('gives a division named alone its province and prefecture, so the region filter shows the path by name', () => {
    expect(filtersFromUrl(new URLSearchParams('countyCode=620102'))?.region).toEqual(['620000', '620100', '620102']);
    expect(filtersFromUrl(new URLSearchParams('prefectureCode=632500'))?.region).toEqual(['630000', '632500']);
    expect(filtersFromUrl(new URLSearchParams('provinceCode=630000'))?.region).toEqual(['630000']);
    expect(filtersFromUrl(new URLSearchParams('provinceCode=620000&prefectureCode=620100&countyCode=620102'))?.region).toEqual(['620000', '620100', '620102']);
  });

  it('names the filters whose values it does not know, and only those', () => {
    expect(unknownInUrl(new URLSearchParams('priority=bogus&status=new&countyCode=62&from=2026-13-45&alertId=7'))).toEqual(['priority', 'countyCode', 'from']);
    expect(unknownInUrl(new URLSearchParams('open=true&priority=urgent&focusType=himalayanMarmot&to=2026-12-01&status='))).toEqual([]);
    expect(filtersFromUrl(new URLSearchParams('priority=bogus'))).toBeUndefined();
  });
});
