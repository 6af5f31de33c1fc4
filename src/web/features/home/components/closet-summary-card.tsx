import { ArrowRight, Palette, Target } from 'lucide-react';
import { Link } from 'wouter';
import { CLOSET_GOAL, STYLE_MATCH_SCORE } from '../../../../shared/constants';
import { DEFAULT_STYLE } from '../../../../shared/stylist-constants';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { articleForPercent, closetProgressPercent } from '../lib/closet-progress';

interface Props {
  itemCount: number | undefined;
  preferredStyle: string | undefined;
  styleGoals: string[];
}

/** Spec 2.4 and 9: capsule progress toward 40 items and the style profile (match fixed at 86 percent). */
export function ClosetSummaryCard({ itemCount, preferredStyle, styleGoals }: Props) {
  const percent = closetProgressPercent(itemCount ?? 0);
  return (
    <Card aria-labelledby="closet-summary-title" data-testid="closet-summary">
      <CardHeader>
        <CardTitle id="closet-summary-title">Your Style Profile</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-label="Capsule wardrobe progress" className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="flex items-center gap-2 text-sm font-medium">
              <Target className="size-4 text-accent" aria-hidden />
              Capsule wardrobe
            </h3>
            <span className="text-sm font-semibold tabular-nums" data-testid="closet-percent">
              {percent}%
            </span>
          </div>
          <Progress value={percent} label="Capsule wardrobe progress" />
          {itemCount === undefined ? (
            <Skeleton className="h-3 w-24" />
          ) : (
            <p className="text-xs text-muted-foreground" data-testid="closet-count">
              {itemCount} of {CLOSET_GOAL} items
            </p>
          )}
        </section>
        {/* A match for a closet with nothing in it would mean nothing: hidden once the count says empty (issue 15); kept while loading so nothing moves. */}
        {itemCount !== 0 ? (
          <section aria-label="Style match" className="flex items-center gap-4">
            <div
              className="relative flex size-16 shrink-0 items-center justify-center rounded-full"
              style={{ background: `conic-gradient(var(--accent) ${STYLE_MATCH_SCORE}%, var(--muted) 0)` }}
              aria-hidden
            >
              <div className="flex size-12 items-center justify-center rounded-full bg-card text-sm font-semibold">{STYLE_MATCH_SCORE}%</div>
            </div>
            <div className="min-w-0">
              <p className="text-sm font-medium">Style match</p>
              <p className="text-xs text-muted-foreground" data-testid="style-match">
                Your closet is {articleForPercent(STYLE_MATCH_SCORE)} {STYLE_MATCH_SCORE}% match for your style
              </p>
            </div>
          </section>
        ) : null}
        <section aria-label="Preferred style" className="grid gap-2">
          <h3 className="flex items-center gap-2 text-sm font-medium">
            <Palette className="size-4 text-accent" aria-hidden />
            Preferred style
          </h3>
          <div className="flex flex-wrap gap-2">
            <Badge variant="accent" data-testid="preferred-style">
              {preferredStyle ?? DEFAULT_STYLE}
            </Badge>
            {styleGoals.slice(0, 2).map((goal) => (
              <Badge key={goal} variant="outline" className="font-normal">
                {goal}
              </Badge>
            ))}
          </div>
        </section>
        <Link href="/closet" className="flex w-fit items-center gap-1 text-sm font-medium text-accent underline-offset-4 hover:underline">
          Manage your closet <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
