import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AuthScreen } from '../features/auth';
import { ClosetPage } from '../features/closet';
import { HomePage } from '../features/home';
import { LandingPage } from '../features/landing';
import { PrivacyPolicyPage, TermsPage } from '../features/legal';
import { OnboardingPage } from '../features/onboarding';
import { SmsOnboardingPage } from '../features/sms-onboarding';
import { StylistPage } from '../features/stylist';
import { RedirectSignedIn, RequireUser } from './guards';
import { AppLayout } from './layout';
import { NotFound } from './not-found';
import { Placeholder } from './placeholder';

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

const soon = (title: string, description?: string) => () => <Placeholder title={title} {...(description ? { description } : {})} />;

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
      <Route path="/calendar" component={inApp(soon('Calendar'))} />
      <Route path="/calendar-events" component={inApp(soon('Your Calendar Events'))} />
      <Route path="/shopping" component={inApp(soon('Shop'))} />
      <Route path="/sms-settings" component={inApp(soon('SMS Settings'))} />
      <Route path="/subscribe" component={inApp(soon('Subscribe'))} />
      <Route path="/onboarding" component={bare(OnboardingPage)} />
      <Route path="/admin" component={inApp(soon('Admin Dashboard'), { admin: true })} />
      <Route path="/administration" component={soon('Administration Panel')} />
      <Route component={NotFound} />
    </Switch>
  );
}
