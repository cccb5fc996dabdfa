import { defineConfig } from 'vitest/config';

const apiTests = ['server/test/api/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/test/**/*.test.ts', 'server/test/unit/**/*.test.ts', 'web/src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { name: 'api-sqlite', include: apiTests, env: { TEST_DB: 'sqlite' }, testTimeout: 20_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['server/test/support/postgres-setup.ts'],
          testTimeout: 20_000,
          // Seeding the demo data (recompute included) takes seconds on a loaded machine.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a busy machine may take seconds to show what the poll waits for; 1 s is vitest's default.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
