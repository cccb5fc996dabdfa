import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../src/domain.ts';
import type { Endpoint, Route } from '../src/endpoint.ts';
import { endpoints } from '../src/endpoints/index.ts';
import { alertOpenCountRoute, basemapSettingsRoute, dashboardMapRoute, dashboardSummaryRoute, infoRoute, liveEventsRoute, menuTreeRoute } from '../src/protocol/shell.ts';
import { verdict } from './support/verdict.ts';

const entry = (children: unknown[], extra: object = {}) => ({
  menuId: 2,
  parentId: 1,
  path: 'dashboard',
  name: 'Dashboard',
  component: 'admin/dashboard/index',
  hidden: false,
  menuType: 2,
  meta: { title: 'route.dashboard', icon: 'dashboard', affix: true },
  children,
  ...extra,
});

/** Each zod-free route, its row of the endpoint table and an answer that fits. */
const cases: [string, Route, Endpoint, unknown][] = [
  ['info', infoRoute, endpoints.info, { userId: 1, username: 'admin', name: 'Admin', avatar: '', introduction: 'x', roles: ['admin'], permissions: ['*:*:*'] }],
  ['menu tree', menuTreeRoute, endpoints.getMenuTreeByUser, [entry([entry([], { redirect: 'noRedirect', alwaysShow: true, perms: 'a:b' })]), entry([])]],
  ['open alerts', alertOpenCountRoute, endpoints.alertOpenCount, { open: 3 }],
  ['live event', liveEventsRoute, endpoints.liveEvents, { topics: ['alerts', 'sources'] }],
  ['basemap', basemapSettingsRoute, endpoints.basemapSettings, { tileUrl: 'https://tiles/{z}/{x}/{y}.png', attribution: '© x' }],
  [
    'dashboard summary',
    dashboardSummaryRoute,
    endpoints.dashboardSummary,
    {
      generatedAt: '2026-01-01T00:00:00Z',
      sourcesByRisk: Object.fromEntries(RISK_LEVELS.map((level, index) => [level, index])),
      openAlerts: 1,
      surveysThisMonth: 2,
      outbreaksThisYear: 0,
      alertsPerWeek: [{ week: '2025-12-29', alerts: 4 }],
      fleaIndexTrend: [{ month: '2025-12', focusType: 'A', fleaIndex: 0.5 }],
      outbreaksPerDecade: [{ decade: 1950, outbreaks: 3, cases: 10 }],
      responseLevels: [
        { provinceCode: '63', provinceName: 'Q', prefectureCode: '6325', prefectureName: 'H', countyCode: '632524', countyName: 'X', placeLatin: 'Xinghai', level: 'II', declaredAt: '2026-01-01T00:00:00Z' },
      ],
    },
  ],
  [
    'dashboard map',
    dashboardMapRoute,
    endpoints.dashboardMap,
    {
      generatedAt: '2026-01-01T00:00:00Z',
      points: {
        id: [1, 1],
        code: ['P1', 'P2'],
        focusType: [0, 1],
        status: [0, 1],
        riskLevel: [1, 4],
        openPriority: [-1, 0],
        division: [0, 1],
        divisions: [
          { provinceCode: '63', provinceName: 'Q', countyCode: '6301', countyName: 'X' },
          { provinceCode: '15', provinceName: 'N', countyCode: '1501', countyName: 'H', countyLatin: 'Huhehaote Shi' },
        ],
        longitude: [101.5, 111],
        latitude: [36.2, 40],
        name: ['n', 'm'],
      },
      outbreaks: [{ year: 1960, longitude: 100, latitude: 30, cases: 5, deaths: 1 }],
    },
  ],
];

type Path = (string | number)[];

function pathsIn(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at];
  return [at, ...Object.entries(value).flatMap(([key, inner]) => pathsIn(inner, [...at, Array.isArray(value) ? Number(key) : key]))];
}

/** Values near the ones an answer holds, and anything at all. */
const values = fc.oneof(fc.constantFrom(null, undefined, '', 'I', 'none', 'A', 0, -0, 1.5, 2 ** 53, Number.NaN, Infinity, true, [], {}), fc.anything());

/** `sample` with a few of its values replaced, removed or given an extra sibling. */
function near(sample: unknown) {
  const paths = pathsIn(sample);
  const change = fc.tuple(fc.constantFrom(...paths), fc.constantFrom('replace', 'remove', 'add'), values);
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const root = { value: structuredClone(sample) as unknown };
    for (const [path, how, value] of changes) {
      let parent: Record<string | number, unknown> = root;
      let key: string | number = 'value';
      for (const step of path) {
        const next = parent[key];
        if (typeof next !== 'object' || next === null) break;
        parent = next as Record<string | number, unknown>;
        key = step;
      }
      if (how === 'replace') parent[key] = value;
      else if (how === 'remove') delete parent[key];
      else if (typeof parent[key] === 'object' && parent[key] !== null) (parent[key] as Record<string, unknown>).extra = value;
    }
    return root.value;
  });
}

describe("the signed-in shell's and the dashboard's zod-free calls", () => {
  it.each(cases)('%s goes where the endpoint table says', (_name, route, endpoint) => {
    expect({ method: route.method, path: route.path }).toEqual({ method: endpoint.method, path: endpoint.path });
  });

  it.each(cases)('%s takes and refuses the same answers as the output schema, and keeps the same fields', (_name, route, endpoint, sample) => {
    expect(verdict(() => route.output.parse(sample))).toEqual({ ok: true, value: sample });
    fc.assert(
      fc.property(fc.oneof(near(sample), fc.anything()), (answer) => {
        expect(verdict(() => route.output.parse(answer))).toEqual(verdict(() => endpoint.output.parse(answer)));
      }),
      { numRuns: 2000 },
    );
  });

  it('says where an answer is wrong, as zod does', () => {
    const { roles: _roles, ...withoutRoles } = cases[0]![3] as Record<string, unknown>;
    expect(() => infoRoute.output.parse(withoutRoles)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: ['roles'] })] }));
  });
});
