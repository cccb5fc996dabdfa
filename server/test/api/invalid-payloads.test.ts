import { endpoints, type Endpoint, type OutbreakFields, type SourceFields } from '@ews/contract';
import { CASE_CLASSIFICATIONS, CONFIRMATION_METHODS, DATE_PRECISIONS, FOCUS_TYPE_KEYS, INFECTION_SOURCES, SOURCE_STATUSES } from '@ews/contract/domain';
import { ALERT_STATUSES } from '@ews/contract/schemas/surveillance';
import fc, { type Arbitrary } from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesFingerprint } from '../support/fingerprint.ts';
import { startServer, type TestServer } from '../support/harness.ts';

/**
 * Issue 5: a thousand random invalid payloads to each write call with a body answer 4xx, never
 * 500, and leave the database as it was. Each payload starts from a valid one and gets at least
 * one value its field can never take (wrong type, out of range, ill-formed, a rule across fields
 * broken, a required field dropped), sometimes with other fields turned to arbitrary JSON on top.
 */

const RUNS = 1000;

// ---- values a field of each kind can never take --------------------------------------------

const notString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const notNumber = fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 1 }), fc.string().filter((s) => !/^\s*-?\d+(\.\d+)?\s*$/.test(s)));
/** A number (or numeric text, which the schemas also take) outside [min, max]. */
const outside = (min: number, max: number) =>
  fc.oneof(fc.double({ min: max + 0.001, max: 1e12, noNaN: true }), fc.double({ min: -1e12, max: min - 0.001, noNaN: true }), fc.integer({ min: Math.ceil(max) + 1, max: 2 ** 40 }).map(String));
const tooLong = (max: number) => fc.nat({ max: 50 }).map((extra) => 'x'.repeat(max + 1 + extra));

const invalid = {
  text: (max: number) => fc.oneof(notString, tooLong(max)),
  requiredText: (max: number) => fc.oneof(notString, tooLong(max), fc.constantFrom('', '   ')),
  pattern: (pattern: RegExp) => fc.oneof(notString, fc.string({ maxLength: 40 }).filter((s) => !pattern.test(s.trim()))),
  choice: (allowed: readonly string[]) => fc.oneof(notString, fc.string({ maxLength: 20 }).filter((s) => !allowed.includes(s))),
  decimal: (min: number, max: number) => fc.oneof(notNumber, outside(min, max)),
  count: fc.oneof(notNumber, fc.integer({ max: -1 }), fc.integer({ min: 1_000_001 }), fc.double({ min: 0.01, max: 1000, noNaN: true }).filter((n) => !Number.isInteger(n))),
  date: fc.oneof(notString, fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)), fc.constantFrom('2009-02-30', '2009-13-01', '2009-00-10', '20090730')),
  optionalDate: fc.oneof(notString, fc.constantFrom('2009-02-30', '2009-13-01', '30/07/2009', 'yesterday')),
  /** A region code: ill-formed, or six digits that are no division of the tree (the server checks the chain). */
  region: fc.oneof(notString, fc.string({ maxLength: 8 }).filter((s) => !/^\d{6}$/.test(s) && s !== ''), fc.constantFrom('000000', '999999', '630001')),
  names: fc.oneof(fc.string(), fc.integer(), fc.array(fc.constantFrom('', 'x'.repeat(65)), { minLength: 1, maxLength: 3 }), fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), fc.constant(Array.from({ length: 21 }, (_, i) => `n${i}`))),
  boolean: fc.oneof(fc.constantFrom('yes', 'true', 1, 0, null), fc.array(fc.boolean(), { maxLength: 2 })),
  id: fc.oneof(fc.constantFrom(0, -1, 1.5, 2 ** 31, 'abc', '', true, '1 OR 1=1'), fc.array(fc.nat(), { maxLength: 2 }), fc.object({ maxDepth: 0 })),
  version: fc.oneof(fc.constantFrom(0, -3, 2.5, 'one', true, ''), fc.array(fc.nat(), { maxLength: 2 })),
  ids: fc.oneof(
    fc.constantFrom('', ',', 'a,b', '0', '-1', '1.5', '1;DROP TABLE source_point', 'x'.repeat(2001)),
    fc.integer(),
    fc.constant(Array.from({ length: 201 }, (_, i) => i + 1).join(',')),
    fc.array(fc.oneof(fc.constant(0), fc.string(), fc.double({ min: 0.1, max: 0.9 })), { minLength: 1, maxLength: 3 }),
    fc.object({ maxDepth: 0 }),
  ),
};

// ---- the write calls ------------------------------------------------------------------------

interface WriteCall {
  endpoint: Endpoint;
  valid: Record<string, unknown>;
  /** Each field's values that are never accepted. */
  fields: Record<string, Arbitrary<unknown>>;
  required: string[];
  /** Whole payloads that break a rule across fields. */
  crossField?: Arbitrary<Record<string, unknown>>[];
}

const sourceBase: SourceFields = {
  code: 'QH-632823-501',
  name: 'Property site',
  focusType: 'himalayanMarmot',
  provinceCode: '630000',
  prefectureCode: '632800',
  countyCode: '632823',
  longitude: 98.5,
  latitude: 37.3,
  primaryHosts: ['Marmota himalayana'],
};

const outbreakBase: OutbreakFields = { code: 'PROP-1', title: 'Property outbreak', onsetDate: '2009-07-30', provinceCode: '630000', bubonic: 2, pneumonic: 1, cases: 3, deaths: 1, classification: 'confirmed', confirmationMethod: 'culture' };

function writeCalls(ids: { sourceId: number; outbreakId: number; surveyId: number }): WriteCall[] {
  return [
    {
      endpoint: endpoints.sourceSave,
      valid: sourceBase,
      fields: {
        code: invalid.pattern(/^[A-Z]{2}-\d{6}-\d{3}$/),
        name: invalid.requiredText(100),
        focusType: invalid.choice(FOCUS_TYPE_KEYS),
        provinceCode: invalid.region,
        prefectureCode: invalid.region,
        countyCode: invalid.region,
        place: invalid.text(200),
        longitude: invalid.decimal(73, 136),
        latitude: invalid.decimal(3, 54),
        altitude: fc.oneof(outside(-200, 9000), fc.constantFrom('high', true, [])),
        area: fc.oneof(outside(0, 1_000_000), fc.constantFrom('big', false, {})),
        primaryHosts: invalid.names,
        primaryVectors: invalid.names,
        discoveredOn: invalid.optionalDate,
        status: invalid.choice(SOURCE_STATUSES),
        monitoringUnit: invalid.text(100),
        contactName: invalid.text(64),
        contactPhone: fc.oneof(notString, fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/^[0-9 +()-]{0,32}$/.test(s.trim()))),
        notes: invalid.text(2000),
        sourceId: invalid.id,
        version: invalid.version,
      },
      required: ['code', 'name', 'focusType', 'provinceCode', 'longitude', 'latitude'],
      crossField: [fc.constant({ ...sourceBase, sourceId: ids.sourceId })], // an update without its version
    },
    {
      endpoint: endpoints.outbreakSave,
      valid: { ...outbreakBase, sourceId: ids.sourceId },
      fields: {
        code: invalid.pattern(/^[A-Z0-9-]{3,32}$/),
        title: invalid.requiredText(200),
        sourceId: fc.oneof(invalid.id, fc.constant(2_000_000_000)),
        onsetDate: invalid.date,
        onsetPrecision: invalid.choice(DATE_PRECISIONS),
        endDate: invalid.optionalDate,
        provinceCode: invalid.region,
        place: invalid.text(200),
        longitude: fc.oneof(outside(73, 136), fc.constantFrom('east', true)),
        latitude: fc.oneof(outside(3, 54), fc.constantFrom('north', false)),
        bubonic: invalid.count,
        pneumonic: invalid.count,
        septicemic: invalid.count,
        otherForm: invalid.count,
        cases: invalid.count,
        deaths: invalid.count,
        classification: invalid.choice(CASE_CLASSIFICATIONS),
        confirmationMethod: invalid.choice(CONFIRMATION_METHODS),
        infectionSource: invalid.choice(INFECTION_SOURCES),
        hostsInvolved: invalid.names,
        animalEpizootic: invalid.boolean,
        urbanPneumonicSpread: invalid.boolean,
        description: invalid.text(5000),
        references: invalid.text(2000),
        outbreakId: invalid.id,
        version: invalid.version,
      },
      required: ['code', 'title', 'onsetDate', 'provinceCode', 'cases'],
      crossField: [
        // More deaths than cases.
        fc.record({ cases: fc.nat(1000), extra: fc.integer({ min: 1, max: 1000 }) }).map(({ cases, extra }) => ({ ...outbreakBase, bubonic: cases, pneumonic: 0, cases, deaths: cases + extra })),
        // Clinical forms that do not add up to the cases.
        fc.record({ forms: fc.tuple(fc.nat(500), fc.nat(500), fc.nat(500), fc.nat(500)), off: fc.integer({ min: 1, max: 500 }) }).map(({ forms: [b, p, s, o], off }) => ({
          ...outbreakBase,
          bubonic: b,
          pneumonic: p,
          septicemic: s,
          otherForm: o,
          cases: b + p + s + o + off,
          deaths: 0,
        })),
        // An end before the start of the onset's period.
        fc.record({ precision: fc.constantFrom(...DATE_PRECISIONS), daysBefore: fc.integer({ min: 1, max: 3000 }) }).map(({ precision, daysBefore }) => {
          const start = precision === 'year' ? '2009-01-01' : precision === 'month' ? '2009-07-01' : '2009-07-30';
          const end = new Date(Date.parse(`${start}T00:00:00Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10);
          return { ...outbreakBase, onsetPrecision: precision, endDate: end };
        }),
        // An update without its version.
        fc.constant({ ...outbreakBase, code: 'PROP-BASE', outbreakId: ids.outbreakId }),
      ],
    },
    {
      endpoint: endpoints.surveySave,
      valid: { sourceId: ids.sourceId, surveyDate: '2025-07-15', hostDensity: 2, animalsExamined: 20, fleaIndex: 0.5, seraTested: 10, seraPositive: 0 },
      fields: {
        sourceId: fc.oneof(invalid.id, fc.constant(2_000_000_000)),
        surveyDate: invalid.date,
        surveyUnit: invalid.text(100),
        hostDensity: fc.oneof(outside(0, 100_000), fc.constantFrom('dense', true)),
        captureRate: fc.oneof(outside(0, 100), fc.constantFrom('-5', [])),
        fleaIndex: fc.oneof(outside(0, 10_000), fc.constantFrom('many', {})),
        animalsExamined: invalid.count,
        seraTested: invalid.count,
        maxTitre: fc.oneof(notString, fc.constantFrom('1:', '1/80', '80', '1:1234567')),
        suspectedHumanCases: invalid.count,
        notes: invalid.text(2000),
        surveyId: invalid.id,
        version: invalid.version,
      },
      required: ['sourceId', 'surveyDate'],
      crossField: [
        fc.record({ tested: fc.nat(1000), extra: fc.integer({ min: 1, max: 100 }) }).map(({ tested, extra }) => ({ sourceId: ids.sourceId, surveyDate: '2025-07-16', seraTested: tested, seraPositive: tested + extra })),
        fc.record({ found: fc.nat(1000), extra: fc.integer({ min: 1, max: 100 }) }).map(({ found, extra }) => ({ sourceId: ids.sourceId, surveyDate: '2025-07-16', deadRodentsFound: found, deadRodentsPositive: found + extra })),
      ],
    },
    { endpoint: endpoints.sourceDelete, valid: { ids: String(ids.sourceId) }, fields: { ids: invalid.ids }, required: ['ids'] },
    { endpoint: endpoints.outbreakDelete, valid: { ids: String(ids.outbreakId) }, fields: { ids: invalid.ids }, required: ['ids'] },
    { endpoint: endpoints.surveyDelete, valid: { ids: String(ids.surveyId) }, fields: { ids: invalid.ids }, required: ['ids'] },
    {
      endpoint: endpoints.alertTransition,
      valid: { alertId: 1, to: 'verifying', note: 'checked', version: 1 },
      fields: { alertId: invalid.id, to: invalid.choice(ALERT_STATUSES), note: invalid.requiredText(1000), version: invalid.version },
      required: ['alertId', 'to', 'note', 'version'],
    },
    {
      endpoint: endpoints.riskSaveRules,
      valid: { rules: [{ focusType: 'himalayanMarmot', hostDensity: 1, fleaIndex: 1, version: 1 }] },
      fields: {
        rules: fc.oneof(
          fc.constantFrom([], 'all', null, {}),
          fc.constant(Array.from({ length: 21 }, () => ({ focusType: 'himalayanMarmot', hostDensity: 1, fleaIndex: 1, version: 1 }))),
          fc
            .record({ focusType: invalid.choice(FOCUS_TYPE_KEYS), hostDensity: invalid.decimal(0, 100_000), fleaIndex: invalid.decimal(0, 10_000), version: invalid.version })
            .chain((bad) => fc.constantFrom(...Object.keys(bad)).map((field) => [{ focusType: 'himalayanMarmot', hostDensity: 1, fleaIndex: 1, version: 1, [field]: bad[field as keyof typeof bad] }])),
        ),
      },
      required: ['rules'],
    },
  ];
}

/** An invalid payload for `call`: bad fields (one at least), a dropped required field, a broken cross-field rule, or no object at all. */
function invalidPayload(call: WriteCall): Arbitrary<unknown> {
  const names = Object.keys(call.fields);
  const badFields = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: Math.min(3, names.length) })
    .chain((chosen) => fc.tuple(...chosen.map((name) => call.fields[name]!.map((value) => [name, value] as const))))
    .map((pairs) => Object.fromEntries(pairs));
  // Other fields may turn into anything at all on top: the bad ones still make the whole refused.
  const noise = fc.dictionary(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
  const mutated = fc.tuple(noise, badFields).map(([extra, bad]) => ({ ...call.valid, ...extra, ...bad }));
  const dropped = fc.tuple(fc.constantFrom(...call.required), noise).map(([field, extra]) => {
    const { [field]: _dropped, ...rest } = { ...call.valid, ...extra };
    return rest;
  });
  const notObject = fc.oneof(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), fc.string(), fc.integer(), fc.constant(null));
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 2, arbitrary: dropped }, { weight: 1, arbitrary: notObject }, ...(call.crossField ?? []).map((arbitrary) => ({ weight: 2, arbitrary })));
}

const WRITE_CALLS = ['sourceSave', 'outbreakSave', 'surveySave', 'sourceDelete', 'outbreakDelete', 'surveyDelete', 'alertTransition', 'riskSaveRules'] as const;

describe('a thousand invalid payloads to each write call: 4xx, never 500, nothing written', () => {
  let server: TestServer;
  let token: string;
  let calls: WriteCall[];

  beforeAll(async () => {
    // Sessions cached as in production: each call then costs its validation, not a session lookup.
    server = await startServer({ SESSION_CACHE_SECONDS: '300' });
    token = await server.signIn();
    // One record of each kind, so updates and links have something real to aim at.
    const source = await server.call(endpoints.sourceSave, { ...sourceBase, code: 'QH-632823-500' }, { token });
    const outbreak = await server.call(endpoints.outbreakSave, { ...outbreakBase, code: 'PROP-BASE', sourceId: source.sourceId }, { token });
    const survey = await server.call(endpoints.surveySave, { sourceId: source.sourceId, surveyDate: '2025-06-01', hostDensity: 1 }, { token });
    calls = writeCalls({ sourceId: source.sourceId, outbreakId: outbreak.outbreakId, surveyId: survey.surveyId });
  });
  afterAll(() => server.close());

  it.each(WRITE_CALLS)('%s: every payload gets a 4xx envelope, every table stays as it was', async (name) => {
    const call = calls.find((candidate) => candidate.endpoint === endpoints[name])!;
    const before = await tablesFingerprint(server.db);
    const codes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(invalidPayload(call), async (payload) => {
        const { status, body } = await server.raw(call.endpoint, payload as never, { token });
        const where = `${call.endpoint.path} ${JSON.stringify(payload)?.slice(0, 300)}`;
        expect(status, where).toBeGreaterThanOrEqual(400);
        expect(status, where).toBeLessThan(500);
        expect(body.success, where).toBe(false);
        codes.set(body.code, (codes.get(body.code) ?? 0) + 1);
      }),
      { numRuns: RUNS },
    );
    // Mostly refused as invalid input (the payloads that are no object at all fail the sign first).
    expect(codes.get(40000) ?? 0).toBeGreaterThan(RUNS / 2);
    expect(await tablesFingerprint(server.db)).toBe(before);
  });
});
