import { describe, expect, it } from 'vitest';
import { formatMeasure } from '../../../utils/format.ts';
import type { RegionNode } from '@ews/contract';
import { alertSubject, observedOfThreshold } from './format.ts';

describe('alert figures', () => {
  it('keep three decimals at most, written as the language writes numbers', () => {
    expect(formatMeasure(0.5940000000000001, 'en')).toBe('0.594');
    expect(formatMeasure(0.5940000000000001, 'es')).toBe('0,594');
    expect(formatMeasure(2, 'zh')).toBe('2');
    expect(formatMeasure(13.7, 'ja')).toBe('13.7');
    expect(observedOfThreshold({ observed: 1.04, threshold: 0.7180000000000001 }, 'en')).toBe('1.04 / 0.718');
  });
});

describe('what an alert is titled by', () => {
  const tree: RegionNode[] = [
    { code: '630000', name: '青海省', nameEn: 'Qinghai', latin: 'Qinghai Sheng', level: 1, children: [{ code: '632521', name: '共和县', latin: 'Gonghe Xian', level: 3, children: [] }] },
  ];
  const place = { provinceCode: '630000', countyCode: '632521', countyName: '共和县' };

  it('its site, code and name; at no site (a case’s signal), its place as the list writes it, never an empty name', () => {
    expect(alertSubject({ ...place, sourceCode: 'QH-632521-001', sourceName: 'Site 1' }, tree, 'en')).toBe('QH-632521-001 Site 1');
    expect(alertSubject({ ...place, sourceCode: '', sourceName: '' }, tree, 'en')).toBe('Qinghai / Gonghe County');
    expect(alertSubject({ ...place, sourceCode: '', sourceName: '' }, tree, 'zh')).toBe('青海省 / 共和县');
    // Before the region tree has arrived: the stored county at least.
    expect(alertSubject({ ...place, sourceCode: '', sourceName: '' }, [], 'en')).toBe('共和县');
  });
});
