import { Sparkles } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useRecommendations } from '../api/recommendations';
import { RECOMMENDATION_SECTIONS, RECOMMENDATIONS_PER_SECTION } from '../constants';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Spec 2.9: three sections of three; spec 8: a failure or an empty answer shows the 'Recommendations' card. */
export function RecommendationsTab({ userId }: { userId: number }) {
  return (
    <div className="grid gap-8">
      {RECOMMENDATION_SECTIONS.map((section) => (
        <RecommendationSection key={section.category} userId={userId} title={section.title} category={section.category} />
      ))}
    </div>
  );
}

function RecommendationSection({ userId, title, category }: { userId: number; title: string; category: string }) {
  const query = useRecommendations(userId, category, RECOMMENDATIONS_PER_SECTION);
  const headingId = `recommendations-${category}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {query.isPending ? (
        <div className="-mx-4 flex gap-3 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-3 sm:px-0 md:gap-4" aria-busy="true" aria-label={`Loading ${title}`}>
          {Array.from({ length: RECOMMENDATIONS_PER_SECTION }, (_, i) => (
            <div key={i} className="w-[44%] shrink-0 sm:w-auto">
              <ProductCardSkeleton />
            </div>
          ))}
        </div>
      ) : query.isError || !query.data || query.data.length === 0 ? (
        <NoRecommendations />
      ) : (
        // Phones: one swipeable row (no orphan card on a second line); wider screens: three columns.
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 md:gap-4">
          {query.data.slice(0, RECOMMENDATIONS_PER_SECTION).map((product) => (
            <li key={product.id} className="w-[44%] shrink-0 snap-start sm:w-auto">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NoRecommendations() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles aria-hidden className="size-4 text-accent" /> Recommendations
        </CardTitle>
        <CardDescription>We couldn't find recommendations right now</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">Try checking your style preferences or adding more items to your closet.</CardContent>
    </Card>
  );
}
