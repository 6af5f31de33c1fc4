import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AdminPage, AdministrationPage } from '../features/administration';
import { AuthScreen } from '../features/auth';
import { PleaseSignIn, SubscribePage } from '../features/billing';
import { CalendarEventsPage, CalendarPage } from '../features/calendar';
import { ClosetPage } from '../features/closet';
import { HomePage } from '../features/home';
import { LandingPage } from '../features/landing';
import { PrivacyPolicyPage, TermsPage } from '../features/legal';
import { OnboardingPage } from '../features/onboarding';
import { ShoppingPage, ShoppingSignedOut } from '../features/shopping';
import { SmsOnboardingPage } from '../features/sms-onboarding';
import { SmsSettingsPage } from '../features/sms-settings';
import { StylistPage } from '../features/stylist';
import { useCurrentUser } from '../lib/current-user';
import { FullPageSpinner, RedirectSignedIn, RequireUser } from './guards';
import { AppLayout } from './layout';
import { NotFound } from './not-found';

/** Signed-in screens inside the header + tab bar layout. */
const inApp = (Screen: ComponentType, options: { admin?: boolean } = {}) =>
  function InApp() {
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

export function AppRoutes() {
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
      <Route path="/sms-onboarding" component={SmsOnboardingPage} />
      <Route path="/home" component={inApp(HomePage)} />
      <Route path="/closet" component={inApp(ClosetPage)} />
      <Route path="/stylist" component={inApp(StylistPage)} />
      <Route path="/calendar" component={inApp(CalendarPage)} />
      <Route path="/calendar-events" component={inApp(CalendarEventsPage)} />
      <Route path="/shopping" component={signedOutShows(ShoppingSignedOut, inApp(ShoppingPage))} />
      <Route path="/sms-settings" component={inApp(SmsSettingsPage)} />
      <Route path="/subscribe" component={SubscribeRoute} />
      <Route path="/onboarding" component={bare(OnboardingPage)} />
      <Route path="/admin" component={inApp(AdminPage, { admin: true })} />
      <Route path="/administration" component={AdministrationPage} />
      <Route component={NotFound} />
    </Switch>
  );
}
