import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DELETE_CONFIRMATION_WORD, ZDeleteAccountForm, type TDeleteAccountForm } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import type { SettingsSectionProps } from './section-props';

type Field = keyof TDeleteAccountForm;
const EMPTY: TDeleteAccountForm = { password: '', confirmation: '' };

/** Settings → Delete my account: the password and the typed word, then everything goes. */
export function DeleteAccountSection({ user }: SettingsSectionProps) {
  const id = useId();
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<TDeleteAccountForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      setErrors({});
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDeleteAccountForm.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    remove.mutate(
      { password: values.password },
      {
        onSuccess: () => {
          navigate('/', { replace: true });
          toast.success(
            'Your account is deleted',
            `Everything about ${user.fullName.split(' ')[0] || 'you'} is gone from our servers. Thank you for trying us.`,
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'password') setErrors({ password: error.message });
          else
            toast.error(
              'Could not delete your account',
              error instanceof ApiError && error.status < 500 ? error.message : 'Nothing was deleted. Please try again.',
            );
        },
      },
    );
  };

  return (
    <Card id="delete" className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Deletes your profile, closet, photos, looks and messages for good, cancels your subscription and stops our texts. Download your data first if you want
          a copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Delete my account">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>This can&apos;t be undone. Your subscription is canceled today, and you&apos;re signed out everywhere.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>Your password</Label>
              <PasswordInput
                id={`${id}-password`}
                autoComplete="current-password"
                value={values.password}
                onChange={set('password')}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? `${id}-password-error` : undefined}
              />
              <FieldError id={`${id}-password-error`} message={errors.password} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-confirm`}>
                Type <span className="font-mono font-semibold">{DELETE_CONFIRMATION_WORD}</span> to confirm
              </Label>
              <Input
                id={`${id}-confirm`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={values.confirmation}
                onChange={set('confirmation')}
                aria-invalid={errors.confirmation ? true : undefined}
                aria-describedby={errors.confirmation ? `${id}-confirm-error` : undefined}
              />
              <FieldError id={`${id}-confirm-error`} message={errors.confirmation} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={remove.isPending}>
                  Keep my account
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={remove.isPending || values.confirmation.trim() !== DELETE_CONFIRMATION_WORD}
                aria-busy={remove.isPending}
              >
                {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {remove.isPending ? 'Deleting...' : 'Delete forever'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
