import { describe, expect, it } from 'vitest';
import { generateOutfit, type OutfitCandidate } from '../../../domain/stylist';
import { basicCloset, request } from '../../../domain/stylist/test-fixtures';
import { acceptPick } from './generate-outfit';

describe("accepting a model's outfit pick", () => {
  const closet = basicCloset();
  const req = request({ closet });
  const result = generateOutfit(req);

  it('takes a valid pick with its note and the candidate reasons', () => {
    const verdict = acceptPick(req, result.candidates, { ok: true, index: 0, styleNote: 'Looks great.' });
    expect(verdict).toEqual({
      ok: true,
      choice: { itemIds: result.candidates[0]!.items.map((i) => i.id), styleNote: 'Looks great.', reasons: result.candidates[0]!.reasons, source: 'llm' },
    });
  });

  it('refuses an index out of range and passes a refusal through', () => {
    expect(acceptPick(req, result.candidates, { ok: true, index: result.candidates.length, styleNote: 'x' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('out of range'),
    });
    expect(acceptPick(req, result.candidates, { ok: false, reason: 'timed out' })).toEqual({ ok: false, reason: 'timed out' });
  });

  it('refuses an outfit that breaks a hard rule, such as an item in the laundry', () => {
    const laundry = { ...closet.find((i) => i.category === 'Tops')!, status: 'in laundry' as const };
    const shoes = closet.find((i) => i.category === 'Shoes')!;
    const bottoms = closet.find((i) => i.category === 'Bottoms')!;
    const withLaundry = { ...req, closet: closet.map((i) => (i.id === laundry.id ? laundry : i)) };
    const bad: OutfitCandidate = { items: [laundry, bottoms, shoes], score: 1, reasons: [] };
    const verdict = acceptPick(withLaundry, [bad], { ok: true, index: 0, styleNote: 'x' });
    expect(verdict).toMatchObject({ ok: false, reason: expect.stringContaining('breaks a hard rule') });
  });

  it('refuses an item that is not in the closet at all', () => {
    const stranger: OutfitCandidate = { items: [{ ...closet[0]!, id: 999_999 }, closet[1]!], score: 1, reasons: [] };
    expect(acceptPick(req, [stranger], { ok: true, index: 0, styleNote: 'x' }).ok).toBe(false);
  });
});
