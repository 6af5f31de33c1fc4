import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse';
import { namedOccasion, occasionWithArticle } from './occasion-phrase';

const today = '2026-11-23';
const ask = (message: string) => parseQuestion(message, { today, unit: 'F' });

describe('the occasion as the person named it, and what it means', () => {
  it.each([
    // [message, name said back, dress code, activity]
    ['outfit for a pottery class on thursday', 'pottery class', 'casual', 'chores'],
    ['what do i wear to a minor league game', 'minor league game', 'casual', null],
    ['art opening tonight what should i wear', 'art opening', 'smart casual', null],
    ['PTA meeting after work tomorrow', 'PTA meeting after work', 'business casual', null],
    ['pta meeting tomorrow night', 'pta meeting', 'smart casual', null],
    ['what to wear to a christening', null, 'smart casual', null],
    ['cooking class tmrw', 'cooking class', 'casual', null],
    ['indoor climbing on saturday', 'indoor climbing', 'athletic', 'climbing'],
    ['yoga class at 7am outfit', 'yoga class', 'athletic', 'yoga'],
    ["my cousin's engagement party is next friday", 'engagement party', 'cocktail', null],
    ['going to a basketball game friday', 'basketball game', 'casual', null],
    ['ceramics workshop sat morning', 'ceramics workshop', 'casual', 'chores'],
    ['a taxidermy class next week', 'taxidermy class', 'casual', null],
    ['baby shower on sunday, what do i wear', 'baby shower', 'smart casual', null],
    ['tennis lesson tomorrow', 'tennis lesson', 'athletic', 'gym'],
    ['beach wedding in june', 'beach wedding', 'formal', null],
  ])('%s', (message, name, code, activity) => {
    const q = ask(message);
    expect(q.kind).toBe('outfit');
    if (name) expect(q.occasionName).toBe(name);
    expect(q.dressCode).toBe(code);
    expect(q.activity).toBe(activity);
  });

  it('a christening is named back, as itself', () => {
    expect(namedOccasion('what to wear to a christening')?.phrase).toBe('christening');
    expect(ask('what to wear to a christening').occasions[0]).toBe('church');
    expect(ask('what to wear to a christening').occasionName).toBe('christening');
  });

  it('a name that adds nothing to the occasion is not repeated', () => {
    expect(ask('what should I wear to a wedding').occasionName).toBeNull();
    expect(ask('job interview tomorrow').occasionName).toBeNull();
    expect(ask('what should I wear to the gym').occasionName).toBeNull();
  });

  it.each(['does it match my shoes', 'can you show me an outfit', 'of course', 'what goes with my navy blazer', 'after my shower what do i wear'])(
    'no occasion in %s',
    (message) => {
      expect(namedOccasion(message)).toBeNull();
    },
  );

  it('the article fits the noun', () => {
    expect(occasionWithArticle('pottery class')).toBe('the pottery class');
    expect(occasionWithArticle('christening')).toBe('the christening');
    expect(occasionWithArticle('indoor climbing')).toBe('indoor climbing');
    expect(occasionWithArticle('PTA meeting after work')).toBe('the PTA meeting after work');
  });
});
