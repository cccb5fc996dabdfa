import { z } from 'zod';

/** Every response, whatever its HTTP status (DESIGN §3). `data` is cipher text unless encryption is off. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

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
