import { describe, expect, it } from 'vitest';
import { COLOR_PALETTE_MAX, STYLE_DIRECTIONS, STYLE_GOALS_MAX, type TStylePreferences } from '../../../../shared/schemas/stylist';
import { addEntry, fieldOf, leadChoices, NO_STYLE_MESSAGE, sameDraft, styleBody, styleDraftOf, styleProblems, withLead } from './style-draft';

const stored: TStylePreferences = {
  styleGoals: ['Look sharper at work'],
  preferredStyle: 'Smart Casual',
  styles: ['Smart Casual', 'Edgy'],
  colorPalette: ['Navy'],
  essentialItems: [{ name: 'Navy Blazer', category: 'Outerwear', description: '', priority: 'High' }],
  budget: { min: 80, max: 150 },
};

describe('Settings → Style draft', () => {
  it('starts from the stored profile, and an older one with no list starts from its one style', () => {
    expect(styleDraftOf(stored)).toEqual({ styles: ['Smart Casual', 'Edgy'], goals: ['Look sharper at work'], colors: ['Navy'], avoid: [] });
    expect(styleDraftOf({ ...stored, styles: undefined }).styles).toEqual(['Smart Casual']);
  });

  it('knows when something changed, order included (the first style leads)', () => {
    const draft = styleDraftOf(stored);
    expect(sameDraft(draft, styleDraftOf(stored))).toBe(true);
    expect(sameDraft(draft, { ...draft, styles: ['Edgy', 'Smart Casual'] })).toBe(false);
    expect(sameDraft(draft, { ...draft, colors: [] })).toBe(false);
  });

  it('sends the whole stored profile with the edits, the first style as the preferred one', () => {
    const body = styleBody(stored, { styles: ['Bohemian', 'Edgy'], goals: ['Weekend ease'], colors: ['Olive green'], avoid: ['Neon'] });
    expect(body).toEqual({
      ...stored,
      styles: ['Bohemian', 'Edgy'],
      preferredStyle: 'Bohemian',
      styleGoals: ['Weekend ease'],
      colorPalette: ['Olive green'],
      avoidColours: ['Neon'],
    });
  });

  it('adds a goal or color after checking it with the save schema, and refuses repeats, blanks, symbols and too many', () => {
    expect(addEntry(['Navy'], '  olive   green ', 'colors')).toEqual({ list: ['Navy', 'olive green'] });
    expect(addEntry(['Navy'], 'navy', 'colors')).toEqual({ error: 'That color is already in your palette' });
    expect(addEntry(['Yellow'], 'yellow', 'avoid')).toEqual({ error: 'That color is already on your avoid list' });
    expect(addEntry([], 'Neon', 'avoid')).toEqual({ list: ['Neon'] });
    expect(addEntry([], '<script>', 'colors')).toEqual({ error: 'Use a color name, such as Navy or Olive green' });
    expect(addEntry([], '1234', 'colors')).toEqual({ error: 'Use a color name, such as Navy or Olive green' });
    expect(addEntry([], '   ', 'goals')).toEqual({ error: 'Write a goal first' });
    expect(addEntry([], 'x'.repeat(201), 'goals')).toEqual({ error: 'Keep a goal to 200 characters' });
    const full = Array.from({ length: STYLE_GOALS_MAX }, (_, i) => `Goal ${i}`);
    expect(addEntry(full, 'One more', 'goals')).toEqual({ error: `Keep to ${STYLE_GOALS_MAX} goals at most` });
    const palette = Array.from({ length: COLOR_PALETTE_MAX }, (_, i) => `Color ${i}`);
    expect(addEntry(palette, 'Teal', 'colors')).toEqual({ error: `Keep to ${COLOR_PALETTE_MAX} colors at most` });
  });

  it('names each problem under its field, and needs at least one style', () => {
    const draft = { styles: [], goals: ['x'.repeat(201)], colors: ['Navy'], avoid: [] };
    expect(styleProblems(draft, styleBody(stored, draft))).toEqual({ styles: NO_STYLE_MESSAGE, goals: 'Keep a goal to 200 characters' });
    const fine = styleDraftOf(stored);
    expect(styleProblems(fine, styleBody(stored, fine))).toEqual({});
    expect(fieldOf('styleGoals.2')).toBe('goals');
    expect(fieldOf('colorPalette')).toBe('colors');
    expect(fieldOf('budget')).toBeUndefined();
  });

  it('the one style direction is the first style; choosing another puts it first (picking it when it was not)', () => {
    expect(withLead(['Smart Casual', 'Edgy'], 'Edgy')).toEqual(['Edgy', 'Smart Casual']);
    expect(withLead(['Smart Casual'], 'Minimalist Modern')).toEqual(['Minimalist Modern', 'Smart Casual']);
    expect(leadChoices('Minimalist Modern')).toEqual(STYLE_DIRECTIONS.map((d) => d.name));
    expect(leadChoices('Preppy')[0]).toBe('Preppy');
  });
});
