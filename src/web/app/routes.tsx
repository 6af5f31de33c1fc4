import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useCurrentUser } from '../lib/current-user';
import { NEXT_PAGES, SCREEN_CHUNKS_ID } from '../../shared/page-meta';
import { usePageMeta } from '../lib/page-meta';
import { usePublicConfig } from '../lib/public-config';
import { FullPageSpinner, RedirectSignedIn, RequireUser } from './guards';
import { AppShellFallback, lazyScreen, PageFallback, type LazyScreen } from './lazy-screen';
import { NotFound } from './not-found';

/*
 * Every screen is its own chunk (ADR 0045): one line per screen. Public pages (landing, /auth,
 * legal) get a full-page fallback in their own colours; signed-in screens a delayed skeleton
 * inside the app chrome. auth and billing are imported by their screen's module because the app
 * chrome uses other parts of those features, which must not drag the screens along.
 */
const LandingPage = lazyScreen(() => import('../features/landing'), 'LandingPage', <PageFallback />);
const AuthScreen = lazyScreen(() => import('../features/auth/components/auth-screen'), 'AuthScreen', <PageFallback dark />);
const PrivacyPolicyPage = lazyScreen(() => import('../features/legal'), 'PrivacyPolicyPage', <PageFallback />);
const TermsPage = lazyScreen(() => import('../features/legal'), 'TermsPage', <PageFallback />);
const VerifyEmailPage = lazyScreen(() => import('../features/account'), 'VerifyEmailPage', <PageFallback />);
const UndoChangePage = lazyScreen(() => import('../features/account'), 'UndoChangePage', <PageFallback />);
const SmsOnboardingPage = lazyScreen(() => import('../features/sms-onboarding'), 'SmsOnboardingPage', <PageFallback />);
const OnboardingPage = lazyScreen(() => import('../features/onboarding'), 'OnboardingPage', <PageFallback />);
const AdministrationPage = lazyScreen(() => import('../features/administration'), 'AdministrationPage', <PageFallback />);
const PleaseSignIn = lazyScreen(() => import('../features/billing/components/subscribe-page'), 'PleaseSignIn', <PageFallback />);
const SubscribePage = lazyScreen(() => import('../features/billing/components/subscribe-page'), 'SubscribePage');
const HomePage = lazyScreen(() => import('../features/home'), 'HomePage');
const ClosetPage = lazyScreen(() => import('../features/closet'), 'ClosetPage');
const StylistPage = lazyScreen(() => import('../features/stylist'), 'StylistPage');
const CalendarPage = lazyScreen(() => import('./calendar-screen'), 'CalendarScreen');
const CalendarEventsPage = lazyScreen(() => import('../features/calendar'), 'CalendarEventsPage');
const SmsSettingsPage = lazyScreen(() => import('../features/sms-settings'), 'SmsSettingsPage');
const SettingsPage = lazyScreen(() => import('../features/settings'), 'SettingsPage');
const AdminPage = lazyScreen(() => import('../features/administration'), 'AdminPage');
const ShoppingPage = lazyScreen(() => import('../features/shopping'), 'ShoppingPage');
const OutfitCalendarPage = lazyScreen(() => import('../features/plans'), 'OutfitCalendarPage');
const InsightsPage = lazyScreen(() => import('../features/insights'), 'InsightsPage');
const TripsPage = lazyScreen(() => import('../features/trips'), 'TripsPage');
const TripPage = lazyScreen(() => import('../features/trips'), 'TripPage');
const SharedTripPage = lazyScreen(() => import('../features/trips'), 'SharedTripPage', <PageFallback />);
const ShoppingSignedOut = lazyScreen(() => import('../features/shopping'), 'ShoppingSignedOut', <PageFallback />);
const AppLayout = lazyScreen(() => import('./layout'), 'AppLayout', <AppShellFallback />);

/** What to fetch ahead of a navigation (hover, idle): public pages lead to public pages, the app to its tabs. */
export const SCREENS_BY_PATH: Record<string, LazyScreen[]> = {
  '/': [LandingPage],
  '/auth': [AuthScreen],
  '/privacy-policy': [PrivacyPolicyPage],
  '/terms': [TermsPage],
  '/sms-onboarding': [SmsOnboardingPage],
  '/onboarding': [OnboardingPage],
  '/home': [AppLayout, HomePage],
  '/closet': [AppLayout, ClosetPage],
  '/stylist': [AppLayout, StylistPage],
  '/calendar': [AppLayout, CalendarPage],
  '/calendar-events': [AppLayout, CalendarEventsPage],
  '/sms-settings': [AppLayout, SmsSettingsPage],
  '/settings': [AppLayout, SettingsPage],
  '/subscribe': [AppLayout, SubscribePage],
  '/admin': [AppLayout, AdminPage],
  '/shopping': [AppLayout, ShoppingPage],
  '/insights': [AppLayout, InsightsPage],
  '/plans': [AppLayout, OutfitCalendarPage],
  '/trips': [AppLayout, TripsPage],
};

/** Signed-in screens inside the header + tab bar layout. */
const inApp = (Screen: ComponentType | LazyScreen, options: { admin?: boolean } = {}) =>
  function InApp() {
    // The layout's and the screen's chunks load side by side (and while the user is checked), not one after the other.
    void AppLayout.preload().catch(() => undefined);
    if ('preload' in Screen) void Screen.preload().catch(() => undefined);
    return (
      <RequireUser admin={options.admin ?? false}>
        <AppLayout>
          <Screen />
        </AppLayout>
      </RequireUser>
    );
  };

/** Signed-in screens without the app chrome (onboarding). */
const bare = (Screen: ComponentType) =>
  function Bare() {
    return (
      <RequireUser>
        <Screen />
      </RequireUser>
    );
  };

const SubscribeInApp = inApp(SubscribePage);
// Made once: a component made during render is a new type each time the location changes, which
// would remount the closet (and drop its grid's place and its pending Undo) when an item opens.
const ClosetInApp = inApp(ClosetPage);

/** Spec 2.13: /subscribe says 'Please Sign In' to a signed-out visitor instead of redirecting. */
function SubscribeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <PleaseSignIn />;
  return <SubscribeInApp />;
}

/** Spec 2.9: a screen that tells a signed-out visitor to sign in instead of redirecting to /auth. */
const signedOutShows = (SignedOut: ComponentType, SignedIn: ComponentType) =>
  function SignedOutShows() {
    const { user, isLoading } = useCurrentUser();
    if (isLoading) return <FullPageSpinner />;
    return user ? <SignedIn /> : <SignedOut />;
  };

let screenChunks: Record<string, string[]> | null = null;
const prefetched = new Set<string>();
const toPrefetch: string[] = [];

/** Adds the queued prefetch links a few at a time, in idle time: each costs a phone a few milliseconds, all at once a long task. */
function drainPrefetches(deadline?: IdleDeadline) {
  do {
    const href = toPrefetch.shift();
    if (href === undefined) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  } while (deadline && deadline.timeRemaining() > 5);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(drainPrefetches);
  else window.setTimeout(drainPrefetches, 50);
}

/** Fetches a route's chunk files at idle priority into the HTTP cache, without running them (they run when the route renders). */
function prefetchChunks(path: string) {
  screenChunks ??= JSON.parse(document.getElementById(SCREEN_CHUNKS_ID)?.textContent ?? '{}') as Record<string, string[]>;
  const draining = toPrefetch.length > 0;
  for (const href of screenChunks[path] ?? []) {
    if (prefetched.has(href)) continue;
    prefetched.add(href);
    toPrefetch.push(href);
  }
  if (!draining && toPrefetch.length > 0) drainPrefetches();
}

/** Loads a route's screen chunks (src/web/main.tsx waits for them before hydrating a prerendered page, the build before rendering it). */
export function preloadScreen(path: string): Promise<unknown> {
  return Promise.all((SCREENS_BY_PATH[path] ?? []).map((screen) => screen.preload()));
}

/** A link the pointer or focus is on: its screen is loaded now, it is probably next. */
function preloadPath(path: string) {
  for (const screen of SCREENS_BY_PATH[path.split(/[?#]/)[0] ?? ''] ?? []) void screen.preload().catch(() => undefined);
}

/** Prefetches the likely next screens (NEXT_PAGES) once the page has loaded, its data has arrived and the browser is idle, and any screen whose link is hovered or focused. */
function usePrefetch(location: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const next = NEXT_PAGES[location] ?? [];
    if (next.length === 0) return;
    // Safari has no requestIdleCallback: a second after the load event stands in for it.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    let idle = 0;
    let waiting = 0;
    const schedule = () => {
      // The screen's own data first: its calls are still in flight for a while after the load event of an app page.
      if (queryClient.isFetching() > 0) {
        waiting = window.setTimeout(schedule, 250);
        return;
      }
      idle = hasIdle ? window.requestIdleCallback(() => next.forEach(prefetchChunks)) : window.setTimeout(() => next.forEach(prefetchChunks), 1000);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.clearTimeout(waiting);
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [location, queryClient]);
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (link) preloadPath(link.getAttribute('href')!);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
}

export function AppRoutes() {
  const [location] = useLocation();
  usePrefetch(location);
  usePageMeta(location, usePublicConfig().brandName);
  return (
    <Switch>
      <Route path="/">
        <RedirectSignedIn>
          <LandingPage />
        </RedirectSignedIn>
      </Route>
      <Route path="/auth">
        <RedirectSignedIn>
          <AuthScreen />
        </RedirectSignedIn>
      </Route>
      <Route path="/privacy-policy" component={PrivacyPolicyPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/undo-change" component={UndoChangePage} />
      <Route path="/sms-onboarding" component={SmsOnboardingPage} />
      <Route path="/home" component={inApp(HomePage)} />
      {/* One route for the grid and its item page (/closet/12): the grid stays mounted under the item, where it was. */}
      <Route path="/closet/:id?" component={ClosetInApp} />
      <Route path="/stylist" component={inApp(StylistPage)} />
      <Route path="/calendar" component={inApp(CalendarPage)} />
      <Route path="/calendar-events" component={inApp(CalendarEventsPage)} />
      <Route path="/shopping" component={signedOutShows(ShoppingSignedOut, inApp(ShoppingPage))} />
      <Route path="/sms-settings" component={inApp(SmsSettingsPage)} />
      <Route path="/settings" component={inApp(SettingsPage)} />
      <Route path="/insights" component={inApp(InsightsPage)} />
      <Route path="/plans" component={inApp(OutfitCalendarPage)} />
      <Route path="/trips" component={inApp(TripsPage)} />
      <Route path="/trips/:id" component={inApp(TripPage)} />
      {/* A shared packing list: read-only, for anyone with the link, signed in or not. */}
      <Route path="/pack/:token" component={SharedTripPage} />
      <Route path="/subscribe" component={SubscribeRoute} />
      <Route path="/onboarding" component={bare(OnboardingPage)} />
      <Route path="/admin" component={inApp(AdminPage, { admin: true })} />
      <Route path="/administration" component={AdministrationPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
