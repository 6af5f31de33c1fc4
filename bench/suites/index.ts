import { closetScrollSuite } from './closet-scroll';
import { imagePipelineSuite } from './image-pipeline';
import { sessionRouteSuite } from './session-route';
import { stylistRoutesSuite } from './stylist-routes';
import type { BenchSuite } from './types';

/** Every suite `npm run bench` runs, in order. A feature adds one line here. */
export const suites: BenchSuite[] = [sessionRouteSuite, imagePipelineSuite, closetScrollSuite, stylistRoutesSuite];
