import { Copy, Link2Off, RefreshCw, Share2, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import type { TTrip } from '../../../../shared/schemas/trips';
import { useCheckItem, useDeleteTrip, useRebuildTrip, useRevokeShare, useShareTrip, useTrip } from '../api/trips';
import { dateRange, degrees, shortDate, weekday } from './trip-dates';

/** /trips/:id: the list, ticked off piece by piece, with the looks it makes and a read-only link. */
export function TripPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const { data, isLoading, error } = useTrip(id);
  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 py-6 md:px-6">
      <Link href="/trips" className="text-sm text-muted-foreground hover:underline">
        ← All trips
      </Link>
      {isLoading && <Skeleton className="h-64" />}
      {error && <p role="alert">We couldn't load this trip: {error.message}</p>}
      {data && <TripList trip={data} />}
    </div>
  );
}

function TripList({ trip }: { trip: TTrip }) {
  const byId = new Map(trip.pieces.map((p) => [p.id, p]));
  const name = (id: number) => byId.get(id)?.name ?? '';
  const check = useCheckItem(trip.id);
  const rebuild = useRebuildTrip(trip.id);
  const remove = useDeleteTrip();
  const [, navigate] = useLocation();
  const categories = [...new Set(trip.pieces.map((p) => p.category))];
  return (
    <>
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold md:text-3xl">{trip.name}</h1>
        <p className="text-sm text-muted-foreground">
          {trip.place ?? trip.where} · {dateRange(trip.startDate, trip.endDate)}
        </p>
      </header>
      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Weather there" data-testid="trip-weather">
        {trip.weather.map((w) => (
          <li key={w.date} className="min-w-24 shrink-0 rounded-lg border bg-card px-3 py-2 text-sm">
            <span className="block font-medium">
              {weekday(w.date)} {shortDate(w.date)}
            </span>
            <span className="block tabular-nums">
              {degrees(w.minTempC)}–{degrees(w.maxTempC)}
            </span>
            <span className="block text-xs text-muted-foreground">{w.source === 'forecast' ? 'Forecast' : 'Typical'}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card data-testid="pack-list">
          <CardHeader>
            <CardTitle className="text-lg">
              Pack {trip.pieces.length} {trip.pieces.length === 1 ? 'piece' : 'pieces'}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                ({trip.packedCount} of {trip.pieces.length} packed)
              </span>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {trip.pieces.length === 0 && <p className="text-sm text-muted-foreground">Nothing in your closet suits this trip yet: see what is missing.</p>}
            {categories.map((category) => (
              <div key={category} className="grid gap-1">
                <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{category}</h3>
                <ul className="grid gap-1">
                  {trip.pieces
                    .filter((p) => p.category === category)
                    .map((p) => (
                      <li key={p.id}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 hover:bg-muted/50">
                          <Checkbox
                            checked={p.packed}
                            onCheckedChange={(v) => check.mutate({ itemId: p.id, packed: v === true })}
                            aria-label={`${p.name} packed`}
                          />
                          {p.imageUrl ? (
                            <img src={p.imageUrl} alt="" className="size-9 rounded object-cover" loading="lazy" />
                          ) : (
                            <span aria-hidden className="size-9 rounded bg-muted" />
                          )}
                          <span className={p.packed ? 'text-muted-foreground line-through' : ''}>{p.name}</span>
                          {trip.transit.includes(p.id) && (p.category === 'Outerwear' || p.category === 'Shoes') && (
                            <span className="ml-auto shrink-0 text-xs text-muted-foreground">wear on the way</span>
                          )}
                        </label>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </CardContent>
        </Card>
        <div className="grid content-start gap-5">
          {trip.transit.length > 0 && (
            <Card data-testid="transit">
              <CardHeader>
                <CardTitle className="text-base">Wear on the way</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">{trip.transit.map(name).join(', ')}</p>
                <p className="mt-1 text-xs text-muted-foreground">The bulkiest pieces travel on you.</p>
              </CardContent>
            </Card>
          )}
          {trip.missing.length > 0 && (
            <Card data-testid="missing">
              <CardHeader>
                <CardTitle className="text-base">Missing for this trip</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 text-sm">
                  {trip.missing.map((m) => (
                    <li key={m.need} className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        <span className="font-medium first-letter:uppercase inline-block">{m.need}</span>: look for {m.lookFor}
                      </span>
                      <Link
                        href={`/shopping?q=${encodeURIComponent(m.shopQuery)}`}
                        className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-4"
                      >
                        <ShoppingBag className="size-4" aria-hidden /> Find in Shop
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          <ShareCard trip={trip} />
        </div>
      </div>
      <section aria-labelledby="looks" className="grid gap-3">
        <h2 id="looks" className="text-lg font-semibold">
          The looks
        </h2>
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="trip-looks">
          {trip.looks.map((look) => (
            <li key={`${look.date}-${look.label}`} className="rounded-lg border bg-card p-3">
              <p className="text-sm font-medium">
                {look.label}{' '}
                <span className="font-normal text-muted-foreground">
                  · {weekday(look.date)} {shortDate(look.date)}
                </span>
              </p>
              <p className="text-sm">{look.itemIds.map(name).join(', ') || 'Nothing in your closet suits it'}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={rebuild.isPending}
          onClick={() =>
            rebuild.mutate(undefined, { onSuccess: () => toast.success('List rebuilt'), onError: (e) => toast.error("Couldn't rebuild", e.message) })
          }
        >
          <RefreshCw aria-hidden /> {rebuild.isPending ? 'Rebuilding...' : 'Rebuild from my closet'}
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            remove.mutate(trip.id, {
              onSuccess: () => {
                toast.success('Trip deleted');
                navigate('/trips');
              },
            })
          }
        >
          <Trash2 aria-hidden /> Delete trip
        </Button>
      </div>
    </>
  );
}

function ShareCard({ trip }: { trip: TTrip }) {
  const share = useShareTrip(trip.id);
  const revoke = useRevokeShare(trip.id);
  const url = trip.sharePath && typeof window !== 'undefined' ? `${window.location.origin}${trip.sharePath}` : null;
  const [copied, setCopied] = useState(false);
  return (
    <Card data-testid="share">
      <CardHeader>
        <CardTitle className="text-base">Share the list</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {url ? (
          <>
            <p className="text-muted-foreground">Anyone with this link sees the list, read-only, and nothing else of your account.</p>
            <Input readOnly value={url} aria-label="Read-only link" onFocus={(e) => e.currentTarget.select()} />
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(url).then(() => setCopied(true));
                }}
              >
                <Copy aria-hidden /> {copied ? 'Copied' : 'Copy link'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(undefined, { onSuccess: () => toast.success('Link turned off') })}
              >
                <Link2Off aria-hidden /> Stop sharing
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">A read-only link for whoever helps you pack. You can turn it off at any time.</p>
            <Button size="sm" variant="outline" className="justify-self-start" disabled={share.isPending} onClick={() => share.mutate()}>
              <Share2 aria-hidden /> Make a read-only link
            </Button>
          </>
        )}
        <p className="text-xs text-muted-foreground">By text: send PACK for this list.</p>
      </CardContent>
    </Card>
  );
}
