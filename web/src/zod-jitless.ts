import { config } from 'zod/v4/core';

/*
 * The page's CSP has no 'unsafe-eval' (server/src/http/security-headers.ts). Zod compiles object
 * parsers with `new Function` and, to know whether it may, probes eval as it constructs the first
 * object schema; under the CSP that probe is blocked, and the browser reports a violation on every
 * page even though zod falls back. Jitless skips the probe and the compiled parsers. Zod reads the
 * setting as each schema is constructed: the console imports this module first, and the build
 * puts it in zod's own chunk (vite.config.ts), so it runs before any schema is built.
 */
config({ jitless: true });
