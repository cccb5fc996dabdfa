/** Every response, whatever its HTTP status. `data` is cipher text unless encryption is off. */
export interface Envelope {
  success: boolean;
  code: number;
  msg: string;
  data?: unknown;
}

/** The envelope as a client reads it: a refusal from a proxy or another back end may name its text `message`, or none. */
export interface ReceivedEnvelope extends Omit<Envelope, 'msg'> {
  msg?: string;
  message?: string;
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * `raw` checked as a received envelope; a TypeError when it is none. By hand rather than with zod:
 * every call reads the envelope, the sign-in page's too, and that page carries no zod.
 */
export function readEnvelope(raw: unknown): ReceivedEnvelope {
  const envelope = raw as Partial<Record<keyof ReceivedEnvelope, unknown>> | null;
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    Array.isArray(envelope) ||
    typeof envelope.success !== 'boolean' ||
    !Number.isSafeInteger(envelope.code) ||
    !optionalText(envelope.msg) ||
    !optionalText(envelope.message)
  ) {
    throw new TypeError('The answer is not an envelope { success, code, msg, data }');
  }
  return envelope as ReceivedEnvelope;
}

/** A refusal's text: `msg`, else `message`, else '' (the client then shows a plain 'Error' in the user's language). */
export const refusalText = (envelope: ReceivedEnvelope): string => envelope.msg || envelope.message || '';

/** A call that came back with success false, or never came back. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 0,
    /** An HTTP failure whose body is no envelope (a proxy's error page): `message` is its English status line. */
    readonly withoutEnvelope = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
