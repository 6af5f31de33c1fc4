import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { clarifyingQuestion } from './clarify';
import { colourClosetAnswer } from './colour-closet';
import { fitAnswer } from './fit';

/**
 * How a message becomes a kind of question, and the fit and colour answers (issue 38): generated
 * variants of each class, seeded, so a fix is a mechanism and not a sentence.
 */
const TODAY = '2026-11-29';
const rand = mulberry32(3812);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const variants = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
const ask = (message: string) => parseQuestion(message, { today: TODAY });

let id = 1;
const piece = (name: string, category: ClosetItem['category'], color: string) => item({ id: id++, name, category, color });
const CLOSET: ClosetItem[] = [
  piece('Cream fisherman sweater', 'Tops', 'cream'),
  piece('Grey chunky cable knit', 'Tops', 'grey'),
  piece('Black merino base layer', 'Tops', 'black'),
  piece('Navy striped long-sleeve tee', 'Tops', 'navy'),
  piece('White cotton shirt', 'Tops', 'white'),
  piece('Plum wool A-line skirt', 'Bottoms', 'plum'),
  piece('Red cowl-neck sweater', 'Tops', 'red'),
  piece('Black ponte trousers', 'Bottoms', 'black'),
  piece('Grey wide-leg wool trousers', 'Bottoms', 'grey'),
  piece('Olive cargo trousers', 'Bottoms', 'olive'),
  piece('Burgundy velvet blazer', 'Outerwear', 'burgundy'),
  piece('Navy wool peacoat', 'Outerwear', 'navy'),
  piece('Camel wool overcoat', 'Outerwear', 'camel'),
  piece('Tan canvas chore jacket', 'Outerwear', 'tan'),
  piece('Black leather boots', 'Shoes', 'black'),
];

describe('a fit question needs a garment or its part', () => {
  const EVENTS = ['drag brunch', 'drag show', 'drag night', 'drag bingo'];
  const WHEN = ['Sunday at noon', 'on Saturday', 'tonight', 'next Friday'];
  const TAILS = ["I'll be there for like 4 hours", "it's a long one, about 5 hours", 'we stay till close', 'I want something fun'];
  it.each(variants(12, () => `${pick(EVENTS)} ${pick(WHEN)} for my friend's birthday. ${pick(TAILS)}.`))('%s is no fit question', (message) => {
    const q = ask(message);
    expect(q.kind).not.toBe('fit');
    expect(q.kind).toBe('outfit');
  });
  const PIECES = ['jeans', 'trousers', 'wide-leg pants', 'chinos'];
  it.each(variants(6, () => `my ${pick(PIECES)} ${pick(['drag on the ground', 'puddle at my ankles', 'are too long'])}, what can I do?`))(
    '%s stays a fit question',
    (message) => expect(ask(message).kind).toBe('fit'),
  );
});

describe('body weight is not the weights activity', () => {
  const CHANGE = ["I've lost some weight", 'I lost weight', "I've gained weight", 'I put on some weight'];
  const PIECES: [string, string][] = [
    ['black ponte trousers', 'trousers'],
    ['grey wide-leg wool trousers', 'trousers'],
    ['olive cargo trousers', 'trousers'],
  ];
  const SYMPTOM = ['now sag in the seat', 'are baggy in the seat', 'are loose at the waist', 'are too tight at the waist'];
  const ASK = ['Take them to a tailor or replace them?', 'tailor or replace?', 'worth altering or buy new?'];
  it.each(variants(12, () => `${pick(CHANGE)} and the ${pick(PIECES)[0]} ${pick(SYMPTOM)}. ${pick(ASK)}`))('%s', (message) => {
    const name = PIECES.find(([n]) => message.includes(n))![0];
    const q = ask(message);
    expect(q.activity).toBeNull();
    expect(q.kind).toBe('fit');
    const a = fitAnswer({ question: q, closet: CLOSET, message })!;
    expect(a.text.toLowerCase()).toContain(name.split(' ').at(-1));
    expect(a.text).toMatch(/tailor|replace/i);
  });
});

describe('a piece too bulky under another', () => {
  const INNER = ['cream fisherman sweater', 'grey chunky cable knit'];
  const OUTER = ['navy peacoat', 'camel overcoat', 'navy wool peacoat'];
  const FRAME = [
    (i: string, o: string) => `Is the ${i} too bulky to wear under the ${o}? The sleeves feel stuffed.`,
    (i: string, o: string) => `is my ${i} too chunky under my ${o}?`,
    (i: string, o: string) => `the ${i} feels too thick under the ${o}, what do I do`,
  ];
  it.each(variants(12, () => pick(FRAME)(pick(INNER), pick(OUTER))))('%s', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('fit');
    const a = fitAnswer({ question: q, closet: CLOSET, message })!;
    expect(a.text).not.toMatch(/work together/);
    expect(a.text).toMatch(/thinner|finer|size up/);
    // A finer owned piece, never the thick one, is what goes under.
    expect(a.text).toMatch(/merino base layer|striped long-sleeve tee|cotton shirt/);
  });
});

describe('two colours put together', () => {
  const HUES = ['plum', 'magenta', 'fuchsia', 'turquoise', 'crimson', 'peach'];
  const OTHER = ['red', 'navy', 'grey', 'olive'];
  const FRAME = [(a: string, b: string) => `does ${a} go w ${b} or is it to much at my age`, (a: string, b: string) => `can I wear ${a} with ${b}?`];
  it.each(variants(10, () => [pick(HUES), pick(OTHER), pick(FRAME)] as const))('%s with %s', (a, b, frame) => {
    const q = ask(frame(a, b));
    expect(q.kind).toBe('colour');
    expect(q.colours).toEqual([a, b === 'grey' ? 'gray' : b]);
  });
  it('names the pieces in both colours', () => {
    const message = 'does plum go w red or is it to much';
    const a = colourClosetAnswer({ question: ask(message), message, closet: CLOSET })!;
    expect(a.text).toContain('Plum wool A-line skirt');
    expect(a.text).toContain('Red cowl-neck sweater');
  });
});

describe('a colour set aside is not the answer', () => {
  const BASE = ['burgundy', 'olive', 'camel', 'plum'];
  const ASIDE = ['black', 'navy', 'grey', 'white'];
  const FRAME = [
    (b: string, x: string) => `What colours work with ${b} velvet besides ${x}? I'm tired of wearing it all-${x}.`,
    (b: string, x: string) => `which colours go with ${b} other than ${x}?`,
    (b: string, x: string) => `colours to pair with ${b} except ${x}?`,
  ];
  it.each(variants(12, () => [pick(BASE), pick(ASIDE), pick(FRAME)] as const))('%s without %s', (base, aside, frame) => {
    const message = frame(base, aside);
    const q = ask(message);
    expect(q.kind).toBe('colour');
    const a = colourClosetAnswer({ question: q, message, closet: CLOSET })!;
    expect(a.text).not.toMatch(new RegExp(`and ${aside} work together`, 'i'));
    // Said back once as set aside, never offered as a partner.
    expect(a.text.toLowerCase().split(aside).length - 1).toBeLessThanOrEqual(1);
    expect(a.text).toMatch(new RegExp(`^Besides ${aside}`));
  });
});

describe('something other than clothes for an occasion is declined', () => {
  const THING = ['hymn', 'song', 'playlist', 'poem', 'gift', 'recipe', 'restaurant'];
  const OCCASION = ['a memorial service', "my sister's wedding", 'a retirement party', 'a funeral', 'a christening'];
  const FRAME = [
    (t: string, o: string) => `Can you recommend a good ${t} for ${o} — something hopeful?`,
    (t: string, o: string) => `suggest a ${t} for ${o}?`,
    (t: string, o: string) => `what's a nice ${t} for ${o}`,
  ];
  it.each(variants(14, () => pick(FRAME)(pick(THING), pick(OCCASION))))('%s', (message) => expect(ask(message).kind).toBe('off-topic'));
  it.each(['Can you recommend a dress for a memorial service?', 'suggest an outfit for a funeral', 'what to wear to a restaurant for a birthday dinner'])(
    '%s is still about clothes',
    (message) => expect(ask(message).kind).not.toBe('off-topic'),
  );
});

describe('clothes for an event not named get one short question', () => {
  const ASKS = ['Something', 'Anything', 'What'];
  const EVENT = ['the thing', 'the do', 'this event', 'the function', 'that thing'];
  const WHERE = ["at Ruth's", "at my aunt's", 'on Saturday', 'tonight', 'at the hall'];
  it.each(variants(12, () => `${pick(ASKS)} for ${pick(EVENT)} ${pick(WHERE)}?`))('%s', (message) => {
    const q = ask(message);
    expect(q.kind).not.toBe('off-topic');
    const clarify = clarifyingQuestion(message, q, { hasHistory: false, eventsThatDay: 0 });
    expect(clarify).toMatch(/\?/);
  });
});

describe('a buying decision about a piece is shopping', () => {
  const WANT = ['thinking of getting a proper waterproof jacket', 'thinking about buying a better rain jacket', 'thought of getting new winter boots'];
  const FOR = ['for work', 'for school', 'for the commute', ''];
  const OLD = ['my orange slicker is cracking at the elbows', 'my old boots are falling apart', 'my jacket leaks at the seams'];
  const ASK = ['worth upgrading or just replace w the same thing', 'upgrade or replace it?', 'or replace with the same one?'];
  it.each(variants(12, () => `${pick(WANT)} ${pick(FOR)}, ${pick(OLD)}. ${pick(ASK)}`))('%s', (message) => expect(ask(message).kind).toBe('shopping'));
});

describe('one piece weighed for a setting', () => {
  const PIECES = ['velvet blazer', 'sequin top', 'leather skirt', 'silk slip dress'];
  const SETTING = ['in the daytime', 'for daytime', 'during the day', 'at the office'];
  const TAIL = ['or is it only a night-out thing?', 'or just for evenings?', '?'];
  it.each(variants(12, () => `Can the ${pick(PIECES)} work ${pick(SETTING)}, ${pick(TAIL)}`))('%s', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('outfit');
    // 'A night out' is an evening, not a trip of one night.
    expect(q.tripDays).toBeNull();
  });
});

describe('knees bagging out is the stretch problem', () => {
  const PIECES = ['black jeans', 'blue jeans', 'grey leggings', 'khaki chinos'];
  const SAID = ['get baggy at the knees', 'go baggy in the knees', 'bag out at the knees', 'sag at the knees'];
  const WHEN = ['after like 2 wears', 'by lunchtime', 'every single time', ''];
  it.each(variants(12, () => `my ${pick(PIECES)} ${pick(SAID)} ${pick(WHEN)}`))('%s', (message) => {
    const q = ask(message);
    expect(q.problem).toBe('stretch');
    expect(q.kind).toBe('care');
  });
});

describe('a shop named with money is shopping', () => {
  const SHOP = ['clothing store', 'clothes shop', 'shoe store', 'fashion store', 'department store'];
  const ASK = ['what should i get', 'what should i buy', 'any ideas what to get'];
  it.each(variants(10, () => `got a $${pick(['50', '100', '150'])} gift card for a ${pick(SHOP)}, ${pick(ASK)}`))('%s', (message) =>
    expect(ask(message).kind).toBe('shopping'),
  );
});

describe('making a named piece look or work is styling it', () => {
  const PIECES = ['grey joggers', 'black trousers', 'floral midi skirt', 'denim jacket', 'white sneakers'];
  const LOOK = ['look less like i just rolled out of bed', 'look more polished', 'look less sloppy', 'work for the office'];
  it.each(variants(10, () => `how do i make my ${pick(PIECES)} ${pick(LOOK)}`))('%s', (message) => expect(ask(message).kind).toBe('pairing'));
  it.each(variants(6, () => `${pick(PIECES)} - how do i make it work now ${pick(["it's winter", 'its cold', "it's getting chilly"])}`))('%s', (message) =>
    expect(ask(message).kind).toBe('pairing'),
  );
});

describe('a piece said after besides is ruled out', () => {
  const OUTER = ['black blazer', 'navy cardigan', 'grey blazer'];
  const ASIDE: [string, string][] = [
    ['white tee', 't-shirt'],
    ['black turtleneck', 'sweater'],
    ['white shirt', 'shirt'],
  ];
  it.each(variants(9, () => [pick(OUTER), pick(ASIDE), pick(['besides', 'apart from', 'aside from'])] as const))(
    'under the %s, not the %s (%s)',
    (outer, [said, id], word) => {
      const q = ask(`what can i layer under the ${outer} ${word} a plain ${said}`);
      expect(q.avoid).toContain(id);
    },
  );
});

describe('a piece weighed for the daytime is dressed for an ordinary day', () => {
  const PIECES = ['velvet blazer', 'sequin top', 'satin slip skirt', 'leather trousers'];
  const SETTING = ['in the daytime', 'during the day', 'for daytime'];
  const TAIL = ['or is it only a night-out thing?', 'or just for evenings?', 'or is that weird?'];
  it.each(variants(12, () => `Can the ${pick(PIECES)} work ${pick(SETTING)}, ${pick(TAIL)}`))('%s', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('outfit');
    expect(q.occasions).toEqual(['casual day']);
  });
  it.each(['daytime wedding in june, what do I wear', 'a daytime party saturday'])('%s keeps its own occasion', (message) =>
    expect(ask(message).occasions[0]).not.toBe('casual day'),
  );
});
