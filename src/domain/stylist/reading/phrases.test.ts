import { describe, expect, it } from 'vitest';
import { claimPhrases, expandPhrase, phrasesIn, says } from './phrases';
import { GARMENTS, OCCASIONS } from './vocabulary';
import * as CUES from './cues';
import { mulberry32 } from '../prng';

const ws = (s: string) => s.split(' ');

describe('phrase notation', () => {
  it('expands alternatives and optional words', () => {
    expect(expandPhrase('a/the [new] job').map((w) => w.join(' '))).toEqual(['a job', 'a new job', 'the job', 'the new job']);
  });
  it('refuses a bracket around more than one word', () => {
    expect(() => expandPhrase('thanks [so much]')).toThrow(/one word/);
  });
  it('every table of the vocabulary and the cues is well formed', () => {
    const tables = [
      GARMENTS,
      OCCASIONS,
      ...Object.values(CUES).map((c) => (Array.isArray(c) && typeof c[0] === 'string' ? [{ id: 'c', phrases: c as string[] }] : c)),
    ];
    for (const table of tables)
      for (const row of table as unknown as { phrases: string[] }[]) for (const p of row.phrases) expect(() => expandPhrase(p)).not.toThrow();
  });
});

describe('matching', () => {
  it('gaps: _ one word, * up to eight, + one to eight', () => {
    expect(says(ws('does it mean black tie'), ['does + mean'])).toBe(true);
    expect(says(ws('does mean'), ['does + mean'])).toBe(false);
    expect(says(ws('pack trip'), ['pack * trip'])).toBe(true);
    expect(says(ws('sleeves always show'), ['sleeves _ show'])).toBe(true);
    expect(says(ws('sleeves show'), ['sleeves _ show'])).toBe(false);
  });
  it('a row claims its words before later rows: dress shoes is not also a dress', () => {
    expect(claimPhrases(ws('my black dress shoes'), GARMENTS).map((h) => h.id)).toEqual(['dress shoes']);
    expect([...new Set(claimPhrases(ws('my oxford shoes and my oxford shirt'), GARMENTS).map((h) => h.id))]).toEqual(['oxfords', 'shirt']);
  });
  it('occasions are independent: a rehearsal dinner is a wedding and a dinner', () => {
    expect(new Set(phrasesIn(ws('the rehearsal dinner friday'), OCCASIONS).map((h) => h.id))).toEqual(new Set(['wedding', 'dinner']));
  });
  it('property: every phrase of every garment row is read as that garment when said alone after "my"', () => {
    const random = mulberry32(38);
    for (const row of GARMENTS) {
      const forms = row.phrases.flatMap(expandPhrase).filter((f) => f[0] !== 'my' && f[0] !== 'a' && f[0] !== 'an');
      const form = forms[Math.floor(random() * forms.length)]!;
      const hits = claimPhrases(['can', 'i', 'wear', 'my', ...form, 'tomorrow'], GARMENTS);
      expect(
        hits.map((h) => h.id),
        form.join(' '),
      ).toContain(row.id);
    }
  });
});
