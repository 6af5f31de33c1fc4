import { describe, expect, it } from 'vitest';
import { analyzeStyleAnswers, answersFromMessages, DEFAULT_GOALS, readBudget, readColours } from './index';

const CATEGORIES = ['Tops', 'Bottoms', 'Outerwear', 'Shoes', 'Accessories'];

describe('analyzeStyleAnswers on varied answer sets', () => {
  const cases: { name: string; answers: string[]; style: string | string[]; goal?: RegExp; item?: RegExp }[] = [
    {
      name: 'office worker',
      answers: [
        'Mostly chinos and a button-down, sometimes a blazer for the office.',
        'Office four days a week with a lot of client meetings, dinners on Fridays.',
        'I love navy and grey, I avoid orange.',
        'I have no decent blazer and my shoes are worn out.',
        'Around $150 for a jacket.',
      ],
      style: ['Business Casual', 'Classic Professional'],
      goal: /meetings|work/i,
      item: /Blazer/,
    },
    {
      name: 'lawyer',
      answers: [
        'Suits every day, I am a lawyer at a law firm.',
        'Court and partner meetings all week, formal events some weekends.',
        'Charcoal, navy and white. Never brown.',
        'A second good suit and a proper overcoat.',
        'I invest in quality, $800 for a suit is fine.',
      ],
      style: 'Classic Professional',
      item: /Suit|Overcoat/,
    },
    {
      name: 'minimalist',
      answers: [
        'Minimalist: clean lines, black and white, a capsule of few pieces.',
        'I work from home, weekends at galleries.',
        'Black, white and grey. I avoid bright colours.',
        'Better basics, maybe a good coat.',
        'I prefer quality over quantity, $300 is fine.',
      ],
      style: 'Minimalist Modern',
      goal: /capsule/i,
    },
    {
      name: 'minimalist who also works in an office',
      answers: ['Very minimal, neutrals only.', 'Office job, meetings sometimes.', 'Black and camel.', 'Nothing really.', 'Whatever it takes.'],
      style: 'Minimalist Modern',
    },
    {
      name: 'casual student',
      answers: [
        'Jeans and hoodies, super casual.',
        'Classes, friends, going out on weekends.',
        'I like green and olive but I hate pink.',
        'I never know what to wear on dates, I only have sneakers.',
        'Not much, I am a student so about $40.',
      ],
      style: 'Smart Casual',
      goal: /evenings|dates|Spend wisely/i,
    },
    {
      name: 'creative startup',
      answers: [
        'Relaxed, tees and chinos, sometimes a jacket.',
        'Startup job, creative meetups and dinners with friends.',
        'Earth tones, rust and mustard.',
        'A nice jacket and boots.',
        '$200 or so.',
      ],
      style: ['Smart Casual', 'Business Casual'],
      item: /Jacket|Boots/,
    },
    {
      name: 'banker',
      answers: [
        'Corporate, suits and ties.',
        'Banking hours, boardroom presentations.',
        'Navy, white, light blue.',
        'Dress shoes and a belt that match.',
        '$500 for shoes.',
      ],
      style: 'Classic Professional',
      goal: /meetings|presentations/i,
      item: /Loafers|Belt/,
    },
    {
      name: 'hybrid manager',
      answers: [
        'Business casual most days.',
        'Hybrid: office twice a week, clients on video.',
        'Blue and burgundy.',
        'Sweaters to layer over shirts.',
        'Mid-range, reasonable.',
      ],
      style: 'Business Casual',
      item: /Sweater/,
    },
    {
      name: 'traveller on a budget',
      answers: [
        'Comfortable and casual.',
        'I travel a lot for work, lots of flights.',
        'Neutrals mostly.',
        'Something that packs well, trousers that do not wrinkle.',
        'Cheap, I shop sales.',
      ],
      style: ['Smart Casual', 'Business Casual'],
      goal: /travel/i,
      item: /Trousers/,
    },
    {
      name: 'parent with weekends',
      answers: ['Jeans and a tee, honestly.', 'Errands, kids, weekends at the park.', 'I like navy.', 'Shoes that are not gym sneakers.', 'About $100.'],
      style: 'Smart Casual',
      goal: /weekend/i,
    },
    {
      name: 'wedding season',
      answers: ['Smart casual.', 'Lots of weddings this year and some dinners.', 'Green and cream.', 'A suit for weddings.', '$400.'],
      style: ['Smart Casual', 'Classic Professional'],
      goal: /weddings/i,
      item: /Suit/,
    },
    {
      name: 'monochrome modernist',
      answers: [
        'Monochrome, sleek, all black.',
        'Design studio, evenings out.',
        'Black. I avoid patterns and colour.',
        'A leather jacket.',
        'I splurge on key pieces.',
      ],
      style: 'Minimalist Modern',
      goal: /Invest|capsule/i,
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const result = analyzeStyleAnswers(c.answers);
      const styles = Array.isArray(c.style) ? c.style : [c.style];
      expect(styles).toContain(result.preferredStyle);
      expect(result.styleGoals.length).toBeGreaterThanOrEqual(1);
      expect(result.styleGoals.length).toBeLessThanOrEqual(4);
      if (c.goal) expect(result.styleGoals.join(' | ')).toMatch(c.goal);
      expect(result.essentialItems.length).toBeGreaterThanOrEqual(3);
      for (const item of result.essentialItems) {
        expect(CATEGORIES).toContain(item.category);
        expect(['High', 'Medium', 'Low']).toContain(item.priority);
        expect(item.description.length).toBeGreaterThan(10);
      }
      if (c.item) expect(result.essentialItems.map((i) => i.name).join(' | ')).toMatch(c.item);
    });
  }

  it('reads different answers into different profiles, not a fixed one', () => {
    const profiles = new Set(cases.map((c) => JSON.stringify(analyzeStyleAnswers(c.answers))));
    expect(profiles.size).toBe(cases.length);
  });

  it('office answers give an office style; minimalist answers Minimalist Modern', () => {
    expect(['Business Casual', 'Classic Professional']).toContain(
      analyzeStyleAnswers(['I wear what the office expects', 'Meetings all day at work', '', '', '']).preferredStyle,
    );
    expect(analyzeStyleAnswers(['Minimalist, clean and simple', 'Anything', '', '', '']).preferredStyle).toBe('Minimalist Modern');
  });

  it('puts what the person says is missing first, at High priority', () => {
    const r = analyzeStyleAnswers(['casual', 'weekends', 'blue', 'I need a belt and a watch', '']);
    expect(r.essentialItems.slice(0, 2).map((i) => i.name)).toEqual(['Leather Belt', 'Classic Watch']);
    expect(r.essentialItems.slice(0, 2).every((i) => i.priority === 'High')).toBe(true);
  });

  it('does not name a piece in a colour the person avoids', () => {
    const r = analyzeStyleAnswers(['office', 'meetings', 'I love green but never navy', 'a blazer', '']);
    const blazer = r.essentialItems.find((i) => i.name.endsWith('Blazer'))!;
    expect(blazer.name).toBe('Green Blazer');
  });

  it('adds the budget to the missing pieces', () => {
    const r = analyzeStyleAnswers(['casual', 'weekends', '', 'boots', 'about $120']);
    expect(r.essentialItems[0]!.description).toContain('$120');
  });

  it('falls back to the default goals when nothing can be read', () => {
    const r = analyzeStyleAnswers(['idk', 'hmm', '', '', '']);
    expect(r.styleGoals).toEqual(DEFAULT_GOALS);
    expect(r.preferredStyle).toBe('Smart Casual');
    expect(r.essentialItems.length).toBeGreaterThanOrEqual(3);
  });

  it('works with fewer than five answers and with empty ones', () => {
    expect(analyzeStyleAnswers([]).preferredStyle).toBe('Smart Casual');
    expect(analyzeStyleAnswers(['suits for my banking job']).preferredStyle).toBe('Classic Professional');
  });
});

describe('readers', () => {
  it('splits loved and avoided colours by clause', () => {
    expect(readColours('I love navy and olive, but I avoid orange and pink.')).toEqual({ loved: ['navy', 'olive'], avoided: ['orange', 'pink'] });
    expect(readColours('Light blue suits me').loved).toEqual(['light blue']);
  });
  it('reads budgets', () => {
    expect(readBudget('$1,200 for a coat')).toEqual({ amount: 1200, level: 'high' });
    expect(readBudget('about 50 dollars')).toEqual({ amount: 50, level: 'low' });
    expect(readBudget('I shop sales').level).toBe('low');
    expect(readBudget('no idea')).toEqual({ amount: null, level: null });
  });
  it('takes the user turns of a transcript', () => {
    expect(
      answersFromMessages([
        { role: 'assistant', content: 'Q1' },
        { role: 'user', content: ' A1 ' },
        { role: 'assistant', content: 'Q2' },
        { role: 'user', content: 'A2' },
      ]),
    ).toEqual(['A1', 'A2']);
  });
});

describe('a correction to the summary wins (issue 40.4)', () => {
  const answers = [
    'Business casual mostly, blazers and chinos',
    'Office four days a week, client meetings',
    'Navy, camel and black; avoid yellow and neon',
    'A good coat',
    'Around $150 a piece',
  ];

  it('re-makes the summary from what the correction asserts, and keeps what it says is lacking', () => {
    const before = analyzeStyleAnswers(answers);
    expect(before.preferredStyle).toBe('Business Casual');
    const after = analyzeStyleAnswers([...answers, "I'm more minimalist than business casual, and I need a wedding outfit"]);
    expect(after.preferredStyle).toBe('Minimalist Modern');
    expect(after.styleGoals).toContain('Feel ready for weddings and special events');
    expect(after.essentialItems.map((i) => i.name)).toContain('Occasion Outfit');
    expect(after).not.toEqual(before);
  });

  it('a style the correction rejects is never the one chosen', () => {
    expect(analyzeStyleAnswers([...answers, 'Not business casual, more smart casual']).preferredStyle).toBe('Smart Casual');
  });
});
