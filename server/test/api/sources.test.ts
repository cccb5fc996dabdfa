import { Codes, endpoints, fieldLabel, textMessages, type SourceFields } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, refusal } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { insideOf } from '../support/places.ts';

const base: SourceFields = {
  code: 'QH-632823-001',
  name: '天峻县旱獭疫源点',
  focusType: 'himalayanMarmot',
  provinceCode: '630000',
  prefectureCode: '632800',
  countyCode: '632823',
  place: '快尔玛乡',
  longitude: 98.5,
  latitude: 37.3,
  altitude: 3500,
  area: 120.5,
  primaryHosts: ['Marmota himalayana'],
  primaryVectors: ['Oropsylla silantiewi', 'Callopsylla dolabris'],
  discoveredOn: '1958-07-01',
  status: 'active',
  monitoringUnit: '海西州疾控中心',
  contactName: '张三',
  contactPhone: '+86 977 1234567',
  notes: '',
};

describe('source points', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('serves the GB/T 2260 tree', async () => {
    const tree = await server.call(endpoints.regionTree, {}, { token });
    expect(tree).toHaveLength(34);
    const qinghai = tree.find((node) => node.code === '630000')!;
    expect(qinghai).toMatchObject({ name: '青海省', nameEn: 'Qinghai', level: 1 });
    expect(qinghai.children.find((node) => node.code === '632800')?.children.some((node) => node.code === '632823')).toBe(true);
  });

  it('creates a source point with region names looked up, and reads it back', async () => {
    const created = await server.call(endpoints.sourceSave, base, { token });
    expect(created).toMatchObject({ code: 'QH-632823-001', provinceName: '青海省', prefectureName: '海西蒙古族藏族自治州', countyName: '天峻县', riskLevel: 'none', version: 1 });
    expect(created.primaryVectors).toEqual(['Oropsylla silantiewi', 'Callopsylla dolabris']);
    expect(await server.call(endpoints.sourceGet, { sourceId: created.sourceId }, { token })).toEqual(created);
  });

  it('refuses a duplicate code with 40900 and a broken region chain with 40000', async () => {
    expect(await codeOf(server.call(endpoints.sourceSave, base, { token }))).toBe(Codes.CONFLICT);
    const broken = await refusal(server.call(endpoints.sourceSave, { ...base, code: 'QH-632823-002', countyCode: '110101' }, { token }));
    expect(broken.code).toBe(Codes.VALIDATION);
  });

  it('validates every field with the contract schema', async () => {
    const cases: [Partial<SourceFields> | Record<string, unknown>, string][] = [
      [{ code: 'bad code' }, 'code'],
      [{ longitude: 200 }, 'longitude'],
      [{ latitude: -5 }, 'latitude'],
      [{ focusType: 'dragon' }, 'focusType'],
      [{ provinceCode: '63' }, 'provinceCode'],
      [{ status: 'sleeping' }, 'status'],
      [{ discoveredOn: '1958-13-01' }, 'discoveredOn'],
      [{ name: '' }, 'name'],
      [{ primaryHosts: 'Marmota' }, 'primaryHosts'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ code: 'qh-632823-009' }, 'code'],
      [{ code: '' }, 'code'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ altitude: 9001 }, 'altitude'],
      [{ altitude: 'high' }, 'altitude'],
      [{ area: -1 }, 'area'],
      [{ longitude: '98.5E' }, 'longitude'],
      [{ prefectureCode: '6328' }, 'prefectureCode'],
      [{ place: 'x'.repeat(201) }, 'place'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
      [{ primaryVectors: Array.from({ length: 21 }, (_, i) => `Flea ${i}`) }, 'primaryVectors'],
      [{ primaryHosts: [''] }, 'primaryHosts'],
      [{ sourceId: 0 }, 'sourceId'],
      [{ sourceId: 1, version: 0 }, 'version'],
    ];
    for (const [change, field] of cases) {
      const failure = await refusal(server.call(endpoints.sourceSave, { ...base, code: 'QH-632823-009', ...change } as SourceFields, { token }));
      expect(failure.code, field).toBe(Codes.VALIDATION);
      expect(failure.message, field).toContain(fieldLabel([field], 'en'));
    }
  });

  it('updates with the version; a stale version gets 40900 and the first write survives', async () => {
    const created = await server.call(endpoints.sourceSave, { ...base, code: 'GS-620100-001', provinceCode: '620000', prefectureCode: '620100', countyCode: '', ...insideOf({ provinceCode: '620000', countyCode: '' }), focusType: 'alashanGroundSquirrel' }, { token });
    const first = await server.call(endpoints.sourceSave, { ...base, ...created, name: 'First', version: created.version, sourceId: created.sourceId, altitude: 1500, area: 3 } as never, { token });
    expect(first.version).toBe(2);
    expect(await codeOf(server.call(endpoints.sourceSave, { ...base, code: created.code, provinceCode: '620000', prefectureCode: '620100', countyCode: '', ...insideOf(created), name: 'Second', sourceId: created.sourceId, version: created.version }, { token }))).toBe(Codes.CONFLICT);
    expect((await server.call(endpoints.sourceGet, { sourceId: created.sourceId }, { token })).name).toBe('First');
  });

  it('refuses an update without a version (40000), of a point that does not exist (40400), or to a code another point has (40900)', async () => {
    const created = await server.call(endpoints.sourceSave, { ...base, code: 'QH-632823-010' }, { token });
    expect((await refusal(server.call(endpoints.sourceSave, { ...base, code: created.code, sourceId: created.sourceId }, { token }))).code).toBe(Codes.VALIDATION);
    expect(await codeOf(server.call(endpoints.sourceSave, { ...base, code: 'QH-632823-011', sourceId: 999_999, version: 1 }, { token }))).toBe(Codes.NOT_FOUND);
    const taken = await refusal(server.call(endpoints.sourceSave, { ...base, code: base.code, sourceId: created.sourceId, version: created.version }, { token }));
    expect(taken.code).toBe(Codes.CONFLICT);
    expect(taken.message).toMatch(/code/i);
    expect(await server.call(endpoints.sourceGet, { sourceId: created.sourceId }, { token })).toEqual(created);
    await server.call(endpoints.sourceDelete, { ids: String(created.sourceId) }, { token });
  });

  it('says of a point it cannot find that it may have been deleted or lie outside the scope, in the caller’s language', async () => {
    const { body } = await server.raw(endpoints.sourceGet, { sourceId: 999_999 }, { token, headers: { cookie: 'language=es' } });
    expect(body).toMatchObject({ success: false, code: Codes.NOT_FOUND, msg: textMessages['error.recordNotFound'].es });
    expect(body.msg).toMatch(/eliminado.*alcance de datos/);
  });

  it('lists with search, filters, sorting and paging', async () => {
    await server.call(endpoints.sourceSave, { ...base, code: 'NM-150700-001', name: 'Hulun Buir marmot site', provinceCode: '150000', prefectureCode: '150700', countyCode: '', ...insideOf({ provinceCode: '150000', countyCode: '' }), focusType: 'mongolianMarmot', status: 'quiescent' }, { token });
    const all = await server.call(endpoints.sourceList, {}, { token });
    expect(all.total).toBe(3);
    expect((await server.call(endpoints.sourceList, { keyword: 'hulun' }, { token })).list.map((s) => s.code)).toEqual(['NM-150700-001']);
    expect((await server.call(endpoints.sourceList, { keyword: '632823' }, { token })).total).toBe(1);
    expect((await server.call(endpoints.sourceList, { focusType: 'mongolianMarmot' }, { token })).total).toBe(1);
    expect((await server.call(endpoints.sourceList, { provinceCode: '630000' }, { token })).total).toBe(1);
    expect((await server.call(endpoints.sourceList, { status: 'quiescent' }, { token })).total).toBe(1);
    expect((await server.call(endpoints.sourceList, { riskLevel: 'none' }, { token })).total).toBe(3);
    const sorted = await server.call(endpoints.sourceList, { sort: 'code', order: 'descend' }, { token });
    expect(sorted.list.map((s) => s.code)).toEqual(['QH-632823-001', 'NM-150700-001', 'GS-620100-001']);
    const page = await server.call(endpoints.sourceList, { sort: 'code', page: 2, limit: 2 }, { token });
    expect(page.list.map((s) => s.code)).toEqual(['QH-632823-001']);
    expect((await server.call(endpoints.sourceList, { keyword: '%' }, { token })).total).toBe(0);
    expect((await server.call(endpoints.sourceList, { prefectureCode: '632800' }, { token })).list.map((s) => s.code)).toEqual(['QH-632823-001']);
    expect((await server.call(endpoints.sourceList, { countyCode: '632823' }, { token })).list.map((s) => s.code)).toEqual(['QH-632823-001']);
    expect((await server.call(endpoints.sourceList, { prefectureCode: '620100', focusType: 'alashanGroundSquirrel' }, { token })).list.map((s) => s.code)).toEqual(['GS-620100-001']);
    expect((await server.call(endpoints.sourceList, { prefectureCode: '620100', focusType: 'himalayanMarmot' }, { token })).total).toBe(0);
    expect((await server.call(endpoints.sourceList, { sort: 'name' }, { token })).list.map((s) => s.name)).toEqual(['First', 'Hulun Buir marmot site', '天峻县旱獭疫源点']);
  });

  it('deletes a point: its outbreak records stay, unlinked', async () => {
    const point = await server.call(endpoints.sourceSave, { ...base, code: 'QH-632823-012' }, { token });
    const outbreak = await server.call(
      endpoints.outbreakSave,
      { code: 'QH-1990-01', title: 'Linked', sourceId: point.sourceId, onsetDate: '1990-07-01', provinceCode: '630000', bubonic: 1, cases: 1, classification: 'confirmed', confirmationMethod: 'culture' },
      { token },
    );
    expect(await server.call(endpoints.sourceDelete, { ids: String(point.sourceId) }, { token })).toEqual({ deleted: 1 });
    expect(await codeOf(server.call(endpoints.sourceGet, { sourceId: point.sourceId }, { token }))).toBe(Codes.NOT_FOUND);
    expect(await server.call(endpoints.outbreakGet, { outbreakId: outbreak.outbreakId }, { token })).toMatchObject({ sourceId: null, sourceName: '', sourceCode: '' });
    await server.call(endpoints.outbreakDelete, { ids: String(outbreak.outbreakId) }, { token });
  });

  it('deletes in batches and audits it', async () => {
    const { list } = await server.call(endpoints.sourceList, {}, { token });
    const ids = list.slice(0, 2).map((s) => s.sourceId);
    expect(await server.call(endpoints.sourceDelete, { ids: ids.join(',') }, { token })).toEqual({ deleted: 2 });
    expect((await server.call(endpoints.sourceList, {}, { token })).total).toBe(1);
    const audit = await server.call(endpoints.auditList, { entity: 'source', action: 'delete' }, { token });
    // Two here, and the ones the tests above cleaned up after themselves.
    expect(audit.total).toBe(4);
  });
});

describe('source keyword search', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('finds by keyword through the trigram index exactly what a row-by-row reading finds, short keywords, renames and deletes included', async () => {
    const names = ['Qinghai Lake MARMOT camp', 'marmot_2 burrow', '100% gerbil field', 'Say "hi" site', '祁连山旱獭点', 'Ab'];
    const created = [];
    for (const [i, name] of names.entries()) {
      created.push(await server.call(endpoints.sourceSave, { ...base, code: `QH-632823-${String(500 + i)}`, name }, { token }));
    }
    const renamed = created[0]!;
    await server.call(endpoints.sourceSave, { ...base, code: renamed.code, name: 'Renamed camp', sourceId: renamed.sourceId, version: renamed.version }, { token });
    await server.call(endpoints.sourceDelete, { ids: String(created[1]!.sourceId) }, { token });
    const everything = (await server.call(endpoints.sourceList, { limit: 100 }, { token })).list;
    const keywords = ['marmot', 'MARMOT', 'Lake', 'camp', 'Renamed', 'burrow', '100%', '0%', '%', '_', 'ot_', '"hi"', '"', '旱獭', '祁连山旱', 'ab', 'b', '-5', '632823-50', 'QH-632823-505', 'nothing here'];
    for (const keyword of keywords) {
      const lower = keyword.toLowerCase();
      const expected = everything.filter((s) => s.code.toLowerCase().includes(lower) || s.name.toLowerCase().includes(lower)).map((s) => s.code);
      const found = await server.call(endpoints.sourceList, { keyword, limit: 100 }, { token });
      expect({ keyword, codes: found.list.map((s) => s.code), total: found.total }).toEqual({ keyword, codes: expected, total: expected.length });
    }
    expect((await server.call(endpoints.sourceList, { keyword: 'Lake' }, { token })).total).toBe(0);
    expect((await server.call(endpoints.sourceList, { keyword: 'burrow' }, { token })).total).toBe(0);
    const paged = await server.call(endpoints.sourceList, { keyword: 'camp', focusType: 'himalayanMarmot', sort: 'name', order: 'descend', limit: 1, page: 1 }, { token });
    expect({ codes: paged.list.map((s) => s.code), total: paged.total }).toEqual({ codes: [renamed.code], total: 1 });
  });

  it('pages a keyword search sorted either way, with a filter, exactly as a row-by-row reading of every point does', async () => {
    const focusTypes = ['himalayanMarmot', 'greatGerbil'] as const;
    for (let i = 0; i < 12; i++) {
      // Names out of code order, one name twice (the 2nd and the 10th point), every third point not matching.
      const name = i % 3 === 2 ? `Camp field ${i}` : `Burrow SITE ${(i * 5) % 8}`;
      await server.call(endpoints.sourceSave, { ...base, code: `QH-632823-${String(600 + i)}`, name, focusType: focusTypes[i % 2]! }, { token });
    }
    const everything = (await server.call(endpoints.sourceList, { limit: 100 }, { token })).list;
    const cases = [
      { keyword: 'site', sort: 'name', order: 'ascend' },
      { keyword: 'site', sort: 'name', order: 'descend' },
      { keyword: 'ite ', sort: 'name', order: 'ascend', focusType: 'greatGerbil' },
      { keyword: '632823-6', sort: 'code', order: 'descend', focusType: 'himalayanMarmot' },
    ] as const;
    for (const query of cases) {
      const lower = query.keyword.toLowerCase();
      const matching = everything.filter((s) => (s.code.toLowerCase().includes(lower) || s.name.toLowerCase().includes(lower)) && (!('focusType' in query) || s.focusType === query.focusType));
      const sign = query.order === 'descend' ? -1 : 1;
      // Descending turns the whole order, ties (in id order ascending) included.
      const ordered = matching.sort((a, b) => sign * ((a[query.sort] < b[query.sort] ? -1 : a[query.sort] > b[query.sort] ? 1 : 0) || a.sourceId - b.sourceId));
      expect(ordered.length).toBeGreaterThan(3);
      for (let page = 1; page <= Math.ceil(ordered.length / 3) + 1; page++) {
        const found = await server.call(endpoints.sourceList, { ...query, limit: 3, page }, { token });
        const expected = ordered.slice((page - 1) * 3, page * 3).map((s) => s.code);
        expect({ query, page, codes: found.list.map((s) => s.code), total: found.total }).toEqual({ query, page, codes: expected, total: ordered.length });
      }
    }
  });
});
