import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ZPhoneChangeConfirm, ZPhoneChangeRequest } from '../../../../shared/schemas/account-identity';
import type { TUser } from '../../../../shared/schemas/auth';
import { PHONE_CODE_TTL_MINUTES } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { FieldError, Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useConfirmPhoneChange, useStartPhoneChange } from '../api/account-contact';

const errorText = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');

/** The national format people read their own number in; E.164 elsewhere. */
const showPhone = (e164: string) => {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
};

/**
 * The phone row of Profile: the number as it is, and 'Change' opens two steps. The new number
 * gets a 6-digit code by text; the account moves to it only when that code is entered here.
 */
export function PhoneChange({ user }: { user: TUser }) {
  const id = useId();
  const start = useStartPhoneChange();
  const confirm = useConfirmPhoneChange();
  const [open, setOpen] = useState(false);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ phoneNumber?: string; currentPassword?: string; code?: string }>({});

  const close = () => {
    setOpen(false);
    setSentTo(null);
    setPhoneNumber('');
    setCurrentPassword('');
    setCode('');
    setError({});
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = ZPhoneChangeRequest.safeParse({ phoneNumber, currentPassword });
    if (!parsed.success) {
      const found: typeof error = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'phoneNumber' || field === 'currentPassword') && !found[field]) found[field] = issue.message;
      }
      return setError(found);
    }
    setError({});
    start.mutate(parsed.data, {
      onSuccess: (res) => {
        setSentTo(res.phoneNumber);
        setCode('');
      },
      onError: (e) =>
        e instanceof ApiError && (e.field === 'phoneNumber' || e.field === 'currentPassword')
          ? setError({ [e.field]: e.message })
          : toast.error('Could not send the code', errorText(e)),
    });
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPhoneChangeConfirm.safeParse({ code });
    if (!parsed.success) return setError({ code: parsed.error.issues[0]!.message });
    setError({});
    confirm.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success('Phone number changed', `Texts now go to ${showPhone(saved.phoneNumber ?? '')}, and you can sign in with it.`);
        close();
      },
      onError: (e) =>
        e instanceof ApiError && (e.field === 'code' || e.field === 'phoneNumber')
          ? setError({ [e.field]: e.message })
          : toast.error('Could not change the number', errorText(e)),
    });
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        {/* A term and its value: aria-labelledby on a paragraph is not allowed by ARIA and names nothing. */}
        <dl className="min-w-0">
          <dt className="text-sm font-medium">Phone</dt>
          <dd className="truncate text-sm text-muted-foreground">{user.phoneNumber ? showPhone(user.phoneNumber) : 'No phone number yet'}</dd>
        </dl>
        {open ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            Change
          </Button>
        )}
      </div>
      {open && sentTo === null ? (
        <form noValidate onSubmit={sendCode} className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3" aria-label="Change phone number">
          <Label htmlFor={`${id}-new`}>New phone number</Label>
          <Input
            id={`${id}-new`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(415) 555-0134"
            value={phoneNumber}
            onChange={(e) => setPhoneNumber(e.target.value)}
            aria-invalid={error.phoneNumber ? true : undefined}
            aria-describedby={`${id}-new-hint${error.phoneNumber ? ` ${id}-new-error` : ''}`}
            autoFocus
          />
          <p id={`${id}-new-hint`} className="text-xs text-muted-foreground">
            We text a 6-digit code to the new number. Your number stays as it is until you enter the code, and the old one hears of the change.
          </p>
          <FieldError id={`${id}-new-error`} message={error.phoneNumber} />
          <Label htmlFor={`${id}-password`}>Current password</Label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            aria-invalid={error.currentPassword ? true : undefined}
            aria-describedby={error.currentPassword ? `${id}-password-error` : undefined}
          />
          <FieldError id={`${id}-password-error`} message={error.currentPassword} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={start.isPending} aria-busy={start.isPending}>
              {start.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {start.isPending ? 'Sending...' : 'Send code'}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {open && sentTo !== null ? (
        <form noValidate onSubmit={confirmCode} className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3" aria-label="Confirm new phone number">
          <p role="status" className="text-sm">
            We texted a code to <strong>{showPhone(sentTo)}</strong>. It expires in {PHONE_CODE_TTL_MINUTES} minutes.
          </p>
          <Label htmlFor={`${id}-code`}>6-digit code</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            className="font-mono tracking-[0.4em]"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error.code ? true : undefined}
            aria-describedby={error.code ? `${id}-code-error` : undefined}
            autoFocus
          />
          <FieldError id={`${id}-code-error`} message={error.code ?? error.phoneNumber ?? error.currentPassword} />
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" size="sm" disabled={confirm.isPending} aria-busy={confirm.isPending}>
              {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {confirm.isPending ? 'Confirming...' : 'Confirm number'}
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={start.isPending} onClick={() => sendCode()}>
              Send a new code
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
