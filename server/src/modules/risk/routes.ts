import { riskEndpoints } from '@ews/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { runProgress } from './run.ts';
import { recompute, refreshStaleRisk, riskRules, saveRiskRules } from './service.ts';

const handlers: Handlers<typeof riskEndpoints> = {
  riskRules: (_input, ctx) => riskRules(ctx.db),
  riskSaveRules: saveRiskRules,
  riskRecompute: (_input, ctx) => recompute(ctx),
  riskRecomputeProgress: (_input, ctx) => runProgress(ctx.db),
};

const HOUR_MS = 3_600_000;

/**
 * Risk levels fall as alerts age out of the window (RISK_WINDOW_DAYS) with no survey written to notice it:
 * the points whose risk was set on an earlier day are re-evaluated at start and every hour.
 */
function refreshRiskHourly(app: FastifyInstance, services: Services): void {
  const refresh = () =>
    refreshStaleRisk(services.db, services.config.riskWindowDays).then(
      (refreshed) => {
        if (refreshed > 0) services.live.changed(['sources', 'alerts']);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'refreshing stale risk levels failed');
      },
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => void refresh(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const riskModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, riskEndpoints, handlers);
  refreshRiskHourly(app, services);
};
