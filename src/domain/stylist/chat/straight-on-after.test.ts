import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question/parse';
import { item, weather } from '../test-fixtures';
import { wordsOfText } from '../question/ruled-out';
import { planAfter } from './answer';
import { carryLine } from './carry';
import { purposeSaid } from './piece-check';

/**
 * What a plan goes on to, and what a piece is weighed for, in the person's words (issue 38.4: a follow-up changes only what
 * it names): the bag for a class before work holds the work change, not a spare tee; two pieces weighed 'for all the stairs'
 * are weighed for that; a piece 'in the way when I sweep' is out of the outfit; a sport's league night is played. Drawn by a seed.
 */
const rand = mulberry32(808_080);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

describe('the bag for a class before work', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('holds the work change (variant %i)', () => {
    const closet = [
      item({ id: 1, name: 'Black yoga top', category: 'Activewear', formality: 'athletic' }),
      item({ id: 2, name: 'Black leggings', category: 'Activewear', formality: 'athletic' }),
      item({ id: 3, name: `${pick(['White', 'Grey', 'Navy'])} cotton tee`, category: 'Tops', formality: 'casual' }),
      item({
        id: 4,
        name: `${pick(['Ivory', 'Blue', 'Black'])} ${pick(['silk blouse', 'poplin shirt', 'ribbed turtleneck'])}`,
        category: 'Tops',
        formality: pick(['smart casual', 'business'] as const),
      }),
      item({
        id: 5,
        name: `${pick(['Charcoal', 'Navy', 'Black'])} ${pick(['tailored trousers', 'pencil skirt', 'wool trousers'])}`,
        category: 'Bottoms',
        formality: pick(['smart casual', 'business'] as const),
      }),
    ];
    const line = carryLine(pick(['yoga', 'gym', 'running'] as const), closet, [1, 2], weather(), { said: 'work', level: 2 });
    expect(line.itemIds.sort()).toEqual([4, 5]);
    expect(line.text).toContain('to change into for work');
  });

  it('is said as going on to work however it is put', () => {
    for (const m of [
      'hot yoga tmrw 6am b4 work then straight to the office, wat do i bring',
      'pilates 2moro at 8 then straight to the office, what do i bring',
      'gym before work tomorrow, what should I bring',
    ])
      expect(parseQuestion(m, { today: '2026-11-30', unit: 'C' }).trip?.form, m).toBe('carry');
  });
});

describe('what two pieces are weighed for', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i))('is said back (variant %i)', () => {
    const purpose = pick(['all the stairs', 'the cobbles', 'the walk home', 'those hills', 'the dance floor']);
    const message = `Would my ${pick(['Docs', 'boots', 'loafers'])} be better than the ${pick(['sneakers', 'flats', 'sandals'])} for ${purpose}?`;
    expect(purposeSaid(message), message).toBe(purpose);
  });

  it('a person is who it is for, not what', () => {
    expect(purposeSaid('which is better for my sister?')).toBeNull();
  });
});

describe('a piece in the way of what is done', () => {
  const HISTORY = [
    { role: 'user' as const, content: 'What do I wear for my first curling league night on Tuesday?' },
    {
      role: 'assistant' as const,
      content: 'The black leggings, the grey merino base layer under the oatmeal chunky-knit cardigan, and the white leather sneakers.',
    },
  ];
  it.each(Array.from({ length: 10 }, (_, i) => i))('is out of the outfit (variant %i)', () => {
    const trouble = pick(['going to get in the way when I sweep', 'in my way when I slide', 'going to restrict my arms', 'going to flap around']);
    const message = `Is the cardigan ${trouble}?`;
    const q = parseQuestion(message, { today: '2026-11-30', unit: 'C', history: HISTORY });
    expect(q.avoid, message).toContain('cardigan');
    expect(q.activity, message).toBe('curling');
  });
});

describe('skin said to burn', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('is strong sun, and the water gets its cover (variant %i)', () => {
    const burn = pick(['I burn like crazy', 'I burn easily', 'the kids burn in minutes', 'we always get sunburnt']);
    const message = `Taking the kids ${pick(['snorkelling', 'to the beach', 'swimming'])} on Saturday. ${burn}. What should I wear?`;
    expect(parseQuestion(message, { today: '2026-11-30', unit: 'C' }).weather, message).toContain('sun');
  });
  it('and a burn said of a stain or the heat of a pan is no sun', () => {
    for (const m of ['I burnt a hole in my shirt with the iron', 'the toast burnt, ugh'])
      expect(parseQuestion(m, { today: '2026-11-30', unit: 'C' }).weather, m).not.toContain('sun');
  });
});

describe('a plan said after the activity', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i))('is what the bag holds a change for (variant %i)', () => {
    const [plan, said] = pick([
      ['then coffee with the group afterwards', 'coffee'],
      ['then brunch with the girls', 'brunch'],
      ['and lunch after', 'lunch'],
      ['then drinks later', 'drinks'],
    ] as const);
    const message = `${pick(['Aquafit', 'Spin class', 'Yoga'])} on ${pick(['Thursday', 'Saturday', 'Monday'])} at 10, ${plan}. What do I bring?`;
    const q = parseQuestion(message, { today: '2026-11-30', unit: 'C' });
    expect(q.trip?.form, message).toBe('carry');
    expect(planAfter(wordsOfText(message))?.said, message).toBe(said);
  });
});

describe('the plan after is the one after the word then', () => {
  it('not the activity said just before it', () => {
    expect(planAfter(wordsOfText('spin class at 7 then brunch with the girls, what do i bring'))?.said).toBe('brunch');
    expect(planAfter(wordsOfText('aquafit then coffee after, what do i bring'))?.said).toBe('coffee');
  });
});
