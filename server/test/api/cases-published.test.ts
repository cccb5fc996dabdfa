import { CASE_CLASSIFICATION_NAMES, CASE_COLUMNS, CLINICAL_FORM_NAMES, endpoints, type CaseClassification, type ClinicalForm } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';

/**
 * The notified cases of the 2017 urban plague epidemic in Madagascar, 1 Aug–26 Nov 2017, by clinical
 * form and classification: Randremanana R et al., Epidemiological characteristics of an urban plague
 * epidemic in Madagascar, August–November, 2017: an outbreak report. Lancet Infect Dis 2019;19:537–45
 * (doi:10.1016/S1473-3099(18)30730-8), Findings. 2414 notified: 1878 pneumonic (386 probable, 32
 * confirmed), 395 bubonic (73 probable, 66 confirmed), 1 septicaemic and 140 of unspecified form; the
 * rest of each form suspected. Assumptions where the paper gives no split: the septicaemic case and
 * the 140 of unspecified form (stored as 'other') are counted suspected. The paper's WHO "probable" is
 * the console's clinically diagnosed ('probable'). The places are not China's divisions, so every
 * case is put in one county; the report dates are spread over the epidemic's weeks.
 */
const PUBLISHED: Record<'pneumonic' | 'bubonic' | 'septicemic' | 'other', Record<'suspected' | 'probable' | 'confirmed', number>> = {
  pneumonic: { suspected: 1878 - 386 - 32, probable: 386, confirmed: 32 },
  bubonic: { suspected: 395 - 73 - 66, probable: 73, confirmed: 66 },
  septicemic: { suspected: 1, probable: 0, confirmed: 0 },
  other: { suspected: 140, probable: 0, confirmed: 0 },
};
const NOTIFIED = 2414;

type Tally = Record<string, number>;
const key = (form: string, classification: string) => `${form} / ${classification}`;

function publishedTally(): Tally {
  const tally: Tally = {};
  for (const [form, counts] of Object.entries(PUBLISHED)) for (const [classification, count] of Object.entries(counts)) if (count > 0) tally[key(form, classification)] = count;
  return tally;
}

/** The line list: one row per notified case, in the sheet's English names. */
function lineList(): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const start = Date.parse('2017-08-01T07:00:00Z');
  const days = 117; // 1 August to 26 November 2017
  for (const [form, counts] of Object.entries(PUBLISHED) as [ClinicalForm, Record<CaseClassification, number>][]) {
    for (const [classification, count] of Object.entries(counts) as [CaseClassification, number][]) {
      for (let i = 0; i < count; i++) {
        const n = rows.length;
        const reported = start + (n % days) * 86_400_000 + (n % 7) * 600_000;
        rows.push({
          cardNumber: `MDG-2017-${String(n + 1).padStart(4, '0')}`,
          reportAt: new Date(reported).toISOString(),
          diagnosisAt: new Date(reported - 3_600_000).toISOString(),
          onsetDate: new Date(reported - 2 * 86_400_000).toISOString().slice(0, 10),
          sex: n % 2 ? 'Female' : 'Male',
          occupation: 'Unknown',
          provinceCode: '630000',
          prefectureCode: '632800',
          countyCode: '632823',
          exposure: form === 'pneumonic' ? 'Person to person' : 'Unknown',
          clinicalForm: CLINICAL_FORM_NAMES[form].en,
          classification: CASE_CLASSIFICATION_NAMES[classification].en,
          confirmationMethod: classification === 'confirmed' ? 'Culture' : classification === 'probable' ? 'Rapid test' : 'Unknown',
          outcome: 'Unknown',
          reportingUnit: 'Central Laboratory for Plague',
        });
      }
    }
  }
  return rows;
}

describe('a line list rebuilt to the published totals of Madagascar 2017', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer({ NOTIFY_WORKER: 'false' });
    admin = await server.signIn();
  });
  afterAll(() => server.close());

  it('imports 2414 cases, each with its own signal, and tallies the same by form and classification in the list and in its export', async () => {
    const rows = lineList();
    expect(rows).toHaveLength(NOTIFIED);
    expect(rows.filter((row) => row.clinicalForm === 'Pneumonic')).toHaveLength(1878);
    const report = await server.upload(endpoints.caseImport, await sheetOf(CASE_COLUMNS, rows), { token: admin });
    expect(report).toEqual({ imported: NOTIFIED, updated: 0, unchanged: 0, errors: [] });
    const signals = await server.db.selectFrom('alert').select((eb) => eb.fn.count<number>('caseId').distinct().as('n')).where('rule', '=', 'humanCase').where('priority', '=', 'urgent').executeTakeFirstOrThrow();
    expect(Number(signals.n)).toBe(NOTIFIED);

    const listed: Tally = {};
    for (const [form, counts] of Object.entries(PUBLISHED)) {
      for (const classification of Object.keys(counts)) {
        const { total } = await server.call(endpoints.caseList, { clinicalForm: form, classification, limit: 1 } as never, { token: admin });
        if (total > 0) listed[key(form, classification)] = total;
      }
    }
    expect(listed).toEqual(publishedTally());
    expect((await server.call(endpoints.caseList, { limit: 1 }, { token: admin })).total).toBe(NOTIFIED);
    expect((await server.call(endpoints.caseList, { clinicalForm: 'pneumonic', limit: 1 }, { token: admin })).total).toBe(1878);

    const { blob } = await server.download(endpoints.caseExport, {}, { token: admin });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const formColumn = CASE_COLUMNS.findIndex((column) => column.key === 'clinicalForm') + 1;
    const classificationColumn = CASE_COLUMNS.findIndex((column) => column.key === 'classification') + 1;
    const formByName = new Map(Object.entries(CLINICAL_FORM_NAMES).map(([form, names]) => [names.en, form]));
    const classificationByName = new Map(Object.entries(CASE_CLASSIFICATION_NAMES).map(([classification, names]) => [names.en, classification]));
    const exported: Tally = {};
    sheet.eachRow((row, line) => {
      if (line === 1) return;
      const tallied = key(formByName.get(String(row.getCell(formColumn).value))!, classificationByName.get(String(row.getCell(classificationColumn).value))!);
      exported[tallied] = (exported[tallied] ?? 0) + 1;
    });
    expect(exported).toEqual(publishedTally());
  });
});
