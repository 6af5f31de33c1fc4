import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { isWorkUniform } from '../work-uniform';

/**
 * A birthday said by the age alone, as texted ('my sisters 75th', 'dads 60th'), is a party, and a trip for one packs an outfit a
 * step above the days; a carer's or a nurse's uniform stays home from it; weather said of a time ('hot days, cool nights') is no
 * event. Owners, ages and phrasings are drawn by a seed.
 */
const rand = mulberry32(7411);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const ask = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'F' });

describe('a birthday said by the age alone', () => {
  it('is a party, with or without the apostrophe', () => {
    for (let k = 0; k < 20; k++) {
      const owner = pick(['sisters', "sister's", 'dads', "dad's", 'mums', "mum's", 'her', 'my', "grandma's", 'cousins']);
      const age = pick(['21st', '30th', '40th', '50th', '60th', '65th', '70th', '75th', '80th', '90th']);
      const message = pick([`3 nites in duluth for my ${owner} ${age} wat shud i pack`, `what do i wear to ${owner} ${age} on saturday`]);
      expect(ask(message).occasions, message).toContain('party');
    }
    // A date stays a date.
    expect(ask('on the 25th what do i wear').occasions).not.toContain('party');
  });
});

describe("a job's uniform", () => {
  it('is read from the words that name the job', () => {
    for (const name of ['Navy care-worker tunic', 'Brown steel-cap work boots', 'White nurse tunic', 'Blue work polo', 'Hi-vis vest'])
      expect(isWorkUniform({ name, subcategory: null }), name).toBe(true);
    for (const name of ['Navy linen tunic', 'Brown leather work boots', 'White polo shirt'])
      expect(isWorkUniform({ name, subcategory: null }), name).toBe(false);
  });
});

describe('weather said of a time', () => {
  it('is no event', () => {
    for (let k = 0; k < 10; k++) {
      const message = `${pick(['6 day road trip', 'a week in the desert', '4 days camping'])} in august - ${pick(['hot days, cool nights', 'warm days and chilly nights', 'sunny days, cold mornings'])}. what do i pack`;
      expect(ask(message).occasions, message).not.toContain('party');
    }
  });
});
