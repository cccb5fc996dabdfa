import type { z } from 'zod';
import { LIVE_TOPICS, RESPONSE_LEVELS, RISK_LEVELS } from '../domain.ts';
import type { Route } from '../endpoint.ts';
import type { DashboardMap, DashboardSummary } from '../schemas/dashboard.ts';
import type { basemapSettingsSchema, LiveEvent } from '../schemas/public.ts';
import type { SessionUser } from '../schemas/auth.ts';
import type { RouteEntry } from '../schemas/route-tree.ts';
import { columnOf, fields, flag, list, nullable, num, oneOf, optional, record, satisfying, text, whole, type Check } from './answers.ts';
import { columnsAgree, COLUMNS_AGREE_MESSAGE, POINT_COLUMN_ENTRIES, TEXT_ENTRY } from './point-columns.ts';

/*
 * The calls the signed-in shell makes first (the session user, the menu tree, the alert badge)
 * and the dashboard's, without zod: the shell and its first screen load without zod and the
 * endpoint table, which come with the screens that use them. Their routes are the endpoint
 * table's (the endpoint rows take them from here) and their answers are checked by hand as the
 * rows' output schemas check them (test/shell.test.ts holds the two to the same verdicts).
 */

const routeEntry: Check<RouteEntry> = (data, at) =>
  fields({
    menuId: whole,
    parentId: whole,
    path: text,
    name: text,
    component: text,
    redirect: optional(text),
    hidden: flag,
    alwaysShow: optional(flag),
    menuType: whole,
    perms: optional(text),
    meta: fields({
      title: text,
      icon: optional(text),
      affix: optional(flag),
      breadcrumb: optional(flag),
      activeMenu: optional(text),
      noCache: optional(flag),
    }),
    children: list(routeEntry),
  })(data, at);

export const infoRoute = {
  method: 'GET',
  path: 'sysuser/info',
  output: {
    parse: fields({ userId: whole, username: text, name: text, avatar: text, introduction: text, roles: list(text), permissions: list(text) }),
  },
} as const satisfies Route<SessionUser>;

export const menuTreeRoute = {
  method: 'GET',
  path: 'menu/getMenuTreeByUser',
  output: { parse: list(routeEntry) },
} as const satisfies Route<RouteEntry[]>;

export const alertOpenCountRoute = {
  method: 'GET',
  path: 'alert/openCount',
  output: { parse: fields({ open: whole }) },
} as const satisfies Route<{ open: number }>;

/** The live stream: one event per batch of changes, naming the kinds of record that changed. */
export const liveEventsRoute = {
  method: 'GET',
  path: 'public/events',
  output: { parse: fields({ topics: list(oneOf(LIVE_TOPICS)) }) },
} as const satisfies Route<LiveEvent>;

export const basemapSettingsRoute = {
  method: 'GET',
  path: 'public/basemap',
  output: { parse: fields({ tileUrl: nullable(text), attribution: text }) },
} as const satisfies Route<z.infer<typeof basemapSettingsSchema>>;

export const dashboardSummaryRoute = {
  method: 'GET',
  path: 'dashboard/summary',
  output: {
    parse: fields({
      generatedAt: text,
      sourcesByRisk: record(RISK_LEVELS, whole),
      openAlerts: whole,
      surveysThisMonth: whole,
      outbreaksThisYear: whole,
      alertsPerWeek: list(fields({ week: text, alerts: whole })),
      fleaIndexTrend: list(fields({ month: text, focusType: text, fleaIndex: num })),
      outbreaksPerDecade: list(fields({ decade: whole, outbreaks: whole, cases: whole })),
      responseLevels: list(
        fields({
          provinceCode: text,
          provinceName: text,
          prefectureCode: text,
          prefectureName: text,
          countyCode: text,
          countyName: text,
          placeLatin: text,
          level: oneOf(RESPONSE_LEVELS),
          declaredAt: text,
        }),
      ),
    }),
  },
} as const satisfies Route<DashboardSummary>;

/** The dashboard map's points by column (point-columns.ts), with their names: checked as dashboardPointColumnsSchema checks them. */
const columns = POINT_COLUMN_ENTRIES;
const dashboardColumnsAnswer = satisfying(
  fields({
    id: columnOf(columns.id),
    code: columnOf(columns.code),
    focusType: columnOf(columns.focusType),
    status: columnOf(columns.status),
    riskLevel: columnOf(columns.riskLevel),
    openPriority: columnOf(columns.openPriority),
    division: columnOf(columns.division),
    divisions: list(fields({ provinceCode: text, provinceName: text, countyCode: text, countyName: text, countyLatin: optional(text) })),
    longitude: columnOf(columns.longitude),
    latitude: columnOf(columns.latitude),
    name: columnOf(TEXT_ENTRY),
  }),
  columnsAgree,
  COLUMNS_AGREE_MESSAGE,
);

export const dashboardMapRoute = {
  method: 'GET',
  path: 'dashboard/map',
  output: {
    parse: fields({
      generatedAt: text,
      points: dashboardColumnsAnswer,
      outbreaks: list(fields({ year: whole, longitude: num, latitude: num, cases: whole, deaths: whole })),
    }),
  },
} as const satisfies Route<DashboardMap>;
