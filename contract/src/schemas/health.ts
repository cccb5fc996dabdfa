import { z } from 'zod';

/** What a load balancer needs, and nothing an attacker could use (no version, no database type). */
export const healthOutputSchema = z.object({ status: z.literal('ok') });
