import {
  STYLE_DIRECTIONS,
  STYLE_DIRECTIONS_MAX,
  ZSaveStylePreferences,
  type TSaveStylePreferences,
  type TStylePreferences,
} from '../../../../shared/schemas/stylist';

/** Settings → Style as edited: the style directions (the first leads), the goals and the colors. */
export interface StyleDraft {
  styles: string[];
  goals: string[];
  colors: string[];
  /** Colors the person avoids: kept apart from the palette, never suggested (ADR 0113). */
  avoid: string[];
}
export type StyleField = keyof StyleDraft;

export const NO_STYLE_MESSAGE = 'Please choose at least one style';

export const styleDraftOf = (stored: TStylePreferences): StyleDraft => ({
  styles: stored.styles?.length ? [...stored.styles] : [stored.preferredStyle],
  goals: [...stored.styleGoals],
  colors: [...stored.colorPalette],
  avoid: [...(stored.avoidColours ?? [])],
});

export const sameDraft = (a: StyleDraft, b: StyleDraft) =>
  (Object.keys(a) as StyleField[]).every((k) => a[k].length === b[k].length && a[k].every((x, i) => x === b[k][i]));

const SCHEMA_OF = {
  goals: ZSaveStylePreferences.shape.styleGoals,
  colors: ZSaveStylePreferences.shape.colorPalette,
  avoid: ZSaveStylePreferences.shape.colorPalette,
} as const;
const DUPLICATE = {
  goals: 'You already have that goal',
  colors: 'That color is already in your palette',
  avoid: 'That color is already on your avoid list',
} as const;
export type ListField = keyof typeof SCHEMA_OF;

/**
 * One goal or color added to its list, checked by the save's own schema (its length, the list's
 * limit, a real color name): the longer list, or the message to show under the field.
 */
export function addEntry(list: readonly string[], text: string, field: ListField): { list: string[] } | { error: string } {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value && list.some((x) => x.toLowerCase() === value.toLowerCase())) return { error: DUPLICATE[field] };
  const next = [...list, value];
  const parsed = SCHEMA_OF[field].safeParse(next);
  return parsed.success ? { list: next } : { error: parsed.error.issues[0]!.message };
}

/** The whole profile to PUT: what the server answered, with this form's edits (the first style leads). */
export const styleBody = (stored: TStylePreferences, draft: StyleDraft): TSaveStylePreferences => ({
  ...stored,
  styleGoals: draft.goals,
  colorPalette: draft.colors,
  avoidColours: draft.avoid,
  styles: draft.styles,
  preferredStyle: draft.styles[0] ?? stored.preferredStyle,
});

/** The form field a schema or server error names ('styleGoals.2' is Goals). */
export function fieldOf(path: string | number | symbol | undefined): StyleField | undefined {
  const head = String(path ?? '').split('.')[0];
  if (head === 'styleGoals') return 'goals';
  if (head === 'colorPalette') return 'colors';
  if (head === 'avoidColours') return 'avoid';
  if (head === 'styles' || head === 'preferredStyle') return 'styles';
  return undefined;
}

/** Every field's first problem, each shown under its field; empty when the body may be saved. */
export function styleProblems(draft: StyleDraft, body: TSaveStylePreferences): Partial<Record<StyleField, string>> {
  const out: Partial<Record<StyleField, string>> = {};
  if (!draft.styles.length) out.styles = NO_STYLE_MESSAGE;
  const parsed = ZSaveStylePreferences.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path[0]);
      if (field) out[field] ??= issue.message;
    }
  return out;
}

/**
 * The one style direction (the summary's, Home's, the outfit notes'): the first of the picked
 * styles. Choosing another puts it first, picking it when it was not (issue 40.4).
 */
export const withLead = (styles: readonly string[], lead: string): string[] => [lead, ...styles.filter((s) => s !== lead)].slice(0, STYLE_DIRECTIONS_MAX);

/** The directions to choose the lead from: onboarding's vocabulary, and a stored one it lacks (an older profile) kept. */
export const leadChoices = (current: string | undefined): string[] => {
  const names: string[] = STYLE_DIRECTIONS.map((d) => d.name);
  return current && !names.includes(current) ? [current, ...names] : names;
};
