import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { STYLE_DIRECTIONS, STYLE_DIRECTIONS_MAX } from '../../shared/schemas/stylist';
import { cn } from '../lib/utils';
import { FieldError } from './ui/label';

/**
 * The style directions as picture tiles, several at once, in the order picked (the first leads:
 * ADR 0094). Shared by onboarding's summary and Settings → Style, so both pick the same way.
 * Ids derive from `idPrefix`: `${idPrefix}-first` is the first checkbox (focused on an error),
 * `${idPrefix}-error` the error line.
 */
export function StyleDirectionTiles({
  selected,
  onChange,
  idPrefix,
  legend,
  hint = 'Pick as many as fit you; the first you pick leads.',
  error,
  disabled,
  compact = false,
}: {
  selected: readonly string[];
  onChange: (styles: string[]) => void;
  idPrefix: string;
  legend: ReactNode;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
  /**
   * Descriptions read out but not shown on phones: for a returning person (settings), who knows
   * the directions, the ten tiles take half the height. Still two across: three cut 'Professional'.
   */
  compact?: boolean;
}) {
  const toggle = (name: string) => onChange(selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name].slice(0, STYLE_DIRECTIONS_MAX));
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${idPrefix}-error` : `${idPrefix}-hint`} disabled={disabled}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <p id={`${idPrefix}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {/* Three across at most: the card is narrow at every width, and five cut names to 'Professio'. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {STYLE_DIRECTIONS.map((s, i) => {
          const checked = selected.includes(s.name);
          const lead = checked && selected[0] === s.name;
          return (
            <label
              key={s.name}
              className={cn(
                'group relative grid cursor-pointer overflow-hidden rounded-2xl border-2 bg-card text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                checked ? 'border-accent' : 'border-transparent hover:border-border',
              )}
              data-testid="style-tile"
            >
              <img src={`/styles/${s.image}.svg`} alt="" width={300} height={300} loading="lazy" className="aspect-square w-full object-cover" />
              <span className="flex items-start gap-2 p-2.5">
                <input
                  type="checkbox"
                  id={i === 0 ? `${idPrefix}-first` : undefined}
                  name={idPrefix}
                  value={s.name}
                  checked={checked}
                  onChange={() => toggle(s.name)}
                  aria-labelledby={`${idPrefix}-${s.image}-name`}
                  aria-describedby={`${idPrefix}-${s.image}-description`}
                  aria-invalid={error ? true : undefined}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
                />
                <span className="grid gap-0.5">
                  <span id={`${idPrefix}-${s.image}-name`} className="font-medium leading-tight">
                    {s.name}
                  </span>
                  <span
                    id={`${idPrefix}-${s.image}-description`}
                    className={cn('text-xs leading-snug text-muted-foreground', compact && 'sr-only sm:not-sr-only')}
                  >
                    {s.description}
                  </span>
                </span>
              </span>
              {lead && selected.length > 1 ? (
                <span className="absolute left-2 top-2 rounded-full bg-background/90 px-2 py-0.5 text-xs font-medium text-foreground shadow">Leads</span>
              ) : null}
              {checked ? (
                <span aria-hidden className="absolute right-2 top-2 grid size-7 place-items-center rounded-full bg-accent text-accent-foreground shadow">
                  <Check className="size-4" />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldError id={`${idPrefix}-error`} message={error} />
    </fieldset>
  );
}
