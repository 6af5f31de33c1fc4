import { FieldError } from './ui/label';
import { cn } from '../lib/utils';

/**
 * One choice out of a few, as native radios in a fieldset (arrow keys move, the legend names the
 * group), drawn as tappable cards; the error sits under the group.
 */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  errorId,
  columns,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string | undefined;
  errorId?: string;
  columns: 2 | 3 | 4;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const described = [error ? errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      {/* Shared widths that never cut a label ('Womenswear' at 390 px): a row wraps instead. */}
      <div className={cn('gap-2', columns === 2 ? 'grid grid-cols-2' : columns === 3 ? 'flex flex-wrap' : 'grid grid-cols-2 sm:grid-cols-4')}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              columns === 3 && 'min-w-fit flex-1',
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === o.value ? 'border-accent bg-accent/5 font-medium' : error ? 'border-destructive bg-card' : 'border-border bg-card hover:bg-muted/50',
            )}
          >
            <input
              type="radio"
              id={`${name}-${o.value}`}
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-[var(--accent)]"
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
