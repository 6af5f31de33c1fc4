import { CalendarDays, CloudSun, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { TRIAL_DAYS } from '../../../../shared/billing';
import { smsCadenceText } from '../../../../shared/constants';
import type { TUser } from '../../../../shared/schemas/auth';
import { useSetCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { cn } from '../../../lib/utils';
import { BackgroundVideo, useBackgroundVideo, VideoToggle } from './background-video';
import { PasswordResetForm } from './password-reset-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'signup' | 'signin' | 'reset';

const HEADINGS: Record<Mode, { title: string; subtitle: string }> = {
  signup: { title: 'Create your account', subtitle: `Free to join. Start a ${TRIAL_DAYS}-day trial when you choose.` },
  signin: { title: 'Welcome back', subtitle: 'Sign in with your phone number, email or username and your password.' },
  reset: { title: 'Reset your password', subtitle: 'We will text a 6-digit code to your phone.' },
};

/** Spec 2.3: sign-up by default, a toggle to sign in, over a looping background video. */
export function AuthScreen() {
  const { brandName, assistantName, tagline, smsMonthlyLimit } = usePublicConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const setCurrentUser = useSetCurrentUser();
  const [mode, setMode] = useState<Mode>(() => (new URLSearchParams(search).get('mode') === 'signin' ? 'signin' : 'signup'));
  // Straight on after sign-up: the person signs in again with the phone number (or email) they just gave.
  const continueAfterSignUp = (user: TUser) => {
    setCurrentUser(user);
    navigate('/sms-onboarding', { replace: true });
  };

  const heading = HEADINGS[mode];
  const video = useBackgroundVideo();
  return (
    <div className="relative isolate min-h-dvh bg-[#120d0a] text-white">
      <BackgroundVideo video={video} />
      <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col px-5 py-3 sm:px-8 lg:py-4">
        {/* One line on a phone, so the form is the first thing under it (issue 27.5). */}
        <header className="flex items-center justify-between gap-4">
          <Link href="/" className="font-serif text-xl font-semibold tracking-tight text-white/95 hover:text-white">
            {brandName}
          </Link>
          <div className="flex items-center gap-4">
            <nav aria-label="Legal" className="flex gap-4 text-xs text-white/80">
              <Link href="/privacy-policy" className="hover:text-white">
                Privacy
              </Link>
              <Link href="/terms" className="hover:text-white">
                Terms
              </Link>
            </nav>
            <VideoToggle video={video} />
          </div>
        </header>

        {/*
         * Tighter on a laptop (issue 15): at 1280 x 800 the whole form is above the fold. On a phone the
         * form comes first and the brand story after it; the story holds nothing to tab to, so the visual
         * order and the tab order still agree.
         */}
        <main className="grid flex-1 items-center gap-8 pb-8 pt-3 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:py-4">
          <section aria-labelledby="auth-brand" className="order-last max-w-xl lg:order-none">
            <p className="mb-4 text-xs font-semibold uppercase tracking-[0.3em] text-[#f2c29b]">Your AI personal stylist</p>
            <h1 id="auth-brand" className="font-serif text-5xl font-semibold leading-[1.05] tracking-tight sm:text-6xl">
              {brandName}
            </h1>
            <p className="mt-3 font-serif text-2xl italic text-white/90 sm:text-3xl">{tagline}</p>
            <p className="mt-5 text-base leading-relaxed text-white/80">
              {assistantName}, your personal AI stylist, builds each day's outfit from your own closet, matched to your calendar and the weather, and texts it
              to you: {smsCadenceText(smsMonthlyLimit)}. Reply any time to ask for a second option, plan a trip or get advice before you buy.
            </p>
            <ul className="mt-6 hidden gap-3 text-sm text-white/85 sm:grid">
              <li className="flex items-center gap-3">
                <MessageSquareText className="size-5 text-[#f2c29b]" aria-hidden /> A daily outfit by text message
              </li>
              <li className="flex items-center gap-3">
                <CalendarDays className="size-5 text-[#f2c29b]" aria-hidden /> Dressed for what is on your calendar
              </li>
              <li className="flex items-center gap-3">
                <CloudSun className="size-5 text-[#f2c29b]" aria-hidden /> Ready for the day's weather
              </li>
            </ul>
          </section>

          <section
            aria-labelledby="auth-form-title"
            className="order-first w-full max-w-md justify-self-center rounded-2xl border border-white/15 bg-card/95 p-5 text-card-foreground shadow-2xl backdrop-blur-md sm:p-8 lg:order-none lg:max-w-lg lg:justify-self-end lg:px-7 lg:py-6"
          >
            {mode === 'reset' ? null : (
              <div role="group" aria-label="Choose sign up or sign in" className="mb-4 grid grid-cols-2 rounded-full bg-muted p-1 text-sm font-medium">
                {(['signup', 'signin'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    aria-pressed={mode === m}
                    onClick={() => setMode(m)}
                    className={cn(
                      'rounded-full px-4 py-2 transition-colors',
                      // The chosen side stands out on the card too (a ring, not only a slightly lighter fill).
                      mode === m ? 'bg-card font-semibold text-foreground shadow-sm ring-1 ring-border' : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {m === 'signup' ? 'Sign Up' : 'Sign In'}
                  </button>
                ))}
              </div>
            )}
            <h2 id="auth-form-title" className="font-serif text-2xl font-semibold">
              {heading.title}
            </h2>
            <p className="mb-4 mt-1 text-sm text-muted-foreground">{heading.subtitle}</p>
            {mode === 'signup' ? <SignUpForm onRegistered={continueAfterSignUp} /> : null}
            {mode === 'signin' ? <SignInForm onForgotPassword={() => setMode('reset')} /> : null}
            {mode === 'reset' ? <PasswordResetForm onDone={() => setMode('signin')} onCancel={() => setMode('signin')} /> : null}
          </section>
        </main>
      </div>
    </div>
  );
}
