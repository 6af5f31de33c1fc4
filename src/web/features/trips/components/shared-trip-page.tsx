import { Check } from 'lucide-react';
import { useParams } from 'wouter';
import { usePublicConfig } from '../../../lib/public-config';
import { useSharedTrip } from '../api/trips';
import { dateRange, degrees, shortDate, weekday } from './trip-dates';

/** /pack/:token: a shared packing list, read-only, for anyone with the link; nothing of the account beyond the list. */
export function SharedTripPage() {
  const { token } = useParams<{ token: string }>();
  const { data, isLoading, error } = useSharedTrip(token);
  const brand = usePublicConfig().brandName;
  return (
    <main className="mx-auto grid min-h-dvh max-w-3xl content-start gap-5 px-4 py-8 md:px-6">
      <p className="font-serif text-lg font-semibold">{brand}</p>
      {isLoading && <p>Loading the list...</p>}
      {error && (
        <p role="alert" className="text-lg">
          This list is no longer shared.
        </p>
      )}
      {data && (
        <>
          <header className="grid gap-1">
            <h1 className="font-serif text-2xl font-semibold md:text-3xl">Packing list: {data.name}</h1>
            <p className="text-sm text-muted-foreground">
              {data.where} · {dateRange(data.startDate, data.endDate)} ·{' '}
              {data.weather.length
                ? `${degrees(Math.min(...data.weather.map((w) => w.minTempC)))}–${degrees(Math.max(...data.weather.map((w) => w.maxTempC)))}`
                : ''}
            </p>
          </header>
          <section aria-labelledby="shared-pieces" className="rounded-lg border bg-card p-4">
            <h2 id="shared-pieces" className="mb-2 font-semibold">
              {data.pieces.length} pieces ({data.pieces.filter((p) => p.packed).length} packed)
            </h2>
            <ul className="grid gap-1 sm:grid-cols-2" data-testid="shared-pieces">
              {data.pieces.map((p, i) => (
                <li key={`${p.name}-${i}`} className="flex items-center gap-2 text-sm">
                  <span
                    aria-hidden
                    className={`flex size-5 items-center justify-center rounded-sm border ${p.packed ? 'border-primary bg-primary text-primary-foreground' : ''}`}
                  >
                    {p.packed && <Check className="size-4" />}
                  </span>
                  <span className={p.packed ? 'text-muted-foreground line-through' : ''}>{p.name}</span>
                  <span className="sr-only">{p.packed ? '(packed)' : '(not packed yet)'}</span>
                  <span className="ml-auto text-xs text-muted-foreground">{p.category}</span>
                </li>
              ))}
            </ul>
          </section>
          {data.transit.length > 0 && (
            <p className="text-sm">
              <span className="font-medium">Wear on the way:</span> {data.transit.join(', ')}
            </p>
          )}
          {data.missing.length > 0 && (
            <p className="text-sm">
              <span className="font-medium">Still to find:</span> {data.missing.map((m) => `${m.need} (${m.lookFor})`).join('; ')}
            </p>
          )}
          <section aria-labelledby="shared-looks" className="grid gap-2">
            <h2 id="shared-looks" className="font-semibold">
              The looks
            </h2>
            <ol className="grid gap-2 sm:grid-cols-2">
              {data.looks.map((l, i) => (
                <li key={`${l.date}-${i}`} className="rounded-lg border p-3 text-sm">
                  <span className="font-medium">{l.label}</span>{' '}
                  <span className="text-muted-foreground">
                    · {weekday(l.date)} {shortDate(l.date)}
                  </span>
                  <span className="block">{l.pieces.join(', ')}</span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </main>
  );
}
