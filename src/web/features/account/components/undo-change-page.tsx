import { AlertCircle, CheckCircle2, Loader2, ShieldAlert } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_CHANGE_UNDO_DAYS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { ApiError, withRequestId } from '../../../lib/api';
import { LinkPage, LinkPageHeading } from './link-page';
import { useUndoChange } from '../api/undo-change';

/**
 * /undo-change?token=...: the link in the notice sent to the old email or number when either was
 * changed (ADR 0101). One button puts the old one back and signs out every device.
 */
export function UndoChangePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const undo = useUndoChange();

  const failure = !token
    ? 'This link has no token. Open the whole link from the message.'
    : undo.isError
      ? undo.error instanceof ApiError && undo.error.status < 500
        ? undo.error.message
        : withRequestId('We could not undo the change just now. Please try again in a moment.', undo.error)
      : null;
  const what = undo.data?.kind === 'phone' ? 'phone number' : 'email';

  return (
    <LinkPage>
      {failure ? (
        <>
          <LinkPageHeading icon={AlertCircle} tone="text-destructive">
            Change not undone
          </LinkPageHeading>
          <p className="text-sm text-muted-foreground">{failure}</p>
        </>
      ) : undo.isSuccess ? (
        <>
          <LinkPageHeading icon={CheckCircle2} tone="text-emerald-600">
            Change undone
          </LinkPageHeading>
          <p className="text-sm text-muted-foreground">
            {undo.data.restored ? (
              <>
                Your {what} is <strong className="font-medium text-foreground">{undo.data.restored}</strong> again.
              </>
            ) : (
              <>The {what} that was added is gone.</>
            )}{' '}
            Every device is signed out. Sign in with your password, or reset it if it was changed.
          </p>
        </>
      ) : (
        <>
          <LinkPageHeading icon={ShieldAlert} tone="text-amber-600">
            Undo a change to your account
          </LinkPageHeading>
          <p className="text-sm text-muted-foreground">
            If you did not change your email or phone number, undo it here (within {ACCOUNT_CHANGE_UNDO_DAYS} days of the change). The old one comes back and
            every device is signed out, including whoever made the change.
          </p>
          <Button type="button" disabled={undo.isPending} aria-busy={undo.isPending} onClick={() => undo.mutate(token)} className="justify-self-start">
            {undo.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {undo.isPending ? 'Undoing...' : 'Undo the change and sign out everywhere'}
          </Button>
        </>
      )}
      {failure || undo.isSuccess ? (
        <Link href="/auth?mode=signin" className="mt-1 inline-block text-sm font-medium text-accent underline-offset-4 hover:underline">
          Sign in (or choose &lsquo;Forgot password?&rsquo; there)
        </Link>
      ) : null}
    </LinkPage>
  );
}
