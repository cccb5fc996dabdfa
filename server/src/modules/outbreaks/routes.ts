import { outbreakEndpoints } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { foundOrNotFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { findOutbreak, listOutbreaks } from './queries.ts';
import { deleteOutbreaks, saveOutbreak } from './service.ts';
import { exportOutbreaks, importOutbreaks, outbreakTemplate } from './transfer.ts';

const handlers: Handlers<typeof outbreakEndpoints> = {
  outbreakList: (query, ctx) => listOutbreaks(ctx.db, signedIn(ctx).scope, query),
  outbreakGet: ({ outbreakId }, ctx) => foundOrNotFound(findOutbreak(ctx.db, signedIn(ctx).scope, outbreakId)),
  outbreakSave: saveOutbreak,
  outbreakDelete: ({ ids }, ctx) => deleteOutbreaks(ids, ctx),
  outbreakExport: exportOutbreaks,
  outbreakImportTemplate: (_input, ctx) => outbreakTemplate(ctx),
  outbreakImport: importOutbreaks,
};

export const outbreaksModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, outbreakEndpoints, handlers);
};
