import { z } from 'zod';
import { RESPONSE_LEVELS } from '../domain.ts';
import { auditedFields, idParam, version } from './common.ts';
import { regionChoice, regionStored, text } from './fields.ts';

/**
 * The response level the server proposes for a county from its cases within one average incubation
 * period (6 days) and their spread, per the national plague emergency plan. A proposal is only
 * that: a person with response:declare declares a level, and only a declared level is shown.
 */
export const responseProposalSchema = z.object({
  ...regionStored,
  level: z.enum(RESPONSE_LEVELS),
  /** The case counts within the window the proposal read, by clinical form (excluded cases left out). */
  bubonic: z.number().int(),
  pneumonic: z.number().int(),
  septicemic: z.number().int(),
  other: z.number().int(),
  /**
   * The spread within the window (the domain's ResponseSpread): counties of this province with pneumonic
   * cases, provinces with pneumonic cases, counties and prefectures of this province with bubonic cases.
   */
  pneumonicCounties: z.number().int(),
  pneumonicProvinces: z.number().int(),
  bubonicCounties: z.number().int(),
  bubonicPrefectures: z.number().int(),
  /** The level declared there now, if any. */
  declaredLevel: z.enum(RESPONSE_LEVELS).nullable(),
  windowFrom: z.string(),
  windowTo: z.string(),
});
export type ResponseProposal = z.infer<typeof responseProposalSchema>;

export const responseDeclareSchema = z.object({
  ...regionChoice,
  level: z.enum(RESPONSE_LEVELS),
  basis: text(2000).min(1),
});

export const responseEndSchema = z.object({ declarationId: idParam, version, endNote: text(2000).min(1) });

export const responseDeclarationSchema = z.object({
  declarationId: z.number().int(),
  ...regionStored,
  level: z.enum(RESPONSE_LEVELS),
  basis: z.string(),
  declaredAt: z.string(),
  declaredBy: z.string(),
  endedAt: z.string(),
  endedBy: z.string(),
  endNote: z.string(),
  ...auditedFields,
});
export type ResponseDeclaration = z.infer<typeof responseDeclarationSchema>;

export const responseListQuery = z.object({ active: z.enum(['true', 'false']).optional() });

/**
 * A response level in force as the dashboard and the public /monitor show it: the place and the
 * level only (who declared it and the basis stay in the console's response screen).
 */
export const declaredLevelSchema = z.object({
  ...regionStored,
  /** The county's (else the prefecture's or province's) name in Latin letters, for readers of the public pages. */
  placeLatin: z.string(),
  level: z.enum(RESPONSE_LEVELS),
  declaredAt: z.string(),
});
export type DeclaredLevel = z.infer<typeof declaredLevelSchema>;
