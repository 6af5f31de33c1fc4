import type { AnyJobDefinition } from './define';

/**
 * Every queue the product runs. A feature adds its definition here; `npm start` works them
 * in-process and `npm run worker` in separate processes.
 */
export const jobDefinitions: AnyJobDefinition[] = [];
