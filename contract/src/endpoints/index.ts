import { authEndpoints } from './auth.ts';
import { menuEndpoints } from './menus.ts';
import { systemEndpoints } from './system.ts';

export { authEndpoints, menuEndpoints, systemEndpoints };

/** The endpoint table (DESIGN §2): server routes, web api, OpenAPI and permission tests all walk it. */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...menuEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
