import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInsights } from '../api/insights';
import { BarChartCard } from './bar-chart-card';
import { IdlePiece } from './idle-piece';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: n < 10 ? 2 : 0 });
/** The chart shows the ten best and worst earners; the table under it lists every priced piece. */
const CPW_CHART_MAX = 10;

function WearList({ title, rows, empty }: { title: string; rows: { id: number; name: string; timesWorn: number }[]; empty: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {rows.map((r) => (
              <li key={r.id} className="flex justify-between gap-2">
                <Link href={`/closet/${r.id}`} className="truncate hover:underline">
                  {r.name}
                </Link>
                <span className="shrink-0 tabular-nums text-muted-foreground">{r.timesWorn === 1 ? 'once' : `${r.timesWorn} times`}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** /insights (issue 44 point 3): which pieces earn their place, and what the closet as a whole needs. */
export function InsightsPage() {
  const { data, isLoading, error } = useInsights();
  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 py-6 md:px-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold md:text-3xl">Wardrobe insights</h1>
        <p className="text-sm text-muted-foreground">Which pieces earn their place, what sits unworn, and what would make the closet go further.</p>
      </header>
      {isLoading && <Skeleton className="h-64" />}
      {error && <p role="alert">We couldn't load your insights: {error.message}</p>}
      {data && (
        <>
          <Card data-testid="outfit-count">
            <CardContent className="grid gap-1 pt-6">
              <p className="text-lg">
                Your closet makes <span className="font-semibold">{data.outfits.toLocaleString('en-US')}</span> {data.outfits === 1 ? 'outfit' : 'outfits'}.
              </p>
              {data.bestAddition ? (
                <p className="text-sm text-muted-foreground">
                  {data.bestAddition.label} would add the most: {data.bestAddition.adds.toLocaleString('en-US')} more.{' '}
                  <Link href="/shopping" className="text-accent-foreground underline">
                    Find one in Shop
                  </Link>
                </p>
              ) : (
                <p className="text-sm text-muted-foreground">Add a top, a bottom and a pair of shoes to start counting outfits.</p>
              )}
            </CardContent>
          </Card>

          {data.costPerWear.length > 0 ? (
            <BarChartCard
              testId="cost-per-wear"
              title="Cost per wear"
              description="Price divided by wears, cheapest first: the pieces at the top earn their place. An unworn piece costs its full price."
              rows={data.costPerWear.slice(0, CPW_CHART_MAX).map((r) => ({ name: r.name, perWear: r.costPerWear }))}
              labelKey="name"
              labelHeading="Piece"
              series={[{ key: 'perWear', label: 'Dollars per wear', color: '#b45309' }]}
            />
          ) : (
            <Card>
              <CardContent className="pt-6 text-sm text-muted-foreground">Add prices to your pieces to see what each costs per wear.</CardContent>
            </Card>
          )}
          {data.costPerWear.length > CPW_CHART_MAX && (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted-foreground">All {data.costPerWear.length} priced pieces</summary>
              <ol className="mt-2 grid gap-1">
                {data.costPerWear.map((r) => (
                  <li key={r.id} className="flex justify-between gap-2">
                    <span className="truncate">{r.name}</span>
                    <span className="tabular-nums">{money(r.costPerWear)} a wear</span>
                  </li>
                ))}
              </ol>
            </details>
          )}

          <div className="grid gap-5 md:grid-cols-2">
            <WearList title="Most worn" rows={data.mostWorn} empty="Mark what you wear from Home or an item's page to see your favourites." />
            <WearList title="Least worn" rows={data.leastWorn} empty="Nothing here yet." />
          </div>

          <Card data-testid="idle-pieces">
            <CardHeader>
              <CardTitle className="text-base">Not worn in 90 days</CardTitle>
              <p className="text-sm text-muted-foreground">
                No pressure: keep what you love, store what is out of season, let go of what no longer fits your life.
              </p>
            </CardHeader>
            <CardContent>
              {data.idle.length === 0 ? (
                <p className="text-sm text-muted-foreground">Everything has been worn in the last 90 days.</p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {data.idle.map((piece) => (
                    <IdlePiece key={piece.id} piece={piece} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <h2 className="font-serif text-xl font-semibold">Balance</h2>
          {data.balanceNote && <p className="text-sm">{data.balanceNote}</p>}
          <div className="grid gap-5 md:grid-cols-2">
            <BarChartCard
              testId="balance-formality"
              title="Formality: closet and what you need"
              description="Share of your pieces at each formality, beside the share your style and next month's calendar ask for."
              rows={data.byFormality.map((f) => ({ formality: f.formality, closet: f.closet, wanted: f.wanted }))}
              labelKey="formality"
              labelHeading="Formality"
              unit="%"
              series={[
                { key: 'closet', label: 'Closet', color: '#78716c' },
                { key: 'wanted', label: 'Style and calendar', color: '#b45309' },
              ]}
            />
            <BarChartCard
              testId="balance-category"
              title="By category"
              rows={data.byCategory.map((c) => ({ category: c.label, pieces: c.count }))}
              labelKey="category"
              labelHeading="Category"
              series={[{ key: 'pieces', label: 'Pieces', color: '#57534e' }]}
            />
            <BarChartCard
              testId="balance-colour"
              title="By colour"
              rows={data.byColor.slice(0, 12).map((c) => ({ colour: c.label, pieces: c.count }))}
              labelKey="colour"
              labelHeading="Colour"
              series={[{ key: 'pieces', label: 'Pieces', color: '#57534e' }]}
            />
          </div>
        </>
      )}
    </div>
  );
}
