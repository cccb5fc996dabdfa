import { defineEndpoints } from '../endpoint.ts';
import { dashboardMapRoute, dashboardSummaryRoute } from '../protocol/shell.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput } from '../schemas/common.ts';
import { dashboardMapSchema, dashboardSummarySchema } from '../schemas/dashboard.ts';

export const dashboardEndpoints = defineEndpoints({
  dashboardSummary: {
    method: dashboardSummaryRoute.method,
    path: dashboardSummaryRoute.path,
    input: emptyInput,
    output: dashboardSummarySchema,
    access: Permissions.DASHBOARD_VIEW,
    summary: 'Cards and chart series of the dashboard',
    tag: 'dashboard',
  },
  dashboardMap: {
    method: dashboardMapRoute.method,
    path: dashboardMapRoute.path,
    input: emptyInput,
    output: dashboardMapSchema,
    access: Permissions.DASHBOARD_VIEW,
    summary: 'Source points (with names), open alert levels and historical outbreaks for the dashboard map',
    tag: 'dashboard',
  },
});
