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
        description: `${brandName} is your AI personal stylist: an outfit from your own closet every morning by text, matched to your calendar and the weather.`,
      };
    case '/auth':
      return {
        title: `Sign up or sign in · ${brandName}`,
        description: `Create your ${brandName} account or sign in: a ${FREE_TRIAL_DAYS}-day free trial of daily outfit texts from your AI personal stylist.`,
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

/** Public routes with their own HTML (meta tags and preloaded chunk); the module is the screen's chunk in Vite's manifest. */
export const PUBLIC_PAGES: Record<string, string> = {
  '/': 'features/landing/index.ts',
  '/auth': 'features/auth/components/auth-screen.tsx',
  '/privacy-policy': 'features/legal/index.ts',
  '/terms': 'features/legal/index.ts',
};
