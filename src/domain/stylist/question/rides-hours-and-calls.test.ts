import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '.';

/**
 * Words that change what is read, generated over wordings: a ride with a distance is on a bike; the sun said as the hour
 * ('until the sun's up') is no strong sun; 'cold-ish' is cool; a brand that is someone's client is no shopping; a meeting
 * over video is a video call; a dash ends the name of an event as a full stop does.
 */
const rand = mulberry32(4417);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const parse = (m: string) => parseQuestion(m, { today: '2026-12-01', unit: 'C' });

describe('what a message says beside its question', () => {
  it('reads a ride with a distance as cycling, and a train ride as none', () => {
    for (let i = 0; i < 20; i++) {
      const distance = pick(['60km', '100 km', '40 miles', '25k']);
      const q = parse(
        `${pick(['doing a', 'entered the', 'signed up for a'])} ${distance} ${pick(['ride', 'charity ride'])} on ${pick(['Saturday', 'Sunday'])}, what do I wear?`,
      );
      expect(q.activity, distance).toBe('cycling');
    }
    expect(parse('2 hour train ride to the city tomorrow, what do I wear?').activity).toBeNull();
  });

  it('reads the sun said as the hour as no sun, and cold-ish as cool', () => {
    for (let i = 0; i < 20; i++) {
      const hour = pick(["until the sun's properly up", 'before the sun comes up', 'till the sun is up', 'after the sun sets']);
      const q = parse(`we start at 7am and it's ${pick(['cold-ish', 'coldish'])} ${hour}. what goes on top?`);
      expect(q.weather, hour).not.toContain('sun');
      expect(q.weather, hour).toContain('cool');
    }
    expect(parse('full sun all day at the beach, what do I wear').weather).toContain('sun');
  });

  it("reads a brand that is someone's client as no shopping, and a meeting over video as a video call", () => {
    for (let i = 0; i < 20; i++) {
      const how = pick(['over video', 'on zoom', 'on a video call', 'via teams']);
      const q = parse(
        `${pick(['Thursday at 2', 'Tomorrow at 10'])} I'm pitching to a ${pick(['surf-wear', 'skincare', 'sneaker'])} brand ${how}. How do I look credible?`,
      );
      expect(q.kind, how).toBe('outfit');
      expect(q.occasions, how).toContain('video call');
    }
    expect(parse('which brand of boots should I get for the snow?').kind).toBe('shopping');
  });

  it('ends the name of an event at a dash', () => {
    const q = parse('Entered the 100 km Little River ride — bib shorts and jersey are sorted. What goes on top?');
    expect(q.occasionName ?? '').not.toMatch(/bib|shorts/);
  });
});

describe('a heading of the weather', () => {
  it('names no event', () => {
    for (const heading of ['Freezing rain warning', 'Snow storm alert', 'Heatwave warning', 'Typhoon warning']) {
      const q = parse(`${heading} for the morning commute, then it turns. I walk 20 minutes to the bus. Which coat and boots?`);
      expect(q.occasionName ?? '', heading).not.toMatch(/warning|alert|storm/i);
    }
  });
});
