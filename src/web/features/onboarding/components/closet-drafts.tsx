import { Check, Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { CATEGORIES, type Category } from '../../../../shared/closet-constants';
import type { TClosetDraft } from '../../../../shared/schemas/onboarding';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { useAddClosetItem } from '../api/add-closet-item';

/**
 * Pieces the person said they already wear (issue 27): each a prefilled draft, added to the closet
 * with one tap and editable first. Never part of the checklist of things to buy.
 */
export function ClosetDrafts({ drafts }: { drafts: readonly TClosetDraft[] }) {
  if (!drafts.length) return null;
  return (
    <section className="grid gap-3" aria-labelledby="ob-drafts-heading" data-testid="closet-drafts">
      <div>
        <h3 id="ob-drafts-heading" className="font-medium">
          Already in your closet?
        </h3>
        <p className="text-sm text-muted-foreground">You mentioned these. Add them now so outfits can use them; you can add photos later.</p>
      </div>
      <ul className="grid gap-2">
        {drafts.map((d, i) => (
          <DraftRow key={`${d.name}-${i}`} draft={d} index={i} />
        ))}
      </ul>
    </section>
  );
}

function DraftRow({ draft, index }: { draft: TClosetDraft; index: number }) {
  const [name, setName] = useState(draft.name);
  const [category, setCategory] = useState<Category>(draft.category);
  const [color, setColor] = useState(draft.color);
  const [colorError, setColorError] = useState<string | undefined>();
  const add = useAddClosetItem();
  const id = (field: string) => `ob-draft-${index}-${field}`;
  const submit = () => {
    if (!color.trim()) {
      setColorError('Add a color to save it');
      document.getElementById(id('color'))?.focus();
      return;
    }
    add.mutate({ name: name.trim() || draft.name, category, color: color.trim() });
  };
  if (add.isSuccess) {
    return (
      <li className="flex items-center gap-2 rounded-xl border border-border bg-card p-3 text-sm" data-testid="closet-draft">
        <Check className="size-4 text-emerald-700" aria-hidden />
        <span role="status">{add.data.name} is in your closet.</span>
      </li>
    );
  }
  return (
    // The name on its own line: beside the category, color and button it had 60 px and showed 'Chin' for 'Chinos'.
    <li
      className="grid gap-3 rounded-xl border border-border bg-card p-3 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      data-testid="closet-draft"
    >
      <div className="grid gap-1 sm:col-span-3">
        <Label htmlFor={id('name')} className="text-xs text-muted-foreground">
          Name
        </Label>
        <Input id={id('name')} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="grid gap-1">
          <Label htmlFor={id('category')} className="text-xs text-muted-foreground">
            Category
          </Label>
          <NativeSelect id={id('category')} value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={id('color')} className="text-xs text-muted-foreground">
            Color
          </Label>
          <Input
            id={id('color')}
            value={color}
            maxLength={50}
            placeholder="e.g. Indigo"
            onChange={(e) => {
              setColor(e.target.value);
              setColorError(undefined);
            }}
            aria-invalid={colorError ? true : undefined}
            aria-describedby={colorError ? id('color-error') : undefined}
          />
          <FieldError id={id('color-error')} message={colorError} />
        </div>
      </div>
      <div className="grid gap-1 sm:pt-5">
        <Button type="button" variant="outline" onClick={submit} disabled={add.isPending} aria-label={`Add to closet: ${name.trim() || draft.name}`}>
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />} Add to closet
        </Button>
        {add.isError ? <FieldError message={add.error instanceof Error ? add.error.message : 'Could not add it. Try again.'} /> : null}
      </div>
    </li>
  );
}
