import { defineEndpoints } from '../endpoint.ts';
import { emptyInput } from '../schemas/common.ts';
import { healthOutputSchema } from '../schemas/health.ts';

export const systemEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: 'health',
    input: emptyInput,
    output: healthOutputSchema,
    access: 'public',
    unsigned: true,
    summary: 'Liveness and database check for load balancers',
    tag: 'system',
  },
});
