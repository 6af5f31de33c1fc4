import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Generated (seeded), issue 38.1: a word of the weather said of a thing ('standing under warm lights', 'a hot drink')
 * is not the day's weather; a garden one is in ('it's in a garden in Tigre') is no gardening; a fest is a festival;
 * five-a-side is a game played, said back as such.
 */
const TODAY = '2026-11-23';
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

describe('words said of a thing, not the weather or the doing (generated, seed 3811)', () => {
  const rnd = mulberry32(3811);
  it('a temperature word describing a thing is no weather', () => {
    for (let n = 0; n < 30; n++) {
      const message = `${pick(rnd, ["I'm giving a talk on Thursday", 'Gallery dinner on Friday', 'Presenting at the museum tomorrow'])}, ${pick(rnd, ['standing under warm lights', 'under hot stage lights', 'with a hot drink in hand', 'in front of warm lamps'])}. What should I wear?`;
      const q = parseQuestion(message, { today: TODAY });
      expect(q.weather, message).not.toContain('warm');
      expect(q.weather, message).not.toContain('hot');
    }
    expect(parseQuestion("it's warm out tomorrow, what should I wear?", { today: TODAY }).weather).toContain('warm');
  });
  it('a garden one is in is where, a fest is a festival, five-a-side is played', () => {
    for (let n = 0; n < 20; n++) {
      const party = parseQuestion(
        `What should I wear to my cousin's ${pick(rnd, ['engagement party', 'birthday lunch', 'wedding'])} on Saturday? It's in a garden in ${pick(rnd, ['Tigre', 'Kent', 'the hills'])}.`,
        { today: TODAY },
      );
      expect(party.activity).toBeNull();
      const fest = parseQuestion(`wandering around the ${pick(rnd, ['jazz', 'food', 'folk', 'beer'])} fest all afternoon tomorrow, what can I wear?`, {
        today: TODAY,
      });
      expect(fest.occasions).toContain('concert');
      const game = parseQuestion(`playin ${pick(rnd, ['5 a side', 'five a side', 'futsal'])} tmrw at 9pm, wat do i bring`, { today: TODAY });
      expect(game.activity).toBe('gym');
      expect(game.activitySaid).not.toMatch(/\d+ing/);
    }
  });
});
