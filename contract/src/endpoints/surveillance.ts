import { alertEndpoints } from './alerts.ts';
import { riskEndpoints } from './risk.ts';
import { surveyEndpoints } from './surveys.ts';

/** Surveys, the risk rules and their recompute, and the alerts they raise: the surveillance screens' calls. */
export const surveillanceEndpoints = { ...surveyEndpoints, ...riskEndpoints, ...alertEndpoints };
