import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const apiTests = ['server/test/api/**/*.test.ts'];

// Timeouts here catch a hang, never measure speed (the bench does that): a matrix of hundreds of
// calls takes seconds on an idle machine and minutes on one whose cores are saturated, and both must pass.
const API_TEST_TIMEOUT = 180_000;

/** Every project's: each test's count of assertions, which scripts/test.mjs sums (a faster suite must not prove less). */
const countAssertions = 'server/test/support/assertion-count.ts';

/**
 * The end-to-end files are the longest: they go first, each followed by one of the others, so
 * that the two workers end together rather than one running the last browser file alone.
 */
class EndToEndFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const endToEnd = sorted.filter((file) => file.project.name === 'e2e');
    const rest = sorted.filter((file) => file.project.name !== 'e2e');
    return [...endToEnd.flatMap((file, index) => [file, ...rest.slice(index, index + 1)]), ...rest.slice(endToEnd.length)];
  }
}

export default defineConfig({
  test: {
    // Both cores: left to itself vitest ran one file at a time here, and a file often waits (on
    // PostgreSQL, a browser, LibreOffice, a child server) rather than computes. Every project
    // shares the two workers: a project limited to one file at a time would run after all the
    // others (vitest puts such a project in a group of its own, last), which made CI twice as long.
    maxWorkers: 2,
    sequence: { sequencer: EndToEndFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contract/test/**/*.test.ts', 'server/test/unit/**/*.test.ts', 'web/src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          setupFiles: [countAssertions],
          // The files share their worker's modules, as the API files do: importing them afresh for each of
          // the ~70 files was two thirds of the project's time (import 37 s against tests 22 s).
          isolate: false,
          // Property tests and the layering check (which runs dependency-cruiser) outlast vitest's 5 s when the cores are saturated.
          testTimeout: API_TEST_TIMEOUT,
        },
      },
      {
        test: {
          // The web's hooks against real components in a DOM, talking to a real test server.
          name: 'web-dom',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          globalSetup: ['server/test/support/web-server-setup.ts'],
          setupFiles: [countAssertions, 'web/src/test-support/dom-setup.ts'],
          testTimeout: API_TEST_TIMEOUT,
          hookTimeout: API_TEST_TIMEOUT,
        },
      },
      /*
       * The API files share their worker's modules (isolate: false): each starts its own server on its
       * own database, and importing the server's modules afresh for each file was a third of the
       * project's time (api-sqlite 181 s → 123 s, its imports 61 s → 10 s).
       */
      { test: { name: 'api-sqlite', include: apiTests, env: { TEST_DB: 'sqlite' }, isolate: false, setupFiles: [countAssertions], testTimeout: API_TEST_TIMEOUT, hookTimeout: API_TEST_TIMEOUT } },
      {
        test: {
          name: 'api-postgres',
          // Several server processes on one database: PostgreSQL is what scale-out runs on.
          include: [...apiTests, 'server/test/scale-out/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          isolate: false,
          setupFiles: [countAssertions],
          globalSetup: ['server/test/support/postgres-setup.ts'],
          testTimeout: API_TEST_TIMEOUT,
          hookTimeout: API_TEST_TIMEOUT,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          // As the API files: each file starts its own server and browser; the modules are shared.
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: [countAssertions, 'e2e/support/setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // A page on a saturated machine may take many seconds to show what the poll waits for; 1 s is vitest's default.
          expect: { poll: { timeout: 60_000, interval: 100 } },
        },
      },
    ],
  },
});
