import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * Three readings of ADR 0123, each over generated messages: hail is a storm's and says nothing of cold; an event's word
 * said as a verb with a person after it ('meeting Mia for dinner') is no event; a student's placement is a work day.
 */
const rand = mulberry32(2618);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (message: string) => parseQuestion(message, { today: '2026-11-30' });

describe('hail', () => {
  it('is rain from a storm, not snow', () => {
    for (let k = 0; k < 20; k++) {
      const message = `${pick(['massive storm warning', 'thunderstorms coming', 'big storm'])} this arvo, ${pick(['hail', 'hail and heaps of rain', 'hailstorms'])} later. what do i wear to ${pick(['uni', 'work', 'the market'])}`;
      const q = read(message);
      expect(q.weather, message).toContain('rain');
      expect(q.weather, message).not.toContain('snow');
    }
  });
});

describe('meeting a person', () => {
  it('is the doing, and the plan is what follows', () => {
    for (let k = 0; k < 20; k++) {
      const name = pick(['Mia', 'Dana', 'Tolu', 'Priyanka', 'Kagiso']);
      const plan = pick(['dinner', 'drinks', 'brunch']);
      const message = `I'm at work till 5, then meeting ${name} in town for ${plan}. What should I wear?`;
      expect(read(message).occasions, message).not.toContain('meeting');
    }
    // A meeting said as a noun is still one.
    expect(read('big client meeting tomorrow, what should I wear?').occasions).toContain('meeting');
  });
});

describe('a placement', () => {
  it('is a work day', () => {
    for (let k = 0; k < 20; k++) {
      const message = `${pick(['placement', 'my placement', 'clinicals'])} at ${pick(['7', '8am', '6:30'])} ${pick(['today', 'tomorrow'])}, then uni. what do i wear`;
      expect(read(message).occasions, message).toContain('work');
    }
  });
});

describe('a plan said with its weather', () => {
  it('is dressed for, though nothing is asked', () => {
    for (let k = 0; k < 20; k++) {
      const message = `it's ${pick(['24', '31', '12'])} but ${pick(['pouring', 'windy', 'sunny'])}, ${pick(['taking the kids to the zoo', 'heading to the aquarium with my nephew', 'off to the farmers market'])}`;
      expect(read(message).kind, message).toBe('outfit');
    }
  });
});

describe("a sport's place said as where an occasion is held", () => {
  it('is its hall, not the sport', () => {
    for (let k = 0; k < 20; k++) {
      const message = `${pick(['kids school concert', 'the christmas assembly', 'our staff awards night'])} ${pick(['tonight', 'on friday'])} in the gym, what should i wear`;
      expect(read(message).activity, message).toBeNull();
    }
  });
});
