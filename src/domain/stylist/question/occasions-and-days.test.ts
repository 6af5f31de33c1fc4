import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../prng';
import { ACTIVITIES, conceptsIn, words } from './lexicon';
import { namedOccasion } from './occasion-phrase';
import { parseQuestion } from './parse';
import { parseDay } from './when';

/**
 * Occasions, days and activities said as people say them (issue 38: 'an answer to a different
 * question'), each class tested over seeded variants: templates x occasions x days x shorthand.
 * Today is Monday 23 November 2026; Thanksgiving falls on Thursday 26th.
 */
const today = '2026-11-23';
const ask = (message: string) => parseQuestion(message, { today, unit: 'F' });
const random = mulberry32(3838);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const variants = (n: number, make: () => string) => [...new Set(Array.from({ length: n }, make))];

const PEOPLE = ['a friend', 'my sister', 'an old colleague', 'my brother', 'a mate', 'some friends'];
// [how the day is written, the weekday the answer names]
const DAYS: [string, string][] = [
  ['wed', 'Wednesday'],
  ['weds', 'Wednesday'],
  ['thurs', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['tues', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['friday', 'Friday'],
];
// Occasions as noun phrases, with the word the answer must name back.
const OCCASIONS: [string, string][] = [
  ['client presentation', 'presentation'],
  ['team dinner', 'dinner'],
  ['pool party', 'party'],
  ['work conference', 'conference'],
  ['baby shower', 'shower'],
  ['jazz club', 'club'],
  ['birthday drinks', 'drinks'],
  ['school recital', 'recital'],
];

describe('a weekday said bare after an occasion is the day (abbreviations too)', () => {
  const cases = variants(40, () => {
    const [occ] = pick(OCCASIONS);
    const [day, label] = pick(DAYS);
    const frame = pick(['{o} {d}, what do i wear', '{o} {d} wat shd i wear', 'got a {o} {d}. outfit?', '{o} {d} - ideas?', '{o} {d}!! help']);
    return JSON.stringify([frame.replace('{o}', occ).replace('{d}', day), label]);
  }).map((s) => JSON.parse(s) as [string, string]);
  it.each(cases)('%s → %s', (message, label) => {
    expect(parseDay(message, today)?.label).toBe(label);
  });
  it('a weekday word that is also a verb or the sun stays a word without an occasion before it', () => {
    expect(parseDay('they wed in a small chapel', today)).toBeNull();
    expect(parseDay('too much sun at the beach', today)).toBeNull();
  });
});

describe('a holiday named with its weekday is named back with both', () => {
  const cases = variants(12, () =>
    pick(['thanksgiving at {p} place {d}', '{d} is thanksgiving with {p}, what do i wear', 'thanksgiving dinner w {p} on {d}'])
      .replace('{p}', pick(["my gf's parents'", "my in-laws'", "a friend's", "my aunt's"]))
      .replace('{d}', pick(['thursday', 'thurs', 'Thursday'])),
  );
  it.each(cases)('%s', (message) => {
    const label = parseDay(message, today)?.label ?? '';
    expect(label).toContain('Thursday');
    expect(label).toContain('Thanksgiving');
  });
  it('a holiday alone keeps its own name', () => {
    expect(parseDay('thanksgiving at my parents', today)?.label).toBe('Thanksgiving');
  });
});

describe('an -ing event noun with an object is the verb: the occasion is elsewhere', () => {
  const gatherings: [string, string][] = [
    ['for drinks after work', 'drinks'],
    ['for dinner', 'dinner'],
    ['for brunch', 'brunch'],
    ['for drinks', 'drinks'],
  ];
  const cases = variants(20, () => {
    const [g, name] = pick(gatherings);
    return JSON.stringify([`${pick(['', 'windy and cold, ', 'about 48 out, '])}meeting ${pick(PEOPLE)} ${g}`, name]);
  }).map((s) => JSON.parse(s) as [string, string]);
  it.each(cases)('%s → %s', (message, name) => {
    const q = ask(message);
    expect(q.occasions[0]).not.toBe('meeting');
    expect(namedOccasion(message)?.phrase).toBe(name);
  });
  it('a meeting said as a noun stays a meeting', () => {
    for (const m of ['i have a meeting with the client tomorrow', 'board meeting friday', 'the meeting is at 3']) expect(ask(m).occasions[0]).toBe('meeting');
  });
});

describe('occasion words as people say them', () => {
  it.each(
    variants(12, () =>
      pick(['pouring rain and i have {q} errands', 'got {q} errands tmrw', '{q} errands 2day, what shd i wear']).replace(
        '{q}',
        pick(['a million', 'a bunch of', 'a ton of', 'a few', 'loads of', 'some']),
      ),
    ),
  )('%s names the errands', (message) => {
    expect(ask(message).occasionName).toBe('errands');
  });

  it.each(
    variants(
      10,
      () =>
        `${pick(['my granddaughter is', 'my best friend is', 'my brother is', "we're"])} ${pick(['getting married', 'tying the knot'])} in ${pick(['june', 'september', 'may'])}, what should i wear`,
    ),
  )('%s is a wedding', (message) => {
    expect(ask(message).occasions[0]).toBe('wedding');
  });

  it.each(
    variants(
      10,
      () =>
        `${pick(['seeing', 'going to see', 'off to see'])} ${pick(["my mate's", "Hannah's", "my cousin's", "a friend's"])} band ${pick(['friday', 'tonight', 'on saturday'])}`,
    ),
  )('%s is a gig, dressed down', (message) => {
    const q = ask(message);
    expect(q.occasions[0]).toBe('concert');
    expect(q.dressCode).toBe('casual');
  });
  it('a band that is a ring or a strap is no gig', () => {
    for (const m of ['which wedding band should i get', 'my watch band broke']) expect(namedOccasion(m)?.occasion).not.toBe('concert');
  });

  it.each(
    variants(
      10,
      () =>
        `${pick(['sightseeing', 'golf'])} ${pick(['all day', 'tomorrow', 'on the 3rd', 'w my boss sat'])}, ${pick(['what do i wear', 'whats the move', 'outfit?'])}`,
    ),
  )('%s names the outing back', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('outfit');
    expect(['sightseeing', 'golf']).toContain(q.occasionName);
  });

  it('a landscape is a view or a name, not yard work; landscaping is', () => {
    expect(conceptsIn(words('a ceremony at the Minnesota Landscape Arboretum'), ACTIVITIES).map((h) => h.id)).not.toContain('gardening');
    expect(conceptsIn(words('doing some landscaping in the backyard'), ACTIVITIES).map((h) => h.id)).toContain('gardening');
  });
});

describe('the feet are shoes; nothing fitting is a call for something to put on', () => {
  it.each(variants(8, () => `what do i wear on my feet ${pick(['for twelve hours', 'for a long shift', 'at the wedding', 'for the commute'])}`))(
    '%s',
    (message) => {
      expect(ask(message).pieces).toContain('shoes');
    },
  );
  it.each(
    variants(8, () => `${pick(['help, ', 'ugh ', ''])}nothing fits and i ${pick(['have to', 'need to', 'gotta'])} leave in ${pick(['10', '5', '15'])} minutes`),
  )('%s', (message) => {
    expect(ask(message).kind).toBe('outfit');
  });
  it('a piece that does not fit is still a fit question; a hurry alone changes no question', () => {
    expect(ask("my jeans don't fit anymore, what do i do").kind).toBe('fit');
    expect(ask('deodorant marks all over my black dress and i have to leave in 10 min. quick fix??').kind).toBe('care');
  });
});

describe('leading an occasion and an academic milestone are occasions of their own', () => {
  it.each(
    variants(
      10,
      () =>
        `${pick(['cold rain sun morning 41 degrees, ', 'sunday: ', ''])}${pick(['preaching', 'preachin'])} ${pick(['2 services', 'at the early service', 'this sunday'])}, ${pick(['wat shd i wear', 'what do i wear', 'outfit?'])}`,
    ),
  )('%s dresses the one in the pulpit a step up', (message) => {
    const q = ask(message);
    expect(q.occasions[0]).toBe('church');
    expect(q.occasionName).toBe('preaching');
    expect(q.dressCode).toBe('business formal');
  });
  it('hearing a sermon is attending church', () => {
    expect(ask('going to hear a sermon sunday').dressCode).toBe('smart casual');
  });
  it.each(
    variants(12, () =>
      pick(['presenting my {q} proposal to my committee {d}', 'my {q} defense is {d}, what should i wear', '{q} viva {d} - outfit?'])
        .replace('{q}', pick(['thesis', 'dissertation', 'phd']))
        .replace('{d}', pick(['on monday', 'friday', 'next week'])),
    ),
  )('%s names the milestone', (message) => {
    const q = ask(message);
    expect(q.occasions[0]).toBe('meeting');
    expect(q.occasionName).toMatch(/proposal|defense|viva/);
  });
  it('a proposal of marriage is no meeting; a defense said in passing is no occasion', () => {
    expect(namedOccasion('marriage proposal saturday, what do i wear')?.occasion).toBe('date');
    expect(namedOccasion('in my defense i only own jeans')).toBeNull();
  });
});
