import fs from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { CASE_CLASSIFICATIONS, CONFIRMATION_METHODS, INFECTION_SOURCES, type AlertStatus, type FocusType, type RegionNode } from '@ews/contract';
import { SERVER_ROOT } from '../../config.ts';
import { chunks } from '../../db/chunks.ts';
import { nowIso, type Db } from '../../db/connection.ts';
import type { SourcePointTable } from '../../db/schema.ts';
import { THRESHOLD_DEFAULTS } from '../../engine/thresholds.ts';
import { divisions } from '../../modules/regions/divisions.ts';
import { insertAlertEvent, setAlertStatus } from '../../modules/alerts/queries.ts';
import { recomputeAll } from '../../modules/risk/service.ts';

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

type Ring = [number, number][];
interface ProvinceShape {
  abbreviation: string;
  polygons: Ring[][];
  bbox: [number, number, number, number];
}

function loadShapes(): Map<string, ProvinceShape> {
  const file = path.join(SERVER_ROOT, 'data/china-provinces.geojson');
  const collection = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    features: { properties: { adcode: string; iso_3166_2: string }; geometry: { type: string; coordinates: unknown } }[];
  };
  const shapes = new Map<string, ProvinceShape>();
  for (const feature of collection.features) {
    const polygons = (feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates) as Ring[][];
    const points = polygons.flatMap((polygon) => polygon[0] ?? []);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    shapes.set(feature.properties.adcode, {
      abbreviation: feature.properties.iso_3166_2.replace('CN-', ''),
      polygons,
      bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    });
  }
  return shapes;
}

function insideRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inside = (point: [number, number], shape: ProvinceShape) =>
  shape.polygons.some((polygon) => insideRing(point, polygon[0]!) && !polygon.slice(1).some((hole) => insideRing(point, hole)));

function pointIn(shape: ProvinceShape, random: () => number): [number, number] {
  const [minX, minY, maxX, maxY] = shape.bbox;
  for (;;) {
    const point: [number, number] = [minX + random() * (maxX - minX), minY + random() * (maxY - minY)];
    if (inside(point, shape)) return [Math.round(point[0] * 10000) / 10000, Math.round(point[1] * 10000) / 10000];
  }
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

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

const DEMO_NOTE = 'Synthetic demo record (SEED_DEMO): not surveillance data.';

/** About 300 source points over the 12 foci and about 100 outbreaks, once, into empty tables. */
export async function seedDemoData(db: Db, riskWindowDays: number): Promise<boolean> {
  const existing = await db.selectFrom('sourcePoint').select('sourceId').limit(1).executeTakeFirst();
  if (existing) return false;
  const random = seededRandom(20261122);
  const shapes = loadShapes();
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
      const [longitude, latitude] = pointIn(shape, random);
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

  for (let i = 0; i < 100; i++) {
    const source = pick(sources, random);
    const year = 1950 + Math.floor(random() * 75);
    const pneumonic = random() < 0.3 ? 1 + Math.floor(random() * 6) : 0;
    const septicemic = random() < 0.15 ? 1 + Math.floor(random() * 2) : 0;
    const bubonic = pneumonic + septicemic === 0 || random() < 0.5 ? 1 + Math.floor(random() * 12) : 0;
    const cases = bubonic + pneumonic + septicemic;
    const deaths = Math.min(cases, Math.floor(pneumonic * 0.6 + septicemic * 0.8 + bubonic * random() * 0.3));
    const month = 5 + Math.floor(random() * 5);
    const onsetDate = `${year}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const precision = year < 1970 ? (random() < 0.5 ? 'year' : 'month') : 'day';
    const province = divisions().byCode.get(source.provinceCode)!;
    const prefecture = divisions().byCode.get(source.prefectureCode);
    const county = divisions().byCode.get(source.countyCode)!;
    await db
      .insertInto('outbreak')
      .values({
        code: `H${year}-${String(i + 1).padStart(3, '0')}`,
        title: `${county.name}${pneumonic > 0 ? '肺鼠疫' : '腺鼠疫'}疫情（演示）`,
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
        longitude: Math.round((source.longitude + (random() - 0.5) * 0.4) * 10000) / 10000,
        latitude: Math.round((source.latitude + (random() - 0.5) * 0.4) * 10000) / 10000,
        bubonic,
        pneumonic,
        septicemic,
        otherForm: 0,
        cases,
        deaths,
        classification: pick(CASE_CLASSIFICATIONS, random),
        confirmationMethod: pick(CONFIRMATION_METHODS, random),
        infectionSource: pick(INFECTION_SOURCES, random),
        hostsInvolved: JSON.stringify(PROFILES[source.focusType].hosts.slice(0, 1)),
        animalEpizootic: random() < 0.5 ? 1 : 0,
        urbanPneumonicSpread: 0,
        description: DEMO_NOTE,
        referencesText: '',
        ...audit,
      })
      .execute();
  }
  await seedDemoSurveys(db, sources, random, audit, riskWindowDays);
  return true;
}

/**
 * Five seasons (April to September, monthly) of surveys per point, mostly quiet with the rare
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
  const thisYear = new Date().getUTCFullYear();
  const today = nowIso().slice(0, 10);
  const rows = [];
  for (const source of sources) {
    const limits = THRESHOLD_DEFAULTS[source.focusType];
    for (let year = thisYear - 4; year <= thisYear; year++) {
      for (let month = 4; month <= 9; month++) {
        const surveyDate = `${year}-${String(month).padStart(2, '0')}-${String(5 + Math.floor(random() * 20)).padStart(2, '0')}`;
        if (surveyDate > today) continue;
        const rare = random();
        rows.push({
          sourceId: source.sourceId,
          surveyDate,
          surveyUnit: '',
          hostSpecies: PROFILES[source.focusType].hosts[0]!,
          vectorSpecies: PROFILES[source.focusType].vectors[0]!,
          maxTitre: rare < 0.01 ? '1:160' : '',
          notes: DEMO_NOTE,
          hostDensity: Math.round(limits.hostDensity * (0.2 + random() * 0.85) * 100) / 100,
          captureRate: null,
          infestationRate: Math.round(random() * 600) / 10,
          fleaIndex: Math.round((0.1 + random() * 0.95) * 100) / 100,
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
  // Alerts of earlier seasons were handled and closed; the latest season's (April–September of
  // the year of the latest survey) are still being handled, whatever the month is now.
  const latestSeason = rows.reduce((latest, row) => (row.surveyDate > latest ? row.surveyDate : latest), '').slice(0, 4);
  const cutoff = `${latestSeason}-01-01`;
  // Two statements for the 872 alerts, not two each (a third of the seed's time on PostgreSQL).
  await db
    .insertInto('alertEvent')
    .columns(['alertId', 'fromStatus', 'toStatus', 'note', 'username', 'at'])
    .expression(
      db
        .selectFrom('alert')
        .where('triggeredAt', '<', cutoff)
        .orderBy('alertId')
        .select((eb) => {
          const text = (value: string) => eb.cast<string>(eb.val(value), 'text');
          return ['alertId', 'status', text('closed').as('toStatus'), text(DEMO_NOTE).as('note'), text('demo').as('username'), text(audit.createdAt).as('at')];
        }),
    )
    .execute();
  await db.updateTable('alert').set({ status: 'closed' }).where('triggeredAt', '<', cutoff).execute();
  await handleSeasonAlerts(db, cutoff);
  await recomputeAll(db, { windowDays: riskWindowDays });
}

/** The steps the demo's analyst has taken on an alert of the latest season, by its level: the severe ones confirmed (some already in response), a few of the rest being verified. */
const DEMO_WORKFLOW: Record<string, readonly (readonly AlertStatus[])[]> = {
  I: [['verifying', 'confirmed', 'responding']],
  II: [['verifying', 'confirmed', 'responding'], ['verifying', 'confirmed']],
  III: [['verifying', 'confirmed'], ['verifying', 'confirmed'], ['verifying'], []],
  IV: [['verifying', 'confirmed'], ['verifying'], [], [], []],
};

/**
 * Walks the latest season's alerts through the workflow as an analyst would have: without it
 * every one is still new, and the public map and the wall display, which show confirmed alerts only,
 * are all grey. Each level's alerts take its steps in turn (DEMO_WORKFLOW), so some of every kind stay new.
 */
async function handleSeasonAlerts(db: Db, since: string): Promise<void> {
  const season = await db.selectFrom('alert').select(['alertId', 'level', 'status', 'version']).where('triggeredAt', '>=', since).where('status', '=', 'new').orderBy('alertId').execute();
  const seen = new Map<string, number>();
  for (const alert of season) {
    const turns = DEMO_WORKFLOW[alert.level] ?? [[]];
    const turn = seen.get(alert.level) ?? 0;
    seen.set(alert.level, turn + 1);
    let { status, version } = alert;
    for (const next of turns[turn % turns.length]!) {
      await setAlertStatus(db, alert.alertId, version, next, 'demo');
      await insertAlertEvent(db, { alertId: alert.alertId, fromStatus: status, toStatus: next, note: DEMO_NOTE, username: 'demo' });
      status = next;
      version++;
    }
  }
}
