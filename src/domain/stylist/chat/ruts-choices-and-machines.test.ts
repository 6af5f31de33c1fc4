import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item, seeded } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { clarifyingQuestion } from './clarify';
import { answerAfter, askOutfit } from './test-ask-outfit';

/**
 * Sets 55 to 58, generated: a wardrobe the person is tired of gets a fresh combination, not the obvious one; a choice of
 * colours or of how dressy to go, with nothing said of what for, is asked about; a machine's workings are declined; a
 * follow-up that names an owned piece or a kind of accessory gets that one.
 */
const { pick, cases } = seeded(5_558);
const today = '2026-11-23';
const read = (m: string) => parseQuestion(m, { today, unit: 'F' });

const closet: ClosetItem[] = [
  item({ id: 1, name: 'Navy crewneck sweater', category: 'Tops' }),
  item({ id: 2, name: 'White oxford shirt', category: 'Tops' }),
  item({ id: 3, name: 'Mustard corduroy overshirt', category: 'Tops' }),
  item({ id: 4, name: 'Dark wash jeans', category: 'Bottoms' }),
  item({ id: 5, name: 'Olive chinos', category: 'Bottoms' }),
  item({ id: 6, name: 'Brown leather boots', category: 'Shoes' }),
  item({ id: 7, name: 'White leather sneakers', category: 'Shoes' }),
  item({ id: 8, name: 'Camel wool coat', category: 'Outerwear', warmth: 'warm' }),
  item({ id: 9, name: 'Black down parka', category: 'Outerwear', warmth: 'warm', formality: 'casual' }),
  item({ id: 10, name: 'Gold hoop earrings', category: 'Jewellery' }),
  item({ id: 11, name: 'Teal silk scarf', category: 'Accessories' }),
  item({ id: 12, name: 'Teal bowling shirt (league shirt)', category: 'Tops', formality: 'casual' }),
];

const rut = () =>
  `${pick(['', 'honestly ', 'idk '])}${pick([
    `i wear the same ${pick(['3', 'three', 'few'])} things every ${pick(['week', 'day'])}`,
    'I always look the same',
    `i ${pick(['just ', ''])}feel ${pick(['frumpy', 'boring', 'drab'])} lately`,
    "my partner says I dress like I'm off to a building site",
    'everything i put on looks the same',
  ])}${pick(['', '. help me mix it up', ', can you shake things up?', '. ideas?'])}`;

describe('a wardrobe the person is tired of', () => {
  it.each(cases(10))('is read as a fresh outfit asked for %i', () => {
    const m = rut();
    const q = read(m);
    expect(q.kind, m).toBe('outfit');
    expect(q.restyle, m).toBe(true);
  });
  it.each(cases(6))('is answered with another combination than the obvious one, and the idea behind it %i', () => {
    const m = rut();
    const plain = askOutfit('what should I wear today?', closet).text;
    const text = askOutfit(m, closet, { message: m }).text;
    expect(text, m).toMatch(/skip the obvious .+ and try your/);
    expect(text, m).toContain('The idea: pair pieces you rarely put together');
    expect(plain).not.toContain('The idea');
  });
  it.each(cases(4))('leaves loungewear out of the fresh combination %i', () => {
    const m = rut();
    const lounging = [
      ...closet,
      item({ id: 15, name: 'Grey sweatpants', category: 'Bottoms', formality: 'casual' }),
      item({ id: 16, name: 'Black hoodie', category: 'Tops', formality: 'casual' }),
    ];
    const text = askOutfit(m, lounging, { message: m }).text;
    expect(text.split('try your')[1], m).not.toMatch(/sweatpants|hoodie/i);
  });
  it('is no rut when an occasion is said', () => {
    expect(read('I always look the same at work dinners, what should I wear to the gala?').restyle).toBeUndefined();
  });
});

describe('a choice asked with nothing said of what for', () => {
  const ctx = { hasHistory: false, eventsThatDay: 0 };
  it.each(cases(8))('between two colours asks which pieces and for what %i', () => {
    const [a, b] = pick([
      ['black', 'grey'],
      ['navy', 'black'],
      ['green', 'blue'],
    ] as const);
    const m = `${pick(['', 'the '])}${a}${pick(['', ' one'])} or ${pick(['', 'the '])}${b}${pick(['', ' one'])} ${pick(['tmrw', 'for sunday', 'tonight', ''])}${pick(['?', '??', ''])}`;
    expect(clarifyingQuestion(m, read(m), ctx), m).toMatch(/what, and for what\?/);
  });
  it.each(cases(4))('of how dressy to go asks what the event is %i', () => {
    const m = pick(['so dressy or not??', 'casual or formal?', 'dress up or down for it', 'fancy or casual tho']);
    expect(clarifyingQuestion(m, read(m), ctx), m).toMatch(/^Dressy for what\?/);
  });
  it('is answered where the event is said', () => {
    const m = 'black or navy for the funeral on friday?';
    expect(clarifyingQuestion(m, read(m), ctx)).toBeNull();
  });
});

describe("a machine's workings", () => {
  it.each(cases(10))('asked about are declined %i', () => {
    const machine = pick(['the buses', 'the trams', 'my truck', 'my car', 'the trains']);
    const m = pick([
      `do you know if ${machine} are running today with all this snow?`,
      `whats the best way to get ${machine} started at -30`,
      `are ${machine} running tonight`,
      `${machine} wont start in the cold, what do i do`,
    ]);
    expect(read(m).kind, m).toBe('off-topic');
  });
  it.each(cases(6))('told in passing leave the clothes question %i', () => {
    const m = pick([
      `35 and humid today and the bus aircon is broken again. ${pick(['placement at 7, help', 'what do i wear'])}`,
      `the trains are delayed so i walk 20 min in the rain, which coat?`,
      `if the bus is running late i walk in the snow, what shoes`,
    ]);
    expect(read(m).kind, m).not.toBe('off-topic');
  });
});

describe('a follow-up about one slot', () => {
  const history = [
    { role: 'user' as const, content: 'bowling tonight with coworkers, what do i wear' },
    { role: 'assistant' as const, content: 'Go with the white oxford shirt, the dark wash jeans and the white leather sneakers.' },
  ];
  it.each(cases(4))('wears the owned piece it names %i', () => {
    const m = pick(['wat if i wear the league shirt instead', 'what if I wear my bowling shirt instead?', 'what if i wear the teal bowling shirt']);
    const { a } = answerAfter(m, closet, history, { message: m, kept: [2, 4, 7] });
    expect(a.text, m).toContain('Teal bowling shirt');
    expect(a.text, m).not.toMatch(/White oxford shirt with/);
  });
  it('does not wear again a piece it names as the trouble', () => {
    const m = 'what about shoes? the sneakers are soaked from yesterday';
    const { a } = answerAfter(m, closet, history, { message: m, kept: [2, 4, 7] });
    expect(a.text).not.toMatch(/wear your White leather sneakers/);
  });
  it.each(cases(3))('answers jewellery with jewellery, not another accessory %i', () => {
    const m = pick(['wat jewellery w that tho', 'what jewellery with that?', 'and jewellery?']);
    const { a } = answerAfter(m, closet, history, { message: m, kept: [2, 4, 7, 11] });
    expect(a.text, m).toContain('Gold hoop earrings');
  });
});

describe('a finish said in a name', () => {
  it.each(cases(4))('is no stain %i', () => {
    const m = pick([
      'Is the olive waxed field jacket okay over the navy suit?',
      'does my waxed cotton jacket go over a suit',
      'is the waxed field jacket too casual over chinos?',
    ]);
    expect(read(m).problem, m).toBeNull();
  });
  it.each(cases(3))('a finish worn off asks to re-proof it %i', () => {
    const m = `My waxed ${pick(['field jacket', 'jacket', 'cotton coat'])} ${pick(["isn't beading water anymore", "doesn't bead any more", 'is no longer beading'])}. What do I do?`;
    expect(read(m).problem, m).toBe('proofing');
  });
  it('a stain on the piece still is one', () => {
    expect(read('candle wax all over my field jacket, how do i get it off?').problem).toBe('stain:wax');
  });
});

describe('a follow-up that changes only the weather', () => {
  const evening: ClosetItem[] = [
    item({ id: 21, name: 'Midnight blue velvet dress', category: 'Dresses & jumpsuits', formality: 'formal' }),
    item({ id: 22, name: 'Cream silk blouse', category: 'Tops', material: 'silk' }),
    item({ id: 23, name: 'Black wool trousers', category: 'Bottoms' }),
    item({ id: 24, name: 'Burgundy merino turtleneck', category: 'Tops' }),
    item({ id: 25, name: 'Dark indigo jeans', category: 'Bottoms', formality: 'casual' }),
    item({ id: 26, name: 'Black knee-high boots', category: 'Shoes' }),
    item({ id: 27, name: 'Beige trench coat', category: 'Outerwear' }),
    item({ id: 28, name: 'Long camel coat', category: 'Outerwear', warmth: 'warm' }),
  ];
  const talk = (what: string) => [
    { role: 'user' as const, content: `What should I wear to ${what} on Saturday evening?` },
    { role: 'assistant' as const, content: 'Wear the dress with the black knee-high boots and the long camel coat over it.' },
  ];
  it.each(cases(4))('keeps the look the last answer dressed and changes the coat %i', () => {
    const m = pick(["And if it's raining hard when we leave?", 'what if it rains?', 'and if it pours later?']);
    const { a } = answerAfter(m, evening, talk(pick(['the opera', 'the theatre', 'a concert'])), { message: m, kept: [21, 26, 28] });
    expect(a.text, m).toContain('Midnight blue velvet dress');
    expect(a.text, m).toContain('Beige trench coat');
  });
  it('says a delicate piece kept stays under the coat', () => {
    const m = 'what if it rains?';
    const { a } = answerAfter(m, evening, talk('dinner'), { message: m, kept: [22, 23, 26, 28] });
    expect(a.text).toContain('Cream silk blouse');
    expect(a.text).toMatch(/keep the Cream silk blouse under the Beige trench coat/);
  });
});

describe('a day said from its start to its warmest', () => {
  it.each(cases(4))('reads the later number said of a time of day %i', () => {
    const low = pick([4, 6, 8]);
    const high = pick([21, 23, 25]);
    const m = `It's about ${low} degrees at 7am when I leave for ${pick(['work', 'the office', 'school'])} and ${high} by ${pick(['lunch', 'noon', 'the afternoon'])}. How do I dress for both?`;
    const q = parseQuestion(m, { today, unit: 'C' });
    expect([q.tempLowC, q.tempC], m).toEqual([low, high]);
  });
});

describe('rain the person says', () => {
  const hot: ClosetItem[] = [
    item({ id: 31, name: 'Light blue poplin shirt', category: 'Tops' }),
    item({ id: 32, name: 'Navy linen trousers', category: 'Bottoms' }),
    item({ id: 33, name: 'Brown leather loafers', category: 'Shoes' }),
    item({ id: 34, name: 'Navy packable rain jacket', category: 'Outerwear', subcategory: 'Rain jacket' }),
  ];
  it.each(cases(3))('brings the rain layer owned when the outfit has none %i', () => {
    const m = `${pick(["It's bucketing down", 'pouring rain', 'heavy rain all day'])} and ${pick(['31', '33'])} degrees. Client meeting at 10, what do I wear?`;
    const text = askOutfit(m, hot, { message: m }).text;
    expect(text, m).toMatch(/Navy packable rain jacket/);
  });
});

describe('a suit jacket kept under a coat', () => {
  it('stays when the coat is chosen for the cold rain', () => {
    const church: ClosetItem[] = [
      item({ id: 41, name: 'Charcoal suit jacket', category: 'Suits & tailoring', formality: 'formal' }),
      item({ id: 42, name: 'Charcoal suit trousers', category: 'Suits & tailoring', subcategory: 'Trousers', formality: 'formal' }),
      item({ id: 43, name: 'White dress shirt', category: 'Tops', formality: 'business' }),
      item({ id: 44, name: 'Black cap-toe oxfords', category: 'Shoes', formality: 'formal' }),
      item({ id: 45, name: 'Black wool overcoat', category: 'Outerwear', warmth: 'warm' }),
      item({ id: 46, name: 'Grey crewneck sweatshirt', category: 'Tops', formality: 'casual' }),
    ];
    const talk = [
      { role: 'user' as const, content: "Outfit for Sunday service, I'm preaching." },
      {
        role: 'assistant' as const,
        content: 'Wear the charcoal suit with the white dress shirt and the black cap-toe oxfords; the black wool overcoat for the walk in.',
      },
    ];
    const m = "Now it's saying 40 and rain all morning.";
    const { a } = answerAfter(m, church, talk, { message: m, kept: [41, 43, 44, 45] });
    expect(a.text).toContain('Charcoal suit jacket');
    expect(a.text).toContain('Black wool overcoat');
  });
});

describe('a run on its ground', () => {
  it.each(cases(5))('is the sport %i', () => {
    const m = `running ${pick(['by the river', 'through the park', 'on the trail', 'in the park', 'over the bridge'])} ${pick(['tomorrow', 'at 6', 'tonight'])}, what should i wear`;
    expect(read(m).activity, m).toBe('running');
  });
  it.each(cases(3))('sent somewhere is an errand %i', () => {
    const m = `i have to ${pick(['run to the shop', 'run to the tailor', 'run by the bank'])} then lunch, what to wear`;
    expect(read(m).activity, m).toBeNull();
  });
});
