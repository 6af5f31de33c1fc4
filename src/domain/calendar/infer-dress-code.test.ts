import { describe, expect, it } from 'vitest';
import { DRESS_CODES } from '../../shared/schemas/calendar';
import { dressCodeAccuracy } from './accuracy';
import { LABELLED_EVENTS } from './dress-code-examples';
import { inferDressCode, parseDressCodeText } from './infer-dress-code';

describe('inferDressCode', () => {
  it.each([
    ['Interview at Stripe', 'Business Formal'],
    ['Wedding', 'Formal'],
    ['Spring gala', 'Black Tie'],
    ['Gym', 'Athletic'],
    ['Morning run', 'Athletic'],
    ['Yoga', 'Athletic'],
    ['Hike', 'Outdoor'],
    ['Date night', 'Smart Casual'],
  ] as const)('%s → %s (the issue’s examples)', (title, code) => {
    expect(inferDressCode({ title })).toEqual({ dressCode: code, source: 'inferred' });
  });

  it('a wedding is formal unless the text says otherwise', () => {
    expect(inferDressCode({ title: 'Wedding' }).dressCode).toBe('Formal');
    expect(inferDressCode({ title: 'Wedding', description: 'Dress code: casual' })).toEqual({ dressCode: 'Casual', source: 'explicit' });
    expect(inferDressCode({ title: 'Wedding (black tie)' })).toEqual({ dressCode: 'Black Tie', source: 'explicit' });
  });

  it('a stated dress code wins over the title, wherever it is written', () => {
    expect(inferDressCode({ title: 'Gym fundraiser', description: 'Attire: business casual' })).toEqual({ dressCode: 'Business Casual', source: 'explicit' });
    expect(inferDressCode({ title: 'Dinner', location: 'The Ritz (black tie)' })).toEqual({ dressCode: 'Black Tie', source: 'explicit' });
    expect(inferDressCode({ title: 'Team dinner — smart casual' })).toEqual({ dressCode: 'Smart Casual', source: 'explicit' });
  });

  it('longer phrases win: a work out is not work, a ball game is not a ball, a grocery run is not a run', () => {
    expect(inferDressCode({ title: 'Work out' }).dressCode).toBe('Athletic');
    expect(inferDressCode({ title: 'Ball game' }).dressCode).toBe('Casual');
    expect(inferDressCode({ title: 'Grocery run' }).dressCode).toBe('Casual');
  });

  it('the most demanding of several activities wins', () => {
    expect(inferDressCode({ title: 'Lunch interview' }).dressCode).toBe('Business Formal');
    expect(inferDressCode({ title: 'Networking drinks' }).dressCode).toBe('Business Casual');
  });

  it('the title decides before the place', () => {
    expect(inferDressCode({ title: 'Board meeting', location: 'Gym conference room' }).dressCode).toBe('Business Formal');
    expect(inferDressCode({ title: 'Session with Ray', location: 'Equinox gym' }).dressCode).toBe('Athletic');
  });

  it('nothing to go on gives no dress code', () => {
    expect(inferDressCode({ title: 'Pay rent' })).toEqual({ dressCode: null, source: 'inferred' });
    expect(inferDressCode({ title: '' })).toEqual({ dressCode: null, source: 'inferred' });
  });
});

describe('parseDressCodeText', () => {
  it.each(DRESS_CODES)('reads its own label %s', (code) => {
    expect(parseDressCodeText(code)).toBe(code);
  });
  it('reads the first code stated', () => {
    expect(parseDressCodeText('business casual, jeans ok')).toBe('Business Casual');
    expect(parseDressCodeText('Black-tie optional')).toBe('Formal');
    expect(parseDressCodeText('Cocktail attire')).toBe('Cocktail');
    expect(parseDressCodeText('Semi-formal')).toBe('Cocktail');
    expect(parseDressCodeText('dressy casual')).toBe('Smart Casual');
    expect(parseDressCodeText('bring snacks')).toBeNull();
  });
});

describe('labelled events', () => {
  it('has at least 80 hand-labelled examples covering every dress code', () => {
    expect(LABELLED_EVENTS.length).toBeGreaterThanOrEqual(80);
    for (const code of DRESS_CODES) expect(LABELLED_EVENTS.some((e) => e.expected === code)).toBe(true);
  });
  it('inference gets at least 90 % of them right', () => {
    const report = dressCodeAccuracy();
    expect(report.accuracy, report.misses.map((m) => `${m.event.title}: ${m.got}`).join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
