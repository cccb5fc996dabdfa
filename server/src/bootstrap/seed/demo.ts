import type { Insertable } from 'kysely';
import { INFECTION_SOURCES, type AlertStatus, type FocusType, type RegionNode } from '@ews/contract';
import { chunks } from '../../db/chunks.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import type { SourcePointTable } from '../../db/schema.ts';
import { THRESHOLD_DEFAULTS } from '../../engine/thresholds.ts';
import { addDays } from '../../modules/cases/queries.ts';
import { divisions } from '../../modules/regions/divisions.ts';
import { countyCircle, insideProvince, KM_PER_DEGREE, kmBetween, provinceShapes, type ProvinceShape } from '../../modules/regions/geography.ts';
import { insertAlertEvent, setAlertStatus } from '../../modules/alerts/queries.ts';
import { recomputeAll } from '../../modules/risk/service.ts';
import { seedDemoCases } from './demo-cases.ts';
import { closeAsHandled } from './handled-alerts.ts';

/** Seeded pseudo-random numbers (mulberry32): the same demo data on every machine, so tests can rely on it. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FocusProfile {
  provinces: string[];
  count: number;
  hosts: string[];
  vectors: string[];
  altitude: [number, number];
}

/** Where each focus type lies and what lives there, for plausible synthetic points. */
const PROFILES: Record<FocusType, FocusProfile> = {
  himalayanMarmot: { provinces: ['630000', '540000', '620000', '510000', '650000'], count: 60, hosts: ['Marmota himalayana'], vectors: ['Oropsylla silantiewi', 'Callopsylla dolabris'], altitude: [3000, 5000] },
  greyMarmot: { provinces: ['650000'], count: 20, hosts: ['Marmota baibacina', 'Spermophilus undulatus'], vectors: ['Oropsylla silantiewi', 'Citellophilus tesquorum'], altitude: [1500, 3200] },
  redMarmot: { provinces: ['650000'], count: 10, hosts: ['Marmota caudata'], vectors: ['Oropsylla silantiewi'], altitude: [3000, 4500] },
  mongolianMarmot: { provinces: ['150000'], count: 12, hosts: ['Marmota sibirica'], vectors: ['Oropsylla silantiewi'], altitude: [600, 1200] },
  dauriaGroundSquirrel: { provinces: ['220000', '230000', '210000', '150000', '130000'], count: 40, hosts: ['Spermophilus dauricus'], vectors: ['Citellophilus tesquorum', 'Neopsylla pleskei'], altitude: [100, 900] },
  mongolianGerbil: { provinces: ['150000', '130000', '640000', '610000'], count: 35, hosts: ['Meriones unguiculatus'], vectors: ['Xenopsylla conformis', 'Nosopsyllus laeviceps'], altitude: [800, 1600] },
  brandtsVole: { provinces: ['150000'], count: 15, hosts: ['Lasiopodomys brandtii'], vectors: ['Frontopsylla luculenta', 'Neopsylla pleskei'], altitude: [900, 1400] },
  alashanGroundSquirrel: { provinces: ['620000', '640000'], count: 20, hosts: ['Spermophilus alashanicus'], vectors: ['Citellophilus tesquorum'], altitude: [1200, 2500] },
  qinghaiVole: { provinces: ['630000', '510000'], count: 12, hosts: ['Microtus fuscus'], vectors: ['Callopsylla sparsilis'], altitude: [3800, 4800] },
  greatGerbil: { provinces: ['650000'], count: 20, hosts: ['Rhombomys opimus'], vectors: ['Xenopsylla skrjabini', 'Xenopsylla minax'], altitude: [200, 800] },
  yellowChestedRat: { provinces: ['530000', '440000', '450000', '350000', '520000'], count: 35, hosts: ['Rattus tanezumi', 'Rattus norvegicus'], vectors: ['Xenopsylla cheopis'], altitude: [50, 1800] },
  chevriersFieldMouse: { provinces: ['530000'], count: 15, hosts: ['Apodemus chevrieri', 'Eothenomys miletus'], vectors: ['Ctenophthalmus quadratus', 'Neopsylla specialis'], altitude: [2000, 3500] },
  other: { provinces: ['620000', '610000'], count: 6, hosts: ['Ochotona curzoniae'], vectors: ['Ctenophyllus hirticrus'], altitude: [2500, 4200] },
};

/**
 * A point near the middle of a county (within half its circle, and in its province), where a
 * county's outline is known; else anywhere in the province. A coastal county whose middle the
 * coarse province outline leaves at sea gets its circle's centre after a hundred tries.
 */
function pointIn(countyCode: string, shape: ProvinceShape, random: () => number): [number, number] {
  const circle = countyCircle(countyCode);
  const [minX, minY, maxX, maxY] = shape.bbox;
  for (let tries = 0; ; tries++) {
    if (circle && tries === 100) return [circle[0], circle[1]];
    const point: [number, number] = circle
      ? [circle[0] + ((random() - 0.5) * circle[2]) / (KM_PER_DEGREE * Math.cos((circle[1] * Math.PI) / 180)), circle[1] + ((random() - 0.5) * circle[2]) / KM_PER_DEGREE]
      : [minX + random() * (maxX - minX), minY + random() * (maxY - minY)];
    if (insideProvince(point, shape) && (!circle || kmBetween([circle[0], circle[1]], point) <= circle[2] / 2)) {
      return [Math.round(point[0] * 10000) / 10000, Math.round(point[1] * 10000) / 10000];
    }
  }
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The demo's outbreaks were all classified and confirmed by someone: none of them 'unknown'. */
const DEMO_CLASSIFICATIONS = ['suspected', 'probable', 'confirmed'] as const;
const DEMO_CONFIRMATION_METHODS = ['culture', 'pcr', 'f1Serology', 'rapidTest', 'clinical'] as const;

type Division = RegionNode & { parent: string };
const countiesByProvince = new Map<string, { county: Division; prefecture: Division | undefined }[]>();

/**
 * Counties of a province with their prefecture (or none, for municipalities and province-governed
 * units). Worked out once per province: each of the 300 points asked for its province's afresh, a
 * walk over every division of the country, which was a third of the demo seed's time.
 */
function countiesOf(provinceCode: string) {
  let counties = countiesByProvince.get(provinceCode);
  if (counties === undefined) {
    const { byCode } = divisions();
    counties = [...byCode.values()]
      .filter((node) => node.level === 3 && node.code.startsWith(provinceCode.slice(0, 2)))
      .map((county) => {
        const prefecture = byCode.get(county.parent);
        return { county, prefecture: prefecture?.level === 2 ? prefecture : undefined };
      });
    countiesByProvince.set(provinceCode, counties);
  }
  return counties;
}

/**
 * A stored note reads the same in every language's screens and sheets, so the demo's says what it is
 * in the data's own language, Chinese (as its names do, 演示), and in English.
 */
const DEMO_NOTE = '演示数据，并非监测数据 / Synthetic demo record (SEED_DEMO): not surveillance data.';

/**
 * The demo is drawn on a fixed calendar, the same draws whatever the date, and its dates then moved
 * to the day of the seed: the surveys by as many days as put the calendar's latest possible survey
 * on `today`, so this month's surveys and this season's signals are there on any fresh start; the
 * outbreaks so that the latest falls in the week before today, in this year (on 1 January, on it).
 */
const CALENDAR_YEAR = 2026;
/** The surveys' seasons: April to September of the calendar's five years, on the 5th to the 24th. */
const SURVEY_YEARS = 5;
const LATEST_CALENDAR_SURVEY = `${CALENDAR_YEAR}-09-24`;
/** Days before today the latest outbreak began. */
const LATEST_OUTBREAK_DAYS_AGO = 7;

const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The demo's dates on `today`: a calendar date of a survey moved to its day, and where the latest season (its alerts still being handled) begins. */
export function demoSurveyCalendar(today: string) {
  const shift = daysFrom(LATEST_CALENDAR_SURVEY, today);
  return { surveyDate: (calendarDate: string) => addDays(calendarDate, shift), latestSeasonStart: addDays(`${CALENDAR_YEAR}-04-01`, shift) };
}

/** Moves the outbreaks' calendar onsets so that the latest is LATEST_OUTBREAK_DAYS_AGO before `today`, in today's year. */
function outbreakShift(onsets: readonly string[], today: string): (calendarDate: string) => string {
  const latest = onsets.reduce((a, b) => (a > b ? a : b));
  const target = addDays(today, -LATEST_OUTBREAK_DAYS_AGO);
  const shift = daysFrom(latest, target.slice(0, 4) === today.slice(0, 4) ? target : `${today.slice(0, 4)}-01-01`);
  return (calendarDate) => addDays(calendarDate, shift);
}

/** About 300 source points over the 12 foci and about 100 outbreaks, once, into empty tables. */
export async function seedDemoData(db: Db, riskWindowDays: number): Promise<boolean> {
  const existing = await db.selectFrom('sourcePoint').select('sourceId').limit(1).executeTakeFirst();
  if (existing) return false;
  const random = seededRandom(20261122);
  const shapes = provinceShapes();
  const at = nowIso();
  const audit = { createdAt: at, createdBy: 'demo', updatedAt: at, updatedBy: 'demo', version: 1 };
  const serials = new Map<string, number>();
  const rows: (Insertable<SourcePointTable> & { focusType: FocusType })[] = [];

  for (const [focusType, profile] of Object.entries(PROFILES) as [FocusType, FocusProfile][]) {
    for (let i = 0; i < profile.count; i++) {
      const provinceCode = pick(profile.provinces, random);
      const shape = shapes.get(provinceCode)!;
      const { county, prefecture } = pick(countiesOf(provinceCode), random);
      const serial = (serials.get(county.code) ?? 0) + 1;
      serials.set(county.code, serial);
      const [longitude, latitude] = pointIn(county.code, shape, random);
      const province = divisions().byCode.get(provinceCode)!;
      const name = `${county.name}${focusType === 'yellowChestedRat' ? '家鼠' : '野鼠'}监测点${String(serial).padStart(2, '0')}（演示）`;
      rows.push({
        code: `${shape.abbreviation}-${county.code}-${String(serial).padStart(3, '0')}`,
        name,
        focusType,
        provinceCode,
        provinceName: province.name,
        prefectureCode: prefecture?.code ?? '',
        prefectureName: prefecture?.name ?? '',
        countyCode: county.code,
        countyName: county.name,
        place: '',
        longitude,
        latitude,
        altitude: Math.round(profile.altitude[0] + random() * (profile.altitude[1] - profile.altitude[0])),
        area: Math.round(5 + random() * 500),
        primaryHosts: JSON.stringify(profile.hosts),
        primaryVectors: JSON.stringify(profile.vectors),
        discoveredOn: `${1950 + Math.floor(random() * 70)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`,
        status: random() < 0.8 ? 'active' : random() < 0.7 ? 'quiescent' : 'eliminated',
        monitoringUnit: `${prefecture?.name ?? province.name}疾病预防控制中心`,
        contactName: '',
        contactPhone: '',
        notes: DEMO_NOTE,
        ...audit,
      });
    }
  }
  // In one statement, not one each: matched back by their codes, as the order of an insert's answer is not promised.
  const ids = new Map((await db.insertInto('sourcePoint').values(rows).returning(['code', 'sourceId']).execute()).map((row) => [row.code, row.sourceId]));
  const sources = rows.map(({ code, focusType, provinceCode, prefectureCode = '', countyCode = '', longitude, latitude, name }) => ({
    sourceId: ids.get(code)!,
    focusType,
    provinceCode,
    prefectureCode,
    countyCode,
    longitude,
    latitude,
    name,
  }));

  const today = at.slice(0, 10);
  const outbreaks = [];
  for (let i = 0; i < 100; i++) {
    const source = pick(sources, random);
    const year = CALENDAR_YEAR - 74 + Math.floor(random() * 75);
    const pneumonic = random() < 0.3 ? 1 + Math.floor(random() * 6) : 0;
    const septicemic = random() < 0.15 ? 1 + Math.floor(random() * 2) : 0;
    const bubonic = pneumonic + septicemic === 0 || random() < 0.5 ? 1 + Math.floor(random() * 12) : 0;
    const cases = bubonic + pneumonic + septicemic;
    const deaths = Math.min(cases, Math.floor(pneumonic * 0.6 + septicemic * 0.8 + bubonic * random() * 0.3));
    const month = 5 + Math.floor(random() * 5);
    const onsetDate = `${year}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const precision = year < 1970 ? (random() < 0.5 ? 'year' : 'month') : 'day';
    outbreaks.push({
      source,
      onsetDate,
      precision,
      bubonic,
      pneumonic,
      septicemic,
      cases,
      deaths,
      longitude: Math.round((source.longitude + (random() - 0.5) * 0.4) * 10000) / 10000,
      latitude: Math.round((source.latitude + (random() - 0.5) * 0.4) * 10000) / 10000,
      classification: pick(DEMO_CLASSIFICATIONS, random),
      confirmationMethod: pick(DEMO_CONFIRMATION_METHODS, random),
      infectionSource: pick(INFECTION_SOURCES, random),
      animalEpizootic: random() < 0.5 ? 1 : 0,
    });
  }
  const onsetOn = outbreakShift(
    outbreaks.map((outbreak) => outbreak.onsetDate),
    today,
  );
  for (const [i, { source, onsetDate: calendarOnset, precision, ...outbreak }] of outbreaks.entries()) {
    const onsetDate = onsetOn(calendarOnset);
    const year = onsetDate.slice(0, 4);
    const province = divisions().byCode.get(source.provinceCode)!;
    const prefecture = divisions().byCode.get(source.prefectureCode);
    const county = divisions().byCode.get(source.countyCode)!;
    await db
      .insertInto('outbreak')
      .values({
        ...outbreak,
        code: `H${year}-${String(i + 1).padStart(3, '0')}`,
        title: `${county.name}${outbreak.pneumonic > 0 ? '肺鼠疫' : '腺鼠疫'}疫情（演示）`,
        sourceId: source.sourceId,
        onsetDate: precision === 'year' ? `${year}-01-01` : precision === 'month' ? `${onsetDate.slice(0, 7)}-01` : onsetDate,
        onsetPrecision: precision,
        endDate: '',
        provinceCode: source.provinceCode,
        provinceName: province.name,
        prefectureCode: source.prefectureCode,
        prefectureName: prefecture?.name ?? '',
        countyCode: source.countyCode,
        countyName: county.name,
        place: '',
        otherForm: 0,
        hostsInvolved: JSON.stringify(PROFILES[source.focusType].hosts.slice(0, 1)),
        urbanPneumonicSpread: 0,
        description: DEMO_NOTE,
        referencesText: '',
        ...audit,
      })
      .execute();
  }
  await seedDemoSurveys(db, sources, random, audit, riskWindowDays);
  await seedDemoCases(db, riskWindowDays);
  return true;
}

/**
 * Five seasons (six months each, monthly; April to September on the calendar) of surveys per point up to today, mostly quiet with the rare
 * isolate, positive serum or suspected case; then the engine turns them into alerts, and alerts
 * older than 90 days are closed as a team would have closed them.
 */
async function seedDemoSurveys(
  db: Db,
  sources: { sourceId: number; focusType: FocusType }[],
  random: () => number,
  audit: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string; version: number },
  riskWindowDays: number,
): Promise<void> {
  const calendar = demoSurveyCalendar(nowIso().slice(0, 10));
  const rows = [];
  for (const source of sources) {
    const limits = THRESHOLD_DEFAULTS[source.focusType];
    for (let year = CALENDAR_YEAR - SURVEY_YEARS + 1; year <= CALENDAR_YEAR; year++) {
      for (let month = 4; month <= 9; month++) {
        const surveyDate = calendar.surveyDate(`${year}-${String(month).padStart(2, '0')}-${String(5 + Math.floor(random() * 20)).padStart(2, '0')}`);
        const rare = random();
        // Drawn in the order the seed always drew them (its alerts stay the same); the infestation
        // rate kept within what the flea index allows (every infested host carries a flea).
        const hostDensity = Math.round(limits.hostDensity * (0.2 + random() * 0.85) * 100) / 100;
        const drawnInfestation = Math.round(random() * 600) / 10;
        const fleaIndex = Math.round((0.1 + random() * 0.95) * 100) / 100;
        rows.push({
          sourceId: source.sourceId,
          surveyDate,
          surveyUnit: '',
          hostSpecies: PROFILES[source.focusType].hosts[0]!,
          vectorSpecies: PROFILES[source.focusType].vectors[0]!,
          maxTitre: rare < 0.01 ? '1:160' : '',
          notes: DEMO_NOTE,
          hostDensity,
          captureRate: null,
          infestationRate: Math.round(Math.min(Math.max(drawnInfestation, 1), fleaIndex * 100) * 10) / 10,
          fleaIndex,
          burrowFleaIndex: null,
          freeFleaIndex: null,
          animalsExamined: 20 + Math.floor(random() * 80),
          bacteriologySamples: 10 + Math.floor(random() * 40),
          isolatesHost: rare < 0.004 ? 1 : 0,
          isolatesVector: 0,
          seraTested: 20 + Math.floor(random() * 60),
          seraPositive: rare < 0.01 ? 1 : 0,
          deadRodentsFound: Math.floor(random() * 3),
          deadRodentsPositive: 0,
          suspectedHumanCases: rare < 0.0003 ? 1 : 0,
          ...audit,
        });
      }
    }
  }
  for (const slice of chunks(rows, 500)) await db.insertInto('survey').values(slice).execute();
  await recomputeAll(db, { windowDays: riskWindowDays });
  // Alerts of earlier seasons were handled and closed; the latest season's are still being handled.
  const cutoff = calendar.latestSeasonStart;
  await closeAsHandled(db, (alerts) => alerts.where('triggeredAt', '<', cutoff), DEMO_NOTE, audit.createdAt);
  await handleSeasonAlerts(db, cutoff);
  await recomputeAll(db, { windowDays: riskWindowDays });
}

/** The steps the demo's analyst has taken on a signal of the latest season, by its priority: the urgent ones confirmed (some already in response), a few of the rest being verified. */
const DEMO_WORKFLOW: Record<string, readonly (readonly AlertStatus[])[]> = {
  urgent: [['verifying', 'confirmed', 'responding']],
  high: [['verifying', 'confirmed', 'responding'], ['verifying', 'confirmed']],
  moderate: [['verifying', 'confirmed'], ['verifying', 'confirmed'], ['verifying'], []],
  low: [['verifying', 'confirmed'], ['verifying'], [], [], []],
};

/**
 * Walks the latest season's alerts through the workflow as an analyst would have: without it
 * every one is still new, and the public map and the wall display, which show confirmed alerts only,
 * are all grey. Each priority's signals take its steps in turn (DEMO_WORKFLOW), so some of every kind stay new.
 */
async function handleSeasonAlerts(db: Db, since: string): Promise<void> {
  const season = await db.selectFrom('alert').select(['alertId', 'priority', 'status', 'version']).where('triggeredAt', '>=', since).where('status', '=', 'new').orderBy('alertId').execute();
  const seen = new Map<string, number>();
  for (const alert of season) {
    const turns = DEMO_WORKFLOW[alert.priority] ?? [[]];
    const turn = seen.get(alert.priority) ?? 0;
    seen.set(alert.priority, turn + 1);
    let { status, version } = alert;
    for (const next of turns[turn % turns.length]!) {
      await setAlertStatus(db, alert.alertId, version, next, 'demo');
      await insertAlertEvent(db, { alertId: alert.alertId, fromStatus: status, toStatus: next, note: DEMO_NOTE, username: 'demo' });
      status = next;
      version++;
    }
  }
}
