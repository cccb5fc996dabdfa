import { CASE_COLUMNS, endpoints, OUTBREAK_COLUMNS, SOURCE_COLUMNS, SURVEY_COLUMNS, type SheetColumn } from '@ews/contract';
import { CASE_CLASSIFICATION_NAMES, CONFIRMATION_METHOD_NAMES, DATE_PRECISION_NAMES, FOCUS_TYPES, INFECTION_SOURCE_NAMES, SOURCE_STATUS_NAMES, YES_NO_NAMES } from '@ews/contract/domain';
import fc, { type Arbitrary } from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceKey, sheetBoolean } from '../../src/modules/transfer/sheets.ts';
import { RECORD_TABLES, tablesFingerprint } from '../support/fingerprint.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';

/**
 * Issue 5's property for the import calls, which answer a report rather than a 4xx: a sheet with
 * one bad row among valid ones (a cell its column never takes, a required cell left empty, or a
 * rule across cells broken) imports nothing, reports that row and no other, and leaves every
 * table as it was.
 */

/** Sheets per import and database: 1 000 took 30–60 s of each database's run here, twice that in CI; 400 still try every spoiler many times over. */
const RUNS = 400;

type Cells = Record<string, string>;

/** The source point the valid survey and outbreak rows name. */
const STORED_SOURCE = 'QH-632823-500';

// ---- text cells a column never takes (cells are read as trimmed text) ------------------------

const someText = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((text) => text.trim())
  .filter((text) => text !== '');
const numericText = /^-?\d+(\.\d+)?$/;
const notNumber = someText.filter((text) => !numericText.test(text));
const badCell = {
  over: (max: number) => fc.nat({ max: 50 }).map((extra) => 'x'.repeat(max + 1 + extra)),
  notMatching: (pattern: RegExp) => someText.filter((text) => !pattern.test(text)),
  /** Text that is neither a key of the closed set nor the name of one in any language. */
  notOneOf: (choices: NonNullable<SheetColumn['choices']>) => someText.filter((text) => !Object.hasOwn(choices, choiceKey(text, choices))),
  outside: (min: number, max: number) =>
    fc.oneof(notNumber, fc.double({ min: max + 0.001, max: 1e9, noNaN: true }).map(String), fc.double({ min: -1e9, max: min - 0.001, noNaN: true }).map(String)),
  count: fc.oneof(
    notNumber,
    fc.integer({ min: -1000, max: -1 }).map(String),
    fc.integer({ min: 1_000_001, max: 2 ** 40 }).map(String),
    fc.double({ min: 0.01, max: 1000, noNaN: true }).filter((n) => !Number.isInteger(n)).map(String),
  ),
  date: fc.oneof(someText.filter((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text)), fc.constantFrom('2009-02-30', '2009-13-01', '2009-00-10')),
  region: fc.oneof(someText.filter((text) => !/^\d{6}$/.test(text)), fc.constantFrom('000000', '999999', '630001')),
  /** A list cell ('a; b') with a name too long, or too many names. */
  names: fc.constantFrom(`Marmota; ${'x'.repeat(65)}`, Array.from({ length: 21 }, (_, i) => `n${i}`).join('; ')),
  /** Text the sheet reader does not take for yes or no. */
  yesNo: someText.filter((text) => typeof sheetBoolean(choiceKey(text, YES_NO_NAMES)) === 'string'),
  /** A source point code nobody stored. */
  unknownSource: someText.filter((text) => text !== STORED_SOURCE),
};

// ---- the import calls ------------------------------------------------------------------------

interface SheetImport {
  endpoint: typeof endpoints.sourceImport | typeof endpoints.outbreakImport | typeof endpoints.surveyImport | typeof endpoints.caseImport;
  /** The audit log's name for the records. */
  entity: string;
  columns: readonly SheetColumn[];
  /** The i-th valid row (codes differ from row to row, so a bad row is never a duplicate). */
  valid(i: number): Cells;
  /** Each column's cells that are never accepted. */
  cells: Record<string, Arbitrary<string>>;
  required: string[];
  /** Rows that break a rule across cells, from the i-th valid row. */
  crossField?: Arbitrary<(row: Cells) => Cells>[];
}

const counts = (bubonic: number, pneumonic: number, cases: number, deaths: number) => ({ bubonic: String(bubonic), pneumonic: String(pneumonic), cases: String(cases), deaths: String(deaths) });

/** A closed set of the case sheet, as its column lists it. */
const caseChoices = (key: string) => CASE_COLUMNS.find((column) => column.key === key)!.choices!;
/** Text that is no ISO time with its offset, or one that is no real moment or lies in the future. */
const badTime = fc.oneof(someText.filter((text) => !/^\d{4}-\d{2}-\d{2}T/.test(text)), fc.constantFrom('2026-07-15', '2026-02-30T10:00:00Z', '2026-07-15T25:00:00+08:00', '2999-01-01T00:00:00Z'));

const IMPORTS: Record<'sourceImport' | 'outbreakImport' | 'surveyImport' | 'caseImport', SheetImport> = {
  sourceImport: {
    endpoint: endpoints.sourceImport,
    entity: 'source',
    columns: SOURCE_COLUMNS,
    valid: (i) => ({
      code: `TT-620100-${String(i).padStart(3, '0')}`,
      name: `Sheet site ${i}`,
      focusType: 'alashanGroundSquirrel',
      provinceCode: '620000',
      prefectureCode: '620100',
      countyCode: '620102',
      longitude: '103.8',
      latitude: '36',
      primaryHosts: 'Spermophilus alashanicus',
    }),
    cells: {
      code: badCell.notMatching(/^[A-Z]{2}-\d{6}-\d{3}$/),
      name: badCell.over(100),
      focusType: badCell.notOneOf(FOCUS_TYPES),
      provinceCode: badCell.region,
      prefectureCode: badCell.region,
      countyCode: badCell.region,
      place: badCell.over(200),
      longitude: badCell.outside(73, 136),
      latitude: badCell.outside(3, 54),
      altitude: badCell.outside(-200, 9000),
      area: badCell.outside(0, 1_000_000),
      primaryHosts: badCell.names,
      primaryVectors: badCell.names,
      discoveredOn: badCell.date,
      status: badCell.notOneOf(SOURCE_STATUS_NAMES),
      monitoringUnit: badCell.over(100),
      contactName: badCell.over(64),
      contactPhone: someText.filter((text) => !/^[0-9 +()-]{0,32}$/.test(text)),
      notes: badCell.over(2000),
    },
    required: ['code', 'name', 'focusType', 'provinceCode', 'longitude', 'latitude'],
  },
  outbreakImport: {
    endpoint: endpoints.outbreakImport,
    entity: 'outbreak',
    columns: OUTBREAK_COLUMNS,
    valid: (i) => ({ code: `TT-OB-${i}`, title: `Sheet outbreak ${i}`, sourceCode: STORED_SOURCE, onsetDate: '2009-07-30', provinceCode: '630000', ...counts(2, 1, 3, 1), classification: 'confirmed', confirmationMethod: 'culture' }),
    cells: {
      code: badCell.notMatching(/^[A-Z0-9-]{3,32}$/),
      title: badCell.over(200),
      sourceCode: badCell.unknownSource,
      onsetDate: badCell.date,
      onsetPrecision: badCell.notOneOf(DATE_PRECISION_NAMES),
      endDate: badCell.date,
      provinceCode: badCell.region,
      place: badCell.over(200),
      longitude: badCell.outside(73, 136),
      latitude: badCell.outside(3, 54),
      bubonic: badCell.count,
      pneumonic: badCell.count,
      septicemic: badCell.count,
      otherForm: badCell.count,
      cases: badCell.count,
      deaths: badCell.count,
      classification: badCell.notOneOf(CASE_CLASSIFICATION_NAMES),
      confirmationMethod: badCell.notOneOf(CONFIRMATION_METHOD_NAMES),
      infectionSource: badCell.notOneOf(INFECTION_SOURCE_NAMES),
      hostsInvolved: badCell.names,
      animalEpizootic: badCell.yesNo,
      urbanPneumonicSpread: badCell.yesNo,
      description: badCell.over(5000),
      references: badCell.over(2000),
    },
    required: ['code', 'title', 'onsetDate', 'provinceCode', 'cases', 'classification', 'confirmationMethod'],
    crossField: [
      // More deaths than cases.
      fc.record({ cases: fc.nat(1000), extra: fc.integer({ min: 1, max: 1000 }) }).map(({ cases, extra }) => (row: Cells) => ({ ...row, ...counts(cases, 0, cases, cases + extra) })),
      // Clinical forms that do not add up to the cases.
      fc.record({ bubonic: fc.nat(500), pneumonic: fc.nat(500), off: fc.integer({ min: 1, max: 500 }) }).map(({ bubonic, pneumonic, off }) => (row: Cells) => ({ ...row, ...counts(bubonic, pneumonic, bubonic + pneumonic + off, 0) })),
      // An end before the onset.
      fc.integer({ min: 1, max: 3000 }).map((daysBefore) => (row: Cells) => ({ ...row, endDate: new Date(Date.parse('2009-07-30T00:00:00Z') - daysBefore * 86_400_000).toISOString().slice(0, 10) })),
    ],
  },
  surveyImport: {
    endpoint: endpoints.surveyImport,
    entity: 'survey',
    columns: SURVEY_COLUMNS,
    valid: (i) => ({ sourceCode: STORED_SOURCE, surveyDate: `2025-07-${String((i % 28) + 1).padStart(2, '0')}`, hostDensity: '2', animalsExamined: '20', fleaIndex: '0.5', seraTested: '10', seraPositive: '0' }),
    cells: {
      sourceCode: badCell.unknownSource,
      surveyDate: badCell.date,
      surveyUnit: badCell.over(100),
      hostDensity: badCell.outside(0, 100_000),
      captureRate: badCell.outside(0, 100),
      fleaIndex: badCell.outside(0, 10_000),
      animalsExamined: badCell.count,
      seraTested: badCell.count,
      maxTitre: fc.constantFrom('1:', '1/80', '80', '1:1234567'),
      suspectedHumanCases: badCell.count,
      notes: badCell.over(2000),
    },
    required: ['sourceCode', 'surveyDate'],
    crossField: [
      fc.record({ tested: fc.nat(1000), extra: fc.integer({ min: 1, max: 100 }) }).map(({ tested, extra }) => (row: Cells) => ({ ...row, seraTested: String(tested), seraPositive: String(tested + extra) })),
      fc.record({ found: fc.nat(1000), extra: fc.integer({ min: 1, max: 100 }) }).map(({ found, extra }) => (row: Cells) => ({ ...row, deadRodentsFound: String(found), deadRodentsPending: String(found + extra) })),
      // Isolates from more specimens than were sampled (issue 41: 3 isolates from 0 samples).
      fc.record({ samples: fc.nat(100), extra: fc.integer({ min: 1, max: 100 }) }).map(({ samples, extra }) => (row: Cells) => ({ ...row, bacteriologySamples: String(samples), isolatesVector: String(samples + extra) })),
      // Infested hosts with a flea index of 0 (issue 41: fleas on 80 % of hosts, index 0).
      fc.integer({ min: 1, max: 100 }).map((rate) => (row: Cells) => ({ ...row, infestationRate: String(rate), fleaIndex: '0' })),
    ],
  },
  caseImport: {
    endpoint: endpoints.caseImport,
    entity: 'humanCase',
    columns: CASE_COLUMNS,
    valid: (i) => ({
      cardNumber: `SHEET-${i}`,
      reportAt: '2026-07-15T11:00:00+08:00',
      diagnosisAt: '2026-07-15T09:30:00+08:00',
      onsetDate: '2026-07-13',
      sex: 'male',
      occupation: 'herdsman',
      provinceCode: '630000',
      prefectureCode: '632800',
      countyCode: '632823',
      sourceCode: STORED_SOURCE,
      exposure: 'hunting',
      clinicalForm: 'pneumonic',
      classification: 'suspected',
      confirmationMethod: 'unknown',
      outcome: 'underTreatment',
      reportingUnit: 'Tianjun CDC',
    }),
    cells: {
      cardNumber: badCell.notMatching(/^[0-9A-Za-z-]{0,32}$/),
      reportAt: badTime,
      diagnosisAt: badTime,
      onsetDate: badCell.date,
      age: badCell.outside(0, 120),
      sex: badCell.notOneOf(caseChoices('sex')),
      occupation: badCell.notOneOf(caseChoices('occupation')),
      provinceCode: badCell.region,
      prefectureCode: badCell.region,
      countyCode: badCell.region,
      residencePlace: badCell.over(200),
      exposureRegionCode: badCell.region,
      exposurePlace: badCell.over(200),
      exposureLongitude: badCell.outside(73, 136),
      sourceCode: badCell.unknownSource,
      exposure: badCell.notOneOf(caseChoices('exposure')),
      clinicalForm: badCell.notOneOf(caseChoices('clinicalForm')),
      classification: badCell.notOneOf(caseChoices('classification')),
      confirmationMethod: badCell.notOneOf(caseChoices('confirmationMethod')),
      outcome: badCell.notOneOf(caseChoices('outcome')),
      reportingUnit: badCell.over(100),
      notes: badCell.over(2000),
    },
    required: ['reportAt', 'diagnosisAt', 'onsetDate', 'sex', 'occupation', 'provinceCode', 'exposure', 'clinicalForm', 'classification', 'confirmationMethod', 'outcome', 'reportingUnit'],
    crossField: [
      // A diagnosis before the onset, a report before the diagnosis, a confirmed case without a laboratory method.
      fc.integer({ min: 1, max: 300 }).map((days) => (row: Cells) => ({ ...row, onsetDate: new Date(Date.parse('2026-07-15T00:00:00Z') + days * 86_400_000).toISOString().slice(0, 10) })),
      fc.integer({ min: 1, max: 5000 }).map((minutes) => (row: Cells) => ({ ...row, reportAt: new Date(Date.parse('2026-07-15T01:30:00Z') - minutes * 60_000).toISOString() })),
      fc.constantFrom('clinical', 'unknown').map((method) => (row: Cells) => ({ ...row, classification: 'confirmed', confirmationMethod: method })),
    ],
  },
};

/** How to spoil a valid row: bad cells (one at least), a required cell emptied, or a rule across cells broken. */
function spoiler(sheet: SheetImport): Arbitrary<(row: Cells) => Cells> {
  const names = Object.keys(sheet.cells);
  const badCells = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((chosen) => fc.tuple(...chosen.map((name) => sheet.cells[name]!.map((cell) => [name, cell] as const))))
    .map((pairs) => (row: Cells) => ({ ...row, ...Object.fromEntries(pairs) }));
  const emptied = fc.constantFrom(...sheet.required).map((name) => (row: Cells) => ({ ...row, [name]: '' }));
  return fc.oneof({ weight: 6, arbitrary: badCells }, { weight: 2, arbitrary: emptied }, ...(sheet.crossField ?? []).map((arbitrary) => ({ weight: 2, arbitrary })));
}

/** A sheet of 1 to 20 rows, the row at `bad` spoiled. */
const sheetWithOneBadRow = (sheet: SheetImport) =>
  fc
    .integer({ min: 1, max: 20 })
    .chain((size) => fc.record({ size: fc.constant(size), bad: fc.nat(size - 1), spoil: spoiler(sheet) }))
    .map(({ size, bad, spoil }) => ({ bad, rows: Array.from({ length: size }, (_, i) => (i === bad ? spoil(sheet.valid(i)) : sheet.valid(i))) }));

describe('four hundred sheets with one bad row to each import: nothing written, that row reported', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ SESSION_CACHE_SECONDS: '300' });
    token = await server.signIn();
    await server.call(
      endpoints.sourceSave,
      { code: STORED_SOURCE, name: 'Stored site', focusType: 'himalayanMarmot', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.5, latitude: 37.3 },
      { token },
    );
  });
  afterAll(() => server.close());

  /** The records, without the audit log, where each refused import is written down. */
  const RECORDS = RECORD_TABLES.filter((table) => table !== 'sys_audit_log');
  async function failedImports(entity: string): Promise<number> {
    const row = await server.db
      .selectFrom('sysAuditLog')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('action', '=', 'import')
      .where('entity', '=', entity)
      .where('result', '=', 'failure')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it.each(Object.keys(IMPORTS) as (keyof typeof IMPORTS)[])('%s', async (name) => {
    const sheet = IMPORTS[name];
    const before = await tablesFingerprint(server.db, RECORDS);
    const audited = await failedImports(sheet.entity);
    await fc.assert(
      fc.asyncProperty(sheetWithOneBadRow(sheet), async ({ bad, rows }) => {
        const report = await server.upload(sheet.endpoint, await sheetOf(sheet.columns, rows), { token });
        const where = JSON.stringify(rows[bad]).slice(0, 300);
        expect(report.imported, where).toBe(0);
        expect(report.errors.length, where).toBeGreaterThan(0);
        // The header is line 1: row i is on line i + 2.
        expect(new Set(report.errors.map((error) => error.line)), where).toEqual(new Set([bad + 2]));
      }),
      { numRuns: RUNS },
    );
    expect(await tablesFingerprint(server.db, RECORDS)).toBe(before);
    // Each refused sheet is audited as a failed import.
    expect(await failedImports(sheet.entity)).toBe(audited + RUNS);
    // And the valid rows alone import: the bad row was what refused each sheet.
    const valid = Array.from({ length: 20 }, (_, i) => sheet.valid(i));
    expect(await server.upload(sheet.endpoint, await sheetOf(sheet.columns, valid), { token })).toEqual({ imported: 20, updated: 0, unchanged: 0, errors: [] });
    // The imports take 40 s on an idle machine and minutes under stress-ng: the timeout only catches a hang.
  }, 900_000);
});
