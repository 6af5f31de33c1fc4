import type { App } from '../routes/types';
import type { Ctx } from '../context';
import { registerDraining, type Lifecycle } from './lifecycle';
import { registerMetrics } from './metrics';
import { registerReadiness } from './readiness';
import { registerRequestId } from './request-id';

export { Lifecycle } from './lifecycle';
export { requestIdFor, requestIdMixin } from './request-id';
export { OneLinePerRequest } from './request-log';

/** What a fleet's operator needs from every web process: request ids, readiness, metrics (issue 25). */
export function registerOperations(app: App, ctx: Ctx, lifecycle: Lifecycle) {
  registerRequestId(app);
  registerDraining(app, lifecycle);
  registerReadiness(app, ctx, lifecycle);
  registerMetrics(app, ctx);
}
