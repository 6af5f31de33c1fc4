import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, CheckCircle2, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  basicInfoProblems,
  ONBOARDING_STEPS,
  PHOTO_MESSAGES,
  styleStepProblems,
  type StepProblems,
  type StyleStepField,
  type TStyleAnalysis,
} from '../../../../shared/schemas/onboarding';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Progress } from '../../../components/ui/progress';
import { useCurrentUser, useSetCurrentUser } from '../../../lib/current-user';
import { usePublicConfig } from '../../../lib/public-config';
import { stylePreferencesKey } from '../../../lib/style-preferences';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { analyzePhotosKey } from '../api/analyze-photos';
import { completeOnboarding } from '../api/complete-onboarding';
import { getStylePreferences, saveStylePreferences } from '../api/save-style-preferences';
import { updateProfile } from '../api/update-profile';
import { textedAnswers } from '../api/texted-answers';
import { STYLE_QUESTIONS } from '../../../../shared/style-questions';
import { CompletionError, ProfileExistsError, runCompletion } from '../lib/complete';
import { chatFromTexted, clearDraft } from '../lib/draft';
import { useOnboardingDraft } from '../hooks/use-onboarding-draft';
import { HomeLocationForm } from '../../../components/home-location-form';
import { BASIC_FIELD_IDS, BasicInfoStep, type BasicField } from './basic-info-step';
import { selectedStyles } from './style-summary';
import { PhotoStep } from './photo-step';
import { StyleChatStep } from './style-chat-step';
import { WelcomeStep } from './welcome-step';

/** Spec 2.10: after completion the user goes to / after 1 second. */
export const ONBOARDING_REDIRECT_MS = 1000;

const STEPS = [
  { title: 'Welcome', heading: (brand: string) => `Welcome to ${brand}` },
  { title: 'Basic Information', heading: () => 'A little about you' },
  { title: 'Photos', heading: () => 'Your colors and fit' },
  { title: 'Style chat', heading: () => 'Let’s talk style' },
] as const;

type Problems = StepProblems<BasicField | StyleStepField | 'photos'>;
const FIELD_IDS: Record<BasicField | StyleStepField | 'photos', string> = {
  ...BASIC_FIELD_IDS,
  styleGoals: 'ob-new-goal',
  preferredStyle: 'ob-styles-first',
  photos: 'ob-photo-input',
};
const without = (problems: Problems, field: string): Problems => Object.fromEntries(Object.entries(problems).filter(([k]) => k !== field));

/** Routed inside RequireUser, so a user is always present. */
export function OnboardingPage() {
  const { user } = useCurrentUser();
  // RETAKE_STYLE_CHAT_HREF (Settings → Style): the style chat alone, for a finished profile.
  const search = new URLSearchParams(useSearch());
  const retake = search.get('retake') === 'style';
  // 'Set up in the app instead' on the text consultation: the style chat starts from the answers already texted.
  const fromText = !retake && search.get('from') === 'text';
  if (!user) return null;
  return (
    <Wizard
      key={retake ? 'retake' : 'wizard'}
      userId={user.id}
      fullName={user.fullName}
      onboarded={user.onboardingCompleted}
      homeLocation={user.homeLocation}
      retake={retake}
      fromText={fromText}
    />
  );
}

function Wizard({
  userId,
  fullName,
  onboarded,
  homeLocation,
  retake,
  fromText = false,
}: {
  userId: number;
  fullName: string;
  onboarded: boolean;
  homeLocation: string | null;
  /** Only the style chat, from settings: the person's other answers are not asked nor saved, and it ends back in settings. */
  retake: boolean;
  fromText?: boolean;
}) {
  const { brandName, assistantName } = usePublicConfig();
  const setCurrentUser = useSetCurrentUser();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { draft, update } = useOnboardingDraft(userId, fullName, retake);
  // The answers texted so far become the style chat's start, once, and only over a chat not begun here.
  const chatRef = useRef(draft.chat);
  chatRef.current = draft.chat;
  useEffect(() => {
    if (!fromText || chatRef.current.length > 0) return;
    let live = true;
    textedAnswers()
      .then((answers) => {
        if (live && chatRef.current.length === 0 && answers.length) update({ chat: chatFromTexted(answers, STYLE_QUESTIONS) });
      })
      .catch(() => undefined); // Nothing texted to carry over: the chat starts as usual.
    return () => {
      live = false;
    };
  }, [fromText, update]);
  const exitTo = retake ? '/settings#style' : '/';
  // Sign-up asks the name; the wizard asks only when the account has none (issue 27).
  const [askName] = useState(() => !fullName.trim());
  const [problems, setProblems] = useState<Problems>({});
  const [completing, setCompleting] = useState(false);
  const [done, setDone] = useState(false);
  // A finished profile exists (by text, or an earlier wizard): replacing it waits for this dialog's yes.
  const [confirmReplace, setConfirmReplace] = useState(false);
  // 'Skip for now' on the style chat finishes without a style profile (defaults until one is made in settings).
  const [skippingStyle, setSkippingStyle] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = draft.step;

  useEffect(() => {
    // Focus follows the step for keyboard and screen-reader users; not on the first load.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(exitTo, { replace: true }), ONBOARDING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, exitTo]);

  const stepProblems = (): Problems => {
    if (step === 2) return basicInfoProblems(draft.basic);
    if (step === 3) return draft.photos.length ? {} : { photos: PHOTO_MESSAGES.none };
    if (step === 4 && draft.style) return styleStepProblems({ ...draft.style, styles: selectedStyles(draft.style) });
    return {};
  };

  const complete = async (replaceProfile = false, skipStyle = skippingStyle) => {
    setSkippingStyle(skipStyle);
    setConfirmReplace(false);
    setCompleting(true);
    try {
      const updated = await runCompletion(
        userId,
        draft,
        {
          completeOnboarding,
          updateProfile,
          saveStylePreferences,
          getStylePreferences,
          warn: (message, e) => console.warn(message, e),
        },
        { replaceProfile, skipStyle, styleOnly: retake },
      );
      clearDraft(userId);
      setCurrentUser(updated);
      // Home and settings show the saved profile from this cache, kept until told.
      void queryClient.invalidateQueries({ queryKey: stylePreferencesKey(userId) });
      setDone(true);
      toast.success('Your style profile is ready', `${assistantName} will use it for every outfit.`);
    } catch (e) {
      if (e instanceof ProfileExistsError) setConfirmReplace(true);
      else toast.error('Error completing onboarding', e instanceof CompletionError ? e.hint : 'Please try again.');
    } finally {
      setCompleting(false);
    }
  };

  const keepProfile = () => {
    setConfirmReplace(false);
    toast.info('Your style profile is unchanged', 'Nothing from this wizard was saved.');
    navigate(exitTo, { replace: true });
  };

  const next = () => {
    const found = stepProblems();
    setProblems(found);
    const first = Object.keys(found)[0] as keyof Problems | undefined;
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    if (step < ONBOARDING_STEPS) update({ step: step + 1 });
    else void complete(false, false);
  };
  /** 'Skip for now': photos move on without them; the style chat finishes without a profile. */
  const skip = () => {
    setProblems({});
    if (step < ONBOARDING_STEPS) update({ step: step + 1 });
    else void complete(false, true);
  };
  const back = () => {
    setProblems({});
    if (step > 1) update({ step: step - 1 });
  };

  const onPhotoChange = useCallback(
    (patch: Parameters<typeof update>[0]) => {
      setProblems((p) => without(p, 'photos'));
      update(patch);
    },
    [update],
  );
  const onStyleEdit = useCallback(
    (style: TStyleAnalysis, field?: StyleStepField) => {
      if (field) setProblems((p) => without(p, field));
      update({ style });
    },
    [update],
  );

  // Leaving the photo step mid-analysis would drop its answer: Continue waits for it.
  const analysing = useIsMutating({ mutationKey: analyzePhotosKey }) > 0;
  const firstName = draft.basic.fullName.trim().split(/\s+/)[0] || fullName.split(/\s+/)[0] || '';
  // The style chat's last step is Finish only once the five answers are summarised; until then the way out is Skip.
  const finishable = step < ONBOARDING_STEPS || draft.style !== null;
  // A retake is left by 'Back to settings' instead: skipping it would save nothing anyway.
  const skippable = !retake && step >= 3 && !(step === ONBOARDING_STEPS && draft.style !== null);

  return (
    <div className="relative min-h-dvh overflow-hidden bg-background text-foreground">
      <div aria-hidden className="pointer-events-none absolute -left-40 -top-40 size-[30rem] rounded-full bg-accent/10 blur-3xl" />
      <div className="relative mx-auto flex min-h-dvh max-w-2xl flex-col px-4 py-5 sm:px-8 sm:py-8">
        <header className="flex items-center justify-between gap-4">
          <span className="font-serif text-2xl font-semibold tracking-tight">{brandName}</span>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {retake ? 'Retaking your style chat' : `Step ${step} of ${ONBOARDING_STEPS}`}
          </span>
        </header>

        <div className="mt-5 grid gap-3">
          <Progress value={(step / ONBOARDING_STEPS) * 100} label={`Onboarding progress: step ${step} of ${ONBOARDING_STEPS}`} />
          <ol className="hidden grid-cols-4 gap-2 text-xs sm:grid" aria-label="Onboarding steps">
            {STEPS.map((s, i) => (
              <li
                key={s.title}
                aria-current={i + 1 === step ? 'step' : undefined}
                className={cn(i + 1 <= step ? 'font-medium text-foreground' : 'text-muted-foreground')}
              >
                {s.title}
              </li>
            ))}
          </ol>
        </div>

        <main className="flex flex-1 flex-col py-6">
          <section
            aria-labelledby="ob-step-heading"
            className="rounded-3xl border border-border bg-card p-5 shadow-xl shadow-stone-900/5 sm:p-8"
            data-testid="onboarding-step"
            data-step={step}
          >
            <h1 id="ob-step-heading" ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-semibold tracking-tight outline-none sm:text-4xl">
              {STEPS[step - 1]!.heading(brandName)}
            </h1>
            <div className="mt-5">
              {done ? (
                <p className="flex items-center gap-2 leading-relaxed text-muted-foreground" role="status">
                  <CheckCircle2 className="size-5 text-emerald-600" aria-hidden /> All set. Taking you to your dashboard...
                </p>
              ) : step === 1 ? (
                <>
                  <WelcomeStep firstName={firstName} assistantName={assistantName} />
                  {onboarded ? (
                    <p className="mt-4 rounded-xl border border-border bg-muted/50 p-3 text-sm text-muted-foreground" data-testid="profile-exists-note">
                      You already have a style profile. Finishing this wizard asks you before it replaces it.
                    </p>
                  ) : null}
                </>
              ) : step === 2 ? (
                <div className="grid gap-5">
                  <BasicInfoStep
                    value={draft.basic}
                    askName={askName}
                    onChange={(basic, field) => {
                      setProblems((p) => without(p, field));
                      update({ basic });
                    }}
                    problems={problems}
                  />
                  {/* Saved on its own (weather and the account's time zone come from it: issue 24), so it is optional here. */}
                  <HomeLocationForm userId={userId} current={homeLocation} compact />
                </div>
              ) : step === 3 ? (
                <PhotoStep draft={draft} onChange={onPhotoChange} userId={userId} error={problems.photos} />
              ) : (
                <StyleChatStep draft={draft} onChange={update} assistantName={assistantName} problems={problems} onStyleEdit={onStyleEdit} />
              )}
            </div>
          </section>

          <nav className="mt-6 flex flex-wrap items-center justify-between gap-3" aria-label="Onboarding navigation">
            {retake ? (
              <Button asChild variant="outline" size="lg" className="rounded-full">
                <Link href="/settings#style">
                  <ArrowLeft aria-hidden /> Back to settings
                </Link>
              </Button>
            ) : (
              <Button type="button" variant="outline" size="lg" className="rounded-full" onClick={back} disabled={step === 1 || completing || done}>
                <ArrowLeft aria-hidden /> Back
              </Button>
            )}
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              {skippable ? (
                <Button
                  type="button"
                  variant={finishable ? 'ghost' : 'outline'}
                  size="lg"
                  className="rounded-full"
                  onClick={skip}
                  disabled={completing || done || (step === 3 && analysing)}
                  aria-busy={completing && skippingStyle}
                >
                  {completing && skippingStyle ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  Skip for now
                </Button>
              ) : null}
              {finishable ? (
                <Button
                  type="button"
                  size="lg"
                  className="min-w-36 rounded-full"
                  onClick={next}
                  disabled={completing || done || (step === 3 && analysing)}
                  aria-busy={completing && !skippingStyle}
                >
                  {completing && !skippingStyle ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  {step === ONBOARDING_STEPS ? (completing && !skippingStyle ? 'Finishing...' : 'Finish') : 'Continue'}
                  {step === ONBOARDING_STEPS ? completing ? null : <Check aria-hidden /> : <ArrowRight aria-hidden />}
                </Button>
              ) : null}
            </div>
          </nav>
        </main>
      </div>
      <Dialog open={confirmReplace} onOpenChange={(open) => !open && setConfirmReplace(false)}>
        <DialogContent className="max-w-md" data-testid="replace-profile-dialog">
          <DialogHeader>
            <DialogTitle>Replace your style profile?</DialogTitle>
            <DialogDescription>You already have a finished style profile. Replace it with the answers you just gave, or keep it as it is.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={keepProfile}>
              Keep my profile
            </Button>
            <Button onClick={() => void complete(true, skippingStyle)}>Replace it</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
