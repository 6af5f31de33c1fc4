import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse';
import { seeded } from '../test-fixtures';

/**
 * Held-out sets 49 and 50, generated. A word of care inside a run of capitalised words is part of a name ('the Polish Baltic
 * Philharmonic'); how dressed up to be ('how smart should I go?') asks for an outfit, for a gathering named only by a name
 * the model does not know and said to be somewhere ('Wigilia is at my daughter's'); a game got up on a court is a sport; a
 * colour the cloth has gone ('the armpits have gone yellow') is a mark.
 */
const { pick, cases } = seeded(4_912);
const read = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'C' });

describe('a word of care inside a name', () => {
  it.each(cases(6))('asks no care %i', () => {
    const m = `What ${pick(['shoes', 'should I wear'])} for a ${pick(['concert', 'recital', 'talk'])} at the ${pick(['Polish Baltic Philharmonic', 'Polish Cultural Institute', 'Wash Street Theatre'])} on ${pick(['Friday', 'Sunday'])}?`;
    const q = read(m);
    expect(q.kind, m).toBe('outfit');
    expect(q.problem, m).toBeNull();
  });
  it('said as care, it is care', () => {
    expect(read('how do i polish my brown brogues').kind).toBe('care');
    expect(read('Can you Polish suede shoes?').kind).toBe('care');
  });
});

describe('how dressed up to be', () => {
  it.each(cases(6))('is an outfit for a gathering named and placed %i', () => {
    const name = pick(['Wigilia', 'Nochebuena', 'Hogmanay']);
    const m = `${name} is ${pick(["at my daughter's", 'at ours', 'on Thursday'])} this year, ${pick(['12 people around the table', 'just family', ''])}. How ${pick(['smart', 'dressy', 'formal'])} should I ${pick(['go', 'be'])}?`;
    expect(read(m).kind, m).toBe('outfit');
  });
});

describe('a game got up on a court', () => {
  it.each(cases(4))('is a sport, its kit what to bring %i', () => {
    const m = `${pick(['pickup game', 'pick up game', 'shooting hoops'])} at the court ${pick(['2nite after my shift', 'sat morning'])}, ${pick(['wat shud i bring', 'what do i wear'])}`;
    const q = read(m);
    expect(q.activity, m).not.toBeNull();
    expect(q.occasions, m).not.toContain('court');
  });
});

describe('a colour the cloth has gone', () => {
  it.each(cases(4))('is a mark, and the cause said is its cause %i', () => {
    const m = `The ${pick(['armpits', 'underarms'])} of my white ${pick(['cotton tee', 'shirt'])} have ${pick(['gone', 'turned'])} yellow. ${pick(['Can I save it?', 'is it done?'])}`;
    expect(read(m).problem, m).toBe('stain:sweat');
  });
});
