import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { isRuledOut, ruledOutIn } from './ruled-out';

/**
 * Classes of reading drawn by a seed (issue 38): a minus sign as phones write it; a season said of clothes is no weather;
 * cold is the speaker's; a question of getting a thing outside the trade is declined; 'is that too much?' and 'it's my day
 * off' change the plan before; a pursuit's own place after a gathering is where it is held; time spent is no money spent;
 * a garment called by a word of its own rules out only the pieces so called.
 */
const rand = mulberry32(9127);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';
const ask = (m: string, unit: 'C' | 'F' = 'C', history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  parseQuestion(m, { today: TODAY, unit, history });
const variants = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('a minus sign written as phones write it is the sign', () => {
  it.each(variants(16))('variant %i', () => {
    const n = 5 + Math.floor(rand() * 30);
    const sign = pick(['\u2212', '\u2013']);
    const m = pick([
      `It's ${sign}${n} this morning, what do I layer?`,
      `they're saying ${sign}${n} tomorrow, what should I wear`,
      `${sign}${n} and windy today, what to wear to work`,
    ]);
    expect(ask(m).tempC, m).toBe(-n);
  });
  it('a dash between two numbers is no sign', () => {
    expect(ask('what to wear, 23\u201329 today').tempC).not.toBe(-29);
  });
});

describe('a season said of clothes is no weather', () => {
  it.each(variants(12))('variant %i', () => {
    const t = 20 + Math.floor(rand() * 10);
    const m = `off to ${pick(['Tenerife', 'Bali', 'Lisbon'])} next week, ${t} deg there, what do I pack? all my stuff is ${pick(['winter stuff', 'winter clothes', 'winter gear'])}`;
    const q = ask(m);
    expect(q.weather, m).not.toContain('cold');
    expect(q.tempC, m).toBe(t);
  });
});

describe('cold is the speaker’s: a cool morning in the person’s own scale', () => {
  it.each(variants(10))('variant %i', () => {
    const low = 15 + Math.floor(rand() * 5);
    const m = `kinda cold in the mornings like ${low} degrees but then ${low + 13} by afternoon, what can i wear to work`;
    const q = ask(m, 'C');
    expect(q.tempLowC, m).toBe(low);
    expect(ask(`it's ${low} and cold, what should I wear`, 'F').tempC).toBeLessThan(0);
  });
});

describe('getting a thing outside the trade is declined; a piece of it is not', () => {
  it.each(variants(10))('variant %i', () => {
    const thing = pick(['a timer for the block heater', 'a new car battery', 'a dehumidifier', 'a new phone charger']);
    expect(ask(`${pick(['My car keeps dying.', 'Quick one.'])} Should I get ${thing} or just wait?`).kind).toBe('off-topic');
    const piece = pick(['a rain jacket', 'new boots', 'a wool coat', 'a trench']);
    expect(ask(`Should I get ${piece} for winter?`).kind).not.toBe('off-topic');
  });
  it('a question asked inside another is the one asked', () => {
    expect(ask('Do you know what the exchange rate is today?').kind).toBe('off-topic');
  });
});

describe('a follow-up that says the outfit is too much steps down, on the plan before', () => {
  const first = { role: 'user' as const, content: 'I need an outfit for my design crit on Wednesday, presenting to the lecturers.' };
  const answer = { role: 'assistant' as const, content: 'Go with the black trousers, the white shirt and a knit vest.' };
  it.each(variants(8))('variant %i', () => {
    const m = pick([
      'Is that too much? Nobody dresses up for crits, I would look like I am trying way too hard.',
      "that's too much, no one dresses up",
      'bit too much tbh, I would be trying too hard',
    ]);
    const q = ask(m, 'C', [first, answer]);
    expect(q.followUp, m).toBe(true);
    expect(q.change, m).toBe('less formal');
    expect(q.day?.label, m).toBe('Wednesday');
  });
});

describe('a day said to be off work ends the work plan', () => {
  it.each(variants(8))('variant %i', () => {
    const history = [
      { role: 'user' as const, content: pick(['Outfit for my shift at the café tomorrow?', 'What should I wear to work tomorrow?']) },
      { role: 'assistant' as const, content: 'Black work pants, the black tee and the apron.' },
    ];
    const m = pick([
      "Oh wait, tomorrow's my day off! I'm taking my cousin to Te Papa instead.",
      'actually I have the day off, hanging out with my nan',
      'scratch that, not working tomorrow',
    ]);
    const q = ask(m, 'C', history);
    expect(q.occasions, m).toEqual(['casual day']);
    // Read as a plan of its own, or as a new plan after the last: either way nothing of the work outfit carries on.
    expect(q.newPlan === true || !q.followUp, m).toBe(true);
  });
});

describe("a pursuit's own place after a gathering is where it is held", () => {
  it.each(variants(10))('variant %i', () => {
    const m = `${pick(['wedding reception', 'birthday party', 'engagement party'])} on Saturday ${pick(['in an outdoor garden', 'in a lovely garden', 'at her garden', 'in the backyard'])}`;
    expect(ask(m).activity, m).toBeNull();
  });
  it('time spent is no money spent; the garden worked in is gardening', () => {
    const q = ask('spending saturday in the garden planting bulbs');
    expect(q.kind).not.toBe('shopping');
    expect(q.activity).toBe('gardening');
    expect(ask('how much should I spend on a winter coat').kind).toBe('shopping');
  });
});

describe('a garment called by a word of its own rules out only the pieces so called', () => {
  const OWN = [
    { word: 'palazzos', named: 'Black palazzo trousers', others: ['Cream linen trousers', 'Navy scrubs trousers'] },
    { word: 'chelseas', named: 'Brown chelsea boots', others: ['Black winter boots'] },
    { word: 'cargos', named: 'Olive cargo pants', others: ['Black work pants'] },
  ];
  it.each(variants(9))('variant %i', () => {
    const o = pick(OWN);
    const owned = [o.named, ...o.others];
    const ruled = ruledOutIn(`I don't want to wear the ${o.word}, something else?`, owned);
    expect(isRuledOut({ name: o.named }, ruled), o.word).toBe(true);
    for (const other of o.others) expect(isRuledOut({ name: other }, ruled), `${o.word} / ${other}`).toBe(false);
  });
});

describe('a range said with one unit is the day’s span', () => {
  it.each(variants(10))('variant %i', () => {
    const low = 10 + Math.floor(rand() * 10);
    const high = low + 2 + Math.floor(rand() * 6);
    const join = pick(['-', '–', ' to ', ' - ']);
    const q = ask(`probably ${low}${join}${high}°C there next week, what should I pack for 4 days`, 'F');
    expect(q.tempC).toBe(high);
    expect(q.tempLowC).toBe(low);
  });
});

describe('seeing a client is a meeting; a show in the school gym is no workout', () => {
  it.each(variants(8))('variant %i', () => {
    const m = `${pick(['i have to go see a client', 'meeting some clients', 'visiting a customer'])} in ${pick(['san isidro', 'the city', 'Parnell'])} ${pick(['this aft', 'tomorrow', 'on Friday'])}, wat do i wear`;
    const q = ask(m);
    expect([...q.occasions, q.occasionName], m).toContain('meeting');
    const show = `${pick(['The Christmas pageant', 'The holiday concert', 'The nativity'])} is on Thursday in the school gym and gyms are always cold. What should I wear?`;
    const s = ask(show, 'F');
    expect(s.occasions, show).not.toContain('gym');
    expect(s.dressCode, show).not.toBe('cocktail');
  });
  it("texting shorthand for a time of day and a sport: 'this aft', 'sat arvo', 'bball'", () => {
    expect(ask('bbq sat arvo at the beach').day?.label).toBe('Saturday');
    expect(ask('rec wheelchair bball wed 7pm, what do i wear to play').activity).toBe('gym');
    expect(ask('team dragon boat session on Thursday, what do I wear').activity).toBe('watersports');
  });
});

describe('an occasion said only to deny it is not the one asked about', () => {
  it.each(variants(8))('variant %i', () => {
    const denied = pick(['wedding', 'funeral', 'gala', 'party']);
    const m = `${pick(['can i wear my kolhapuris w a saree', 'is the green kurta ok', 'what should I wear'])}? ${pick(["it's a small pooja at home", 'its just a puja at my aunts'])}, ${pick(['not a', 'not really a', "it isn't a"])} ${denied}`;
    const q = ask(m);
    expect(q.occasions, m).not.toContain(denied);
    expect(q.occasions, m).toContain('church');
  });
});

describe('numbers and signs of the weather are no trip length and no words', () => {
  it.each(variants(8))('variant %i', () => {
    const hi = 20 + Math.floor(rand() * 8);
    const lo = 5 + Math.floor(rand() * 6);
    const m = `Going to Jaipur for a wedding, 10 to 13 December. Days around ${hi}, nights down to ${lo}. What do I pack?`;
    expect(ask(m).tripDays, m).toBe(4);
    const n = 2 + Math.floor(rand() * 8);
    expect(ask(`wat about if its +${n} n sunny instead`).tempC).toBe(n);
    expect(ask('can I bring my +1 to the wedding').tempC).toBeNull();
  });
});

describe('buying refused is a question of what is owned; a cap on spending is still shopping', () => {
  it.each(variants(6))('variant %i', () => {
    const m = `${pick(['wat can i pull together from my stuff', 'what can I wear from what I have'])} for ${pick(['the party on saturday', 'a themed 21st'])}, ${pick(['not buying anything', "I'm not buying anything new", 'no buying'])}`;
    expect(ask(m).kind, m).not.toBe('shopping');
    expect(ask(`I don't want to buy anything ${pick(['expensive', 'too pricey', 'fancy'])}, what's a good cheap rain jacket?`).kind).toBe('shopping');
  });
  it('a sauna or an ice swim is swimming', () => {
    expect(ask('avanto at the sauna sun evening w my wife, wat do i wear there n back, its like -8').activity).toBe('swimming');
  });
});

describe('a denial of minding is no refusal to buy', () => {
  it.each(variants(4))('variant %i', () => {
    const m = `My hands are always freezing. What should I buy? I ${pick(["don't", 'do not', "wouldn't"])} mind spending $${60 + Math.floor(rand() * 80)}.`;
    expect(ask(m).kind, m).toBe('shopping');
  });
});
