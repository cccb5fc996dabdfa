import { surveillanceEndpoints, type RiskRule } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { findAlert, listAlerts, listSurveys, surveysByIds } from './queries.ts';
import { importSurveys } from './transfer.ts';
import { deleteSurveys, openAlertCount, recompute, riskRules, saveRiskRules, saveSurvey, transitionAlert } from './service.ts';

const handlers: Handlers<typeof surveillanceEndpoints> = {
  surveyList: (query, ctx) => listSurveys(ctx.db, query),
  surveySave: saveSurvey,
  surveyDelete: ({ ids }, ctx) => deleteSurveys(ids, ctx),
  surveyImport: (_input, ctx) => importSurveys(ctx),
  surveySeries: async ({ sourceId }, ctx) => {
    const source = await ctx.db.selectFrom('sourcePoint').select('focusType').where('sourceId', '=', sourceId).executeTakeFirst();
    if (!source) throw notFound();
    const points = await ctx.db.selectFrom('survey').select(['surveyDate', 'hostDensity', 'fleaIndex']).where('sourceId', '=', sourceId).orderBy('surveyDate').execute();
    const rule = (await riskRules(ctx.db)).find((candidate) => candidate.focusType === source.focusType) as RiskRule;
    return { points, rule };
  },
  riskRules: (_input, ctx) => riskRules(ctx.db),
  riskSaveRules: saveRiskRules,
  riskRecompute: (_input, ctx) => recompute(ctx),
  alertList: (query, ctx) => listAlerts(ctx.db, query),
  alertGet: async ({ alertId }, ctx) => {
    const alert = await findAlert(ctx.db, alertId);
    if (!alert) throw notFound();
    const events = await ctx.db.selectFrom('alertEvent').select(['fromStatus', 'toStatus', 'note', 'username', 'at']).where('alertId', '=', alertId).orderBy('eventId').execute();
    return { ...alert, events, surveys: await surveysByIds(ctx.db, alert.surveyIds) };
  },
  alertTransition: transitionAlert,
  alertOpenCount: (_input, ctx) => openAlertCount(ctx),
};

export const surveillanceModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, surveillanceEndpoints, handlers);
};
