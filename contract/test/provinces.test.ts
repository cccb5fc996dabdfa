import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVINCE_NAMES, provinceName } from '../src/provinces.ts';

describe('province names', () => {
  it('are the names the region tree gives the rest of the console (server/data), in each language', () => {
    const file = new URL('../../server/data/china-admin-divisions.json', import.meta.url);
    const provinces = JSON.parse(fs.readFileSync(file, 'utf8')) as { code: string; name: string; nameEn: string; nameEs: string; nameJa: string }[];
    expect(PROVINCE_NAMES).toEqual(Object.fromEntries(provinces.map(({ code, name, nameEn, nameEs, nameJa }) => [code, { zh: name, en: nameEn, es: nameEs, ja: nameJa }])));
  });

  it('are found by code, or by the official name where a record carries no code', () => {
    expect(provinceName({ code: '230000', officialName: '' }, 'ja')).toBe('黒竜江省');
    expect(provinceName({ officialName: '北京市' }, 'es')).toBe('Pekín');
    expect(provinceName({ code: '', officialName: '某省' }, 'en')).toBeUndefined();
  });
});
