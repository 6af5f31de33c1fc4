import { ChevronLeft, ChevronRight, Loader2, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { withRequestId } from '../../../lib/api';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { Slider } from '../../../components/ui/slider';
import { useProductSearch } from '../api/search';
import { CATEGORY_OPTIONS, DEFAULT_PRICE_RANGE, PRICE_MIN, PRICE_SLIDER_MAX, PRICE_STEP, SORT_OPTIONS } from '../constants';
import type { TSearchRequest } from '../../../../shared/schemas/shopping';
import { buildSearchRequest } from '../lib/search-request';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { SearchReadingNote } from './search-reading-note';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const rangeLabel = ([min, max]: [number, number]) => `${dollars(min)} - ${dollars(max)}${max >= PRICE_SLIDER_MAX ? '+' : ''}`;

/**
 * Spec 2.9, Search Products: a search runs only on the Search button or Enter with a non-empty
 * query; filters apply to the next search; Previous/Next page through the submitted search.
 */
export function SearchTab({ initialQuery }: { initialQuery?: string } = {}) {
  const ids = useId();
  const [text, setText] = useState(initialQuery ?? '');
  const [showFilters, setShowFilters] = useState(false);
  const [category, setCategory] = useState('');
  const [sortBy, setSortBy] = useState('relevance');
  const [price, setPrice] = useState<[number, number]>(DEFAULT_PRICE_RANGE);
  const [request, setRequest] = useState<TSearchRequest | null>(() =>
    initialQuery ? buildSearchRequest(initialQuery, '', 'relevance', DEFAULT_PRICE_RANGE, 1, 'mine') : null,
  );
  const search = useProductSearch(request);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setRequest(buildSearchRequest(query, category, sortBy, price, 1, request?.departments === 'all' ? 'all' : 'mine'));
  };
  const setDepartments = (departments: 'mine' | 'all') => {
    if (request) setRequest({ ...request, departments, page: 1 });
  };
  const goToPage = (page: number) => {
    if (!request) return;
    setRequest({ ...request, page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = search.data;
  const busy = search.isFetching;

  return (
    <div className="grid gap-5">
      <form role="search" onSubmit={onSubmit} className="grid gap-3">
        <div className="flex gap-2">
          <Label htmlFor={`${ids}-q`} className="sr-only">
            Search products
          </Label>
          <Input
            id={`${ids}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search shirts, shoes, jackets..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="flex-1"
          />
          <Button type="submit" disabled={busy && !!request}>
            {busy && request ? <Loader2 className="animate-spin" /> : <Search />}
            Search
          </Button>
        </div>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={showFilters}
            aria-controls={`${ids}-filters`}
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal /> Filters
          </Button>
        </div>
        {showFilters && (
          <div id={`${ids}-filters`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-category`}>Category</Label>
              <NativeSelect id={`${ids}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">All categories</option>
                {CATEGORY_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-sort`}>Sort by</Label>
              <NativeSelect id={`${ids}-sort`} value={sortBy} onChange={(e) => setSortBy(e.target.value)}>
                {SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-sm font-medium" id={`${ids}-price`}>
                  Price range
                </span>
                <span className="text-sm text-muted-foreground" aria-live="polite">
                  {rangeLabel(price)}
                </span>
              </div>
              <Slider
                aria-labelledby={`${ids}-price`}
                min={PRICE_MIN}
                max={PRICE_SLIDER_MAX}
                step={PRICE_STEP}
                minStepsBetweenThumbs={0}
                value={price}
                onValueChange={(v) => setPrice([v[0] ?? PRICE_MIN, v[1] ?? PRICE_SLIDER_MAX])}
                thumbLabels={['Minimum price', 'Maximum price']}
                className="py-2"
              />
            </div>
          </div>
        )}
      </form>

      {!request ? (
        <p className="py-12 text-center text-muted-foreground">Enter a search term above to find products.</p>
      ) : search.isError ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle className="text-base">Error</CardTitle>
            <CardDescription>{withRequestId('Failed to search products. Please try again.', search.error)}</CardDescription>
          </CardHeader>
        </Card>
      ) : !data ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4" aria-busy="true" aria-label="Searching">
          {Array.from({ length: 8 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : data.products.length === 0 ? (
        <div className="grid gap-2 py-8 text-center">
          <p className="text-muted-foreground">No products found matching your search criteria.</p>
          <SearchReadingNote reading={data.reading} busy={busy} onDepartments={setDepartments} />
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.total.toLocaleString('en-US')} products found
            </p>
            <SearchReadingNote reading={data.reading} busy={busy} onDepartments={setDepartments} />
          </div>
          <div className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          <nav aria-label="Search result pages" className="flex items-center justify-between gap-3">
            <Button variant="outline" disabled={data.page <= 1 || busy} onClick={() => goToPage(data.page - 1)}>
              <ChevronLeft /> Previous
            </Button>
            <span className="text-sm text-muted-foreground">Page {data.page}</span>
            <Button variant="outline" disabled={!data.hasMore || busy} onClick={() => goToPage(data.page + 1)}>
              Next <ChevronRight />
            </Button>
          </nav>
        </div>
      )}
    </div>
  );
}
