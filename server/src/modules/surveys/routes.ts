import { surveyEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { foundOrNotFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { findSurvey, listSurveys } from './queries.ts';
import { deleteSurveys, saveSurvey, surveySeries } from './service.ts';
import { exportSurveys, importSurveys, surveyTemplate } from './transfer.ts';

const handlers: Handlers<typeof surveyEndpoints> = {
  surveyList: (query, ctx) => listSurveys(ctx.db, signedIn(ctx).scope, query),
  surveyGet: ({ surveyId }, ctx) => foundOrNotFound(findSurvey(ctx.db, signedIn(ctx).scope, surveyId)),
  surveySave: saveSurvey,
  surveyDelete: ({ ids }, ctx) => deleteSurveys(ids, ctx),
  surveyExport: exportSurveys,
  surveyImport: (_input, ctx) => importSurveys(ctx),
  surveyImportTemplate: (_input, ctx) => surveyTemplate(ctx),
  surveySeries: ({ sourceId }, ctx) => surveySeries(sourceId, ctx),
};

export const surveysModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, surveyEndpoints, handlers);
};
