import { z } from 'zod';
import { TODAY_LINK_PATH } from '../../services/sms/outfit-text';
import { limit, type RouteModule } from '../types';

/** Where the short link lands: Home, scrolled to the outfit card. */
export const TODAY_OUTFIT_PAGE = '/home#todays-outfit';

/**
 * The daily text's short link (issue 24.6): a few characters in a text instead of a full path.
 * A registered route, so the SPA fallback never answers it; Home's own guard sends a signed-out
 * reader to sign in.
 */
export const todayLinkRoutes: RouteModule = (app) => {
  app.get(
    TODAY_LINK_PATH,
    {
      schema: { tags: ['stylist'], summary: "The daily text's short link: 302 to today's outfit on Home", response: { 302: z.null() } },
      config: limit(120, 1),
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').redirect(TODAY_OUTFIT_PAGE, 302),
  );
};
