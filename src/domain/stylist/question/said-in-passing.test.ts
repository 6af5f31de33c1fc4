import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { dressCodeRank } from '../dress-code';
import { parseQuestion } from './parse';
import { weatherIn } from './stated-weather';
import { tripDaysIn } from './trip-and-fit';

/**
 * Words that look like the weather, a trip or an activity but are said of something else (issue 38.1: the main clause decides
 * what is asked; a side clause adds context): a temperature word before a thing ('hot yoga', 'the Upper Hot Springs') is no
 * weather; 'overnight' as the time of the frost is no night away; a beach walked along is where, not a day on the sand; a plan
 * said as a maybe beside a named event ('then probably a walk if it holds') does not replace the event; and the sentence that
 * asks what to wear names the occasion over one told before it. Messages are drawn by a seed.
 */
const rand = mulberry32(31_031);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-11-30', unit: 'C' });
const DAYS = ['tomorrow', 'on Saturday', 'tmrw', 'next friday', 'sat'];

describe('a temperature word before a thing is not the weather', () => {
  const THINGS = ['yoga', 'springs', 'tub', 'chocolate', 'sauce', 'pot', 'beer', 'brew', 'plunge pool', 'stone massage'];
  const TEMPERATURE = ['hot', 'cold', 'warm'];
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const word = pick(TEMPERATURE);
    const message = `${pick(['', 'off to ', 'booked '])}${word} ${pick(THINGS)} ${pick(DAYS)}, ${pick(['what do i wear', 'outfit?', 'what should I bring'])}`;
    expect(weatherIn(message), message).not.toContain(word);
  });

  it('said of the day, the time or the body, it is the weather', () => {
    const DAY_SAID = [
      'its going to be hot tmrw',
      'a cold morning at the market',
      'hot and humid on Saturday',
      'cold hands at the bus stop',
      'it gets cold walking to the bus',
    ];
    for (const m of DAY_SAID) expect(weatherIn(m).length, m).toBeGreaterThan(0);
  });
});

describe('overnight is a stay only when said as one', () => {
  const WEATHER = ['hard frost overnight', 'the chinook came in overnight', 'it snowed overnight', 'rain overnight and icy roads'];
  const STAYS = ['an overnight trip to Bath', 'staying overnight in York', 'overnight at my sister’s', 'packing an overnight bag'];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const weather = `${pick(WEATHER)} ${pick(DAYS)}, what should I wear`;
    expect(tripDaysIn(` ${weather.toLowerCase().replace(/[’,]/g, ' ')} `), weather).toBeNull();
    const stay = pick(STAYS);
    expect(tripDaysIn(` ${stay.toLowerCase().replace(/[’,]/g, ' ')} `), stay).toBe(2);
  });
});

describe('a beach walked or run along is where, not a day on the sand', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const move = pick(['walk along', 'run at', 'stroll down', 'jog on', 'cycle along']);
    const message = `${pick(['we will', "we'll", 'gonna', 'I want to'])} ${move} ${pick(['the', 'north', 'the Elbe', 'Muizenberg'])} beach ${pick(DAYS)}, what do I wear`;
    expect(read(message).activity, message).not.toBe('beach');
  });

  it('a day at the beach is still one', () => {
    expect(read('beach day on Saturday, what do I wear').activity).toBe('beach');
  });
});

describe('a plan said as a maybe beside a named event does not replace it', () => {
  const EVENTS: [said: string, occasion: string][] = [
    ['Brunch at Monki', 'brunch'],
    ['Dinner at my aunt’s', 'dinner'],
    ['My niece’s birthday party', 'party'],
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const [event, occasion] = pick(EVENTS);
    const maybe = pick([
      'then probably a walk along the river',
      'then maybe a walk',
      'and a walk after if the weather holds',
      'then a long walk if it stays dry',
    ]);
    const message = `${event} ${pick(DAYS)}, ${maybe}. ${pick(['Casual but cute.', 'What should I wear?', 'ideas?'])}`;
    const q = read(message);
    expect(q.occasions[0], message).toBe(occasion);
    expect(q.activity, message).toBeNull();
  });

  it('said firmly, the walk is what is done', () => {
    expect(read('Brunch on Sunday then a long walk along the river, what do I wear').activity).toBe('walking');
  });
});

describe('the sentence that asks names the occasion', () => {
  const TOLD = ['My cousin’s sangeet is Saturday night (I’m wearing my saree for that).', 'The party is on Friday.', 'We have a dinner on Saturday.'];
  const ASKED: [said: string, occasion: RegExp][] = [
    ['What do I wear for the gurdwara?', /church/],
    ['What should I wear to the mosque?', /church/],
    ['What do I wear for the funeral on Monday?', /funeral/],
    ['What should I wear to the interview on Tuesday?', /interview/],
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const [asked, occasion] = pick(ASKED);
    const message = `${pick(TOLD)} ${asked}`;
    expect(read(message).occasions[0], message).toMatch(occasion);
  });
});

describe('the qualifier nearest the event decides', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const who = pick(['team', 'board', 'client', 'sales']);
    const message = `our ${who} holiday party is ${pick(DAYS)}, what should I wear`;
    expect(read(message).occasions[0], message).not.toBe('meeting');
  });
});

describe('wanting to make an effort dresses a step up', () => {
  const WANTS = ['I want to make an effort', 'need to look decent', 'want to make a good impression', 'trying to impress', 'I want to look smart'];
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const event = pick(['dinner with Thandeka', 'brunch with the in-laws', 'lunch at the club', 'a birthday dinner']);
    const plain = `${event} ${pick(DAYS)}, what should I wear?`;
    const effort = `${event} ${pick(DAYS)}. ${pick(WANTS)}, what should I wear?`;
    // A step up from the plain reading, to smart casual at least and business casual at most.
    const plainRank = dressCodeRank(read(plain).dressCode!);
    const expected = Math.min(Math.max(plainRank + 1, dressCodeRank('smart casual')), dressCodeRank('business casual'));
    expect(dressCodeRank(read(effort).dressCode!), effort).toBe(expected);
  });

  it('said as no need, it asks nothing', () => {
    expect(read('dinner with friends on Friday, no need to make an effort, what should I wear').dressCode).toBe('smart casual');
  });
});

describe('a dress code in quotes ends where the quote does', () => {
  it.each(Array.from({ length: 6 }, (_, i) => i))('variant %i', () => {
    const code = pick(["'cocktail'", "'festive cocktail'", "'cocktail attire'"]);
    const message = `Our ${pick(['team', 'office', 'book club'])} holiday party is ${pick(DAYS)}. The invite says ${code}.`;
    expect(read(message).dressCode, message).toBe('cocktail');
  });
});

describe("a day's short form written as a name is a name", () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const name = pick(['Mon Laferte', 'Sun Kil Moon', 'Sat Nam Kaur', 'Wed Fisher']);
    const day = pick(['Friday', 'Saturday', 'Thursday']);
    const message = `Going to see ${name} at the arena on ${day} with Fran, what do I wear?`;
    expect(read(message).day?.label, message).toBe(day);
  });

  it('a short form before a date or a time of day is still the day', () => {
    expect(read('Sat Dec 5 wedding, what to wear').day?.label).toBe('December 5');
    expect(read('Fri Night drinks, what do I wear').day?.label).toBe('Friday');
  });
});

describe('an event named with its day and whose it is is dressed for', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const owner = pick(["my cousin Zanele's", "Thabo's", "my sister's", "Ana's"]);
    const event = pick(['umembeso', 'lobola', 'naming day', 'kirking', 'housewarming']);
    const message = `${owner} ${event} ${pick(DAYS)}, ${pick(['need to look decent', 'its the family side', 'starts at 10'])}`;
    expect(read(message).kind, message).toBe('outfit');
  });
});

describe('a piece that will not be back in time, and what now', () => {
  const HISTORY = [
    { role: 'user' as const, content: 'I have an interview at the hospital on Tuesday at 9. What should I wear?' },
    {
      role: 'assistant' as const,
      content: 'For the interview on Tuesday: the navy suit jacket and trousers, the light blue shirt, the burgundy tie and the black Derby shoes.',
    },
  ];
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const trouble = pick(['has a stain on the lapel', 'got a rip in the sleeve', 'is at the cleaners']);
    const late = pick(['n the cleaners cant do it by tues', "and it won't be ready by Tuesday", 'and they cannot have it back in time', '']);
    const ask = pick(['what now', 'now what?', 'what else?', 'plan b?']);
    const message = `${pick(['eish', 'ugh', 'argh'])} the navy jacket ${trouble} ${late}. ${ask}`;
    const q = parseQuestion(message, { today: '2026-11-30', unit: 'C', history: HISTORY });
    expect(q.kind, message).toBe('outfit');
    expect(q.avoid, message).toContain('jacket');
    expect(q.occasions[0], message).toBe('job interview');
  });
});

describe('said in passing, with words a table holds', () => {
  it('a braai, an asado and a churrasco are barbecues', () => {
    for (const e of ['braai', 'asado', 'churrasco']) expect(read(`${e} at my brother's on Saturday, what should I wear`).occasions[0], e).toBe('barbecue');
  });
  it('nothing gendered rules out dresses, skirts and heels', () => {
    for (const m of ["I don't want anything gendered, what do I wear to my defence on Friday", 'something gender-neutral for the gala please'])
      expect(read(m).avoid, m).toEqual(expect.arrayContaining(['dress', 'skirt', 'heels']));
  });
  it('rain said as people say it', () => {
    for (const m of ["it's meant to bucket down all afternoon", "they're talking about flooding on the M4", 'torrential rain all day'])
      expect(weatherIn(m), m).toContain('rain');
  });
  it('scuffed shoes ask their care', () => {
    for (const m of ['My black Docs are really scuffed. How do I bring them back?', 'my loafers are all scuffed, help', 'how do I get scuffs off my boots'])
      expect(read(m).kind, m).toBe('care');
  });
});

describe('a dress code reported in quotation marks', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const [said, code] = pick([
      ["'dark and festive'", 'cocktail'],
      ['"festive but relaxed"', 'smart casual'],
      ['“smart casual”', 'smart casual'],
      ["'black tie'", 'formal'],
      ["'relaxed'", 'casual'],
    ] as const);
    const who = pick(['the invite says', 'the choir leader says', 'dress code is', 'she said']);
    const message = `${pick(['Dinner', 'Our concert', 'The party'])} is ${pick(DAYS)}, ${who} ${said}. What should I wear?`;
    expect(read(message).dressCode, message).toBe(code);
  });

  it('a quoted word describing a piece reports no code', () => {
    expect(read("I can't do 'smart' shoes, what about my sneakers").dressCode).toBeNull();
  });
});

describe('a fit said to be good names no fit problem', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const good = pick(['fits best', 'fits fine', 'fits me perfectly', 'fits well']);
    const message = `Is my black ${pick(['wrap dress', 'suit', 'blazer'])} too ${pick(['sombre', 'formal', 'plain'])} for my niece's wedding ${pick(DAYS)}? It's the one that ${good} right now.`;
    expect(read(message).kind, message).not.toBe('fit');
  });

  it('a collar that chokes is a fit problem', () => {
    expect(read('dress shirt collar is choking me but the body fits fine, what do i do').kind).toBe('fit');
  });
});

describe('a piece asked to stand up to the weather', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(['Are my', 'are the', 'r my'])} ${pick(['Docs', 'suede boots', 'loafers', 'white sneakers'])} ${pick(['OK', 'fine', 'good', 'alright'])} ${pick(['on icy pavements', 'in the snow', 'in this rain'])}?`;
    expect(read(message).kind, message).toBe('outfit');
  });
});
