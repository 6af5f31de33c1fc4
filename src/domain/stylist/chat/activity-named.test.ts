import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { ACTIVITIES, ACTIVITY_SAID, type ActivityId } from '../question/lexicon';
import { item, MILD_DRY } from '../test-fixtures';
import { activityAnswer, activityName } from './activity';
import { saysDemanding } from '../question/activity-said';

/**
 * Issue 38 ('an answer to a different question'): an activity answer names the activity as the person said it
 * ('For kayaking on Saturday', 'For basketball on Thursday'), not its row's phrase ('time on the water', 'the gym'),
 * for every term of the activity table; a piece ruled out with its sport's name ('no basketball shoes') rules out
 * that kind only; snow on the ground is said as cold whatever a mild forecast says; a walking group's loop is a walk.
 * Messages are generated: every term x frames x days x company, seeded.
 */

const today = '2026-11-23';
const rand = mulberry32(3812);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const FRAMES = [
  (a: string, d: string, w: string) => `going ${a} ${d}${w}, what should i wear?`,
  (a: string, d: string, w: string) => `${a} ${d}${w}. what do i wear`,
  (a: string, d: string, w: string) => `What should I wear for ${a} ${d}${w}?`,
  (a: string, d: string, w: string) => `outfit for ${a} ${d}${w}?`,
];
const DAYS = ['on saturday', 'tomorrow', 'sunday morning', 'this weekend', 'on thursday'];
const WITH = ['', ' with my cousin', ' w the kids', ' with a few friends from church'];

const closet = [
  item({ id: 1, name: 'Grey Performance Tee', category: 'Tops', formality: 'athletic' }),
  item({ id: 2, name: 'Black Running Shorts', category: 'Bottoms', formality: 'athletic' }),
  item({ id: 3, name: 'Grey Running Shoes', category: 'Shoes', subcategory: 'Running shoes', formality: 'athletic' }),
  item({ id: 4, name: 'Navy Fleece', category: 'Tops', material: 'synthetic', warmth: 'warm' }),
  item({ id: 5, name: 'Dark Jeans', category: 'Bottoms' }),
  item({ id: 6, name: 'Brown Leather Boots', category: 'Shoes', subcategory: 'Boots', material: 'leather' }),
];

// Terms said in a frame may be read as another row (a 'pool' said beside 'swim'), or be a verb phrase that needs its own
// sentence ('walk the dog'): the check covers every term the reader reads as its own row.
const TERMS = ACTIVITIES.flatMap((row) => row.terms.filter((t) => ACTIVITY_SAID[t] !== null).map((term) => ({ id: row.id, term })));

/** The first letters of the term's head word: the name said back carries them ('sled' → 'sledding', 'top rope' → 'top roping'). */
const headOf = (term: string) =>
  term
    .split(' ')
    .filter((w) => !['a', 'the', 'go', 'for', 'my', 'in', 'to'].includes(w))
    .at(-1)!
    .slice(0, 3)
    .toLowerCase();

describe('the activity is named as the person said it', () => {
  it('every term of the table, in generated messages', () => {
    let read = 0;
    for (const { id, term } of TERMS) {
      for (let k = 0; k < 2; k++) {
        const message = pick(FRAMES)(term, pick(DAYS), pick(WITH));
        const q = parseQuestion(message, { today });
        if (q.activity !== id) continue;
        read++;
        const name = activityName(q);
        expect(name, message).not.toBeNull();
        const a = activityAnswer({ activity: id, closet, weather: MILD_DRY, dayText: 'on Saturday', weatherText: 'mild', name });
        expect(a.text.startsWith(`For ${name} on Saturday`), `${message} -> ${a.text}`).toBe(true);
        // The term's own word, or one of the words the person said, is in the name.
        const said = headOf(term);
        expect(
          term in ACTIVITY_SAID || name!.toLowerCase().includes(said) || message.toLowerCase().includes(name!.replace(/^(the|a|your) /, '').toLowerCase()),
          `${message} -> ${name}`,
        ).toBe(true);
      }
    }
    // Most terms are read as their own row in these frames.
    expect(read).toBeGreaterThan(TERMS.length);
  });

  const SPORTS = ['basketball', 'soccer', 'volleyball', 'tennis', 'pickleball', 'softball', 'kayaking', 'sledding', 'paddleboarding', 'snowboarding'];
  it('team sports and water and snow pursuits are named, never as the gym, the water or the snow', () => {
    for (const sport of SPORTS)
      for (let k = 0; k < 4; k++) {
        const message = pick(FRAMES)(sport, pick(DAYS), pick(WITH));
        const q = parseQuestion(message, { today });
        expect(q.activity, message).not.toBeNull();
        const a = activityAnswer({ activity: q.activity!, closet, weather: MILD_DRY, dayText: 'on Saturday', weatherText: 'mild', name: activityName(q) });
        expect(a.text, message).toMatch(new RegExp(`^For ${sport} on Saturday`));
      }
  });

  it('an occasion read where the person only says who they play with gives way to the sport', () => {
    for (const sport of ['basketball', 'soccer', 'volleyball', 'pickleball', 'softball'])
      for (const who of ['A few guys from work play', 'Some people from work play', 'A couple of friends from work play']) {
        const q = parseQuestion(`${who} pickup ${sport} at the rec center ${pick(DAYS)}. What should I wear?`, { today });
        expect(activityName(q), who).toMatch(new RegExp(`^(pickup )?${sport}$`));
      }
  });
});

describe('a piece ruled out with its sport’s name rules out that kind only', () => {
  const KINDS = [
    ['basketball', 'shoes'],
    ['hiking', 'boots'],
    ['running', 'shoes'],
    ['ski', 'pants'],
    ['soccer', 'cleats'],
    ['climbing', 'shoes'],
  ] as const;
  const SAYINGS = [
    (p: string) => `I only have what's in my closet, no ${p}.`,
    (p: string) => `I don't have ${p}.`,
    (p: string) => `I dont have any ${p}, just regular stuff.`,
  ];
  it('avoid holds the kind, and the owned pieces of other kinds are still worn', () => {
    for (const [sport, piece] of KINDS)
      for (const say of SAYINGS) {
        const q = parseQuestion(`Pickup game ${pick(DAYS)}, what should I wear? ${say(`${sport} ${piece}`)}`, { today });
        expect(q.avoid, say(`${sport} ${piece}`)).not.toContain(piece);
        expect(q.avoid.some((a) => a.endsWith(piece) && a.includes(sport)) || !q.avoid.length, JSON.stringify(q.avoid)).toBe(true);
      }
    const q = parseQuestion(`playing basketball ${pick(DAYS)}. I only have running shoes, no basketball shoes`, { today });
    const a = activityAnswer({
      activity: q.activity!,
      closet,
      weather: MILD_DRY,
      dayText: 'on Saturday',
      weatherText: 'mild',
      avoid: q.avoid,
      name: activityName(q),
    });
    expect(a.itemIds).toContain(3);
    expect(a.text).not.toMatch(/You don't own trainers/);
  });
});

describe('snow on the ground is cold whatever a mild forecast says', () => {
  const SNOW = ['sledding', 'tobogganing', 'building a snowman', 'a snowball fight', 'shoveling the driveway'];
  it('no mild band said against the snow; a temperature the person gave is said as it is', () => {
    for (const said of SNOW) {
      // A cool or mild forecast, as the weather text says ('cool'): 9°C is already the cold band.
      const maxTempC = 10 + Math.round(rand() * 8);
      const weather = { ...MILD_DRY, maxTempC, minTempC: maxTempC - 5 };
      const q = parseQuestion(pick(FRAMES)(said, pick(DAYS), pick(WITH)), { today });
      const activity = q.activity as ActivityId;
      const a = activityAnswer({ activity, closet, weather, dayText: 'on Saturday', weatherText: `cool, ${maxTempC}°C`, name: activityName(q) });
      expect(a.text, said).not.toMatch(/cool, \d+°C/);
      expect(a.text, said).toMatch(/below freezing/);
      const stated = activityAnswer({ activity, closet, weather, dayText: 'on Saturday', weatherText: `cool, ${maxTempC}°C`, weatherStated: true });
      expect(stated.text).toMatch(/cool, \d+°C/);
    }
  });
});

describe('a walking group’s loop is a walk; a mountain’s loop is a hike', () => {
  it('read as the activity, whatever the distance and the place', () => {
    const places = ['Lake Como', 'the reservoir', 'Green Lake', 'the park'];
    for (let k = 0; k < 12; k++) {
      const miles = pick(['2', '3.5', '4', '5']);
      const walk = parseQuestion(
        `My ${pick(['walking group', 'walking club'])} does the ${miles}-mile loop around ${pick(places)} ${pick(DAYS)}. What should I wear?`,
        {
          today,
        },
      );
      expect(walk.activity).toBe('walking');
      const hike = parseQuestion(`Doing the ${miles}-mile ${pick(['Tiger', 'Cougar', 'Rattlesnake'])} Mountain loop ${pick(DAYS)} with my roommate.`, {
        today,
      });
      expect(hike.activity).toBe('hiking');
    }
  });
});

describe('a hard hike says what the closet lacks for it, dry or not', () => {
  const HARD = ['a proper mountain hike', 'a hike with some rocky scrambling', 'a 12-mile hike', 'a 20km hike up to the summit', 'a steep hike'];
  const EASY = ['a hike', 'an easy hike by the lake', 'a short hike'];
  const boots = item({ id: 7, name: 'Brown Leather Boots', category: 'Shoes', subcategory: 'Boots', material: 'leather' });
  const hikeAnswer = (message: string, avoid: readonly string[] = []) =>
    activityAnswer({
      activity: 'hiking',
      closet: [...closet.filter((i) => i.id !== 3), boots],
      weather: MILD_DRY,
      dayText: 'on Saturday',
      weatherText: 'mild',
      avoid,
      demanding: saysDemanding(message),
    });
  it('names the lack on a hard outing, not on an easy one, and not when the person said they have none', () => {
    for (const said of HARD) {
      const message = `doing ${said} ${pick(DAYS)}${pick(WITH)}. what from my stuff works`;
      expect(hikeAnswer(message).text, message).toMatch(/You don't own [^.]*hiking boots/);
      expect(hikeAnswer(message, ['hiking boots']).text, message).not.toMatch(/hiking boots|trail shoes/);
    }
    for (const said of EASY) {
      const message = `doing ${said} ${pick(DAYS)}${pick(WITH)}. what should i wear`;
      expect(hikeAnswer(message).text, message).not.toMatch(/hiking boots/);
    }
  });
});
