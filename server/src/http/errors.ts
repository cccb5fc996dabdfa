import { Codes, type Code } from '@ews/contract';

/** A refusal the client should see as an envelope with this code; `message` overrides the code's default text. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<Code, 200>,
    message?: string,
  ) {
    super(message ?? '');
    this.name = 'AppError';
  }
}

export const notFound = (message?: string) => new AppError(Codes.NOT_FOUND, message);
export const conflict = (message?: string) => new AppError(Codes.CONFLICT, message);
