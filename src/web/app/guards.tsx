import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { Spinner } from '../components/ui/skeleton';
import { useCurrentUser } from '../lib/current-user';
import { Delayed } from './lazy-screen';

const ONBOARDING_PATHS = ['/onboarding', '/sms-onboarding'];

/** Shown only if the account check takes longer than FALLBACK_DELAY_MS: a fast answer never flashes a spinner. */
export function FullPageSpinner() {
  return (
    <div className="min-h-dvh">
      <Delayed>
        <Spinner className="min-h-dvh" label="Loading your account" />
      </Delayed>
    </div>
  );
}

/** Spec 2.1 guard rules: spinner while loading, /auth without a user, the onboarding gate. */
export function RequireUser({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  if (!user.onboardingCompleted && !ONBOARDING_PATHS.includes(location)) return <Redirect to="/sms-onboarding" replace />;
  if (admin && !user.isAdmin) return <Redirect to="/home" replace />;
  return <>{children}</>;
}

/** Pages for signed-out visitors (landing, /auth): a signed-in user is sent on. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Redirect to={user.onboardingCompleted ? '/home' : '/sms-onboarding'} replace />;
  return <>{children}</>;
}
