import { caseEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { caseTimeliness, listCases } from './queries.ts';
import { caseDetail, contactToCase, deleteCases, saveCase, saveContact } from './service.ts';
import { caseTemplate, exportCases, importCases } from './transfer.ts';

const handlers: Handlers<typeof caseEndpoints> = {
  caseList: (query, ctx) => listCases(ctx.db, signedIn(ctx).scope, query),
  caseGet: ({ caseId }, ctx) => caseDetail(caseId, ctx),
  caseSave: saveCase,
  caseDelete: ({ ids }, ctx) => deleteCases(ids, ctx),
  caseExport: exportCases,
  caseImportTemplate: (_input, ctx) => caseTemplate(ctx),
  caseImport: (_input, ctx) => importCases(ctx),
  caseTimeliness: (query, ctx) => caseTimeliness(ctx.db, signedIn(ctx).scope, query),
  contactSave: saveContact,
  contactToCase,
};

export const casesModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, caseEndpoints, handlers);
};
