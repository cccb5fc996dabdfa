import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Cookies, holds, Permissions, sourceListQuery } from '@ews/contract';
import { SOURCE_LIST_ROWS_MODULE, type DrawSourceListRows } from '@ews/contract/protocol/first-rows';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../http/register.ts';
import { cookieValue, requestLanguage } from '../../http/language.ts';
import type { PageDrawer } from '../../http/web.ts';
import { divisions } from '../regions/divisions.ts';
import { listSources } from './queries.ts';

/**
 * The source list's first page for the signed-in caller, drawn by the web app's server-side build
 * (web/dist-ssr), or undefined when that is not built: the list then loads as every page does.
 * The rows are source/getList's with no filters, in the caller's data scope; a caller who is not
 * signed in, or may not list source points, gets none (the console then says why, as it would).
 */
export function sourceListDrawer({ db, config, sessions }: Services): PageDrawer | undefined {
  const file = path.join(config.webSsr, SOURCE_LIST_ROWS_MODULE);
  if (!fs.existsSync(file)) return undefined;
  // Imported while the server starts, not awaited there: a few megabytes of React and antd may take
  // longer than a plugin is given to start on a busy machine. A page asked for meanwhile waits for it.
  const drawing = import(pathToFileURL(file).href) as Promise<{ renderSourceListRows: DrawSourceListRows }>;
  drawing.catch(() => undefined); // a failed import fails each page's drawing instead (logged there), not the process
  const firstPage = sourceListQuery.parse({});
  return async (request: FastifyRequest) => {
    const cookie = (name: string) => cookieValue(request.headers.cookie, name);
    const token = cookie(Cookies.TOKEN);
    if (!token) return undefined;
    const user = await sessions.resolve(token).catch(() => undefined);
    if (!user || !holds(user.permissions, Permissions.SOURCE_LIST)) return undefined;
    const { renderSourceListRows } = await drawing;
    return renderSourceListRows({
      page: await listSources(db, user.scope, firstPage),
      language: requestLanguage(request),
      size: cookie(Cookies.SIZE),
      sidebar: cookie(Cookies.SIDEBAR),
      userAgent: request.headers['user-agent'] ?? '',
      username: user.username,
      permissions: user.permissions,
      regions: divisions().tree,
    });
  };
}
