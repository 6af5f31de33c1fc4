import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { ApiError, withRequestId } from '../../../lib/api';
import { LinkPage, LinkPageHeading } from './link-page';
import { useCurrentUser } from '../../../lib/current-user';
import { useVerifyEmail } from '../api/verify-email';

/** /verify-email?token=...: the link from the verification mail says whether the email is now verified, or why not. */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useCurrentUser();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the link is single-use, a second request would only say it was used.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const failure = !token
    ? 'This link has no token. Open the whole link from the mail, or send a new one from Settings.'
    : verify.isError
      ? verify.error instanceof ApiError && verify.error.status < 500
        ? verify.error.message
        : withRequestId('We could not check the link just now. Please try again in a moment.', verify.error)
      : null;
  const next = user ? { href: '/settings', label: 'Go to Settings' } : { href: '/auth?mode=signin', label: 'Sign in' };

  return (
    <LinkPage>
      {failure ? (
        <>
          <LinkPageHeading icon={AlertCircle} tone="text-destructive">
            Email not verified
          </LinkPageHeading>
          <p className="text-sm text-muted-foreground">{failure}</p>
        </>
      ) : verify.isSuccess ? (
        <>
          <LinkPageHeading icon={CheckCircle2} tone="text-emerald-600">
            Email verified
          </LinkPageHeading>
          <p className="text-sm text-muted-foreground">
            <strong className="font-medium text-foreground">{verify.data.email}</strong> is confirmed. Receipts go there, and you can use it to sign in or reset
            your password.
          </p>
        </>
      ) : (
        <div className="flex items-center gap-2" role="status">
          <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
          <h1 className="text-xl font-semibold">Verifying your email...</h1>
        </div>
      )}
      {failure || verify.isSuccess ? (
        <Link href={next.href} className="mt-1 inline-block text-sm font-medium text-accent underline-offset-4 hover:underline">
          {next.label}
        </Link>
      ) : null}
    </LinkPage>
  );
}
