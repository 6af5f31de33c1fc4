import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { occasionWithArticle } from './occasion-phrase';
import { parseQuestion } from './parse';

/**
 * Occasions said by a feast eaten with the hands ('a crawfish boil', 'the fish fry'), by a show's title or a venue ('the
 * Ordway for Hamilton', 'see the Nutcracker'), or as a celebration of life: each is recognised, named back as said, and a
 * messy one rules out delicate fibres (seeded openings, days, companions and asks).
 */
const FEASTS = ['a crawfish boil', 'a crab boil', 'a seafood boil', 'the fish fry', 'a clambake', 'a pig roast', 'a low country boil', 'a cookout'];
const SHOWS: [said: string, named: RegExp][] = [
  ['to the Ordway for Hamilton', /^Hamilton$/],
  ['to see Wicked', /^Wicked$/],
  ['to see the Nutcracker', /^The Nutcracker$/i],
  ['to the Kennedy Center', /Kennedy Center/],
  ['to catch The Lion King', /Lion King/],
];
const MOURNING = ["my late husband's celebration of life", "grandpa's celebration of life", 'the cremation', "my aunt's shiva"];
const OPENINGS = ['my gfs company is doing {o}', "we're going to {o}", 'heading to {o}', 'invited to {o}'];
const DAYS = ['sat afternoon', 'on Sunday', 'friday night', 'this weekend'];
const MESSY = ['prob gonna get messy', "it'll be messy", 'gonna get dirty', ''];
const ASKS = ['wat shld i wear', 'what should I wear?', 'outfit ideas?'];

describe('feasts, shows and memorials', () => {
  const rand = mulberry32(1240);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  it.each(Array.from({ length: 12 }, () => [pick(OPENINGS).replace('{o}', pick(FEASTS)), pick(DAYS), pick(MESSY), pick(ASKS)] as const))(
    'feast: %s %s %s %s',
    (opening, day, messy, ask) => {
      const q = parseQuestion(`${opening} ${day}${messy ? `, ${messy}` : ''}. ${ask}`, { today: '2026-11-23', unit: 'F' });
      expect(q.occasions[0]).toBe('barbecue');
      expect(q.dressCode).toBe('casual');
      expect(q.kind).toBe('outfit');
      if (messy) expect(q.avoid).toContain('delicate');
    },
  );
  it.each(Array.from({ length: 10 }, () => [pick(SHOWS), pick(DAYS), pick(ASKS)] as const))('show: %j %s %s', ([said, named], day, ask) => {
    const q = parseQuestion(`I'm going ${said} ${day} with my daughter. ${ask}`, { today: '2026-11-23', unit: 'F' });
    expect(q.occasions[0]).toBe('theatre');
    expect(occasionWithArticle(q.occasionName ?? '')).toMatch(named);
  });
  it.each(Array.from({ length: 8 }, () => [pick(MOURNING), pick(DAYS)] as const))('memorial: %s %s', (said, day) => {
    const q = parseQuestion(`${said} is ${day}. What should I wear?`, { today: '2026-11-23', unit: 'F' });
    expect(q.occasions[0]).toBe('funeral');
  });
  it('reads no show in a title word used otherwise', () => {
    for (const m of ["it's wicked cold, which coat?", 'what do I wear to rent a car', 'packing for a week in Chicago'])
      expect(parseQuestion(m, { today: '2026-11-23', unit: 'F' }).occasions).not.toContain('theatre');
  });
});
