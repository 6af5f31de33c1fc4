import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { ruledOutIn } from './ruled-out';
import { parseQuestion } from './parse';

/**
 * Generated (seeded) readings from issue 38's unseen sets:
 * - money in thousands is one number ('$1,200'); money in a currency the price tables do not hold ('60,000 pesos',
 *   '2,500 NOK') is read as no dollar budget at all, so nothing in dollars is weighed against it;
 * - a bare noun after a determiner is a thing, not the doing ('14 days of rain in a row' is no rowing), and 'til' is
 *   'until' (no tiling);
 * - a piece said out of the running ('the loafers r out') or set aside ('that isn't the blazer') is ruled out.
 */
const TODAY = '2026-11-23';
const pick = <T>(rnd: () => number, xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

describe('money and idioms (generated, seed 3810)', () => {
  const rnd = mulberry32(3810);
  it('thousands are one number in a currency the tables hold', () => {
    for (let n = 0; n < 30; n++) {
      const amount = 1000 + Math.floor(rnd() * 8999);
      const written = amount.toLocaleString('en-US');
      const message = `${pick(rnd, ['looking for a winter coat', 'need a good suit', 'want a leather jacket'])} under $${written}`;
      expect(parseQuestion(message, { today: TODAY }).budget, message).toEqual({ amount, currency: 'USD' });
    }
  });
  it('money in another currency is no dollar budget', () => {
    const currencies = ['pesos', 'yen', 'NOK', 'kr', 'rupees', 'CAD', 'baht'];
    for (let n = 0; n < 30; n++) {
      const amount = (1 + Math.floor(rnd() * 60)) * 1000;
      const written = rnd() < 0.5 ? amount.toLocaleString('en-US') : String(amount);
      const message = pick(rnd, [
        `I've got about ${written} ${pick(rnd, currencies)} to spend, what's the one thing I should buy?`,
        `new winter boots, budget ${written} ${pick(rnd, currencies)}`,
        `what coat should I buy for up to ${written} ${pick(rnd, currencies)}`,
      ]);
      expect(parseQuestion(message, { today: TODAY }).budget, message).toBeNull();
    }
  });
  it('a thing after a determiner is not the doing, and til is until', () => {
    for (let n = 0; n < 30; n++) {
      const message = pick(rnd, [
        `${2 + Math.floor(rnd() * 20)} days of rain in a row and I walk to work. Outfit?`,
        `ill be there til ${1 + Math.floor(rnd() * 11)}, what do i add`,
        'third wedding in a row this month, what should I wear',
      ]);
      expect(parseQuestion(message, { today: TODAY }).activity, message).toBeNull();
    }
    expect(parseQuestion('going rowing on the river tomorrow, what to wear', { today: TODAY }).activity).not.toBeNull();
  });
  it('a piece out of the running or set aside is ruled out', () => {
    const pieces = ['loafers', 'blazer', 'heels', 'boots', 'dress'];
    for (let n = 0; n < 30; n++) {
      const piece = pick(rnd, pieces);
      const message = pick(rnd, [
        `wait actually the ${piece} r out, what abt shoes then`,
        `ok the ${piece} are out. what else`,
        `What can I wear with the grey trousers that isn't the ${piece}?`,
        `something for tonight that's not the ${piece} please`,
      ]);
      expect(
        ruledOutIn(message).map((r) => r.piece),
        message,
      ).toContain(piece);
    }
  });
});

describe('money written with its sign, before or after (generated, seed 3845)', () => {
  const rnd = mulberry32(3845);
  const FRAMES = ['need new boots under {m} that survive rain', 'a rain jacket for about {m}?', 'what coat should I buy, budget {m}', 'one good bag, {m} max'];
  it('a sign the price tables hold is a budget in that currency, written before or after the number', () => {
    for (let n = 0; n < 30; n++) {
      const amount = 20 + Math.floor(rnd() * 480);
      const [sign, currency] = pick(rnd, [
        ['€', 'EUR'],
        ['£', 'GBP'],
        ['$', 'USD'],
      ] as const);
      const money = rnd() < 0.5 ? `${sign}${amount}` : `${amount}${rnd() < 0.5 ? ' ' : ''}${sign}`;
      const message = pick(rnd, FRAMES).replace('{m}', money);
      const q = parseQuestion(message, { today: TODAY });
      expect(q.budget, message).toEqual({ amount, currency });
      expect(q.kind, message).toBe('shopping');
    }
  });
  it('a sign or code the tables do not hold is said back as written and is no dollar budget', () => {
    for (let n = 0; n < 30; n++) {
      const amount = (1 + Math.floor(rnd() * 90)) * 1000;
      const grouped = amount.toLocaleString('en-US');
      const [money, said] = pick(rnd, [
        [`₦${grouped}`, `₦${grouped}`],
        [`₹${grouped}`, `₹${grouped}`],
        [`¥${amount}`, `¥${grouped}`],
        [`KSh ${grouped}`, `KSH ${grouped}`],
        [`${amount} bob`, `${grouped} bob`],
        [`A$${amount}`, `A$${grouped}`],
      ] as const);
      const message = pick(rnd, FRAMES).replace('{m}', money);
      const q = parseQuestion(message, { today: TODAY });
      expect(q.budget, message).toBeNull();
      expect(q.moneyAbroad, message).toBe(said);
      expect(q.kind, message).toBe('shopping');
    }
  });
});

describe('not knowing is no piece ruled out (generated, seed 3865)', () => {
  const rnd = mulberry32(3865);
  const SLOTS = ['shoes', 'bag', 'belt', 'jacket', 'scarf'];
  it('no idea what X: X is asked about, not ruled out', () => {
    for (let n = 0; n < 20; n++) {
      const [a, b] = [...SLOTS].sort(() => rnd() - 0.5);
      const message = pick(rnd, [`got the sage linen dress n no idea wat ${a} or ${b} to put w it`, `no clue which ${a} or ${b} goes with my navy suit`]);
      const q = parseQuestion(message, { today: TODAY });
      expect(q.avoid, message).toEqual([]);
      expect(q.pieces, message).toEqual(expect.arrayContaining([a === 'jacket' ? 'jacket' : a, b === 'jacket' ? 'jacket' : b]));
    }
  });
});
