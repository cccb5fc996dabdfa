import { auditEndpoints, type AuditRow } from '@ews/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../http/context.ts';
import { registerEndpoints, type Handlers, type Services } from '../../http/register.ts';
import { listAudit } from './queries.ts';

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const handlers: Handlers<typeof auditEndpoints> = {
  auditList: async (query, ctx) => {
    const { rows, total } = await listAudit(ctx.db, signedIn(ctx), query);
    const list: AuditRow[] = rows.map(({ beforeJson, afterJson, ...row }) => ({ ...row, before: parse(beforeJson), after: parse(afterJson) }));
    return { list, total };
  },
};

export const auditModule: FastifyPluginAsync<Services> = async (app, services) => {
  registerEndpoints(app, services, auditEndpoints, handlers);
};
