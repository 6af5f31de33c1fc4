import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './index';

/**
 * Issue 38.2 (a new word for a piece is a table row): shoes and jewellery said by their maker's or their own name (the
 * Blundstones, Docs, Birkenstocks, a pendant) are pieces; a quad bike is no bike ride; and in a shopping question the piece to buy
 * leads, not the owned one that explains why ('soaked through my jeans... are overtrousers worth buying?'). Drawn by a seed.
 */
const rand = mulberry32(2718);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const ask = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'F' });

describe('pieces said by name', () => {
  const NAMED: [string, string][] = [
    ['Blundstones', 'boots'],
    ['Docs', 'boots'],
    ['Doc Martens', 'boots'],
    ['Uggs', 'boots'],
    ['Timberlands', 'boots'],
    ['Converse', 'sneakers'],
    ['Birkenstocks', 'sandals'],
    ['Tevas', 'sandals'],
    ['pendant', 'jewellery'],
    ['bangles', 'jewellery'],
    ['overtrousers', 'trousers'],
  ];
  const FRAMES = [
    (p: string) => `Can I wear my ${p} to the Rotary dinner on Friday?`,
    (p: string) => `wat goes w my ${p}`,
    (p: string) => `are my ${p} ok for a wedding in the countryside?`,
  ];
  it('are read as the piece they are', () => {
    for (let k = 0; k < 30; k++) {
      const [said, piece] = pick(NAMED);
      const message = pick(FRAMES)(said);
      expect(ask(message).pieces, message).toContain(piece);
    }
  });
});

describe('a vehicle ridden', () => {
  it('is not cycling', () => {
    for (const v of ['quad bike', 'motorbike', 'dirt bike']) expect(ask(`what do i wear on the ${v} tomorrow, its cold`).activity, v).not.toBe('cycling');
    expect(ask('what do i wear for a bike ride tomorrow').activity).toBe('cycling');
  });
});

describe('the piece to buy', () => {
  it('leads a shopping request over an owned piece that explains why', () => {
    for (let k = 0; k < 12; k++) {
      const [owned, buy] = pick([
        ['jeans', 'overtrousers'],
        ['trainers', 'hiking boots'],
        ['blazer', 'raincoat'],
        ['sandals', 'boots'],
      ] as const);
      const message = `I keep getting ${pick(['soaked', 'cold', 'wet'])} in my ${owned} on the way to work. ${pick(['Are', 'Would'])} ${buy} ${pick(['be worth buying', 'worth buying'])}? Under $${pick([80, 120, 150])}.`;
      const q = ask(message);
      expect(q.kind, message).toBe('shopping');
      expect(q.pieces[0], message).toBe(ask(`what goes with ${buy}`).pieces[0]);
    }
  });
});

describe('a trip said by its dates', () => {
  it('across two months counts its days, and a digit before a month is a date', () => {
    const cases: [string, number][] = [
      ['goin 2 byron w the boys 27 dec to 2 jan, only takin a backpack. wat do i bring', 7],
      ['visiting my mum from Nov 28 to Dec 3, what should i pack', 6],
      ['30 june - 4 july in lisbon, what do I pack', 5],
      ['staying with friends 29 jan to 2 feb, pack list?', 5],
    ];
    for (const [m, days] of cases) expect(ask(m).tripDays, m).toBe(days);
  });
});
