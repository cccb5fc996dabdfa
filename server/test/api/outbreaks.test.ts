import { caseFatality, Codes, endpoints, fieldLabel, responseLevel, type OutbreakFields } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';

const base: OutbreakFields = {
  code: 'QH-2009-01',
  title: '兴海县肺鼠疫疫情',
  onsetDate: '2009-07-30',
  onsetPrecision: 'day',
  endDate: '2009-08-20',
  provinceCode: '630000',
  prefectureCode: '632500',
  countyCode: '632524',
  place: '子科滩镇',
  longitude: 99.98,
  latitude: 35.58,
  bubonic: 0,
  pneumonic: 12,
  septicemic: 0,
  otherForm: 0,
  cases: 12,
  deaths: 3,
  classification: 'confirmed',
  confirmationMethod: 'culture',
  infectionSource: 'hunting',
  hostsInvolved: ['Marmota himalayana'],
  animalEpizootic: true,
};

describe('response level and case fatality', () => {
  it.each([
    [{ bubonic: 1, pneumonic: 0, septicemic: 0 }, 'IV'],
    [{ bubonic: 9, pneumonic: 0, septicemic: 0 }, 'IV'],
    [{ bubonic: 10, pneumonic: 0, septicemic: 0 }, 'III'],
    [{ bubonic: 0, pneumonic: 1, septicemic: 0 }, 'III'],
    [{ bubonic: 0, pneumonic: 2, septicemic: 2 }, 'III'],
    [{ bubonic: 0, pneumonic: 3, septicemic: 2 }, 'II'],
    [{ bubonic: 20, pneumonic: 0, septicemic: 0 }, 'II'],
    [{ bubonic: 0, pneumonic: 1, septicemic: 0, urbanPneumonicSpread: true }, 'I'],
    [{ bubonic: 0, pneumonic: 0, septicemic: 0 }, null],
  ])('%o gives %s', (counts, level) => {
    expect(responseLevel(counts)).toBe(level);
  });

  it('computes case fatality to one decimal, none without cases', () => {
    expect(caseFatality(12, 3)).toBe(25);
    expect(caseFatality(3, 1)).toBe(33.3);
    expect(caseFatality(0, 0)).toBeNull();
  });
});

describe('historical outbreaks', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('saves a record, derives case fatality and response level, and links a source point', async () => {
    const source = await server.call(
      endpoints.sourceSave,
      { code: 'QH-632524-001', name: '兴海旱獭疫源点', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632500', countyCode: '632524', longitude: 99.9, latitude: 35.6 },
      { token },
    );
    const saved = await server.call(endpoints.outbreakSave, { ...base, sourceId: source.sourceId }, { token });
    expect(saved).toMatchObject({ caseFatality: 25, responseLevel: 'II', sourceName: '兴海旱獭疫源点', countyName: '兴海县', version: 1 });
    expect(await server.call(endpoints.outbreakGet, { outbreakId: saved.outbreakId }, { token })).toEqual(saved);
  });

  it.each([
    [{ deaths: 13 }, 'deaths', 'Deaths cannot exceed cases'],
    [{ pneumonic: 11 }, 'cases', 'add up to the cases'],
    [{ endDate: '2009-07-01' }, 'endDate', 'before the onset'],
    [{ onsetDate: '2009-02-30' }, 'onsetDate', ''],
    [{ onsetPrecision: 'week' }, 'onsetPrecision', ''],
    [{ classification: 'maybe' }, 'classification', ''],
    [{ latitude: 90 }, 'latitude', ''],
    [{ cases: -1 }, 'cases', ''],
    [{ title: '' }, 'title', ''],
    [{ otherForm: 1 }, 'cases', 'add up to the cases'],
    [{ pneumonic: 11, cases: 11, deaths: 12 }, 'deaths', 'Deaths cannot exceed cases'],
    [{ onsetDate: '2009-07-30', onsetPrecision: 'day', endDate: '2009-07-29' }, 'endDate', 'before the onset'],
    [{ onsetDate: '2009-07-30', onsetPrecision: 'month', endDate: '2009-06-30' }, 'endDate', 'before the onset'],
    [{ onsetDate: '2009-07-30', onsetPrecision: 'year', endDate: '2008-12-31' }, 'endDate', 'before the onset'],
    [{ endDate: '20090820' }, 'endDate', ''],
    [{ onsetDate: '' }, 'onsetDate', ''],
    [{ code: 'qh 2009' }, 'code', ''],
    [{ cases: 1.5 }, 'cases', ''],
    [{ bubonic: -1, pneumonic: 13 }, 'bubonic', ''],
    [{ confirmationMethod: 'guess' }, 'confirmationMethod', ''],
    [{ infectionSource: 'aliens' }, 'infectionSource', ''],
    [{ animalEpizootic: 'yes' }, 'animalEpizootic', ''],
    [{ hostsInvolved: 'Marmota' }, 'hostsInvolved', ''],
    [{ sourceId: 0 }, 'sourceId', ''],
    [{ longitude: 137 }, 'longitude', ''],
    [{ description: 'x'.repeat(5001) }, 'description', ''],
  ])('refuses %o naming %s', async (change, field, text) => {
    const failure = await refusal(server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-99', ...change } as OutbreakFields, { token }));
    expect(failure.code).toBe(Codes.VALIDATION);
    expect(failure.message).toContain(fieldLabel([field], 'en'));
    expect(failure.message).toContain(text);
  });

  it('refuses a duplicate code, an unknown source point, and a stale version', async () => {
    expect(await codeOf(server.call(endpoints.outbreakSave, base, { token }))).toBe(Codes.CONFLICT);
    expect((await refusal(server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-02', sourceId: 99999 }, { token }))).message).toMatch(/source point does not exist/);
    const created = await server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-03' }, { token });
    await server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-03', outbreakId: created.outbreakId, version: 1, title: 'First' }, { token });
    expect(await codeOf(server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-03', outbreakId: created.outbreakId, version: 1, title: 'Second' }, { token }))).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.outbreakGet, { outbreakId: created.outbreakId }, { token })).title).toBe('First');
  });

  it('takes the end of an onset known to the month or year from the start of that period; deaths may equal cases', async () => {
    const byMonth = await server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-04', onsetDate: '2009-07-30', onsetPrecision: 'month', endDate: '2009-07-02', deaths: 12 }, { token });
    expect(byMonth).toMatchObject({ onsetDate: '2009-07-01', endDate: '2009-07-02', caseFatality: 100 });
    const byYear = await server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-05', onsetDate: '2009-07-30', onsetPrecision: 'year', endDate: '2009-01-01' }, { token });
    expect(byYear.onsetDate).toBe('2009-01-01');
    await server.call(endpoints.outbreakDelete, { ids: `${byMonth.outbreakId},${byYear.outbreakId}` }, { token });
  });

  it('updates a record with its version: the derived figures follow; an update without a version or of a missing record is refused', async () => {
    const created = await server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-06' }, { token });
    const updated = await server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-06', outbreakId: created.outbreakId, version: created.version, pneumonic: 0, bubonic: 12, deaths: 1 }, { token });
    expect(updated).toMatchObject({ version: 2, responseLevel: 'III', caseFatality: 8.3, bubonic: 12, updatedBy: 'admin' });
    expect((await refusal(server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-06', outbreakId: created.outbreakId }, { token }))).code).toBe(Codes.VALIDATION);
    expect(await codeOf(server.call(endpoints.outbreakSave, { ...base, code: 'QH-2009-07', outbreakId: 999_999, version: 1 }, { token }))).toBe(Codes.NOT_FOUND);
    expect(await codeOf(server.call(endpoints.outbreakSave, { ...base, outbreakId: created.outbreakId, version: 2 }, { token }))).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.outbreakGet, { outbreakId: created.outbreakId }, { token })).code).toBe('QH-2009-06');
    await server.call(endpoints.outbreakDelete, { ids: String(created.outbreakId) }, { token });
  });

  it('keeps the onset at the start of its month or year and sorts by it', async () => {
    const byYear = await server.call(endpoints.outbreakSave, { ...base, code: 'NM-1960', title: 'Hulun Buir 1960', onsetDate: '1960-08-15', onsetPrecision: 'year', endDate: '', provinceCode: '150000', prefectureCode: '', countyCode: '' }, { token });
    expect(byYear.onsetDate).toBe('1960-01-01');
    const byMonth = await server.call(endpoints.outbreakSave, { ...base, code: 'NM-1960-08', title: 'Hulun Buir August 1960', onsetDate: '1960-08-15', onsetPrecision: 'month', endDate: '', provinceCode: '150000', prefectureCode: '', countyCode: '' }, { token });
    expect(byMonth.onsetDate).toBe('1960-08-01');
    const ascending = await server.call(endpoints.outbreakList, { provinceCode: '150000', order: 'ascend' }, { token });
    expect(ascending.list.map((o) => o.code)).toEqual(['NM-1960', 'NM-1960-08']);
    const range = await server.call(endpoints.outbreakList, { from: '1960-01-01', to: '1960-12-31' }, { token });
    expect(range.total).toBe(2);
    expect((await server.call(endpoints.outbreakList, { keyword: 'hulun buir' }, { token })).total).toBe(2);
    expect((await server.call(endpoints.outbreakList, { keyword: 'QH-2009' }, { token })).list.map((o) => o.code).sort()).toEqual(['QH-2009-01', 'QH-2009-03']);
    const linked = (await server.call(endpoints.outbreakList, { keyword: 'QH-2009-01' }, { token })).list[0]!;
    expect(linked).toMatchObject({ sourceCode: 'QH-632524-001', sourceName: '兴海旱獭疫源点' });
    expect((await server.call(endpoints.outbreakList, { sourceId: linked.sourceId! }, { token })).list.map((o) => o.code)).toEqual(['QH-2009-01']);
    expect((await server.call(endpoints.outbreakList, { provinceCode: '630000', sort: 'code', order: 'ascend' }, { token })).list.map((o) => o.code)).toEqual(['QH-2009-01', 'QH-2009-03']);
    expect((await server.call(endpoints.outbreakList, { sort: 'cases', order: 'ascend', limit: 1 }, { token })).list[0]?.cases).toBe(12);
    expect((await server.call(endpoints.outbreakList, { to: '1959-12-31' }, { token })).total).toBe(0);
  });

  it('deletes in batches', async () => {
    const { list } = await server.call(endpoints.outbreakList, { provinceCode: '150000' }, { token });
    expect(await server.call(endpoints.outbreakDelete, { ids: list.map((o) => o.outbreakId).join(',') }, { token })).toEqual({ deleted: 2 });
  });
});
