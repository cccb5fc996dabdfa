import { config } from 'zod/v4/core';

/*
 * The page's CSP has no 'unsafe-eval' (server/src/http/security-headers.ts). Zod compiles object
 * parsers with `new Function` and, to know whether it may, probes eval as it constructs the first
 * object schema; under the CSP that probe is blocked, and the browser reports a violation on every
 * page even though zod falls back. Jitless skips the probe and the compiled parsers. Zod reads the
 * setting as each schema is constructed: the console imports this module first, and zod, the
 * contract and this module share the console's chunk (vite.config.ts), where it runs before any
 * schema is built.
 */
config({ jitless: true });
