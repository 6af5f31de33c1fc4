import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Luggage, MapPin } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { TRIP_OCCASION_LABELS, TRIP_OCCASIONS, ZTripRequest, type TTripRequest } from '../../../../shared/schemas/trips';
import { useCreateTrip, useTripFromEvent, useTrips } from '../api/trips';
import { dateRange } from './trip-dates';

/** /trips (issue 44 point 2): trips to pack for, from the calendar or made by hand. */
export function TripsPage() {
  const { data, isLoading, error } = useTrips();
  const [, navigate] = useLocation();
  const fromEvent = useTripFromEvent();
  return (
    <div className="mx-auto grid max-w-4xl gap-5 px-4 py-6 md:px-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold md:text-3xl">Packing lists</h1>
        <p className="text-sm text-muted-foreground">
          A list for each trip from your own closet: a look a day for the weather there, the fewest pieces that make them, and what you are missing.
        </p>
      </header>
      {isLoading && <Skeleton className="h-40" />}
      {error && <p role="alert">We couldn't load your trips: {error.message}</p>}
      {data && data.suggestions.length > 0 && (
        <section aria-labelledby="from-calendar" className="grid gap-3" data-testid="trip-suggestions">
          <h2 id="from-calendar" className="text-lg font-semibold">
            From your calendar
          </h2>
          {data.suggestions.map((s) => (
            <Card key={s.eventId}>
              <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
                <div className="grid gap-0.5">
                  <p className="font-medium">{s.title}</p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-4" aria-hidden /> {s.where} · {dateRange(s.startDate, s.endDate)}
                  </p>
                </div>
                <Button
                  disabled={fromEvent.isPending}
                  onClick={() =>
                    fromEvent.mutate(s.eventId, {
                      onSuccess: (trip) => navigate(`/trips/${trip.id}`),
                      onError: (e) => toast.error("Couldn't pack for this trip", e.message),
                    })
                  }
                >
                  <Luggage aria-hidden /> Pack for this trip
                </Button>
              </CardContent>
            </Card>
          ))}
        </section>
      )}
      {data && data.trips.length > 0 && (
        <section aria-labelledby="your-trips" className="grid gap-3">
          <h2 id="your-trips" className="text-lg font-semibold">
            Your trips
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.trips.map((trip) => (
              <li key={trip.id}>
                <Link href={`/trips/${trip.id}`} className="block rounded-lg border bg-card p-4 hover:bg-muted/50" data-testid="trip-card">
                  <span className="block font-medium">{trip.name}</span>
                  <span className="flex items-center gap-1 text-sm text-muted-foreground">
                    <CalendarDays className="size-4" aria-hidden /> {dateRange(trip.startDate, trip.endDate)}
                  </span>
                  <span className="mt-1 block text-sm">
                    {trip.packedCount} of {trip.pieceCount} packed
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <NewTripForm onMade={(id) => navigate(`/trips/${id}`)} />
    </div>
  );
}

/** Where, when and what for: the route's own schema checks the form. */
function NewTripForm({ onMade }: { onMade: (id: number) => void }) {
  const create = useCreateTrip();
  const form = useForm<TTripRequest>({ resolver: zodResolver(ZTripRequest), defaultValues: { where: '', startDate: '', endDate: '', occasions: [] } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (trip) => onMade(trip.id),
      onError: (e) => {
        const field = (e as { field?: string }).field;
        if (field === 'where' || field === 'startDate' || field === 'endDate') form.setError(field, { message: e.message });
        else toast.error("Couldn't make the list", e.message);
      },
    }),
  );
  const fieldError = (name: 'where' | 'startDate' | 'endDate') =>
    errors[name]?.message ? (
      <p id={`trip-${name}-error`} role="alert" className="text-sm text-destructive">
        {errors[name]?.message}
      </p>
    ) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Plan a trip</CardTitle>
        <CardDescription>Say where and when; the list is built from your closet for the weather there.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Plan a trip">
          <div className="grid gap-1">
            <Label htmlFor="trip-where">Where</Label>
            <Input id="trip-where" placeholder="Lisbon, Portugal" aria-invalid={!!errors.where} {...form.register('where')} />
            {fieldError('where')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor="trip-start">First day</Label>
              <Input id="trip-start" type="date" aria-invalid={!!errors.startDate} {...form.register('startDate')} />
              {fieldError('startDate')}
            </div>
            <div className="grid gap-1">
              <Label htmlFor="trip-end">Last day</Label>
              <Input id="trip-end" type="date" aria-invalid={!!errors.endDate} {...form.register('endDate')} />
              {fieldError('endDate')}
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What's on</legend>
            <div className="flex flex-wrap gap-2">
              {TRIP_OCCASIONS.map((o) => (
                <label
                  key={o}
                  className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                >
                  <input type="checkbox" value={o} className="size-4 accent-current" {...form.register('occasions')} />
                  {TRIP_OCCASION_LABELS[o]}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" disabled={create.isPending} className="sm:justify-self-start">
            {create.isPending ? 'Building your list...' : 'Build packing list'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
