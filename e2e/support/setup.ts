import { afterEach } from 'vitest';
import { reportOpenPages } from './failure-report.ts';

// A page a test file keeps open across its tests is described here when a test fails; the
// contexts a test opens for itself are described before they are closed (contextsClosedAfterEach).
afterEach(reportOpenPages);
