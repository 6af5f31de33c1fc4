import { ChevronDown, Heart, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import type { TPurchaseRecommendation } from '../../../../shared/schemas/stylist';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/utils';

const priorityVariant = { High: 'accent', Medium: 'secondary', Low: 'outline' } as const;

interface Props {
  recommendation: TPurchaseRecommendation;
  onToggleSaved: () => void;
  onToggleChecklistItem: (index: number) => void;
}

/** One purchase suggestion: save toggle, priority, price range and a checklist collapsed by default. */
export function RecommendationItem({ recommendation: r, onToggleSaved, onToggleChecklistItem }: Props) {
  const [open, setOpen] = useState(false);
  const checklistId = useId();
  const done = r.checklist.filter((c) => c.done).length;
  return (
    <li className="rounded-lg border border-border p-4" data-testid="recommendation">
      <div className="flex gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground">
          {r.imageUrl ? <img src={r.imageUrl} alt="" loading="lazy" className="size-full object-cover" /> : <ShoppingBag className="size-6" aria-hidden />}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-medium leading-snug">{r.name}</h3>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <Badge variant={priorityVariant[r.priority]}>{r.priority} priority</Badge>
                <span className="text-xs text-muted-foreground">{r.priceRange}</span>
              </div>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className={cn('-mr-2 -mt-2 shrink-0', r.saved ? 'text-accent' : 'text-muted-foreground')}
              aria-pressed={r.saved}
              aria-label={`Save ${r.name}`}
              title={r.saved ? 'Saved' : 'Save'}
              onClick={onToggleSaved}
            >
              <Heart className={cn(r.saved && 'fill-current')} aria-hidden />
            </Button>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{r.description}</p>
        </div>
      </div>
      {r.checklist.length > 0 ? (
        <div className="mt-3">
          <Button variant="ghost" size="sm" className="-ml-3" aria-expanded={open} aria-controls={checklistId} onClick={() => setOpen((o) => !o)}>
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
            Checklist
            <span className="text-muted-foreground">
              ({done}/{r.checklist.length})
            </span>
          </Button>
          {open ? (
            <ul id={checklistId} className="mt-2 grid gap-2" aria-label={`${r.name} checklist`}>
              {r.checklist.map((c, index) => {
                const id = `${checklistId}-${index}`;
                return (
                  <li key={`${index}-${c.label}`} className="flex items-start gap-3">
                    <Checkbox id={id} checked={c.done} onCheckedChange={() => onToggleChecklistItem(index)} className="mt-0.5" />
                    <label htmlFor={id} className={cn('cursor-pointer text-sm leading-snug', c.done && 'text-muted-foreground line-through')}>
                      {c.label}
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
