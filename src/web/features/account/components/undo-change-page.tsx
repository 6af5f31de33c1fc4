import { AlertCircle, CheckCircle2, Loader2, ShieldAlert } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_CHANGE_UNDO_DAYS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError, withRequestId } from '../../../lib/api';
import { usePublicConfig } from '../../../lib/public-config';
import { useUndoChange } from '../api/undo-change';

/**
 * /undo-change?token=...: the link in the notice sent to the old email or number when either was
 * changed (ADR 0101). One button puts the old one back and signs out every device.
 */
export function UndoChangePage() {
  const { brandName } = usePublicConfig();
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
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background p-4">
      <Link href="/" className="font-serif text-xl font-semibold tracking-tight">
        {brandName}
      </Link>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6" aria-live="polite">
          {failure ? (
            <>
              <div className="flex items-center gap-2">
                <AlertCircle className="size-7 shrink-0 text-destructive" aria-hidden />
                <h1 className="text-xl font-semibold">Change not undone</h1>
              </div>
              <p className="text-sm text-muted-foreground">{failure}</p>
            </>
          ) : undo.isSuccess ? (
            <>
              <div className="flex items-center gap-2">
                <CheckCircle2 className="size-7 shrink-0 text-emerald-600" aria-hidden />
                <h1 className="text-xl font-semibold">Change undone</h1>
              </div>
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
              <div className="flex items-center gap-2">
                <ShieldAlert className="size-7 shrink-0 text-amber-600" aria-hidden />
                <h1 className="text-xl font-semibold">Undo a change to your account</h1>
              </div>
              <p className="text-sm text-muted-foreground">
                If you did not change your email or phone number, undo it here (within {ACCOUNT_CHANGE_UNDO_DAYS} days of the change). The old one comes back
                and every device is signed out, including whoever made the change.
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
        </CardContent>
      </Card>
    </main>
  );
}
