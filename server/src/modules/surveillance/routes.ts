import { surveillanceEndpoints, type RiskRule } from '@ews/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { refreshStaleRisk } from '../../engine/service.ts';
import { findAlert, findSurvey, listAlerts, listSurveys, surveysByIds } from './queries.ts';
import { importSurveys, surveyTemplate } from './transfer.ts';
import { deleteSurveys, openAlertCount, recompute, recomputeProgress, riskRules, saveRiskRules, saveSurvey, transitionAlert } from './service.ts';

const handlers: Handlers<typeof surveillanceEndpoints> = {
  surveyList: (query, ctx) => listSurveys(ctx.db, query),
  surveyGet: async ({ surveyId }, ctx) => {
    const survey = await findSurvey(ctx.db, surveyId);
    if (!survey) throw notFound();
    return survey;
  },
  surveySave: saveSurvey,
  surveyDelete: ({ ids }, ctx) => deleteSurveys(ids, ctx),
  surveyImport: (_input, ctx) => importSurveys(ctx),
  surveyImportTemplate: (_input, ctx) => surveyTemplate(ctx),
  surveySeries: async ({ sourceId }, ctx) => {
    const source = await ctx.db.selectFrom('sourcePoint').select('focusType').where('sourceId', '=', sourceId).executeTakeFirst();
    if (!source) throw notFound();
    const points = await ctx.db.selectFrom('survey').select(['surveyDate', 'hostDensity', 'captureRate', 'fleaIndex']).where('sourceId', '=', sourceId).orderBy('surveyDate').orderBy('surveyId').execute();
    const rule = (await riskRules(ctx.db)).find((candidate) => candidate.focusType === source.focusType) as RiskRule;
    return { points, rule };
  },
  riskRules: (_input, ctx) => riskRules(ctx.db),
  riskSaveRules: saveRiskRules,
  riskRecompute: (_input, ctx) => recompute(ctx),
  riskRecomputeProgress: async (_input, ctx) => recomputeProgress(ctx.db),
  alertList: (query, ctx) => listAlerts(ctx.db, query),
  alertGet: async ({ alertId }, ctx) => {
    const alert = await findAlert(ctx.db, alertId);
    if (!alert) throw notFound();
    const events = await ctx.db.selectFrom('alertEvent').select(['fromStatus', 'toStatus', 'note', 'username', 'at']).where('alertId', '=', alertId).orderBy('eventId').execute();
    const thresholds = (await riskRules(ctx.db)).find((rule) => rule.focusType === alert.focusType);
    return { ...alert, events, surveys: await surveysByIds(ctx.db, alert.surveyIds), thresholds };
  },
  alertTransition: transitionAlert,
  alertOpenCount: (_input, ctx) => openAlertCount(ctx),
};

const HOUR_MS = 3_600_000;

/**
 * Risk levels fall as alerts age out of the window (RISK_WINDOW_DAYS) with no survey written to notice it:
 * the points whose level was set on an earlier day are re-evaluated at start and every hour.
 */
function refreshRiskHourly(app: FastifyInstance, services: Services): void {
  const refresh = () =>
    refreshStaleRisk(services.db, services.config.riskWindowDays).catch((error: unknown) => {
      app.log.error({ err: error }, 'refreshing stale risk levels failed');
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => void refresh(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const surveillanceModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, surveillanceEndpoints, handlers);
  refreshRiskHourly(app, services);
};
