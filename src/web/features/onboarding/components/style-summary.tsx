import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { PRIORITIES, type Priority } from '../../../../shared/schemas/stylist';
import type { StepProblems, StyleStepField, TStyleAnalysis } from '../../../../shared/schemas/onboarding';
import { StyleDirectionTiles } from '../../../components/style-direction-tiles';
import { FieldError } from '../../../components/ui/label';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';

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

      <StyleDirectionTiles
        idPrefix="ob-styles"
        legend="Styles you like"
        selected={selected}
        onChange={(styles) => onChange({ ...value, styles }, 'preferredStyle')}
        error={problems.preferredStyle}
      />

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
