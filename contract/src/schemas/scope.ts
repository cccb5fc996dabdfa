import { z } from 'zod';
import { regionCode } from './fields.ts';

/**
 * What records a role lets its holders see and change, as RuoYi's data scope names them:
 * - all: every record in the country;
 * - subtree: the user's jurisdiction and every division below it;
 * - exact: the user's jurisdiction itself, not the divisions below it;
 * - own: the records the user created;
 * - custom: the divisions chosen on the role, and below them.
 * A user's effective scope is the union over their enabled roles.
 */
export const DATA_SCOPES = ['all', 'subtree', 'exact', 'own', 'custom'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

/** The most divisions one jurisdiction or one custom scope may list. */
export const MAX_SCOPE_DIVISIONS = 200;

/** A jurisdiction or a custom scope: GB/T 2260 codes of provinces, prefectures or counties. */
export const divisionCodes = z
  .array(regionCode)
  .max(MAX_SCOPE_DIVISIONS)
  .transform((codes) => [...new Set(codes)].sort());

/** A user's effective data scope, as the profile shows it (see data-scope.ts). */
export const dataScopeSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    all: z.literal(false),
    provinces: z.array(z.string()),
    prefectures: z.array(z.string()),
    counties: z.array(z.string()),
    exactProvinces: z.array(z.string()),
    exactPrefectures: z.array(z.string()),
    createdBy: z.string().optional(),
  }),
]);
