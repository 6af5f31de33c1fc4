import { sessionRouteSuite } from './session-route';
import type { BenchSuite } from './types';

/** Every suite `npm run bench` runs, in order. A feature adds one line here. */
export const suites: BenchSuite[] = [sessionRouteSuite];
