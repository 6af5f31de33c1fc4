import { CheckCircle2, Mail } from 'lucide-react';
import type { TUser } from '../../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../api/account-contact';

/** Under the email field: Verified, or that a link was sent with a way to send another. */
export function EmailStatus({ user, id }: { user: TUser; id: string }) {
  const resend = useResendVerification();
  if (!user.email) return null;
  if (user.emailVerifiedAt) {
    return (
      <p id={id} className="flex items-center gap-1.5 text-xs font-medium text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-3.5" aria-hidden /> Verified
      </p>
    );
  }
  return (
    <p id={id} className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <Mail className="size-3.5" aria-hidden /> Verification sent —
      <button
        type="button"
        disabled={resend.isPending || resend.isSuccess}
        className="font-medium text-foreground underline underline-offset-2 disabled:no-underline disabled:opacity-70"
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (r) => toast.success('Link sent', `Check ${r.email} (and its spam folder) for the link.`),
            onError: (e) => toast.error('Could not send the link', e instanceof ApiError && e.status < 500 ? e.message : 'Please try again.'),
          })
        }
      >
        {resend.isPending ? 'sending...' : resend.isSuccess ? 'sent again' : 'resend'}
      </button>
    </p>
  );
}
