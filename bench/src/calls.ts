/**
 * How long the bench's calls wait for their answer: a hang guard, as in the tests, not a speed
 * check. The browser's 5 s, the client's default, ran out for the first sign-in on a saturated
 * machine, and the bench failed before it had measured anything.
 */
export const CALL_TIMEOUT_MS = 120_000;
