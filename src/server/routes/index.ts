import { accountRoutes } from './account';
import { accountChangeRoutes } from './account/changes';
import { accountIdentityRoutes } from './account/identity';
import { administrationRoutes } from './administration';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { calendarRoutes } from './calendar';
import { closetRoutes } from './closet';
import { gapRoutes } from './gaps';
import { insightRoutes } from './insights';
import { onboardingRoutes } from './onboarding';
import { planRoutes } from './plans';
import { purchaseRoutes } from './purchases';
import { shoppingLinkRoutes } from './shopping/links';
import { shoppingSearchRoutes } from './shopping/search';
import { smsRoutes } from './sms';
import { stylistRoutes } from './stylist';
import { outfitReactionRoutes } from './stylist/outfit-reactions';
import { todayLinkRoutes } from './stylist/today-link';
import { systemRoutes } from './system';
import { tripRoutes } from './trips';
import type { RouteModule } from './types';
import { userRoutes } from './users';

/** Every feature's routes. A new feature adds one line here. */
export const routeModules: RouteModule[] = [
  systemRoutes,
  authRoutes,
  userRoutes,
  accountRoutes,
  accountIdentityRoutes,
  accountChangeRoutes,
  smsRoutes,
  closetRoutes,
  purchaseRoutes,
  insightRoutes,
  planRoutes,
  tripRoutes,
  stylistRoutes,
  gapRoutes,
  todayLinkRoutes,
  outfitReactionRoutes,
  administrationRoutes,
  billingRoutes,
  onboardingRoutes,
  calendarRoutes,
  shoppingLinkRoutes,
  shoppingSearchRoutes,
];
