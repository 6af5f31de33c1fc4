import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '../../../domain/stylist';
import { generateOutfit } from '../../../domain/stylist/generate-outfit';
import { isWholeSuit, profileItem } from '../../../domain/stylist/item-profile';
import { parseQuestion } from '../../../domain/stylist/question';
import { parseDay } from '../../../domain/stylist/question/when';
import { closetWearing } from '../../../domain/stylist/chat/kind-asked-to-wear';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { answerFor, groundFor, testUser } from './test-ground';

/**
 * Held-out set 40, generated: a whole suit filed as one piece is worn whole where the code calls for one; a choice among
 * pieces the message never lists is asked about; a follow-up that swaps one piece keeps the rest; 'flats' are any shoes
 * that keep the heel down; a day a state is still felt from is no day asked about; a code denied is not the code; a sport's
 * kit stays home on a city trip; a creative workplace's interview is dressed for it; a jacket pulling at its button is a fit.
 */
const rand = mulberry32(4001);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const today = '2026-12-02';

const MENSWEAR: ClosetItem[] = [
  item({ id: 1, name: 'White poplin dress shirt', category: 'Tops', color: 'white', formality: 'business' }),
  item({ id: 2, name: 'Light blue oxford shirt', category: 'Tops', color: 'light blue', formality: 'smart casual' }),
  item({ id: 3, name: 'White crew-neck t-shirt', category: 'Tops', color: 'white', formality: 'casual' }),
  item({ id: 4, name: 'Navy tailored trousers', category: 'Bottoms', color: 'navy', formality: 'business' }),
  item({ id: 5, name: 'Beige cotton chinos', category: 'Bottoms', color: 'beige', formality: 'smart casual' }),
  item({ id: 6, name: 'Navy chino shorts', category: 'Bottoms', color: 'navy', formality: 'casual' }),
  item({ id: 7, name: 'Black cap-toe oxfords', category: 'Shoes', color: 'black', formality: 'formal' }),
  item({ id: 8, name: 'White leather sneakers', category: 'Shoes', color: 'white', formality: 'casual' }),
  item({ id: 9, name: 'Grey running shoes', category: 'Activewear', color: 'grey', formality: 'athletic' }),
  item({ id: 10, name: 'Red football jersey', category: 'Activewear', color: 'red', formality: 'athletic' }),
  item({ id: 11, name: 'Navy baseball cap', category: 'Accessories', color: 'navy', formality: 'casual' }),
  item({ id: 12, name: 'Packable navy rain shell', category: 'Outerwear', color: 'navy', formality: 'casual' }),
];
const SUITS = ['Charcoal two-piece suit', 'Navy suit, tropical wool', 'Black tuxedo', 'Grey three-piece suit', 'Charcoal skirt suit', 'Navy tailored pantsuit'];

describe('a whole suit is worn whole', () => {
  it('is told apart from its parts and from other suits by name (generated)', () => {
    for (const name of SUITS) expect(isWholeSuit({ name, category: 'Suits & tailoring', subcategory: null }), name).toBe(true);
    for (const name of ['Navy suit jacket', 'Charcoal suit trousers', 'White tuxedo shirt', 'Black ski suit', 'Grey tracksuit'])
      expect(isWholeSuit({ name, category: 'Suits & tailoring', subcategory: null }), name).toBe(false);
    expect(isWholeSuit({ name: 'Navy suit', category: 'Suits & tailoring', subcategory: 'Suit jacket' })).toBe(false);
    expect(isWholeSuit({ name: 'Navy suit', category: 'Outerwear', subcategory: null })).toBe(false);
  });

  it('is the outfit where the code calls for a suit, with no other trousers under it (generated)', () => {
    for (let n = 0; n < 8; n++) {
      const suit = item({ id: 20, name: pick(SUITS), category: 'Suits & tailoring', color: 'charcoal', formality: pick(['business', 'formal']) });
      const code = pick(['business formal', 'formal'] as const);
      const r = generateOutfit({
        closet: [...MENSWEAR, suit],
        date: today,
        weather: { maxTempC: pick([8, 15, 22]), minTempC: 5, precipitationProbability: 10, condition: 'cloudy' } as never,
        events: [{ title: 'hearing', date: today, startTime: null, endTime: null, dressCode: code }],
        preferences: { preferredStyle: '', colorPalette: [], styleGoals: [] },
        seed: n,
      });
      const ids = r.items.map((i) => i.id);
      expect(ids, `${suit.name} at ${code}`).toContain(20);
      expect(
        r.items.filter((i) => i.id !== 20 && profileItem(i).slot === 'bottom'),
        `${suit.name} at ${code}`,
      ).toEqual([]);
    }
  });

  it('stays in the wardrobe on a casual day', () => {
    const suit = item({ id: 20, name: 'Charcoal two-piece suit', category: 'Suits & tailoring', color: 'charcoal', formality: 'formal' });
    const r = generateOutfit({
      closet: [...MENSWEAR, suit],
      date: today,
      weather: { maxTempC: 20, minTempC: 12, precipitationProbability: 10, condition: 'sunny' } as never,
      events: [{ title: 'brunch', date: today, startTime: null, endTime: null, dressCode: 'casual' }],
      preferences: { preferredStyle: '', colorPalette: [], styleGoals: [] },
      seed: 1,
    });
    expect(r.items.map((i) => i.id)).not.toContain(20);
  });
});

describe('a choice among pieces never listed is asked about', () => {
  it('with no conversation before it (generated)', async () => {
    const asks = ['Which one should I wear tonight?', 'what about the other jacket?', 'which shoes??', 'which one for sat', 'the other one?'];
    for (const ask of asks) {
      const { grounding } = await groundFor(testUser('male'), ask, MENSWEAR);
      const text = grounding.closetAnswer ?? grounding.shortAnswer ?? '';
      expect(text, ask).toMatch(/\?/);
      expect(text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, ask).toBeLessThanOrEqual(3);
    }
  });

  it('not when the message says what to choose by', async () => {
    const { grounding } = await groundFor(testUser('male'), 'Which shoes go with my beige chinos?', MENSWEAR);
    expect(grounding.closetAnswer ?? '').toMatch(/White leather sneakers|Black cap-toe oxfords/);
  });
});

describe('a follow-up changes only what it names', () => {
  const walk = [
    { role: 'user' as const, content: 'Planning an outfit for a walk around the old town and coffee on Sunday morning.' },
    {
      role: 'assistant' as const,
      content: 'The White crew-neck t-shirt with the Beige cotton chinos, White leather sneakers and the Navy baseball cap.',
    },
  ];
  it('a piece worn instead swaps in and the rest is kept (generated)', async () => {
    for (let n = 0; n < 4; n++) {
      const ask = `${pick(['wat if i wear shorts instead', 'What if I wore shorts instead?', 'could i wear shorts instead'])}, ${pick(['its so humid', "it's going to be hot", 'too warm for chinos'])}`;
      const { grounding } = await groundFor(testUser('male'), ask, MENSWEAR, walk);
      const text = grounding.closetAnswer ?? '';
      expect(text, ask).toMatch(/Navy chino shorts/);
      expect(text, ask).toMatch(/White crew-neck t-shirt/);
      expect(text, ask).toMatch(/White leather sneakers/);
    }
  });

  it('flats are the shoes that keep the heel down, whatever each is called', () => {
    const closet = [
      item({ id: 1, name: 'Gold strappy heeled sandals', category: 'Shoes', color: 'gold', formality: 'formal' }),
      item({ id: 2, name: 'Black block-heel mules', category: 'Shoes', color: 'black', formality: 'business' }),
      item({ id: 3, name: 'Tan leather slide sandals', category: 'Shoes', color: 'tan', formality: 'casual' }),
      item({ id: 4, name: 'White leather sneakers', category: 'Shoes', color: 'white', formality: 'casual' }),
      item({ id: 5, name: 'Black slip dress', category: 'Dresses & jumpsuits', color: 'black', formality: 'business' }),
    ];
    const shoes = (closetWearing(closet, 'flats') ?? []).filter((i) => i.category === 'Shoes').map((i) => i.id);
    expect(shoes.sort()).toEqual([3, 4]);
  });

  it('a day a state is still felt from names no day and no occasion (generated)', () => {
    for (let n = 0; n < 6; n++) {
      const cause = `${pick(['my feet are still sore', "I'm still tired", 'still aching'])} from ${pick(['the weekend', 'saturday', 'last night'])}`;
      expect(parseDay(cause, today), cause).toBeNull();
      const q = parseQuestion(`What if I wear flats instead? ${cause}.`, {
        today,
        history: [
          { role: 'user', content: 'What should I wear to rooftop birthday drinks on Friday evening?' },
          { role: 'assistant', content: 'The black slip dress with heeled sandals.' },
        ],
      });
      expect(q.day?.label, cause).toBe('Friday');
      expect(q.occasions, cause).not.toContain('casual day');
    }
    expect(parseDay('away from Friday to Sunday', today)?.label).toBe('Friday');
  });
});

describe('what is said of the occasion decides its level', () => {
  it('a code denied is not the code (generated)', () => {
    for (const code of ['black tie', 'formal', 'cocktail']) {
      const q = parseQuestion(`Staff dinner at a restaurant on Friday. It's not ${code} but people make an effort. What should I wear?`, { today });
      expect(q.dressCodeExplicit, code).toBe(false);
    }
  });

  it('an interview at a creative workplace is dressed a step above its office, not as a bank', () => {
    for (const place of ['a record label', 'an ad agency', 'a magazine', 'a production company']) {
      const q = parseQuestion(`job interview at ${place} next week, what do i wear`, { today });
      expect(q.dressCode, place).toBe('business casual');
    }
    expect(parseQuestion('job interview at a law firm next week, what do i wear', { today }).dressCode).toBe('business formal');
  });

  it('a jacket that pulls at its button is a fit question about the chest', () => {
    const q = parseQuestion('My navy suit jacket pulls into an X around the button when I do it up. Is it just too small now?', { today });
    expect(q.kind).toBe('fit');
    expect(q.fitArea).toBe('chest');
  });
});

describe('packing leaves a sport’s kit home', () => {
  it('on a trip for no sport (generated)', async () => {
    for (let n = 0; n < 3; n++) {
      const ask = `${pick(['3 nights in Lisbon', 'a week in Rome', 'long weekend in Madrid'])} ${pick(['sightseeing and one nice dinner', 'museums and food'])}, what do i pack`;
      const { grounding } = await groundFor(testUser('male'), ask, MENSWEAR);
      expect(grounding.closetAnswer ?? '', ask).not.toMatch(/Red football jersey/);
    }
  });
});

describe('the weather said is weighed as it is', () => {
  const CLOSET: ClosetItem[] = [
    item({ id: 1, name: 'Tan trench coat', category: 'Outerwear', color: 'tan', formality: 'smart casual', warmth: 'medium' }),
    item({ id: 2, name: 'Navy wool peacoat', category: 'Outerwear', color: 'navy', formality: 'business', warmth: 'warm' }),
    item({ id: 3, name: 'Cream cable-knit wool sweater', category: 'Tops', color: 'cream', formality: 'casual', warmth: 'warm' }),
    item({ id: 4, name: 'Red plaid wool scarf', category: 'Accessories', color: 'red', formality: 'casual' }),
    item({ id: 5, name: 'Charcoal wool trousers', category: 'Bottoms', color: 'charcoal', formality: 'business' }),
  ];
  it('a coat not made for the cold is worn with layers, and the warm coat named for the coldest days (generated)', async () => {
    for (let n = 0; n < 4; n++) {
      const ask = `${pick(['Can I still wear my tan trench coat', 'is my trench coat ok', 'my trench coat still ok'])} ${pick(['these days', 'now', 'this week'])}, or is it too cold ${pick(['for it', 'now', ''])}?`;
      const { grounding } = await groundFor(testUser('female'), ask, CLOSET);
      const text = grounding.closetAnswer ?? '';
      expect(text, ask).toMatch(/Cream cable-knit wool sweater/);
      expect(text, ask).toMatch(/Navy wool peacoat/);
    }
  });

  it('rain that pours leaves a dressed day its closed shoes; streets under water take open ones', async () => {
    const closet = [
      ...MENSWEAR,
      item({ id: 30, name: 'Brown leather sandals', category: 'Shoes', color: 'brown', formality: 'casual' }),
      item({ id: 31, name: 'Dark brown oxford shoes', category: 'Shoes', color: 'dark brown', formality: 'business' }),
    ];
    const storm = await groundFor(testUser('male'), 'thunderstorms all afternoon and 31°C, walking between buildings for meetings, what shoes?', closet);
    expect(storm.grounding.closetAnswer ?? '').not.toMatch(/sandals/);
    const flood = await groundFor(testUser('male'), 'streets are flooding and 31°C, walking between buildings for meetings, what shoes?', closet);
    expect(flood.grounding.closetAnswer ?? '').toMatch(/sandals/);
  });
});

describe('a day said beside a holiday word', () => {
  it('is the day when the holiday does not fall on it (the word names the event)', () => {
    const q = parseQuestion('We have harvest thanksgiving at church on Sunday, then lunch with my family. One outfit for both?', { today });
    expect(q.day?.label).toBe('Sunday');
    expect(parseQuestion('what do i wear to thanksgiving at my in-laws thursday', { today }).day?.label).toMatch(/Thanksgiving/);
  });
});

describe('help asked with a day', () => {
  it('is a question back about the day; help alone says what Wren can do', async () => {
    for (const day of ['Friday', 'Saturday', 'tomorrow']) {
      const { text } = await answerFor(testUser('male'), `Help me with ${day}.`, MENSWEAR);
      expect(text, day).toMatch(/\?/);
      expect(text, day).not.toMatch(/I can help with:/);
    }
    expect((await answerFor(testUser('male'), 'help me', MENSWEAR)).text).toMatch(/I can help with:/);
  });
});

describe('a result asked is no outfit question', () => {
  it('is declined in a sentence or two, whatever the game (generated)', async () => {
    for (let n = 0; n < 6; n++) {
      const ask = `${pick(['who won', 'whats the score in', 'who scored in'])} the ${pick(['arsenal', 'united', 'derby', 'cup'])} ${pick(['match', 'game'])} ${pick(['last nite', 'last night', 'today'])}`;
      const { question } = await groundFor(testUser('male'), ask, MENSWEAR);
      expect(question.kind, ask).toBe('off-topic');
    }
    const dressed = await groundFor(testUser('male'), 'what should i wear to the arsenal match tonight', MENSWEAR);
    expect(dressed.question.kind).toBe('outfit');
  });
});
