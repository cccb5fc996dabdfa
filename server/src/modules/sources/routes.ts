import { sourceEndpoints } from '@ews/contract';
import { SOURCE_LIST_PATH } from '@ews/contract/protocol/first-rows';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { foundOrNotFound } from '../../http/errors.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { divisions } from '../regions/divisions.ts';
import { sourceListDrawer } from './first-rows.ts';
import { findSource, listSources } from './queries.ts';
import { deleteSources, saveSource } from './service.ts';
import { exportSources, importSources, sourceTemplate } from './transfer.ts';

const handlers: Handlers<typeof sourceEndpoints> = {
  regionTree: async () => divisions().tree,
  sourceList: (query, ctx) => listSources(ctx.db, signedIn(ctx).scope, query),
  sourceGet: ({ sourceId }, ctx) => foundOrNotFound(findSource(ctx.db, signedIn(ctx).scope, sourceId)),
  sourceSave: saveSource,
  sourceDelete: ({ ids }, ctx) => deleteSources(ids, ctx),
  sourceExport: exportSources,
  sourceImportTemplate: (_input, ctx) => sourceTemplate(ctx),
  sourceImport: importSources,
};

export const sourcesModule: FastifyPluginAsync<Services> = async (app, services) => {
  // Reading the divisions and romanizing every name holds the thread for 100–400 ms: do it while the
  // server starts, not on the first request that names a region (an import, the region tree).
  divisions();
  registerEndpoints(app, services, sourceEndpoints, handlers);
  const drawer = sourceListDrawer(services);
  if (drawer) services.pages.set(SOURCE_LIST_PATH, drawer);
};
