import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { ZChangePasswordForm, type TChangePasswordForm } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError, Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import type { SettingsSectionProps } from './section-props';

type Field = keyof TChangePasswordForm;
const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings → Password: the current one proves it is you; every other device is signed out. */
export function PasswordSection(_props: SettingsSectionProps) {
  const id = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<TChangePasswordForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChangePasswordForm.safeParse(values);
    if (!parsed.success) {
      // Every field's first problem at once, each under its own field.
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ otherSessionsEnded }) => {
          setValues(EMPTY);
          toast.success(
            'Password changed',
            otherSessionsEnded > 0
              ? `You stay signed in here; ${otherSessionsEnded === 1 ? 'your other device was' : `${otherSessionsEnded} other devices were`} signed out.`
              : 'You stay signed in here.',
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'currentPassword' || error.field === 'newPassword')) setErrors({ [error.field]: error.message });
          else toast.error('Could not change your password', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <PasswordInput
        id={`${id}-${name}`}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined}
      />
      {hint ? (
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <Card id="password">
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs you out on every other phone and computer; you stay signed in here.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Change password">
          {field('currentPassword', 'Current password', 'current-password')}
          {field(
            'newPassword',
            'New password',
            'new-password',
            `At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember and hard to guess.`,
          )}
          {field('confirmPassword', 'Confirm new password', 'new-password')}
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending} className="sm:justify-self-start">
            {change.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
