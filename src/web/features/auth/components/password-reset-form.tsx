import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_CODE_TTL_MINUTES } from '../../../../shared/constants';
import { ZPasswordResetForm, ZResetCode, ZPassword, type TPasswordResetRequest } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../api/password-reset';

const ZCodeStep = z.object({ code: ZResetCode, newPassword: ZPassword });
type PhoneInput = z.input<typeof ZPasswordResetForm>;
type PhoneValues = z.output<typeof ZPasswordResetForm>;
/** Where the code goes: an email (it has an @) gets it by mail, anything else is read as the phone number. */
type Target = TPasswordResetRequest;
const targetOf = (account: string): Target => (account.includes('@') ? { email: account.trim().toLowerCase() } : { phoneNumber: account });
type CodeInput = z.input<typeof ZCodeStep>;
type CodeValues = z.output<typeof ZCodeStep>;

const errorText = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');

/**
 * Forgotten password (decisions.md section 2): phone number (or, since issue 27, a verified
 * email), then the 6-digit code sent by text or mail and a new password. `onDone` returns to Sign In.
 */
export function PasswordResetForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [target, setTarget] = useState<Target | null>(null);
  const [notice, setNotice] = useState('');
  return target === null ? (
    <PhoneStep
      onSent={(sentTo, message) => {
        setTarget(sentTo);
        setNotice(message);
      }}
      onCancel={onCancel}
    />
  ) : (
    <CodeStep target={target} notice={notice} onDone={onDone} onChangeNumber={() => setTarget(null)} />
  );
}

function PhoneStep({ onSent, onCancel }: { onSent: (target: Target, message: string) => void; onCancel: () => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<PhoneInput, unknown, PhoneValues>({ resolver: zodResolver(ZPasswordResetForm), defaultValues: { account: '' } });
  const error = form.formState.errors.account?.message;
  const onValid = (values: PhoneValues) => {
    const target = targetOf(values.account);
    request.mutate(target, {
      onSuccess: (res) => onSent(target, res.message),
      onError: (e) => {
        if (e instanceof ApiError && (e.field === 'phoneNumber' || e.field === 'email'))
          form.setError('account', { message: e.message }, { shouldFocus: true });
        else form.setError('root', { message: `Could not send the code: ${errorText(e)}` });
      },
    });
  };
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onValid)}>
      <p className="text-sm text-muted-foreground">
        Enter the phone number on your account, or its verified email if your number changed. We'll send a 6-digit code to set a new password.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="reset-phone">Phone number or email</Label>
        <Input
          id="reset-phone"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="(415) 555-0134"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reset-phone-error' : undefined}
          {...form.register('account')}
        />
        <FieldError id="reset-phone-error" message={error} />
      </div>
      {/* One voice for errors (issue 27.5): what the server refuses is said here, not in a toast. */}
      <FieldError message={form.formState.errors.root?.message} />
      <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? 'Sending Code...' : 'Send Code'}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Back to Sign In
      </Button>
    </form>
  );
}

function CodeStep({ target, notice, onDone, onChangeNumber }: { target: Target; notice: string; onDone: () => void; onChangeNumber: () => void }) {
  const confirm = useConfirmPasswordReset();
  const resend = useRequestPasswordReset();
  const form = useForm<CodeInput, unknown, CodeValues>({ resolver: zodResolver(ZCodeStep), defaultValues: { code: '', newPassword: '' } });
  const { errors } = form.formState;

  const onValid = (values: CodeValues) =>
    confirm.mutate(
      { ...target, ...values },
      {
        onSuccess: () => {
          toast.success('Password updated', 'Sign in with your phone number, email or username and your new password.');
          onDone();
        },
        onError: (e) => {
          if (e instanceof ApiError && (e.field === 'code' || e.field === 'newPassword')) form.setError(e.field, { message: e.message }, { shouldFocus: true });
          else form.setError('root', { message: `Could not reset your password: ${errorText(e)}` });
        },
      },
    );

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onValid)}>
      <p role="status" className="rounded-lg border border-border bg-muted/50 p-3 text-sm text-muted-foreground">
        {notice || 'If that account exists, a 6-digit code is on its way.'} The code expires in {RESET_CODE_TTL_MINUTES} minutes.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="reset-code">6-digit code</Label>
        <Input
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="font-mono tracking-[0.4em]"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'reset-code-error' : undefined}
          {...form.register('code')}
        />
        <FieldError id="reset-code-error" message={errors.code?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="reset-new-password">New password</Label>
        <PasswordInput
          id="reset-new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={['reset-new-password-hint', errors.newPassword ? 'reset-new-password-error' : ''].filter(Boolean).join(' ')}
          {...form.register('newPassword')}
        />
        <p id="reset-new-password-hint" className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
        <FieldError id="reset-new-password-error" message={errors.newPassword?.message} />
      </div>
      <FieldError message={errors.root?.message} />
      <Button type="submit" size="lg" disabled={confirm.isPending} aria-busy={confirm.isPending}>
        {confirm.isPending ? 'Updating Password...' : 'Update Password'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <button type="button" className="text-muted-foreground underline-offset-2 hover:underline" onClick={onChangeNumber}>
          {target.email ? 'Use a different email or number' : 'Use a different number'}
        </button>
        <button
          type="button"
          disabled={resend.isPending}
          className="font-medium text-accent underline-offset-2 hover:underline disabled:opacity-50"
          onClick={() =>
            resend.mutate(target, {
              onSuccess: () =>
                toast.success('Code sent', target.email ? 'Check your email for a new 6-digit code.' : 'Check your phone for a new 6-digit code.'),
              onError: (e) => form.setError('root', { message: `Could not send the code: ${errorText(e)}` }),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </button>
      </div>
    </form>
  );
}
