import { describe, expect, it } from 'vitest';
import { ACTIVITIES, conceptsIn, editDistance, FABRICS, firstConcept, PROBLEMS, sameWord, stem } from './lexicon';

describe('stems and typos', () => {
  it('inflections meet at one stem', () => {
    expect(stem('gardening')).toBe(stem('garden'));
    expect(stem('wrinkled')).toBe(stem('wrinkle'));
    expect(stem('running')).toBe('run');
  });
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('wrinkeld', 'wrinkled')).toBe(1);
    expect(editDistance('cashmre', 'cashmere')).toBe(1);
    expect(editDistance('suede', 'leather', 2)).toBe(3);
  });
  it('a long word one letter off matches; short stems and known words do not', () => {
    expect(sameWord('gardning', 'gardening')).toBe(true);
    expect(sameWord('ruining', 'running')).toBe(false);
    expect(sameWord('stain', 'satin')).toBe(false);
    expect(sameWord('still', 'spill')).toBe(false);
  });
});

describe('concept families', () => {
  it.each([
    ['clothes for deadlifts and squats?', 'lifting'],
    ['off to do some yard work', 'gardening'],
    ['weeding the veg patch all afternoon', 'gardening'],
    ['we are moving house on saturday', 'moving'],
    ['first time on the slopes next month', 'skiing'],
    ['heading out on a trail walk', 'hiking'],
    ['laps at the pool after work', 'swimming'],
    ['what to wear to my spin class', 'gym'],
    ['i ruined my sweater', null],
    ['we are painting a room this weekend', 'chores'],
    ['taking the dog for a long walk', 'walking'],
    ['first paddleboarding lesson', 'watersports'],
    ['going snowshoeing with friends', 'skiing'],
    ['are we still allowed to wear white', null],
  ])('%s → %s', (text, id) => {
    expect(firstConcept(text, ACTIVITIES)).toBe(id);
  });
  it('reads fabrics and problems, typos included', () => {
    expect(firstConcept('my cashmre jumper has bobbles', FABRICS)).toBe('cashmere');
    expect(conceptsIn('my cashmre jumper has bobbles', PROBLEMS).map((h) => h.id)).toEqual(['pilling']);
    expect(conceptsIn('lipstick on my collar', PROBLEMS).map((h) => h.id)).toEqual(['stain:makeup']);
    expect(conceptsIn('road salt lines on my boots', PROBLEMS)[0]!.id).toBe('stain:salt');
  });
});
