import { FREE_TRIAL_DAYS, TAGLINE } from './constants';

/** The title and description a page announces (tab, search results, link previews). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Per public route (issue 15): the server writes these into the HTML it sends, so crawlers and
 * link previews see them without running the app, and the app sets them again on navigation.
 * Other routes keep the default.
 */
export function pageMeta(path: string, brandName: string): PageMeta {
  switch (path) {
    case '/':
      return {
        title: `${brandName} · ${TAGLINE}`,
        description: `${brandName} is your AI personal stylist: an outfit from your own closet for each day, matched to your calendar and the weather, by text on the days that matter most.`,
      };
    case '/auth':
      return {
        title: `Sign up or sign in · ${brandName}`,
        description: `Create your ${brandName} account or sign in: a ${FREE_TRIAL_DAYS}-day free trial of outfit texts from your AI personal stylist.`,
      };
    case '/privacy-policy':
      return {
        title: `Privacy Policy · ${brandName}`,
        description: `How ${brandName} collects, uses and protects your information, including your photos, closet and text messages.`,
      };
    case '/terms':
      return {
        title: `Terms of Service · ${brandName}`,
        description: `The terms of your ${brandName} subscription, free trial, text messages and use of the AI stylist.`,
      };
    default:
      return { title: `${brandName} · ${TAGLINE}`, description: `${brandName}: your AI personal stylist. ${TAGLINE}.` };
  }
}

/** Public routes: their HTML preloads their screen's chunks (and carries their meta tags). */
export const PUBLIC_PAGES = ['/', '/auth', '/privacy-policy', '/terms'] as const;

/**
 * The modules (keys of Vite's manifest, relative to src/web) each route's screen needs, as
 * src/web/app/routes.tsx imports them lazily; the server turns them into chunk files for
 * preloading and for the app's idle prefetch (ADR 0045).
 */
export const SCREEN_MODULES: Record<string, string[]> = {
  '/': ['features/landing/index.ts'],
  '/auth': ['features/auth/components/auth-screen.tsx'],
  '/privacy-policy': ['features/legal/index.ts'],
  '/terms': ['features/legal/index.ts'],
  '/home': ['app/layout.tsx', 'features/home/index.ts'],
  '/closet': ['app/layout.tsx', 'features/closet/index.ts'],
  '/stylist': ['app/layout.tsx', 'features/stylist/index.ts'],
  '/calendar': ['app/layout.tsx', 'app/calendar-screen.tsx'],
};

/** Where a visitor probably goes next: fetched when the browser is idle. Public pages lead only to public pages. */
export const NEXT_PAGES: Record<string, string[]> = {
  '/': ['/auth'],
  '/privacy-policy': ['/'],
  '/terms': ['/'],
  '/home': ['/closet', '/stylist', '/calendar'],
  '/closet': ['/home', '/stylist', '/calendar'],
  '/stylist': ['/home', '/closet', '/calendar'],
  '/calendar': ['/home', '/closet', '/stylist'],
};

/** Dispatched on `document` once the app has hydrated a prerendered page: the boot script then plays back the clicks it held (ADR 0055). */
export const HYDRATED_EVENT = 'ww:hydrated';

/** The id of the JSON block in each page that maps routes to their chunk files. */
export const SCREEN_CHUNKS_ID = 'ww-screen-chunks';

/**
 * Signed-in screens the server renders with their data for someone with a session (ADR 0056):
 * the two a visitor lands on. Others get the shell and render in the browser as before.
 */
export const SERVER_RENDERED = ['/home', '/closet'] as const;

/** The id of the JSON block a server-rendered screen carries: its query data and the render's clock and language. */
export const RENDER_STATE_ID = 'ww-render-state';

/** Where the web app keeps the visitor's light or dark choice; the boot script reads it before the first paint. */
export const THEME_STORAGE_KEY = 'wearwise.theme';
