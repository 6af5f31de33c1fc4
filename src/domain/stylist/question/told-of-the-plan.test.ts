import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { readMessage } from '../reading/read';
import { parseQuestion } from '.';

/**
 * From held-out set 37, generated: a statement that names no subject of its own, after a plan, tells something of that plan
 * and is never declined ('my mom says it's fancy this year'); a level said of the plan raises it; a task of teaching asked
 * ('quiz me on beta blockers for my exam') is declined whatever occasion it names; an afternoon of go-karting or a pub is
 * a casual day; a dropped g is restored; an activity denied ('nobody skis') is not done; the beach's sand is no sanding.
 */
const rand = mulberry32(3707);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-12-01';
const PLANS = [
  ['wat do i wear to velitas on the 7th at my moms, its outside on the patio at night', 'For the 7th, wear the mustard sweater with the mom jeans.'],
  ['What should I wear to the match at the stadium on Sunday at 6?', 'For the match, wear the football shirt with jeans and sneakers.'],
  ["What should I wear to my friend's birthday dinner on Saturday at 8?", 'Go with the black knit midi dress and the Chelsea boots.'],
] as const;
const after = (plan: (typeof PLANS)[number], message: string) =>
  parseQuestion(message, {
    today: TODAY,
    history: [
      { role: 'user', content: plan[0] },
      { role: 'assistant', content: plan[1] },
    ],
  });

describe('a statement after a plan', () => {
  it('tells something of the plan and is never declined (generated)', () => {
    for (let i = 0; i < 15; i++) {
      const plan = pick(PLANS);
      const said = pick([
        'my mom says its fancy this yr, her new bf is coming lol',
        "Change of plan: my friend Laura has a spare ticket in the other end, so I'm going with her there instead.",
        "Forgot to say, my sister's coming too.",
        'turns out its gonna be fancy',
      ]);
      const q = after(plan, said);
      expect(q.kind, `${plan[0]} / ${said}`).not.toBe('off-topic');
      expect(q.followUp, said).toBe(true);
    }
  });
  it('raises the level when the plan is said to be fancy', () => {
    const q = after(PLANS[0], pick(['my mom says its fancy this yr', "it's gonna be fancy apparently", 'apparently it is formal now']));
    expect(q.change).toBe('more formal');
  });
  it('still declines a subject of its own', () => {
    expect(after(PLANS[1], 'what is the capital of France?').kind).toBe('off-topic');
  });
});

describe('a task of teaching', () => {
  it('is declined whatever occasion it names (generated)', () => {
    for (let i = 0; i < 10; i++) {
      const m = `${pick(['Can you', 'could u', 'pls'])} ${pick(['quiz me on', 'test me on', 'teach me about'])} ${pick(['beta blockers', 'the French revolution', 'tax law'])} for my ${pick(['exam', 'interview', 'meeting'])} on ${pick(['Thursday', 'Monday'])}?`;
      expect(parseQuestion(m, { today: TODAY }).kind, m).toBe('off-topic');
    }
    expect(parseQuestion('can you help me pick an outfit for my exam on thursday', { today: TODAY }).kind).toBe('outfit');
  });
});

describe('words of a day out', () => {
  it('reads go-karting or the pub as a casual day, a dropped g restored', () => {
    for (let i = 0; i < 10; i++) {
      const m = `${pick(['mates bucks', 'heading out'])} sat arvo, ${pick(['go karting', 'mini golf', 'paintball'])} then the pub after. wat do i wear`;
      expect(parseQuestion(m, { today: TODAY }).occasions, m).toContain('casual day');
    }
    expect(readMessage('goin dancing sat nite, wat can i wear').text).toBe('going dancing saturday night, what can i wear');
    expect(parseQuestion('goin dancing sat nite w the girls, wat can i wear that i can dance in', { today: TODAY }).occasions).toContain('party');
  });
  it('reads the beach sand as no sanding, and sanding the deck as chores', () => {
    expect(parseQuestion("What should I wear to the wedding at the beach on the 19th? The ceremony's at 5 on the sand.", { today: TODAY }).activity).not.toBe(
      'chores',
    );
    expect(parseQuestion('sanding the deck this weekend, what do I wear', { today: TODAY }).activity).toBe('chores');
  });
  it('reads an activity denied as not done', () => {
    expect(parseQuestion('Work party on Friday at the boat club, nobody sails, what do I wear?', { today: TODAY }).activity).toBeNull();
  });
});

describe('a piece set aside and another asked for', () => {
  it('is the outfit without it, whatever trouble is why (generated)', () => {
    for (let i = 0; i < 10; i++) {
      const [piece, slot] = pick([
        ['derbies', 'shoes'],
        ['loafers', 'shoes'],
        ['blazer', 'a layer'],
      ] as const);
      const why = pick(['they give me blisters after about 3 hours', 'they rub my heels', 'it itches']);
      const q = after(PLANS[2], `I'd rather not wear the ${piece}, ${why}. What else for ${slot}?`);
      expect(q.kind, `${piece} / ${why}`).not.toBe('care');
      expect(q.occasionName ?? '', piece).not.toMatch(/derb|loafer|blazer/);
    }
    expect(parseQuestion('going to the derby on saturday, what should I wear', { today: TODAY }).occasions.length).toBeGreaterThan(0);
  });
  it('reads rain that poured every afternoon as rain', () => {
    expect(
      parseQuestion("What should I wear tomorrow so I don't get soaked? Every afternoon this week it's poured around 3.", { today: TODAY }).weather,
    ).toContain('rain');
  });
});
