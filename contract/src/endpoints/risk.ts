import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput } from '../schemas/common.ts';
import { recomputeProgressSchema, recomputeResultSchema, riskRuleSaveSchema, riskRuleSchema } from '../schemas/surveillance.ts';

export const riskEndpoints = defineEndpoints({
  riskRules: {
    method: 'GET',
    path: 'risk/rules',
    input: emptyInput,
    output: z.array(riskRuleSchema),
    access: Permissions.RULE_LIST,
    summary: 'Thresholds per focus type with the literature source of each default',
    tag: 'risk',
  },
  riskSaveRules: {
    method: 'POST',
    path: 'risk/saveRules',
    input: riskRuleSaveSchema,
    output: z.object({ rules: z.array(riskRuleSchema), recomputed: z.number().int(), alertsOpened: z.number().int() }),
    access: Permissions.RULE_EDIT,
    changes: ['sources', 'alerts'],
    summary: 'Change thresholds (each with its version); every source point is recomputed',
    tag: 'risk',
  },
  riskRecompute: {
    method: 'POST',
    path: 'risk/recompute',
    input: emptyInput,
    output: recomputeResultSchema,
    access: Permissions.RULE_EDIT,
    changes: ['sources', 'alerts'],
    summary: 'Re-evaluate every survey of every source point (idempotent); risk/recomputeProgress follows it',
    tag: 'risk',
  },
  riskRecomputeProgress: {
    method: 'GET',
    path: 'risk/recomputeProgress',
    input: emptyInput,
    output: recomputeProgressSchema,
    access: Permissions.RULE_LIST,
    summary: 'How far the latest full recompute (the button, or a rules save) has got: source points done of total',
    tag: 'risk',
  },
});
