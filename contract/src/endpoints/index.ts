import { alertEndpoints } from './alerts.ts';
import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { caseEndpoints } from './cases.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { menuEndpoints } from './menus.ts';
import { notificationEndpoints } from './notifications.ts';
import { outbreakEndpoints } from './outbreaks.ts';
import { profileEndpoints } from './profile.ts';
import { publicEndpoints } from './public.ts';
import { responseEndpoints } from './response.ts';
import { roleEndpoints } from './roles.ts';
import { riskEndpoints } from './risk.ts';
import { sourceEndpoints } from './sources.ts';
import { surveillanceEndpoints } from './surveillance.ts';
import { surveyEndpoints } from './surveys.ts';
import { systemEndpoints } from './system.ts';
import { userEndpoints } from './users.ts';

export { alertEndpoints, auditEndpoints, authEndpoints, caseEndpoints, dashboardEndpoints, menuEndpoints, notificationEndpoints, outbreakEndpoints, profileEndpoints, publicEndpoints, responseEndpoints, riskEndpoints, roleEndpoints, sourceEndpoints, surveillanceEndpoints, surveyEndpoints, systemEndpoints, userEndpoints };

/** The endpoint table, the one description of the API: server routes, web api, OpenAPI and permission tests all walk it. */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...menuEndpoints,
  ...userEndpoints,
  ...roleEndpoints,
  ...auditEndpoints,
  ...profileEndpoints,
  ...sourceEndpoints,
  ...outbreakEndpoints,
  ...publicEndpoints,
  ...surveillanceEndpoints,
  ...dashboardEndpoints,
  ...notificationEndpoints,
  ...caseEndpoints,
  ...responseEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
