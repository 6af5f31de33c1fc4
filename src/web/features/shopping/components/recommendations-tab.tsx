import { Sparkles, Wallet, X } from 'lucide-react';
import { useState } from 'react';
import type { TGapProductsResponse } from '../../../../shared/schemas/gaps';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { withRequestId } from '../../../lib/api';
import { useGapProducts } from '../api/gap-products';
import { RECOMMENDATIONS_PER_SECTION } from '../constants';
import { ProductCard, ProductCardSkeleton } from './product-card';

const dollars = (b: { min: number; max: number }) => `$${b.min}–$${b.max}`;

/**
 * Issue 24: one row per gap of the one gap model (the same gaps as Home, chat and texts), each
 * the catalog searched for that piece within the stated budget; the budget is preselected and
 * said, and can be cleared.
 */
export function RecommendationsTab() {
  const [withinBudget, setWithinBudget] = useState(true);
  const query = useGapProducts(withinBudget);
  if (query.isPending) return <RowsLoading />;
  if (query.isError)
    return <NoRecommendations title="We couldn't find recommendations right now" body={withRequestId('Try again in a moment.', query.error)} />;
  const data = query.data;
  return (
    <div className="grid gap-8" aria-busy={query.isFetching || undefined}>
      <BudgetFilter data={data} onChange={setWithinBudget} />
      {data.rows.length === 0 ? (
        <NoRecommendations
          title="Your closet has what your plans ask for"
          body="Nothing is missing for your calendar, goals and climate right now. Search the catalog for anything else you have in mind."
        />
      ) : (
        data.rows.map((row) => <GapRow key={row.gap.key} row={row} withinBudget={data.withinBudget} />)
      )}
    </div>
  );
}

function BudgetFilter({ data, onChange }: { data: TGapProductsResponse; onChange: (on: boolean) => void }) {
  if (!data.budget) {
    return <p className="text-sm text-muted-foreground">Tell us what you spend on a key piece in your style profile and these picks will stay within it.</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="budget-filter">
      {data.withinBudget ? (
        <>
          <span className="flex items-center gap-2">
            <Wallet aria-hidden className="size-4 shrink-0 text-accent" />
            <span>
              Within your budget of <strong>{dollars(data.budget)}</strong> for a key piece
            </span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(false)} aria-label="Clear the budget filter">
            <X aria-hidden /> Clear
          </Button>
        </>
      ) : (
        <>
          <span className="flex items-center gap-2">
            <Wallet aria-hidden className="size-4 shrink-0 text-accent" />
            Showing every price
          </span>
          <Button variant="outline" size="sm" onClick={() => onChange(true)}>
            Keep to my budget of {dollars(data.budget)}
          </Button>
        </>
      )}
    </div>
  );
}

function GapRow({ row, withinBudget }: { row: TGapProductsResponse['rows'][number]; withinBudget: boolean }) {
  const headingId = `gap-${row.gap.key.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="gap-row">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          {row.gap.label}
        </h2>
        <p className="text-sm text-muted-foreground">
          {row.gap.reason}
          {row.gap.budget && withinBudget ? ` Picks at ${dollars(row.gap.budget)}.` : ''}
        </p>
      </div>
      {row.products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {withinBudget && row.gap.budget
            ? `Nothing in the catalog for this at ${dollars(row.gap.budget)} yet. Clear the budget to see every price.`
            : 'Nothing in the catalog for this yet.'}
        </p>
      ) : (
        // Phones: one swipeable row (no orphan card on a second line); wider screens: three columns.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 md:gap-4">
          {row.products.slice(0, RECOMMENDATIONS_PER_SECTION).map((product) => (
            <li key={product.id} className="w-[44%] shrink-0 snap-start sm:w-auto">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RowsLoading() {
  return (
    <div
      className="-mx-4 flex gap-3 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-3 sm:px-0 md:gap-4"
      role="status"
      aria-busy="true"
      aria-label="Loading recommendations"
    >
      {Array.from({ length: RECOMMENDATIONS_PER_SECTION }, (_, i) => (
        <div key={i} className="w-[44%] shrink-0 sm:w-auto">
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}

function NoRecommendations({ title, body }: { title: string; body: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles aria-hidden className="size-4 text-accent" /> Recommendations
        </CardTitle>
        <CardDescription>{title}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{body}</CardContent>
    </Card>
  );
}
