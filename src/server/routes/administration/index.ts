import type { RouteModule } from '../types';
import { aiPromptRoutes } from './ai-prompts';
import { aiTestingRoutes } from './ai-testing';
import { databaseRoutes } from './database';
import { promoCodeRoutes } from './promo-codes';
import { retailRoutes } from './retail';
import { administrationSessionRoutes } from './session';

/** The operator console's calls (spec 7 Administration). */
export const administrationRoutes: RouteModule = async (app, ctx) => {
  for (const routes of [administrationSessionRoutes, aiPromptRoutes, aiTestingRoutes, retailRoutes, promoCodeRoutes, databaseRoutes]) await routes(app, ctx);
};
