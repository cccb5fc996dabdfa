/*
 * What the global setup of the web's component tests provides (server/test/support/web-server-setup.ts
 * declares the same): a real test server and an admin's session on it.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    apiOrigin: string;
    adminToken: string;
  }
}

export {};
