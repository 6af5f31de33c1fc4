import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { PREDEFINED_STYLES, PRIORITIES, type Priority } from '../../../../shared/schemas/stylist';
import type { StyleName, TStyleAnalysis } from '../../../../shared/schemas/onboarding';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { cn } from '../../../lib/utils';

/** The analysis as an editable profile: goals, one of the four styles, the starter checklist. */
export function StyleSummary({ value, onChange, invalid }: { value: TStyleAnalysis; onChange: (v: TStyleAnalysis) => void; invalid: boolean }) {
  const [goal, setGoal] = useState('');
  const addGoal = () => {
    const g = goal.trim();
    if (!g || value.styleGoals.includes(g) || value.styleGoals.length >= 6) return;
    onChange({ ...value, styleGoals: [...value.styleGoals, g] });
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
            aria-invalid={(invalid && value.styleGoals.length === 0) || undefined}
            aria-describedby={invalid ? 'step-error' : undefined}
          />
          <Button type="button" variant="outline" onClick={addGoal} disabled={!goal.trim()}>
            <Plus aria-hidden /> Add
          </Button>
        </div>
      </section>

      <fieldset className="grid gap-3">
        <legend className="mb-3 font-medium">Preferred style</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PREDEFINED_STYLES.map((s) => (
            <label
              key={s.name}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                value.preferredStyle === s.name ? 'border-accent bg-accent/5' : 'border-border bg-card hover:bg-muted/50',
              )}
            >
              <input
                type="radio"
                name="ob-preferred-style"
                value={s.name}
                checked={value.preferredStyle === s.name}
                onChange={() => onChange({ ...value, preferredStyle: s.name as StyleName })}
                className="mt-0.5 accent-[var(--accent)]"
              />
              <span>
                <span className="block font-medium">{s.name}</span>
                <span className="block text-muted-foreground">{s.description}</span>
              </span>
            </label>
          ))}
        </div>
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
