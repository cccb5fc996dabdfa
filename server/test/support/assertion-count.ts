import { afterEach, expect } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** How many assertions the test made (expect calls, each poll counted once): scripts/test.mjs sums them. */
    assertions?: number;
  }
}

// Every project's setup file: a faster suite must not prove less, and the count of assertions shows it does not.
afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});
