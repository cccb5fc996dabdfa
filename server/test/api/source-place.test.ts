import { Codes, endpoints, fieldLabel, invalidFieldsPrefix, LANGUAGES, textMessages, type Language, type SourceFields } from '@ews/contract';
import { PROVINCE_NAMES } from '@ews/contract/provinces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../../src/modules/regions/divisions.ts';
import { placement } from '../../src/modules/regions/geography.ts';
import { startServer, type TestServer } from '../support/harness.ts';

/** Xining's 城东区 (630102), where the walk's point was filed. */
const CHENGDONG = { provinceCode: '630000', prefectureCode: '630100', countyCode: '630102' };
const IN_CHENGDONG = { longitude: 101.8, latitude: 36.6 };
/** 城东区 and 循化撒拉族自治县 (630225) as each reader names them: English and Spanish from the pinyin, Japanese in the characters. */
const CHENGDONG_NAMES: Record<Language, string> = { zh: '城东区', en: 'Chengdong District', es: 'Distrito de Chengdong', ja: '城东区' };
const XUNHUA_NAMES: Record<Language, string> = { zh: '循化撒拉族自治县', en: 'Xunhua Salar Autonomous County', es: 'Condado Autónomo Salar de Xunhua', ja: '循化撒拉族自治县' };

const point = (code: string, change: Partial<SourceFields> = {}): SourceFields => ({ code, name: `Place ${code}`, focusType: 'himalayanMarmot', ...CHENGDONG, ...IN_CHENGDONG, ...change });

describe('a source point’s place', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  const saveIn = (language: Language, input: SourceFields & { placeConfirmed?: boolean }) => server.raw(endpoints.sourceSave, input, { token, headers: { 'accept-language': language } });

  it('takes a point inside its county at once', async () => {
    const saved = await server.call(endpoints.sourceSave, point('QH-630102-001'), { token });
    expect(saved).toMatchObject({ countyName: '城东区', longitude: 101.8 });
  });

  it('refuses a code whose county digits name another county (Xunhua’s for 城东区), naming the code field and that county in each language', async () => {
    for (const language of LANGUAGES) {
      const answer = await saveIn(language, point('QH-630225-001'));
      expect(answer.status).toBe(400);
      expect(answer.body.msg.startsWith(`${invalidFieldsPrefix[language]}: ${fieldLabel(['code'], language)}: `)).toBe(true);
      expect(answer.body.msg).toContain('630225');
      expect(answer.body.msg).toContain(XUNHUA_NAMES[language]);
    }
    // A code of the county's own prefecture or province lies on its branch, and one with digits of no division says nothing of the place.
    for (const code of ['QH-630100-002', 'QH-630000-003', 'QH-999999-004']) expect((await saveIn('en', point(code))).status, code).toBe(200);
  });

  it('refuses a point far outside the province (94.46 E 36.40 N lies in Qinghai; 116.4 E 39.9 N does not), naming the longitude in each language', async () => {
    for (const language of LANGUAGES) {
      const answer = await saveIn(language, point('QH-630102-010', { longitude: 116.4, latitude: 39.9 }));
      expect(answer.status).toBe(400);
      expect(answer.body.msg.startsWith(`${invalidFieldsPrefix[language]}: ${fieldLabel(['longitude'], language)}: `)).toBe(true);
      expect(answer.body.msg).toContain(PROVINCE_NAMES['630000']![language]);
    }
    // Confirming does not take it either: it is another province's point.
    expect((await saveIn('en', { ...point('QH-630102-010', { longitude: 116.4, latitude: 39.9 }), placeConfirmed: true })).status).toBe(400);
  });

  it('asks to confirm a point of the province far from its county (the walk’s 94.46 E 36.40 N, 650 km off), naming the county in the reader’s language, and takes it once confirmed', async () => {
    const far = point('QH-630102-020', { longitude: 94.46, latitude: 36.4 });
    for (const language of LANGUAGES) {
      const answer = await saveIn(language, far);
      expect(answer.status).toBe(428);
      expect(answer.body.code).toBe(Codes.PLACE_UNCONFIRMED);
      expect(answer.body.msg.replace(/\d+/, '{km}')).toBe(textMessages['validation.farFromCounty'][language].replace('{county}', CHENGDONG_NAMES[language]));
    }
    const list = await server.call(endpoints.sourceList, { keyword: 'QH-630102-020' }, { token });
    expect(list.total).toBe(0);
    const confirmed = await saveIn('en', { ...far, placeConfirmed: true });
    expect(confirmed.status).toBe(200);
  });

  it('places every seeded demo point inside its county, under a code of that county', async () => {
    const demo = await startServer({ SEED_DEMO: 'true' });
    try {
      const demoToken = await demo.signIn();
      const sources = [];
      for (let page = 1; ; page++) {
        const { list, total } = await demo.call(endpoints.sourceList, { page, limit: 100 }, { token: demoToken });
        sources.push(...list);
        if (sources.length >= total) break;
      }
      expect(sources.length).toBeGreaterThan(250);
      for (const source of sources) {
        expect(placement(source), `${source.code} at ${source.longitude}, ${source.latitude}`).toEqual({ fits: true });
        expect(source.code.slice(3, 9), source.code).toBe(source.countyCode);
        expect(divisions().byCode.get(source.countyCode)?.name).toBe(source.countyName);
      }
    } finally {
      await demo.close();
    }
  });
});
