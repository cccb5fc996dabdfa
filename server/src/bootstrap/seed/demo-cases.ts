import type { CaseClassification, ClinicalForm, ConfirmationMethod, FollowUp } from '@ews/contract';
import { nowIso, type Db } from '../../db/connection.ts';
import { addDays } from '../../modules/cases/queries.ts';
import { evaluatePointsOf, raiseCaseSignals } from '../../modules/cases/signal.ts';
import { closeAsHandled } from './handled-alerts.ts';

/** In Chinese and English, as the demo's other notes (demo.ts DEMO_NOTE). */
const DEMO_CASE_NOTE = '演示病例，并非真实患者 / Synthetic demo case (SEED_DEMO): not a patient.';

interface DemoCase {
  /** Days before today the case was reported. */
  daysAgo: number;
  /** Hours from diagnosis to report: over 2 is late. */
  lagHours: number;
  clinicalForm: ClinicalForm;
  classification: CaseClassification;
  confirmationMethod: ConfirmationMethod;
  exposure: 'hunting' | 'deadAnimal' | 'fleaBite';
  occupation: 'herdsman' | 'hunter' | 'farmer';
  sex: 'male' | 'female';
  age: number;
  /** Household contacts followed, none with fever. */
  contacts: number;
}

/**
 * Two cases of this season, their signals still new, and three of earlier years whose signals were
 * closed; the pneumonic ones with their household contacts. Fixed, not drawn: the same demo everywhere.
 */
const DEMO_CASES: readonly DemoCase[] = [
  { daysAgo: 3, lagHours: 1.5, clinicalForm: 'pneumonic', classification: 'suspected', confirmationMethod: 'unknown', exposure: 'hunting', occupation: 'herdsman', sex: 'male', age: 46, contacts: 3 },
  { daysAgo: 9, lagHours: 5, clinicalForm: 'bubonic', classification: 'probable', confirmationMethod: 'rapidTest', exposure: 'deadAnimal', occupation: 'hunter', sex: 'male', age: 38, contacts: 1 },
  { daysAgo: 400, lagHours: 1, clinicalForm: 'bubonic', classification: 'confirmed', confirmationMethod: 'culture', exposure: 'hunting', occupation: 'herdsman', sex: 'female', age: 29, contacts: 0 },
  { daysAgo: 780, lagHours: 0.5, clinicalForm: 'pneumonic', classification: 'confirmed', confirmationMethod: 'culture', exposure: 'hunting', occupation: 'farmer', sex: 'male', age: 55, contacts: 4 },
  { daysAgo: 800, lagHours: 3, clinicalForm: 'septicemic', classification: 'excluded', confirmationMethod: 'unknown', exposure: 'fleaBite', occupation: 'herdsman', sex: 'female', age: 12, contacts: 0 },
];

/** Days of follow-up a demo contact has had by `today`, at most the nine it is followed. */
const followUpsOf = (lastExposureDate: string, today: string): FollowUp[] =>
  Array.from({ length: 10 }, (_, day) => addDays(lastExposureDate, day))
    .filter((date) => date <= today)
    .map((date, day) => ({ date, temperature: 36.4 + (day % 3) / 10, fever: false, note: '' }));

/**
 * A few synthetic human cases at Himalayan marmot points of Qinghai, once, after the demo's points
 * and surveys: each raises its signal as a case entered in the console does.
 */
export async function seedDemoCases(db: Db, riskWindowDays: number): Promise<void> {
  const points = await db
    .selectFrom('sourcePoint')
    .select(['sourceId', 'provinceCode', 'provinceName', 'prefectureCode', 'prefectureName', 'countyCode', 'countyName', 'longitude', 'latitude'])
    .where('focusType', '=', 'himalayanMarmot')
    .where('provinceCode', '=', '630000')
    .orderBy('sourceId')
    .limit(DEMO_CASES.length)
    .execute();
  if (points.length === 0) return;
  const at = nowIso();
  const today = at.slice(0, 10);
  const audit = { createdAt: at, createdBy: 'demo', updatedAt: at, updatedBy: 'demo', version: 1 };
  const stored = [];
  for (const [index, demo] of DEMO_CASES.entries()) {
    const { sourceId, longitude, latitude, ...place } = points[index % points.length]!;
    const reportAt = new Date(Date.parse(`${addDays(today, -demo.daysAgo)}T03:00:00Z`)).toISOString();
    const diagnosisAt = new Date(Date.parse(reportAt) - demo.lagHours * 3_600_000).toISOString();
    const onsetDate = addDays(diagnosisAt.slice(0, 10), -2);
    const row = {
      cardNumber: `DEMO-${String(index + 1).padStart(4, '0')}`,
      reportAt,
      diagnosisAt,
      onsetDate,
      age: demo.age,
      sex: demo.sex,
      occupation: demo.occupation,
      ...place,
      residencePlace: '',
      exposureRegionCode: place.countyCode,
      exposurePlace: '',
      exposureLongitude: longitude,
      exposureLatitude: latitude,
      sourceId,
      exposure: demo.exposure,
      clinicalForm: demo.clinicalForm,
      classification: demo.classification,
      confirmationMethod: demo.confirmationMethod,
      outcome: demo.classification === 'excluded' ? 'recovered' : demo.daysAgo > 30 ? 'recovered' : 'underTreatment',
      reportingUnit: `${place.countyName}疾病预防控制中心`,
      clientId: null,
      notes: DEMO_CASE_NOTE,
      ...audit,
    };
    const { caseId } = await db.insertInto('humanCase').values(row).returning('caseId').executeTakeFirstOrThrow();
    stored.push({ ...row, caseId });
    for (let contact = 1; contact <= demo.contacts; contact++) {
      const lastExposureDate = onsetDate;
      await db
        .insertInto('caseContact')
        .values({
          caseId,
          label: `Household contact ${contact}`,
          relation: 'household',
          lastExposureDate,
          prophylaxis: 'Streptomycin',
          followUps: JSON.stringify(followUpsOf(lastExposureDate, today)),
          status: addDays(lastExposureDate, 9) < today ? 'cleared' : 'following',
          becameCaseId: null,
          notes: DEMO_CASE_NOTE,
          ...audit,
        })
        .execute();
    }
  }
  await raiseCaseSignals(db, stored, 'demo');
  // The signals of earlier years' cases were handled and closed, as the demo's other old alerts were.
  await closeAsHandled(db, (alerts) => alerts.where('rule', '=', 'humanCase').where('caseId', 'is not', null).where('triggeredAt', '<', addDays(today, -90)), DEMO_CASE_NOTE, nowIso());
  await evaluatePointsOf(db, stored.map((row) => row.sourceId), riskWindowDays);
}
