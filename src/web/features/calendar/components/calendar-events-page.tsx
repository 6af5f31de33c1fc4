import { CalendarDays, Clock, Loader2, MapPin, RefreshCw, Unplug } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { GOOGLE_SYNC_DEFAULT_DAYS, type TCalendarEvent } from '../../../../shared/schemas/calendar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import { GOOGLE_CONNECT_URL, useDisconnectGoogle, useGoogleEvents, useGoogleStatus, useSyncGoogle } from '../api/google';
import { ADD_FEED_PARAM } from '../lib/links';
import { dayLabel } from '../lib/dates';
import { DressCodeBadge } from './dress-code-badge';
import { eventTimes } from './event-list';

/** The outcome of Google's consent screen arrives as ?google=connected|denied|error on the way back. */
function useConnectOutcome() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get('google');
    if (!outcome) return;
    if (outcome === 'connected') toast.success('Google Calendar connected', 'Your next two weeks are being synced.');
    else if (outcome === 'denied') toast.error('Google Calendar not connected', 'Access was not granted.');
    else toast.error('Google Calendar not connected', params.get('message') ?? 'Please try again.');
    window.history.replaceState(null, '', window.location.pathname);
  }, []);
}

/** Spec 2.8: the user's Google events when connected, otherwise the integration prompt. */
export function CalendarEventsPage() {
  const { user } = useCurrentUser();
  useConnectOutcome();
  const status = useGoogleStatus();
  const enabled = !!user?.googleCalendarEnabled;
  if (!user || status.isPending) {
    return (
      <div className="mx-auto max-w-3xl p-4" aria-busy="true">
        <Skeleton className="h-40" />
      </div>
    );
  }
  return enabled && status.data?.state !== 'revoked' ? <ConnectedView userId={user.id} /> : <IntegrationView />;
}

function ConnectedView({ userId }: { userId: number }) {
  const events = useGoogleEvents(userId, true);
  const sync = useSyncGoogle();
  const disconnect = useDisconnectGoogle();
  useEffect(() => {
    if (events.isError) toast.error('Error', 'Failed to fetch events');
  }, [events.isError]);

  // The promise, not mutate()'s callbacks: a sync that finds access revoked refreshes the status,
  // which swaps this view out, and TanStack Query drops the callbacks of an unmounted observer.
  const onSync = () =>
    sync.mutateAsync({ userId, days: GOOGLE_SYNC_DEFAULT_DAYS }).then(
      () => toast.success('Events Synced', 'Your Google Calendar events have been synced successfully.'),
      () => toast.error('Sync Failed', 'Failed to sync Google Calendar events. Please try again.'),
    );

  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Your Calendar Events</h1>
        <div className="flex gap-2">
          <Button onClick={onSync} disabled={sync.isPending}>
            {sync.isPending ? <Loader2 className="animate-spin" /> : <RefreshCw />} Sync Events
          </Button>
          <Button
            variant="outline"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => toast.success('Google Calendar disconnected', 'Its events were removed from your calendar.'),
                onError: (err) => toast.error('Could not disconnect', err.message),
              })
            }
          >
            <Unplug /> Disconnect
          </Button>
        </div>
      </div>
      {events.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading events">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : events.isError ? (
        <Card>
          <CardContent className="py-8 text-center">
            <p className="text-destructive">Failed to fetch events</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => events.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : events.data.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">
            <CalendarDays className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
            <p className="text-lg font-semibold">No Events Found</p>
            <p className="text-sm text-muted-foreground">You don't have any upcoming events in your Google Calendar.</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {events.data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EventCard({ event }: { event: TCalendarEvent }) {
  return (
    <li>
      <Card className="h-full">
        <CardHeader className="pb-2">
          <div className="flex items-start justify-between gap-2">
            <CardTitle className="text-base break-words">{event.title}</CardTitle>
            {event.dressCode ? <DressCodeBadge code={event.dressCode} /> : null}
          </div>
          <CardDescription>{dayLabel(event.date)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm text-muted-foreground">
          <p className="flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" /> {eventTimes(event)}
          </p>
          {event.location ? (
            <p className="flex items-center gap-1.5">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" /> <span className="break-words">{event.location}</span>
            </p>
          ) : null}
          {event.description ? <p className="line-clamp-3 whitespace-pre-line text-foreground/80">{event.description}</p> : null}
        </CardContent>
      </Card>
    </li>
  );
}

function IntegrationView() {
  const status = useGoogleStatus();
  const configured = status.data?.configured ?? false;
  const revoked = status.data?.state === 'revoked';
  return (
    <div className="mx-auto max-w-xl p-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Google Calendar Integration</CardTitle>
            <Badge variant={revoked ? 'destructive' : 'secondary'}>{revoked ? 'Access revoked' : 'Not connected'}</Badge>
          </div>
          <CardDescription>
            {revoked
              ? 'Google no longer lets us read your calendar (access was removed in your Google account). Connect again to keep your outfits in step with your schedule.'
              : 'Connect your Google Calendar so your daily outfit follows your real schedule: interviews, weddings, workouts and everything between, each with its dress code.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {configured ? (
            <Button asChild>
              <a href={GOOGLE_CONNECT_URL}>{revoked ? 'Reconnect Google Calendar' : 'Connect Google Calendar'}</a>
            </Button>
          ) : (
            <>
              <Button disabled>Connect Google Calendar</Button>
              <p className="text-sm text-muted-foreground">
                Google Calendar is not set up on this server. You can still bring in any calendar, Google's included, by its secret iCal address.
              </p>
            </>
          )}
          <Button variant="outline" asChild>
            <Link href={`/calendar?${ADD_FEED_PARAM}`}>Add a calendar feed instead</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
