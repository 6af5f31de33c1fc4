import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, smsConsentText } from '../../../../shared/constants';
import { ZSignUpForm, type TUser } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/session';
import { useStartConsultation } from '../api/start-consultation';

type SignUpInput = z.input<typeof ZSignUpForm>;
type SignUpValues = z.output<typeof ZSignUpForm>;

/** Spec section 5 and 8: the registration messages, word for word (the API answers them; the form says them under their fields). */
export const MISSING_FIELDS = 'Registration failed: Please provide both your full name and phone number.';
export const CONSENT_REQUIRED = 'SMS Consent Required: Please agree to receive text messages to continue.';
const CONSENT_FIELD_MESSAGE = 'Please agree to receive text messages to continue.';

const FORM_FIELDS = ['fullName', 'phoneNumber', 'email', 'username', 'password', 'smsConsent'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (f: string | undefined): f is FormField => FORM_FIELDS.includes(f as FormField);

/** The schema's full-name message names both fields; under the one field a shorter one reads better. */
const fieldMessage = (message: string | undefined) => (message === MISSING_FIELDS ? 'Full name is required' : message);

export function SignUpForm({ onRegistered }: { onRegistered: (user: TUser) => void }) {
  const { brandName, assistantName, smsMonthlyLimit } = usePublicConfig();
  const register = useRegister();
  const startConsultation = useStartConsultation();
  const [teamCodeOpen, setTeamCodeOpen] = useState(false);
  const [teamCode, setTeamCode] = useState('');
  const [usernameOpen, setUsernameOpen] = useState(false);
  // One voice for errors (issue 27.5): every problem is said in the form, next to what it is about; no toast.
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: { fullName: '', phoneNumber: '', email: '', username: '', password: '', smsConsent: false },
  });
  const { errors } = form.formState;
  const busy = register.isPending || startConsultation.isPending;

  // The schema leaves consent to the checkbox; it is said with the other fields' errors, all at once.
  const onInvalid = (_errs: FieldErrors<SignUpInput>) => {
    setFormError(null);
    if (!form.getValues('smsConsent')) form.setError('smsConsent', { message: CONSENT_FIELD_MESSAGE });
  };

  const onValid = async (values: SignUpValues) => {
    setFormError(null);
    if (!values.smsConsent) {
      form.setError('smsConsent', { message: CONSENT_FIELD_MESSAGE }, { shouldFocus: true });
      return;
    }
    let user: TUser;
    try {
      user = await register.mutateAsync({
        fullName: values.fullName,
        phoneNumber: values.phoneNumber,
        password: values.password,
        ...(values.email ? { email: values.email } : {}),
        ...(values.username ? { username: values.username } : {}),
        smsConsent: true,
        adminPassword: teamCode.trim(),
        timeZone: browserTimeZone(),
      });
    } catch (error) {
      if (error instanceof ApiError && isFormField(error.field)) {
        if (error.field === 'username') setUsernameOpen(true);
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
        return;
      }
      const message = error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.';
      setFormError(`Registration failed: ${message}`);
      return;
    }
    try {
      await startConsultation.mutateAsync({ userId: user.id, phoneNumber: user.phoneNumber ?? values.phoneNumber });
      toast.success('Account created successfully', `Check your phone for a text message from ${assistantName} to begin your style consultation`);
    } catch {
      toast.error('Account created', 'SMS consultation could not start; Please contact support');
    }
    onRegistered(user);
  };

  const described = (field: FormField, hint?: string) => {
    const ids = [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined } as const;
  };

  return (
    <form noValidate className="grid gap-3.5 lg:gap-3" onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label="Sign up">
      {/* Side by side from md up: at 1280 x 800 the whole form stays above the fold (tests/e2e/fast-web.e2e.ts). */}
      <div className="grid gap-3.5 md:grid-cols-2 md:gap-3">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="signup-full-name">Full name</Label>
          <Input id="signup-full-name" autoComplete="name" placeholder="Alex Rivera" {...form.register('fullName')} {...described('fullName')} />
          <FieldError id="fullName-error" message={fieldMessage(errors.fullName?.message)} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="signup-phone">Phone number</Label>
          <Input
            id="signup-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(415) 555-0134"
            {...form.register('phoneNumber')}
            {...described('phoneNumber')}
          />
          <FieldError id="phoneNumber-error" message={errors.phoneNumber?.message} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="signup-email">
          Email <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id="signup-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="alex@example.com"
          {...form.register('email')}
          {...described('email', 'signup-email-hint')}
        />
        <p id="signup-email-hint" className="text-xs text-muted-foreground">
          For receipts, and to get back in if your number changes.
        </p>
        <FieldError id="email-error" message={errors.email?.message} />
      </div>
      {usernameOpen ? (
        <div className="grid gap-1.5">
          <Label htmlFor="signup-username">
            Username <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id="signup-username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="alexrivera"
            {...form.register('username')}
            {...described('username', 'signup-username-hint')}
          />
          <p id="signup-username-hint" className="text-xs text-muted-foreground">
            3 to 30 letters, digits, dots, dashes or underscores, starting with a letter.
          </p>
          <FieldError id="username-error" message={errors.username?.message} />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="signup-password">Password</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.register('password')}
          {...described('password', 'signup-password-hint')}
        />
        <p id="signup-password-hint" className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters; a short phrase works well.
        </p>
        <FieldError id="password-error" message={errors.password?.message} />
      </div>

      <div className="grid gap-1.5 rounded-lg border border-border bg-muted/50 px-3 py-2.5">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="smsConsent"
            render={({ field }) => (
              <Checkbox
                id="signup-sms-consent"
                ref={field.ref}
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  if (checked === true) form.clearErrors('smsConsent');
                }}
                onBlur={field.onBlur}
                aria-invalid={errors.smsConsent ? true : undefined}
                aria-describedby={errors.smsConsent ? 'smsConsent-error' : undefined}
              />
            )}
          />
          <Label htmlFor="signup-sms-consent" className="text-xs font-normal leading-snug text-muted-foreground">
            {smsConsentText(brandName, smsMonthlyLimit)}
          </Label>
        </div>
        <FieldError id="smsConsent-error" message={errors.smsConsent?.message} />
      </div>

      <p className="text-xs text-muted-foreground">
        By creating an account you agree to our{' '}
        <Link href="/terms" className="font-medium text-foreground underline underline-offset-2">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy-policy" className="font-medium text-foreground underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>

      {teamCodeOpen ? (
        <div className="grid gap-1.5">
          <Label htmlFor="signup-team-code">Team access code (optional)</Label>
          <Input id="signup-team-code" autoComplete="off" value={teamCode} onChange={(e) => setTeamCode(e.target.value)} />
        </div>
      ) : null}

      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>

      {usernameOpen ? null : (
        <button
          type="button"
          className="justify-self-center text-xs text-muted-foreground underline-offset-2 hover:underline"
          onClick={() => setUsernameOpen(true)}
        >
          Prefer a username too? Choose one
        </button>
      )}
      {teamCodeOpen ? null : (
        <button
          type="button"
          className="justify-self-center text-xs text-muted-foreground underline-offset-2 hover:underline"
          onClick={() => setTeamCodeOpen(true)}
        >
          Joining as a team member? Enter your access code
        </button>
      )}
    </form>
  );
}
