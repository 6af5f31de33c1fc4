import { Laptop, Loader2, Smartphone, Tablet, HelpCircle } from 'lucide-react';
import type { TSessionSummary } from '../../../../shared/schemas/account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSessions, useSignOutSessions } from '../api/sessions';
import { lastActive, longDate } from '../lib/account-dates';
import type { SettingsSectionProps } from './section-props';

const ICONS = { phone: Smartphone, tablet: Tablet, desktop: Laptop, unknown: HelpCircle } as const;

/** Settings → Sessions: where the account is signed in, and a way to end any of them. */
export function SessionsSection({ user }: SettingsSectionProps) {
  const sessions = useSessions();
  const signOut = useSignOutSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current);
  const now = new Date();

  const onError = (error: Error) => toast.error('Could not sign out', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');
  const endOne = (s: TSessionSummary) => signOut.mutate({ id: s.id }, { onSuccess: () => toast.success('Signed out', `${s.device} is signed out.`), onError });
  const endOthers = () =>
    signOut.mutate('others', {
      onSuccess: ({ ended }) => toast.success('Signed out', ended === 1 ? 'Your other device is signed out.' : `${ended} other devices are signed out.`),
      onError,
    });

  return (
    <Card id="sessions">
      <CardHeader>
        <CardTitle>Where you&apos;re signed in</CardTitle>
        <CardDescription>Don&apos;t recognize a device? Sign it out, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading sessions">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : sessions.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p className="text-muted-foreground">Your sessions could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Signed-in devices">
            {list.map((s) => {
              const Icon = ICONS[s.kind];
              const pending = signOut.isPending && typeof signOut.variables === 'object' && signOut.variables.id === s.id;
              return (
                <li key={s.id} className="flex items-center gap-3 p-3">
                  <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      <span className="truncate">{s.device}</span>
                      {s.current ? (
                        <Badge variant="outline" className="border-accent">
                          This device
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {s.current ? 'Active now' : lastActive(s.lastActiveAt, now, user.timezone)} · Signed in on {longDate(s.signedInAt, user.timezone)}
                    </p>
                  </div>
                  {s.current ? null : (
                    <Button variant="ghost" size="sm" onClick={() => endOne(s)} disabled={signOut.isPending} aria-label={`Sign out ${s.device}`}>
                      {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {sessions.isSuccess ? (
          others.length > 0 ? (
            <Button
              variant="outline"
              className="sm:justify-self-start"
              onClick={endOthers}
              disabled={signOut.isPending}
              aria-busy={signOut.isPending && signOut.variables === 'others'}
            >
              {signOut.isPending && signOut.variables === 'others' ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Sign out other sessions
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">You&apos;re signed in on this device only.</p>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
