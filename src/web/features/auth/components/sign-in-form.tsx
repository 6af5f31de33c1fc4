import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { ZLoginRequest } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api';
import { useLogin } from '../api/session';

type SignInInput = z.input<typeof ZLoginRequest>;
type SignInValues = z.output<typeof ZLoginRequest>;

/** Spec section 8, word for word. */
export const LOGIN_FAILED = 'Login failed: Please check your credentials and try again.';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const login = useLogin();
  const [, navigate] = useLocation();
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  // One voice for errors (issue 27.5): a refused sign-in is said in the form, above its button; no toast.
  const [formError, setFormError] = useState<string | null>(null);

  const onValid = (values: SignInValues) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (user) => navigate(user.onboardingCompleted ? '/home' : '/sms-onboarding', { replace: true }),
      onError: (error) => {
        form.setValue('password', '');
        form.setFocus('password');
        if (error instanceof ApiError && (error.status === 401 || error.status === 400)) setFormError(LOGIN_FAILED);
        else if (error instanceof ApiError && error.status < 500) setFormError(`Login failed: ${error.message}`);
        else setFormError('Login failed: Please try again.');
      },
    });
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onValid, () => setFormError(null))} aria-label="Sign in">
      <div className="grid gap-1.5">
        <Label htmlFor="signin-username">Phone, email or username</Label>
        <Input
          id="signin-username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="(415) 555-0134"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'username-error' : undefined}
          {...form.register('username')}
        />
        <FieldError id="username-error" message={errors.username?.message} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor="signin-password">Password</Label>
          <button type="button" onClick={onForgotPassword} className="text-xs font-medium text-accent underline-offset-2 hover:underline">
            Forgot password?
          </button>
        </div>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...form.register('password')}
        />
        <FieldError id="password-error" message={errors.password?.message} />
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
