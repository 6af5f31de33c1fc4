import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { readAfterTurns } from './test-ask';
import { tripLengthIn } from './trip-and-fit';

/**
 * What is said by its verb or its span rather than by a noun of the tables (issue 38.1): walking said as the doing ('I've
 * started walking on the Corniche') is a walk, and a walk up a mountain or for hours is a hike, while a walk that is only
 * the way somewhere ('walk 15 minutes to the metro', 'walk the kids to school', 'rides up when I walk') is no outing; a trip
 * said as a run of weekdays ('from Thursday to Sunday') has that many days; and a plan named again by its noun after an
 * answer ('the dinner is outside') is the plan before, with its day and name. Messages are drawn by a seed.
 */
const rand = mulberry32(33_033);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = readAfterTurns;
const DAYS = ['tomorrow', 'on Saturday', 'tmrw', 'sun morning', 'this weekend'];
const ASKS = ['What should I wear?', 'wat do i wear', 'outfit ideas?', 'what should I put on'];

describe('walking said by its verb is a walk', () => {
  const SUBJECTS = ["I've started walking", "we're walking", 'I walk', 'gonna stroll', 'we wander', "I'll be walking"];
  const ROUTES = ['on the Corniche', 'along the river', 'by the lake', 'in the park', 'on the promenade', 'through the woods', 'along the seafront'];
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(SUBJECTS)} ${pick(ROUTES)} ${pick(DAYS)} with ${pick(['my neighbour Hoda', 'Sam', 'the dog', 'my sister'])}. ${pick(ASKS)}`;
    expect(read(message).activity, message).toBe('walking');
  });

  it('before work, the walk is still what is dressed for', () => {
    const q = read("I've started walking on the Corniche three mornings a week before work. What should I wear so I'm covered but not sweltering?");
    expect(q.activity).toBe('walking');
  });
});

describe('a walk up a mountain or for hours is a hike', () => {
  const UP = ['walk up to the summit of kunanyi', 'walk up the mountain', 'walking to the peak', 'going up Conic Hill on foot, walking', 'walk the ridge'];
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(['Planning to', "We're going to", 'gonna'])} ${pick(UP)} ${pick(DAYS)}. ${pick(ASKS)}`;
    expect(read(message).activity, message).toBe('hiking');
  });

  it('by its hours, four or more', () => {
    expect(read('we walk along the coast path sunday, about a 6-hour return trip. what do i wear').activity).toBe('hiking');
    expect(read('we walk along the river sunday, about 2 hours. what do i wear').activity).toBe('walking');
  });
});

describe('a walk that is only the way somewhere is no outing', () => {
  const WAYS = [
    'I walk 15 minutes to the metro',
    'I have to walk twenty minutes to the concert hall',
    'we park and walk 2 blocks',
    'I walk the kids to school',
    "we're walkin from the mrt like 20 min",
    'I walk from the lab down to Salamanca',
  ];
  const PLANS = ['for work', 'then a meeting', 'for the show', 'for the office', 'for rehearsal'];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(WAYS)} ${pick(DAYS)} ${pick(PLANS)}. ${pick(ASKS)}`;
    expect(read(message).activity, message).not.toBe('walking');
  });

  it('nor is how a piece moves when one walks, or how much a plan is on foot', () => {
    expect(read('my navy pencil skirt rides up when i walk, any fix?').activity).not.toBe('walking');
    expect(read('museum day on the 3rd, i will be walking everywhere, what shoes').activity).not.toBe('walking');
  });
});

describe('a trip said as a run of weekdays has that many days', () => {
  const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  const SHORT = ['sun', 'mon', 'tues', 'wed', 'thurs', 'fri', 'sat'];
  const JOINS = [' to ', ' till ', ' through ', '-', ' until '];
  it.each(Array.from({ length: 20 }, (_, i) => i))('variant %i', () => {
    const from = Math.floor(rand() * 7);
    const days = 2 + Math.floor(rand() * 5);
    const to = (from + days - 1) % 7;
    const name = (d: number) => (rand() < 0.5 ? WEEKDAYS[d]! : SHORT[d]!);
    const span = `${pick(['from ', ''])}${name(from)}${pick(JOINS)}${name(to)}`;
    const t = ` driving to the coast ${span} with the kids what should i pack `.replace(/-/g, '-');
    expect(tripLengthIn(t)?.days, span).toBe(days);
  });

  it('a packing question says the span back and packs for it', () => {
    const q = read("We're driving to Dahab with the kids from Thursday to Sunday: snorkelling and dinners out. What should I pack?");
    expect(q.trip?.days).toBe(4);
    expect(q.trip?.lengthSaid).toBe('Thursday to Sunday');
  });
});

describe('a plan named again by its noun is the plan before', () => {
  const PLANS = ['the pharmacy conference dinner at the Marriott', 'my sister’s engagement dinner', 'the office holiday party', 'the charity gala dinner'];
  const DAYS_SAID = ['on Wednesday', 'on Friday', 'next Saturday'];
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const plan = pick(PLANS);
    const day = pick(DAYS_SAID);
    const first = `What should I wear to ${plan} ${day}?`;
    const head = plan.includes('party') ? 'party' : 'dinner';
    const message = `Would the camel coat or the trench be better over it? The ${head} is ${pick(['outside in the garden', 'on a rooftop', 'outdoors'])}.`;
    const before = read(first);
    const q = read(message, [first, 'Go for the black abaya and the wedge pumps.']);
    expect(q.followUp, message).toBe(true);
    expect(q.day?.date).toBe(before.day?.date);
    expect(q.occasionName).toBe(before.occasionName);
  });

  it('a new plan with its own noun is still a new plan', () => {
    const q = read('What about a dinner with friends on Sunday?', ['What should I wear to the pharmacy conference dinner on Wednesday?', 'Go for the abaya.']);
    expect(q.day?.label).toBe('Sunday');
  });
});
