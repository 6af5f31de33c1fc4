import { builtApiSuite } from './built-api';
import { closetScrollSuite } from './closet-scroll';
import { imagePipelineSuite } from './image-pipeline';
import type { BenchSuite } from './types';

/** Every suite `npm run bench` runs, in order. A feature adds one line here. */
export const suites: BenchSuite[] = [builtApiSuite, imagePipelineSuite, closetScrollSuite];
