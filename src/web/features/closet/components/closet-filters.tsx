import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { FORMALITIES, SEASONS } from '../../../../shared/closet-constants';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/select';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { cn } from '../../../lib/utils';
import { IDLE_DAYS, refinementCount, type ClosetFilters } from '../lib/closet-filters';
import { ValueOptions } from './value-options';

export interface ClosetFilterProps {
  filters: ClosetFilters;
  onChange: (next: ClosetFilters) => void;
  onClear: () => void;
  colors: string[];
  brands: string[];
  /** Items shown with the filters on, and in the whole closet. */
  shown: number;
  total: number;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One facet as a native select whose first option means 'any'; a value no longer in the closet stays selectable so it can be seen and cleared. */
function Facet({
  id,
  label,
  value,
  values,
  onPick,
  format,
  className,
}: {
  id: string;
  label: string;
  value: string | null;
  values: readonly string[];
  onPick: (value: string | null) => void;
  format?: (value: string) => string;
  className?: string;
}) {
  const options = value && !values.includes(value) ? [value, ...values] : values;
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onPick(e.target.value || null)} className={cn(value && 'border-primary')}>
        <option value="">Any</option>
        <ValueOptions values={options} {...(format ? { format } : {})} />
      </NativeSelect>
    </div>
  );
}

function FilterFields({ prefix, filters, onChange, colors, brands, layout }: ClosetFilterProps & { prefix: string; layout: 'bar' | 'sheet' }) {
  const set = (patch: Partial<ClosetFilters>) => onChange({ ...filters, ...patch });
  const facetClass = layout === 'bar' ? 'w-36' : '';
  return (
    <>
      <Facet id={`${prefix}-color`} label="Color" value={filters.color} values={colors} onPick={(color) => set({ color })} className={facetClass} />
      <Facet
        id={`${prefix}-season`}
        label="Season"
        value={filters.season}
        values={SEASONS.filter((s) => s !== 'All Seasons')}
        onPick={(v) => set({ season: v as ClosetFilters['season'] })}
        className={facetClass}
      />
      <Facet
        id={`${prefix}-formality`}
        label="Formality"
        value={filters.formality}
        values={FORMALITIES}
        format={capitalize}
        onPick={(v) => set({ formality: v as ClosetFilters['formality'] })}
        className={facetClass}
      />
      <Facet id={`${prefix}-brand`} label="Brand" value={filters.brand} values={brands} onPick={(brand) => set({ brand })} className={facetClass} />
      <button
        type="button"
        aria-pressed={filters.idle}
        onClick={() => set({ idle: !filters.idle })}
        className={cn(
          'inline-flex h-10 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors',
          layout === 'bar' ? 'self-end' : 'col-span-2 w-full',
          filters.idle ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
        )}
      >
        Not worn in {IDLE_DAYS} days
      </button>
    </>
  );
}

const countText = (shown: number, total: number) => `${shown} of ${total} ${total === 1 ? 'item' : 'items'}`;

/** The closet's filters: a bar from 768 px, a button opening a bottom sheet below. Both write the same URL query. */
export function ClosetFilterControls(props: ClosetFilterProps) {
  const [open, setOpen] = useState(false);
  const active = refinementCount(props.filters);
  return (
    <>
      <div className="hidden flex-wrap items-end gap-3 md:flex" role="group" aria-label="Filters" data-testid="closet-filter-bar">
        <FilterFields {...props} prefix="bar" layout="bar" />
        {active > 0 ? (
          <div className="ml-auto flex items-center gap-3 self-end pb-2.5 text-sm">
            <span className="text-muted-foreground" aria-live="polite">
              {countText(props.shown, props.total)}
            </span>
            <button type="button" onClick={props.onClear} className="font-medium text-foreground underline underline-offset-4 hover:no-underline">
              Clear
            </button>
          </div>
        ) : null}
      </div>

      <div className="md:hidden">
        <Button type="button" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="closet-filter-button">
          <SlidersHorizontal aria-hidden /> Filters
          {active > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground" aria-label={`${active} on`}>
              {active}
            </span>
          ) : null}
        </Button>
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent className="md:hidden">
            <div className="grid gap-4 overflow-y-auto p-4 pt-3">
              <div>
                <SheetTitle className="text-lg font-semibold">Filters</SheetTitle>
                <SheetDescription className="text-sm text-muted-foreground">{countText(props.shown, props.total)}</SheetDescription>
              </div>
              <div className="grid grid-cols-2 gap-3">
                <FilterFields {...props} prefix="sheet" layout="sheet" />
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button type="button" variant="outline" onClick={props.onClear} disabled={active === 0}>
                  Clear
                </Button>
                <Button type="button" onClick={() => setOpen(false)}>
                  Show {props.shown} {props.shown === 1 ? 'item' : 'items'}
                </Button>
              </div>
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </>
  );
}
