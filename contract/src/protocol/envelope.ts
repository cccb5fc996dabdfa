import { z } from 'zod';

/** Every response, whatever its HTTP status (DESIGN §3). `data` is cipher text unless encryption is off. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});

/** The envelope as a client reads it: a refusal from a proxy or another back end may name its text `message`, or none. */
export const receivedEnvelopeSchema = envelopeSchema.extend({ msg: z.string().optional(), message: z.string().optional() });

export type Envelope = z.infer<typeof envelopeSchema>;

/** A refusal's text: `msg`, else `message`, else '' (the client then shows SPEC §8's 'Error' in the user's language). */
export const refusalText = (envelope: z.infer<typeof receivedEnvelopeSchema>): string => envelope.msg || envelope.message || '';

/** A call that came back with success false, or never came back. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
