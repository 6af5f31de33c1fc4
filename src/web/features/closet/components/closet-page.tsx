import { useQueryClient } from '@tanstack/react-query';
import { Images, Plus, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { useLocation, useRoute, useSearch } from 'wouter';
import { BULK_ADD_MAX, CATEGORIES, type Category } from '../../../../shared/closet-constants';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { renderNow } from '../../../lib/render-env';
import { localIsoDate } from '../../../lib/zoned-date';
import { cn } from '../../../lib/utils';
import { itemDetailsKey } from '../api/item-details';
import { useClothingItems } from '../api/list-items';
import { useRecordWear, useRemoveWear } from '../api/record-wear';
import { useClosetAuth } from '../hooks/use-closet-auth';
import { SORT_LABELS, useClosetView, type CategoryFilter, type SortOrder } from '../hooks/use-closet-view';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { photoProblem } from '../hooks/prepare-photo';
import { facetValues, filtersToSearch, NO_FILTERS, parseFilters, refinementCount, type ClosetFilters } from '../lib/closet-filters';
import { ClosetFilterControls } from './closet-filters';
import { EmptyCategory, EmptyCloset } from './closet-empty-state';
import { ItemSheet } from './item-sheet';
import { ItemTile } from './item-tile';
import { PHOTO_ACCEPT } from './photo-field';
import { ValueOptions } from './value-options';

// The two forms (and the validation they carry) download when first opened, not with the closet (ADR 0055).
const ItemFormDialog = lazy(() => import('./item-form-dialog').then((m) => ({ default: m.ItemFormDialog })));
const BulkAddDialog = lazy(() => import('./bulk-add-dialog').then((m) => ({ default: m.BulkAddDialog })));

/** Mounts its children from the first time `when` is true on, so a dialog keeps its closing animation afterwards. */
function OnceOpened({ when, children }: { when: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(when);
  if (when && !opened) setOpened(true);
  return opened || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const FILTERS: CategoryFilter[] = ['All Items', ...CATEGORIES];

/** Tiles surely on screen as the closet opens (a wide screen's first row, a phone's first row and more): their photos load at once. */
const FIRST_ROW = 4;

/** Marks a history entry the closet pushed to open an item: closing it goes back, so the grid is where it was. */
const OPENED_FROM_GRID = 'wearwise.closet.opened';

/** Spec 2.5: 'My Closet', and (issue 27) its item page at /closet/:id over the grid. */
export function ClosetPage() {
  const { user } = useClosetAuth();
  const items = useClothingItems();
  const [, navigate] = useLocation();
  const [itemRoute, params] = useRoute('/closet/:id');
  const openId = itemRoute && /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : itemRoute ? -1 : null;
  const query = useSearch();
  const filters = useMemo(() => parseFilters(query), [query]);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const today = useMemo(() => localIsoDate(renderNow(), user?.timezone), [user?.timezone]);
  const { visible, counts, searching } = useClosetView(items.data, filters, search, sort, today);
  const colors = useMemo(() => facetValues(items.data ?? [], (i) => i.color), [items.data]);
  const brands = useMemo(() => facetValues(items.data ?? [], (i) => i.brand), [items.data]);

  const [form, setForm] = useState<{ open: boolean; item: TClothingItem | null; category?: Category }>({ open: false, item: null });
  const [bulkFiles, setBulkFiles] = useState<File[] | null>(null);
  const bulkInput = useRef<HTMLInputElement>(null);

  const qc = useQueryClient();
  const wear = useRecordWear();
  const unwear = useRemoveWear();

  const withQuery = useCallback((path: string) => (query ? `${path}?${query}` : path), [query]);
  const setFilters = useCallback(
    (next: ClosetFilters) => {
      const qs = filtersToSearch(next, query);
      navigate(qs ? `/closet?${qs}` : '/closet', { replace: true });
    },
    [navigate, query],
  );
  const setCategory = (f: CategoryFilter) => setFilters({ ...filters, category: f === 'All Items' ? null : f });
  const clearRefinements = () => setFilters({ ...NO_FILTERS, category: filters.category });

  const openItem = useCallback(
    (item: TClothingItem) => navigate(withQuery(`/closet/${item.id}`), { state: { [OPENED_FROM_GRID]: true } }),
    [navigate, withQuery],
  );
  const closeItem = useCallback(() => {
    // Opened from the grid: Back, so the browser's history and the grid's place are as they were. Opened by a link: to the closet.
    if ((window.history.state as Record<string, unknown> | null)?.[OPENED_FROM_GRID]) window.history.back();
    else navigate(withQuery('/closet'), { replace: true });
  }, [navigate, withQuery]);

  const openAdd = useCallback((preset?: Category) => setForm({ open: true, item: null, ...(preset ? { category: preset } : {}) }), []);
  const onEdit = useCallback((item: TClothingItem) => setForm({ open: true, item }), []);
  const { deleteItem, deleting } = useDeleteWithUndo(closeItem);
  const onAsk = useCallback((question: string) => navigate(`/stylist?ask=${encodeURIComponent(question)}`), [navigate]);
  const onWore = useCallback(
    (item: TClothingItem) =>
      wear.mutate(
        { id: item.id },
        {
          onSuccess: (updated) => {
            // The item page's looks and wear days follow a wear.
            if (user) void qc.invalidateQueries({ queryKey: itemDetailsKey(user.id, updated.id) });
            // sonner directly: this toast needs an Undo action, which the app's toast helper does not offer.
            sonner.success('Marked as worn today', {
              description: `${updated.name}: worn ${updated.timesWorn}×`,
              action: { label: 'Undo', onClick: () => updated.lastWornOn && unwear.mutate({ id: updated.id, date: updated.lastWornOn }) },
            });
          },
          onError: (error) => toast.error('Could not log the wear', error.message),
        },
      ),
    // The mutation objects change identity every render; their mutate functions do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [wear.mutate, unwear.mutate, user, qc],
  );

  const pickMany = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    if (all.length === 0) return;
    const problems = all.map(photoProblem);
    const good = all.filter((_, i) => !problems[i]);
    const firstProblem = problems.find(Boolean);
    if (good.length === 0) {
      if (firstProblem) toast.error(firstProblem.title, firstProblem.description);
      return;
    }
    if (good.length > BULK_ADD_MAX) toast.error('Too many files', `You can add up to ${BULK_ADD_MAX} photos at a time. The first ${BULK_ADD_MAX} were kept.`);
    else if (firstProblem) toast.error(firstProblem.title, `${firstProblem.description} ${all.length - good.length} of your photos were skipped.`);
    setBulkFiles(good.slice(0, BULK_ADD_MAX));
  };

  const closetEmpty = items.isSuccess && items.data.length === 0;
  const refined = refinementCount(filters) > 0;
  const category: CategoryFilter = filters.category ?? 'All Items';
  // Spec 8: a failed item load is logged, not toasted; the page offers a retry instead.
  useEffect(() => {
    if (items.error) console.warn('Loading the closet failed', items.error);
  }, [items.error]);

  return (
    // Three photos to a row on phones (issue 27), four cards from 1024 px (decisions: wider screens use the room).
    <section className="mx-auto grid w-full max-w-3xl gap-4 p-4 sm:p-6 lg:max-w-5xl" aria-label="My Closet">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="closet-count">
          {items.isSuccess
            ? items.data.length === 0
              ? 'Your closet is empty'
              : `${items.data.length} ${items.data.length === 1 ? 'item' : 'items'} in your closet`
            : '\u00a0'}
        </p>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => bulkInput.current?.click()}>
            {/* Its words show on phones too (issue 43.5): an icon alone said nothing to a sighted person. */}
            <Images aria-hidden /> Add several
          </Button>
          <Button type="button" onClick={() => openAdd()}>
            <Plus aria-hidden /> Add Item
          </Button>
        </div>
        <input
          ref={bulkInput}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Photos to add"
          data-testid="bulk-photo-input"
          onChange={(e) => {
            pickMany(e.target.files);
            e.target.value = '';
          }}
        />
      </div>

      <div role="group" aria-label="Filter by category" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={category === f}
            onClick={() => setCategory(f)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
              category === f ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
            )}
          >
            {f}
            {items.isSuccess ? <span className={cn('text-xs', category === f ? 'opacity-80' : 'text-muted-foreground')}>{counts.get(f) ?? 0}</span> : null}
          </button>
        ))}
      </div>

      {!closetEmpty ? (
        <>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search closet"
                aria-label="Search by name or brand"
                className="pl-9"
              />
            </div>
            <NativeSelect value={sort} onChange={(e) => setSort(e.target.value as SortOrder)} aria-label="Sort by" className="w-auto">
              <ValueOptions values={Object.keys(SORT_LABELS)} format={(s) => SORT_LABELS[s as SortOrder]} />
            </NativeSelect>
          </div>
          <ClosetFilterControls
            filters={filters}
            onChange={setFilters}
            onClear={clearRefinements}
            colors={colors}
            brands={brands}
            shown={visible.length}
            total={items.data?.length ?? 0}
          />
        </>
      ) : null}

      {items.isPending ? (
        <div className="grid grid-cols-3 gap-2 md:gap-4 lg:grid-cols-4" role="status" aria-busy="true" aria-label="Loading your closet">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] md:aspect-[4/6]" />
          ))}
        </div>
      ) : items.isError ? (
        <div className="rounded-lg border border-border bg-card p-6 text-center">
          <p className="mb-3 text-muted-foreground">We couldn't load your closet.</p>
          <Button type="button" variant="outline" onClick={() => void items.refetch()}>
            Try again
          </Button>
        </div>
      ) : closetEmpty && category === 'All Items' ? (
        <EmptyCloset onAdd={() => openAdd()} onAddMany={() => bulkInput.current?.click()} />
      ) : visible.length === 0 && searching ? (
        <p className="rounded-lg border border-dashed border-input p-6 text-center text-muted-foreground">No items match “{search.trim()}”.</p>
      ) : visible.length === 0 && refined ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input p-6 text-center text-muted-foreground">
          <p>No items match these filters.</p>
          <Button type="button" variant="outline" onClick={clearRefinements}>
            Clear filters
          </Button>
        </div>
      ) : visible.length === 0 && category !== 'All Items' ? (
        <EmptyCategory category={category} onAdd={openAdd} />
      ) : (
        <ul className="grid grid-cols-3 gap-x-2 gap-y-3 md:gap-4 lg:grid-cols-4" aria-label="Clothing items">
          {visible.map((item, index) => (
            <li key={item.id} className="min-w-0">
              <ItemTile
                item={item}
                href={withQuery(`/closet/${item.id}`)}
                firstRow={index < FIRST_ROW}
                today={today}
                timeZone={user?.timezone}
                onOpen={openItem}
                onWore={onWore}
                wearing={wear.isPending && wear.variables?.id === item.id}
              />
            </li>
          ))}
        </ul>
      )}

      <ItemSheet
        itemId={openId}
        listed={openId !== null ? items.data?.find((i) => i.id === openId) : undefined}
        today={today}
        onClose={closeItem}
        onEdit={onEdit}
        onDelete={deleteItem}
        onWore={onWore}
        onAsk={onAsk}
        wearing={wear.isPending}
        deleting={deleting}
      />
      <OnceOpened when={form.open}>
        <ItemFormDialog
          open={form.open}
          item={form.item}
          {...(form.category ? { defaultCategory: form.category } : {})}
          onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        />
      </OnceOpened>
      <OnceOpened when={bulkFiles !== null}>
        <BulkAddDialog files={bulkFiles} onClose={() => setBulkFiles(null)} />
      </OnceOpened>
    </section>
  );
}
