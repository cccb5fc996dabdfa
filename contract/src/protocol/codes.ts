/** The codes an answer's envelope carries, each with the HTTP status it travels with. */
export const Codes = {
  OK: 200,
  VALIDATION: 40000,
  BAD_SIGN: 40001,
  NOT_SIGNED_IN: 40100,
  BAD_CREDENTIALS: 40101,
  BAD_CAPTCHA: 40102,
  ACCOUNT_LOCKED: 40103,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  /** An entry sent again after it was received and then deleted: received, not stored again. */
  GONE: 41000,
  TOO_LARGE: 41300,
  /** A save whose coordinates lie far from its county: sent again with `placeConfirmed` once the user confirms them. */
  PLACE_UNCONFIRMED: 42800,
  TOO_MANY_REQUESTS: 42900,
  SERVER_ERROR: 50000,
  ILLEGAL_TOKEN: 50008,
  SIGNED_IN_ELSEWHERE: 50012,
  TOKEN_EXPIRED: 50014,
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

export const httpStatusOf: Record<Code, number> = {
  200: 200,
  40000: 400,
  40001: 400,
  40100: 401,
  40101: 401,
  40102: 400,
  40103: 403,
  40300: 403,
  40400: 404,
  40900: 409,
  41000: 410,
  41300: 413,
  42800: 428,
  42900: 429,
  50000: 500,
  50008: 401,
  50012: 401,
  50014: 401,
};

/** Codes after which the client asks the user to sign in again (its 'Confirm logout' dialog). */
export const RELOGIN_CODES: readonly number[] = [Codes.ILLEGAL_TOKEN, Codes.SIGNED_IN_ELSEWHERE, Codes.TOKEN_EXPIRED];
