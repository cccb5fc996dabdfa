import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A real test server for the web's component tests (vitest project 'web-dom'), and an admin's session on it. */
    apiOrigin: string;
    adminToken: string;
  }
}

/**
 * Global setup of the web's component tests: one real server over a fresh database, so that the
 * screens' hooks are tested through the real api, wire protocol and checks, not a mock of them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('apiOrigin', server.origin);
  project.provide('adminToken', await server.signIn());
  return () => server.close();
}
