import { Shirt, ShoppingBag, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TPurchaseRecommendation } from '../../../../shared/schemas/stylist';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecommendations } from '../api/get-recommendations';
import { useUpdateRecommendation } from '../api/update-recommendation';
import { RecommendationItem } from './recommendation-item';

export const RECOMMENDATIONS_COLLAPSED = 2;
const PRIORITY_RANK = { High: 0, Medium: 1, Low: 2 } as const;

/** Spec 8: failure or nothing to show. */
function RecommendationsUnavailable({ nothingMissing = false }: { nothingMissing?: boolean }) {
  return (
    <Card className="lg:col-span-2" aria-labelledby="recommendations-title" data-testid="recommendations">
      <CardHeader>
        <CardTitle id="recommendations-title" className="flex items-center gap-2">
          <ShoppingBag className="size-5 text-accent" aria-hidden />
          Recommendations
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {nothingMissing ? (
          <>
            <p className="text-sm font-medium">Your closet has what your plans ask for</p>
            <p className="text-sm text-muted-foreground">
              Nothing is missing for your calendar, goals and climate right now. Add what you own so we keep it that way.
            </p>
          </>
        ) : (
          <>
            <p className="text-sm font-medium">We couldn't find recommendations right now</p>
            <p className="text-sm text-muted-foreground">Check your style preferences or add more items to your closet, and we'll suggest what to buy next.</p>
          </>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/closet">
              <Shirt aria-hidden /> Add closet items
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            {/* Settings → Style edits the profile in place; /onboarding would start the whole wizard again. */}
            <Link href="/settings#style">
              <SlidersHorizontal aria-hidden /> Style preferences
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Spec 2.4: this month's suggestions, first 2 shown, 'View All Recommendations' / 'Show Less'. */
export function RecommendationsCard({ month, year, enabled }: { month: string; year: number; enabled: boolean }) {
  const query = useRecommendations(month, year, enabled);
  const update = useUpdateRecommendation(month, year);
  const [expanded, setExpanded] = useState(false);

  if (query.isPending) {
    return (
      <Card className="lg:col-span-2" aria-busy="true" data-testid="recommendations-loading">
        <CardHeader>
          <Skeleton className="h-6 w-56" />
          <Skeleton className="h-4 w-40" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </CardContent>
      </Card>
    );
  }
  // Most important first (stable within a priority), so the two shown collapsed are the ones that matter.
  const recommendations = [...(query.data ?? [])].sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
  if (query.isError || recommendations.length === 0) return <RecommendationsUnavailable nothingMissing={!query.isError} />;

  const shown = expanded ? recommendations : recommendations.slice(0, RECOMMENDATIONS_COLLAPSED);
  const toggleSaved = (r: TPurchaseRecommendation) => update.mutate({ id: r.id, changes: { saved: !r.saved } });
  const toggleItem = (r: TPurchaseRecommendation, index: number) =>
    update.mutate({ id: r.id, changes: { checklist: r.checklist.map((c, i) => (i === index ? { ...c, done: !c.done } : c)) } });

  return (
    <Card className="lg:col-span-2" aria-labelledby="recommendations-title" data-testid="recommendations">
      <CardHeader>
        <CardTitle id="recommendations-title" className="flex items-center gap-2">
          <ShoppingBag className="size-5 text-accent" aria-hidden />
          {month} Recommendations
        </CardTitle>
        <CardDescription>
          What your closet lacks for your plans, goals and climate this {month} {year}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" id="recommendation-list">
          {shown.map((r) => (
            <RecommendationItem key={r.id} recommendation={r} onToggleSaved={() => toggleSaved(r)} onToggleChecklistItem={(i) => toggleItem(r, i)} />
          ))}
        </ul>
      </CardContent>
      {recommendations.length > RECOMMENDATIONS_COLLAPSED ? (
        <CardFooter>
          <Button variant="outline" className="w-full" aria-expanded={expanded} aria-controls="recommendation-list" onClick={() => setExpanded((e) => !e)}>
            {expanded ? 'Show Less' : 'View All Recommendations'}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
