import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { alertOpenCountRoute } from '../protocol/shell.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput, idParam, pageOf } from '../schemas/common.ts';
import { alertDetailSchema, alertListQuery, alertSchema, alertTransitionSchema } from '../schemas/surveillance.ts';

export const alertEndpoints = defineEndpoints({
  alertList: {
    method: 'GET',
    path: 'alert/getList',
    input: alertListQuery,
    output: pageOf(alertSchema),
    access: Permissions.ALERT_LIST,
    summary: 'Alerts filtered by level, status, focus type, region and date',
    tag: 'alerts',
  },
  alertGet: {
    method: 'GET',
    path: 'alert/getById',
    input: z.object({ alertId: idParam }),
    output: alertDetailSchema,
    access: Permissions.ALERT_LIST,
    summary: 'One alert with its evidence (the surveys that fired it) and its history',
    tag: 'alerts',
  },
  alertTransition: {
    method: 'POST',
    path: 'alert/transition',
    input: alertTransitionSchema,
    output: alertSchema,
    access: [Permissions.ALERT_VERIFY, Permissions.ALERT_RESPOND, Permissions.ALERT_CLOSE],
    changes: ['alerts'],
    summary: 'Move an alert along its workflow with a note (alert:verify, alert:respond or alert:close as the target needs)',
    tag: 'alerts',
  },
  alertOpenCount: {
    method: alertOpenCountRoute.method,
    path: alertOpenCountRoute.path,
    input: emptyInput,
    output: z.object({ open: z.number().int() }),
    access: 'signed-in',
    summary: 'How many open alerts the caller may see (0 without alert:list), for the top-bar badge',
    tag: 'alerts',
  },
});
