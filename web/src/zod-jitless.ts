import { config } from 'zod/v4/core';

/*
 * 'zod' in the web build (vite.config.ts aliases it here). The page's CSP has no 'unsafe-eval'
 * (server/src/http/security-headers.ts). Zod compiles object parsers with `new Function` and, to
 * know whether it may, probes eval as it constructs the first object schema; under the CSP that
 * probe is blocked, and the browser reports a violation on every page even though zod falls back.
 * Jitless skips the probe and the compiled parsers. Every module that builds a schema imports
 * 'zod', so this module runs, and sets jitless, before any of them, however the chunks are cut.
 */
config({ jitless: true });

export * from 'zod/v4';
