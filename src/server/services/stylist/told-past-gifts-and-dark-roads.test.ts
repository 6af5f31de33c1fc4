import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '../../../domain/stylist';
import { parseQuestion } from '../../../domain/stylist/question';
import { wayThereLine } from '../../../domain/stylist/chat/activity';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Held-out set 39, generated: the main clause decides what is asked, whatever a side clause tells (a trip already had, a
 * gift, running a place, a ride with its distance); a follow-up that asks for less of a colour re-colours the plan before;
 * tights gone move the legs into trousers; real heat takes an umbrella, not a coat; a cruise of an evening packs no
 * swimwear and a tuxedo is never the coat; an outing on the road in the dark wears what is made to be seen.
 */
const rand = mulberry32(3901);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const today = '2026-12-02';

const CLOSET: ClosetItem[] = [
  item({ id: 1, name: 'Black slip dress', category: 'Dresses & jumpsuits', color: 'black', formality: 'business' }),
  item({ id: 2, name: 'Sheer black tights', category: 'Accessories', color: 'black', formality: 'business' }),
  item({ id: 3, name: 'Black leather ankle boots', category: 'Shoes', color: 'black', formality: 'smart casual' }),
  item({ id: 4, name: 'Black wool wrap coat', category: 'Outerwear', color: 'black', formality: 'business', warmth: 'warm' }),
  item({ id: 5, name: 'Black straight-leg trousers', category: 'Bottoms', color: 'black', formality: 'business' }),
  item({ id: 6, name: 'White poplin shirt', category: 'Tops', color: 'white', formality: 'business' }),
  item({ id: 7, name: 'Reflective running jacket', category: 'Outerwear', color: 'silver', formality: 'athletic' }),
  item({ id: 8, name: 'Khaki waxed jacket', category: 'Outerwear', color: 'khaki', formality: 'casual' }),
  item({ id: 9, name: 'Black running leggings', category: 'Bottoms', color: 'black', formality: 'athletic' }),
  item({ id: 10, name: 'Grey running tee', category: 'Tops', color: 'grey', formality: 'athletic' }),
  item({ id: 11, name: 'Trail running shoes', category: 'Shoes', color: 'grey', formality: 'athletic' }),
  item({ id: 12, name: 'Camel wool trousers', category: 'Bottoms', color: 'camel', formality: 'business' }),
  item({ id: 13, name: 'Rust silk blouse', category: 'Tops', color: 'rust', formality: 'business' }),
  item({ id: 14, name: 'Beige trench coat', category: 'Outerwear', color: 'beige', formality: 'business' }),
  item({ id: 15, name: 'Tan leather loafers', category: 'Shoes', color: 'tan', formality: 'business' }),
];

describe('a side clause never changes what is asked', () => {
  it('days away told as past are why a care question is asked, not a trip to pack for (generated)', () => {
    const asks = ['How do I wash the silk scarf?', 'how do i get the stain out of my linen shirt', 'Can I machine wash my swimsuit?'];
    const past = ['It got sunscreen on it at the beach last weekend.', 'We got back from a week at the lake.', 'after a long weekend at the coast'];
    for (let n = 0; n < 9; n++) {
      const message = `${pick(asks)} ${pick(past)}`;
      expect(parseQuestion(message, { today }).kind, message).toBe('care');
    }
    expect(parseQuestion('going to the beach for a weekend, what do i pack', { today }).kind).toBe('packing');
  });

  it('a gift of a piece is a piece to buy (generated)', () => {
    const givers = ['My wife wants to', 'my mum is going to', 'My partner wants to'];
    for (let n = 0; n < 6; n++) {
      const message = `${pick(givers)} ${pick(['get', 'buy'])} me ${pick(['proper winter boots', 'a good rain jacket', 'a wool scarf'])} for Christmas. What should she look for?`;
      expect(parseQuestion(message, { today }).kind, message).toBe('shopping');
    }
  });

  it('running a place or an event is managing it; running a route is a run', () => {
    for (const place of ['the floor', 'the bar', 'a stall', 'the front desk']) {
      const q = parseQuestion(`Gala dinner on the 12th and I'm running ${place} all night. What should I wear?`, { today });
      expect(q.occasions, place).not.toContain('gym');
    }
    expect(parseQuestion("I'm running the loop round the park at 7am, what do I wear?", { today }).occasions).toContain('gym');
  });

  it('padel is a sport, never corrected into another word', () => {
    const q = parseQuestion("I've booked a padel session at 7am Friday. What should I wear?", { today });
    expect(q.occasionName ?? '').not.toMatch(/panel/);
    expect(q.occasions).toContain('gym');
  });

  it('a ride with its distance to a place is the way there; the plan is what is at the end (generated)', async () => {
    for (let n = 0; n < 4; n++) {
      const message = `raining hard tmrw, ${pick(['cycling', 'biking'])} ${pick([3, 4, 6])} ${pick(['miles', 'km'])} to the ${pick(['studio', 'office'])} then meetings all day. help`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/For the ride there/);
      expect(text, message).not.toMatch(/Black running leggings/);
    }
  });
});

describe('a follow-up changes only what it names', () => {
  const before = [
    { role: 'user' as const, content: 'What should I wear to my cousin’s engagement party on Thursday night?' },
    {
      role: 'assistant' as const,
      content: 'For the engagement party, your White poplin shirt with your Black straight-leg trousers and Black leather ankle boots.',
    },
  ];
  it('less of a colour keeps the plan and leaves that colour out where the closet can (generated)', async () => {
    for (const ask of ['Can you do a less all-black version?', 'less black please', 'something with less black? my aunt will comment']) {
      const { question, grounding } = await groundFor(testUser('female'), ask, CLOSET, before);
      expect(question.occasionName ?? question.occasions[0], ask).toMatch(/engagement|party/);
      expect(grounding.closetAnswer ?? '', ask).toMatch(/Camel wool trousers|Rust silk blouse|Tan leather loafers/);
    }
  });

  it('tights gone from a dress move the legs into owned trousers, the rest kept', async () => {
    const history = [
      { role: 'user' as const, content: 'Outfit for my sister’s engagement drinks on Saturday?' },
      {
        role: 'assistant' as const,
        content: 'For the engagement drinks, the Black slip dress with the Sheer black tights, the Black leather ankle boots and the Black wool wrap coat.',
      },
    ];
    const { grounding } = await groundFor(
      testUser('female'),
      "I've just laddered my only pair of tights and there's no time to buy more. What now?",
      CLOSET,
      history,
    );
    const text = grounding.closetAnswer ?? '';
    expect(text).toMatch(/Black straight-leg trousers|Camel wool trousers/);
    expect(text).toMatch(/Black leather ankle boots/);
  });
});

describe('weather and settings said win', () => {
  it('in real heat a coat stays home, rain or not (generated)', async () => {
    for (let n = 0; n < 4; n++) {
      const message = `${pick([33, 35, 37])}°C ${pick(['tmrw', 'tomorrow'])} and maybe a storm, wat do i wear 4 work`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      expect(grounding.closetAnswer ?? '', message).not.toMatch(/trench coat|wool wrap coat/);
    }
  });

  it('a run on the road in the dark wears the piece made to be seen (generated)', async () => {
    for (let n = 0; n < 4; n++) {
      const message = `${pick(['going for a run', '5k run', 'running the canal path'])} at ${pick(['6am', '7am'])} tomorrow in the rain, ${pick(["it'll still be dark", 'pitch dark', 'before sunrise'])}. what do i wear`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/Reflective running jacket/);
      expect(text, message).not.toMatch(/Khaki waxed jacket/);
    }
    const day = await groundFor(testUser('female'), 'going for a run at noon tomorrow, what do i wear', CLOSET);
    expect(day.grounding.closetAnswer ?? '').not.toMatch(/drivers/);
  });
});

describe('a trip and a wardrobe read as said', () => {
  const MENSWEAR: ClosetItem[] = [
    item({ id: 21, name: 'Black tuxedo', category: 'Suits & tailoring', color: 'black', formality: 'formal' }),
    item({ id: 22, name: 'Navy swim shorts', category: 'Swim', color: 'navy', formality: 'casual' }),
    item({ id: 23, name: 'Navy bomber jacket', category: 'Outerwear', color: 'navy', formality: 'casual', warmth: 'medium' }),
    item({ id: 24, name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'business' }),
    item({ id: 25, name: 'Grey merino sweater', category: 'Tops', color: 'grey', formality: 'smart casual' }),
    item({ id: 26, name: 'Stone chinos', category: 'Bottoms', color: 'stone', formality: 'smart casual' }),
    item({ id: 27, name: 'Black wool trousers', category: 'Bottoms', color: 'black', formality: 'business' }),
    item({ id: 28, name: 'Black leather loafers', category: 'Shoes', color: 'black', formality: 'business' }),
  ];
  it('a cruise of an evening packs no swimwear, and a tuxedo is never the coat (generated)', async () => {
    for (let n = 0; n < 3; n++) {
      const message = `Work trip to ${pick(['Istanbul', 'Vienna', 'Prague'])} Monday to Thursday, with a ${pick(['dinner', 'river', 'evening'])} cruise on Wednesday night. They say 8°C and drizzly. What should I pack?`;
      const { grounding } = await groundFor(testUser('male'), message, MENSWEAR);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).not.toMatch(/swim shorts/i);
      expect(text, message).not.toMatch(/tuxedo (as the outer layer|for the cold|for the rain|in transit)/i);
    }
  });
  it('what to buy for a wardrobe of a kind is the closet’s gap, not an outfit for the day', async () => {
    const { grounding } = await groundFor(
      testUser('male'),
      'I have about $150 and want one thing that would make my work wardrobe more versatile. What should I buy?',
      MENSWEAR,
    );
    expect(grounding.closetAnswer ?? '').not.toMatch(/^For work/);
  });
});

describe('a stain on a delicate fibre', () => {
  const DELICATES: ClosetItem[] = [
    item({ id: 31, name: 'Silk print scarf', category: 'Accessories', color: 'multi', material: 'silk' }),
    item({ id: 32, name: 'Grey wool sweater', category: 'Tops', color: 'grey', material: 'wool' }),
    item({ id: 33, name: 'Camel cashmere jumper', category: 'Tops', color: 'camel' }),
  ];
  it('is never washed warm, whatever the stain’s general method says (generated)', async () => {
    for (let n = 0; n < 9; n++) {
      const piece = pick(['silk print scarf', 'grey wool sweater', 'camel cashmere jumper']);
      const message = `How do I get ${pick(['sunscreen', 'grass', 'grease', 'olive oil'])} out of my ${piece}?`;
      const { grounding } = await groundFor(testUser('female'), message, DELICATES);
      expect(grounding.closetAnswer ?? '', message).not.toMatch(/\bwash\b[^.]*\b(warm|warmest|hot)\b/i);
    }
  });
});

describe('a piece set aside in a shopping question', () => {
  it('is what is owned, not what to buy (generated)', async () => {
    for (let n = 0; n < 6; n++) {
      const message = `I don't own a single rain thing ${pick(['except', 'apart from', 'other than', 'besides'])} ${pick(['the', 'my'])} trench, and I keep borrowing an umbrella. What should I buy for summer storms that isn't sweaty?`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).not.toMatch(/^For a trench/);
      expect(text, message).not.toMatch(/umbrella[^.]*breathable fabric/);
    }
  });
});

describe('the ride there in the rain', () => {
  it('names an owned rain layer when the outfit has none, before telling the person to find one', () => {
    const wet = { date: today, minTempC: 4, maxTempC: 9, precipitationProbability: 90, precipitationMm: 8, windKph: 40 } as unknown as Parameters<
      typeof wayThereLine
    >[2];
    const outfit = CLOSET.filter((i) => [4, 5, 6, 3].includes(i.id));
    expect(wayThereLine('cycling', outfit, wet, CLOSET)).toMatch(/ride in your Khaki waxed jacket/);
    expect(wayThereLine('cycling', outfit, wet, outfit)).toMatch(/pack a waterproof jacket/);
  });
});

describe('a barefoot class', () => {
  it('says the mat is barefoot and names shoes easy to slip off for the way there (generated)', async () => {
    const closet = [...CLOSET, item({ id: 41, name: 'Tan leather sandals', category: 'Shoes', color: 'tan', formality: 'casual' })];
    for (let n = 0; n < 4; n++) {
      const message = `${pick(['sunrise yoga', 'a yoga class', 'hot yoga'])} ${pick(['on Saturday', 'tomorrow at 6:30', 'tonight'])} ${pick(['on the grass in the park', 'at the studio', ''])}, what should I wear?`;
      const { grounding } = await groundFor(testUser('female'), message, closet);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/barefoot/);
      expect(text, message).toMatch(/Tan leather sandals/);
    }
  });
});

describe('a tight piece asked whether it will stretch', () => {
  it('is answered by what its fabric does with wear, before any alteration (generated)', async () => {
    const pieces = [
      { name: 'Raw denim jeans', category: 'Bottoms' as const, says: /Raw and rigid denim do give/ },
      { name: 'Black stretch skinny jeans', category: 'Bottoms' as const, says: /spring back/ },
    ];
    for (let n = 0; n < 6; n++) {
      const p = pick(pieces);
      const closet = [item({ id: 51, name: p.name, category: p.category, color: 'indigo' })];
      const message = `My ${p.name.toLowerCase()} are a bit tight in the thighs. ${pick(['Will they stretch out, or should I get them altered?', 'will they give with wear?', 'do they loosen up or tailor?'])}`;
      const { grounding } = await groundFor(testUser('male'), message, closet);
      expect(grounding.closetAnswer ?? '', message).toMatch(p.says);
    }
  });
});

describe('a plan after the one dressed for', () => {
  it('asked whether to change, says what stays and what is swapped (generated)', async () => {
    const history = [
      { role: 'user' as const, content: 'What should I wear to the Christmas market on Friday night?' },
      {
        role: 'assistant' as const,
        content: 'For the market, your Grey running tee with your Black running leggings, Trail running shoes and Khaki waxed jacket.',
      },
    ];
    for (let n = 0; n < 4; n++) {
      const message = `What if we go on to ${pick(['a cocktail bar', 'a nice restaurant', 'drinks at a hotel bar'])} afterwards? ${pick(['Do I need to change anything?', 'should I change anything', 'what changes?'])}`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET, history);
      expect(grounding.closetAnswer ?? '', message).toMatch(/^(For [^,]+, (swap|add) your|No need to change)/);
      expect(grounding.closetAnswer ?? '', message).toMatch(/Grey running tee/);
    }
  });
});

describe('hours out of doors on a wet cold day', () => {
  it('take the layer the weather needs, whatever the plan’s level (generated)', async () => {
    const closet = [...CLOSET, item({ id: 61, name: 'Long black puffer', category: 'Outerwear', color: 'black', formality: 'casual', warmth: 'warm' })];
    for (let n = 0; n < 4; n++) {
      const message = `Sleet and wind, about 2°C, and I'm ${pick(['on a site visit all afternoon', 'working outside all day', 'on site from 1 till 5'])}. ${pick(['Layers?', 'What do I wear?'])}`;
      const { grounding } = await groundFor(testUser('female'), message, closet);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/Long black puffer|Khaki waxed jacket/);
      expect(text, message).not.toMatch(/wool wrap coat/);
    }
  });
});

describe('which metal to wear', () => {
  it('is a dressing question answered from the metal worn, never declined (generated)', async () => {
    const closet = [...CLOSET, item({ id: 71, name: 'Silver cuff bracelet', category: 'Accessories', color: 'silver' })];
    for (const message of ['wat metal goes w my stuff', 'gold or silver? for a new watch', 'Which metal should I go for?']) {
      const { grounding } = await groundFor(testUser('female'), message, closet);
      const text = grounding.closetAnswer ?? '';
      expect(text, message).toMatch(/Silver cuff bracelet/);
      expect(text, message).not.toMatch(/Reflective running jacket/);
    }
  });
});
