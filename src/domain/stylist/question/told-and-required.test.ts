import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { statedColours } from './stated-colours';
import { fitIn } from './trip-and-fit';
import { readMessage } from '../reading/read';

/**
 * What a person tells as background, and what they say is required (issue 38.1 and 38.5): a part said simply to fit ('even
 * when the shoulders fit') is not where the problem is; a hem that rides up is short; a size or a cut weighed after a shrink
 * asks the fit, not the care; lifting one's arms is no weights session; an event other languages write as one word
 * ('Zuckerbäckerball', 'Opernball') is that event, while 'pickleball' stays a sport; a colour said to be required is the
 * colour to wear; 'something for Thursday' and 'I need help with my outfits' ask for an outfit. Drawn by a seed.
 */
const rand = mulberry32(330_331);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string) => parseQuestion(m, { today: '2026-11-30', unit: 'C' });

describe('a part said simply to fit is not the problem', () => {
  const PARTS: [string, string][] = [
    ['shoulders', 'chest'],
    ['waist', 'seat'],
    ['sleeves', 'chest'],
  ];
  it.each(Array.from({ length: 9 }, (_, i) => i))('variant %i', () => {
    const [fine, bad] = pick(PARTS);
    const problem = bad === 'chest' ? 'pull across my chest' : 'are tight across the hips';
    const t = ` ${pick(['button downs', 'my shirts', 'these trousers'])} always ${problem} even when the ${fine} fit ${pick(['i bind most days', 'any tips', 'what cut works'])} `;
    expect(fitIn(t).area, t).not.toBe(fine);
  });
  it('a part said to fit too tight is still the problem', () => {
    expect(fitIn(' the shoulders fit too tight ').area).toBe('shoulders');
  });
});

describe('a size or a cut weighed after a shrink', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('asks the fit (variant %i)', () => {
    const message = `my ${pick(['golf shirts', 'tees', 'polo shirts'])} shrunk ${pick(['n now', 'and now they'])} ride up ${pick(['wen i lift my arms coaching', 'when I lift my arms', 'when i reach up'])}. ${pick(['size up or diff cut?', 'should I size up or get a longer cut?', 'go up a size or a different cut?'])}`;
    const q = read(message);
    expect(q.kind, message).toBe('fit');
    expect(q.activity, message).not.toBe('lifting');
  });
  it('asked how to undo it, it is care', () => {
    expect(read('my tee shrunk in the wash, how do i unshrink it').kind).toBe('care');
  });
});

describe('an event written as one word', () => {
  it.each(['Zuckerbäckerball', 'Opernball', 'Kaffeesiederball', 'Philharmonikerball'])('%s is a ball', (name) => {
    const q = read(`My sister and I have tickets for the ${name} in January. Floor-length is required. What should I wear?`);
    expect(q.occasions).toContain('gala');
    expect(q.dressCode).toBe('formal');
  });
  it.each(['pickleball', 'dodgeball', 'netball'])('%s is still a sport', (sport) => {
    expect(read(`I'll play ${sport} this saturday, what should I wear?`).activity).toBe('gym');
  });
});

describe('a colour said to be required', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('is the colour to wear (variant %i)', () => {
    const colour = pick(['black', 'white', 'navy', 'red']);
    const message = `My choir is singing at the ${pick(['Christmas market', 'town hall', 'cathedral'])} on Saturday. ${pick([`${colour} is required`, `${colour} is a must`, `we have to wear ${colour}`, `${colour} is compulsory`])}. What do I wear?`;
    expect(statedColours(message)?.wear.length, message).toBe(1);
  });
  it('a colour liked is no requirement', () => {
    expect(statedColours('black is my favourite, what should I wear tonight')).toBeNull();
  });
});

describe('an outfit asked for without the word', () => {
  it.each(['Something for Thursday, please. Nothing too much.', 'anything for tomorrow? nothing fancy', 'something for the weekend pls'])('%s', (m) => {
    expect(read(m).kind).toBe('outfit');
  });
  it.each(["Honestly I need help with my outfits. I don't even know where to start.", 'I need help with my style'])('%s', (m) => {
    expect(read(m).kind).toBe('outfit');
  });
});

describe('words of another language beside each other', () => {
  it.each(['balik kampung to kelantan this wknd', 'going balik kampung for raya', 'pasar malam after work, baju apa?'])(
    'are not corrected into English or places: %s',
    (m) => {
      const q = read(`${m}, what to wear`);
      expect(q.trip?.place ?? null).not.toBe('Bali');
      expect(readMessage(m).text).not.toMatch(/\bbali\b/);
    },
  );
  it('a texted dropped g beside a name is still read', () => {
    expect(readMessage('hikin ngong hills sat').text).toContain('hiking');
  });
});

describe("a span of weekdays beside 'two days of' what fills it", () => {
  it('is the trip', () => {
    const q = read('Work trip to Singapore next Wednesday to Friday: two days of workshops and one team dinner. Carry-on only. What should I pack?');
    expect(q.trip?.days).toBe(3);
  });
});
