import { dashboardEndpoints, type DashboardMap } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { CurrentAnswers, SHARED_ANSWER_MAX_AGE_MS } from '../../http/current-answer.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { dashboardMap } from '../public/queries.ts';
import { dashboardSummary } from './queries.ts';

/** The data scopes whose dashboard map is kept: every user of a scope shares its answer. */
const MAP_SCOPES_KEPT = 50;

function handlersFor(services: Services): Handlers<typeof dashboardEndpoints> {
  // The whole country's map reads every source point (0.6–1 s at 100 000), and it is every admin's first screen.
  const maps = new CurrentAnswers<DashboardMap>(services.live, SHARED_ANSWER_MAX_AGE_MS, MAP_SCOPES_KEPT);
  return {
    dashboardSummary: (_input, ctx) => dashboardSummary(ctx.db, signedIn(ctx).scope),
    dashboardMap: (_input, ctx) => {
      const { scope } = signedIn(ctx);
      return maps.get(JSON.stringify(scope), () => dashboardMap(ctx.db, scope));
    },
  };
}

export const dashboardModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, dashboardEndpoints, handlersFor(services));
};
