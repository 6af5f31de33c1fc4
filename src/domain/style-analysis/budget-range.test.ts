import { describe, expect, it } from 'vitest';
import { budgetFromAnswer } from './budget-range';

describe('budgetFromAnswer', () => {
  it.each([
    ['Usually $100-200 for a jacket', { min: 100, max: 200 }],
    ['between 80 to 150 dollars', { min: 80, max: 150 }],
    ['About $150', { min: 90, max: 150 }],
    ['$50 on shoes, $120 on a coat', { min: 50, max: 120 }],
    ['Not much, I shop the sales', { min: 30, max: 80 }],
    ['I invest in quality', { min: 250, max: 600 }],
    ['no idea', null],
  ])('%s', (text, expected) => {
    expect(budgetFromAnswer(text)).toEqual(expected);
  });
});
