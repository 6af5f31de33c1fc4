import { Check, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { PRIORITIES, STYLE_DIRECTIONS, STYLE_DIRECTIONS_MAX, type Priority } from '../../../../shared/schemas/stylist';
import type { StepProblems, StyleStepField, TStyleAnalysis } from '../../../../shared/schemas/onboarding';
import { FieldError } from '../../../components/ui/label';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../lib/utils';

/** The styles picked, the analysis's own first until the person changes them. */
export const selectedStyles = (v: TStyleAnalysis): string[] => v.styles ?? [v.preferredStyle];

/** The analysis as an editable profile: goals, the style directions (picture tiles, several), the starter checklist. */
export function StyleSummary({
  value,
  onChange,
  problems,
}: {
  value: TStyleAnalysis;
  onChange: (v: TStyleAnalysis, field?: StyleStepField) => void;
  problems: StepProblems<StyleStepField>;
}) {
  const [goal, setGoal] = useState('');
  const selected = selectedStyles(value);
  const toggle = (name: string) => {
    const styles = selected.includes(name) ? selected.filter((s) => s !== name) : [...selected, name].slice(0, STYLE_DIRECTIONS_MAX);
    onChange({ ...value, styles }, 'preferredStyle');
  };
  const addGoal = () => {
    const g = goal.trim();
    if (!g || value.styleGoals.includes(g) || value.styleGoals.length >= 6) return;
    onChange({ ...value, styleGoals: [...value.styleGoals, g] }, 'styleGoals');
    setGoal('');
  };
  return (
    <div className="grid gap-6" data-testid="style-summary">
      <section className="grid gap-3" aria-labelledby="ob-goals-heading">
        <h3 id="ob-goals-heading" className="font-medium">
          Your style goals
        </h3>
        <ul className="flex flex-wrap gap-2">
          {value.styleGoals.map((g) => (
            <li key={g} className="flex items-center gap-1 rounded-full border border-border bg-card py-1 pl-3 pr-1 text-sm">
              {g}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Remove goal: ${g}`}
                onClick={() => onChange({ ...value, styleGoals: value.styleGoals.filter((x) => x !== g) })}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <label htmlFor="ob-new-goal" className="sr-only">
            Add a style goal
          </label>
          <Input
            id="ob-new-goal"
            value={goal}
            maxLength={200}
            placeholder="Add a goal, e.g. Dress sharper for dates"
            onChange={(e) => setGoal(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addGoal();
              }
            }}
            aria-invalid={problems.styleGoals ? true : undefined}
            aria-describedby={problems.styleGoals ? 'ob-goals-error' : undefined}
          />
          <Button type="button" variant="outline" onClick={addGoal} disabled={!goal.trim()}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
        <FieldError id="ob-goals-error" message={problems.styleGoals} />
      </section>

      <fieldset className="grid gap-3" aria-describedby={problems.preferredStyle ? 'ob-styles-error' : 'ob-styles-hint'}>
        <legend className="mb-1 font-medium">Styles you like</legend>
        <p id="ob-styles-hint" className="text-sm text-muted-foreground">
          Pick as many as fit you; the first you pick leads.
        </p>
        {/* Three across at most: the card is narrow at every width, and five cut names to 'Professio'. */}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {STYLE_DIRECTIONS.map((s, i) => {
            const checked = selected.includes(s.name);
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
                    id={i === 0 ? 'ob-styles-first' : undefined}
                    name="ob-styles"
                    value={s.name}
                    checked={checked}
                    onChange={() => toggle(s.name)}
                    aria-labelledby={`ob-style-${s.image}-name`}
                    aria-describedby={`ob-style-${s.image}-description`}
                    className="mt-0.5 size-4 shrink-0 accent-[var(--accent)]"
                  />
                  <span className="grid gap-0.5">
                    <span id={`ob-style-${s.image}-name`} className="font-medium leading-tight">
                      {s.name}
                    </span>
                    <span id={`ob-style-${s.image}-description`} className="text-xs leading-snug text-muted-foreground">
                      {s.description}
                    </span>
                  </span>
                </span>
                {checked ? (
                  <span aria-hidden className="absolute right-2 top-2 grid size-7 place-items-center rounded-full bg-accent text-accent-foreground shadow">
                    <Check className="size-4" />
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
        <FieldError id="ob-styles-error" message={problems.preferredStyle} />
      </fieldset>

      <section className="grid gap-3" aria-labelledby="ob-checklist-heading">
        <h3 id="ob-checklist-heading" className="font-medium">
          Your starter checklist
        </h3>
        {value.essentialItems.length ? (
          <ul className="grid gap-2">
            {value.essentialItems.map((item) => (
              <li key={item.name} className="flex items-start gap-3 rounded-xl border border-border bg-card p-3 text-sm">
                <span className="grid flex-1 gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {item.name}
                    <Badge variant="outline">{item.category}</Badge>
                  </span>
                  <span className="text-muted-foreground">{item.description}</span>
                </span>
                <NativeSelect
                  aria-label={`Priority of ${item.name}`}
                  value={item.priority}
                  onChange={(e) =>
                    onChange({ ...value, essentialItems: value.essentialItems.map((i) => (i === item ? { ...i, priority: e.target.value as Priority } : i)) })
                  }
                  className="h-8 w-auto shrink-0 px-2 text-xs md:text-xs"
                >
                  {PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`Remove ${item.name} from the checklist`}
                  onClick={() => onChange({ ...value, essentialItems: value.essentialItems.filter((i) => i !== item) })}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No pieces on your checklist. That's fine: recommendations will fill it in later.</p>
        )}
      </section>
    </div>
  );
}
