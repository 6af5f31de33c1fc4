import { Loader2, MessageCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { TStylePreferences } from '../../../../shared/schemas/stylist';
import { StyleDirectionTiles } from '../../../components/style-direction-tiles';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { RETAKE_STYLE_CHAT_HREF } from '../../../lib/style-preferences';
import { toast } from '../../../lib/toast';
import { useSaveStylePreferences, useStoredStylePreferences } from '../api/style-preferences';
import {
  addEntry,
  fieldOf,
  leadChoices,
  sameDraft,
  styleBody,
  styleDraftOf,
  styleProblems,
  withLead,
  type ListField,
  type StyleDraft,
  type StyleField,
} from '../lib/style-draft';
import { NativeSelect } from '../../../components/ui/select';
import { Label } from '../../../components/ui/label';
import { EditableList } from './editable-list';
import type { SettingsSectionProps } from './section-props';
import { swatchFor } from '../../../../shared/colour-swatch';

/**
 * Settings → Style: the style profile onboarding made, edited in place (the directions as
 * tiles, the goals, the colors), or the style chat taken again. PUT replaces the whole profile,
 * so the stored one is read first and sent back with these edits (its checklist and budget as they were).
 */
export function StyleSection({ user }: SettingsSectionProps) {
  const stored = useStoredStylePreferences(user.id);
  return (
    <Card id="style" aria-labelledby="settings-style-title">
      <CardHeader>
        <CardTitle id="settings-style-title">Style</CardTitle>
        <CardDescription>The styles, goals and colors your stylist dresses you by, in every outfit and text.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {stored.data ? (
          <StyleForm userId={user.id} stored={stored.data} />
        ) : stored.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your style profile could not be loaded.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void stored.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div className="grid gap-3" role="status" aria-label="Loading your style profile">
            <Skeleton className="h-5 w-40" />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="aspect-square" />
              ))}
            </div>
          </div>
        )}
        <div className="grid gap-2 border-t border-border pt-5">
          <p className="text-sm text-muted-foreground">
            Rather talk it through? Answer the five style questions again; you confirm before it replaces this profile.
          </p>
          <Button asChild variant="outline" className="sm:justify-self-start">
            <Link href={RETAKE_STYLE_CHAT_HREF}>
              <MessageCircle aria-hidden /> Retake the style chat
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function StyleForm({ userId, stored }: { userId: number; stored: TStylePreferences }) {
  const save = useSaveStylePreferences(userId);
  const initial = useMemo(() => styleDraftOf(stored), [stored]);
  const [draft, setDraft] = useState<StyleDraft>(initial);
  const [pending, setPending] = useState<Record<ListField, string>>({ goals: '', colors: '', avoid: '' });
  const [errors, setErrors] = useState<Partial<Record<StyleField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // Follows the stored profile after a save (or a retaken chat).
  useEffect(() => setDraft(initial), [initial]);

  // Arriving at /settings#style (the retaken chat's way back): the browser does not scroll to a section drawn later.
  useEffect(() => {
    if (window.location.hash === '#style') document.getElementById('style')?.scrollIntoView({ block: 'start' });
  }, []);

  const changed = !sameDraft(draft, initial) || LIST_FIELDS.some((f) => !!pending[f].trim());

  const edit = (field: StyleField, list: string[]) => {
    setDraft((d) => ({ ...d, [field]: list }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Adds the typed goal or color: null when added, else the message now under the field. */
  const add = (field: ListField, text: string): string | null => {
    const result = addEntry(draft[field], text, field);
    if ('error' in result) {
      setErrors((e) => ({ ...e, [field]: result.error }));
      return result.error;
    }
    edit(field, result.list);
    setPending((p) => ({ ...p, [field]: '' }));
    return null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A goal or color typed but not added is meant to be saved too.
    const next = { ...draft };
    const found: Partial<Record<StyleField, string>> = {};
    for (const field of LIST_FIELDS) {
      if (!pending[field].trim()) continue;
      const result = addEntry(next[field], pending[field], field);
      if ('error' in result) found[field] = result.error;
      else next[field] = result.list;
    }
    const body = styleBody(stored, next);
    Object.assign(found, { ...styleProblems(next, body), ...found });
    setErrors(found);
    const first = (['styles', 'goals', 'colors', 'avoid'] as const).find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(first === 'styles' ? '#settings-styles-first' : `#settings-${first}-input`)?.focus();
      return;
    }
    setDraft(next);
    setPending({ goals: '', colors: '', avoid: '' });
    save.mutate(body, {
      onSuccess: (saved) => toast.success('Style saved', `Your stylist now leads with ${saved.preferredStyle}.`),
      onError: (error) => {
        const field = error instanceof ApiError && error.status < 500 ? fieldOf(error.field) : undefined;
        if (field) setErrors({ [field]: error.message });
        else toast.error('Could not save your style', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');
      },
    });
  };

  // What the goals and colors lists share: their draft, pending text, error and edits, by field.
  const listProps = (field: ListField) => ({
    id: `settings-${field}`,
    items: draft[field],
    error: errors[field],
    pending: pending[field],
    onPendingChange: (text: string) => {
      setPending((p) => ({ ...p, [field]: text }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onAdd: (text: string) => add(field, text),
    onRemove: (entry: string) =>
      edit(
        field,
        draft[field].filter((x) => x !== entry),
      ),
    disabled: save.isPending,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Style settings">
      <div className="grid gap-2">
        <Label htmlFor="settings-style-direction">Your style direction</Label>
        <p id="settings-style-direction-hint" className="text-xs text-muted-foreground">
          The one style your summary, Home and outfit notes name. Choosing one here puts it first among the styles you like.
        </p>
        <NativeSelect
          id="settings-style-direction"
          aria-describedby="settings-style-direction-hint"
          className="sm:max-w-xs"
          value={draft.styles[0] ?? ''}
          disabled={save.isPending}
          onChange={(e) => edit('styles', withLead(draft.styles, e.target.value))}
        >
          {draft.styles[0] ? null : (
            <option value="" disabled>
              Choose a style
            </option>
          )}
          {leadChoices(draft.styles[0]).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <StyleDirectionTiles
        idPrefix="settings-styles"
        legend="Styles you like"
        hint="Pick as many as fit you; the first you pick leads and sets your preferred style."
        selected={draft.styles}
        onChange={(styles) => edit('styles', styles)}
        error={errors.styles}
        disabled={save.isPending}
        compact
      />
      <EditableList
        label="Goals"
        hint="What you want your clothes to do for you. Up to 10."
        itemName="goal"
        placeholder="e.g. Sharper for dates"
        maxLength={200}
        {...listProps('goals')}
      />
      <EditableList
        label="Colors"
        hint="Colors that suit you, by name (Navy, Olive green). Outfits lean on them. Up to 20."
        itemName="color"
        placeholder="e.g. Camel"
        maxLength={50}
        {...listProps('colors')}
        renderChip={(color) => (
          <span className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden className="size-3.5 shrink-0 rounded-full border border-border" style={{ background: swatchOf(color) }} />
            <span className="min-w-0 break-words">{color}</span>
          </span>
        )}
      />
      <EditableList
        label="Colors you avoid"
        hint="Colors you never want suggested (Yellow, Neon). No outfit, gap or recommendation uses them. Up to 20."
        itemName="color to avoid"
        placeholder="e.g. Neon"
        maxLength={50}
        {...listProps('avoid')}
        renderChip={(color) => (
          <span className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden className="size-3.5 shrink-0 rounded-full border border-border" style={{ background: swatchOf(color) }} />
            <span className="min-w-0 break-words">{color}</span>
          </span>
        )}
      />
      <Button type="submit" disabled={!changed || save.isPending} aria-busy={save.isPending} className="sm:justify-self-start">
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {save.isPending ? 'Saving...' : 'Save style'}
      </Button>
    </form>
  );
}

const LIST_FIELDS: readonly ListField[] = ['goals', 'colors', 'avoid'];

/** Every colour name has a swatch (Rust, Camel, Mustard and Cream included), from the one shared table. */
const swatchOf = swatchFor;
