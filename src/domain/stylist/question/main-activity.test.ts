import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse';
import { temperatureIn } from './stated-weather';
import { TEST_TODAY } from './test-ask';

const ask = (message: string) => parseQuestion(message, { today: TEST_TODAY, unit: 'F' });
const DAYS = ['on saturday', 'tomorrow', 'this weekend', 'sun morning'];

// Generated: each pursuit said first, another mentioned later as a detail of it, on several days.
describe('the activity done is the one said first, a later mention is a detail of it', () => {
  const cases: [string, string, string][] = [
    ['hike', 'hiking', 'with a lot of climbing'],
    ['go hiking', 'hiking', 'and there is some scrambling and climbing near the top'],
    ['go for a run', 'running', 'then maybe some stretching and yoga after'],
    ['go fishing', 'outdoors', 'and maybe a swim if it is warm'],
  ];
  for (const day of DAYS)
    it.each(cases)(`planning to %s ${day}, %s, %s`, (verb, activity, detail) => {
      expect(ask(`Planning to ${verb} ${day}, about 7 miles ${detail}. What should I wear?`).activity).toBe(activity);
    });
  it('a compound is headed by its last noun', () => {
    expect(ask('trail run in the rain tomorrow').activity).toBe('running');
  });
});

describe('an idiom is not the pursuit its verb names', () => {
  it.each(DAYS)('running errands %s is no run', (day) => {
    const q = ask(`I'm running errands all afternoon ${day}, what should I wear?`);
    expect(q.activity).toBeNull();
    expect(q.occasions).not.toContain('gym');
  });
});

describe('team sports and hours outside are pursuits', () => {
  it.each(['soccer', 'rugby', 'volleyball', 'softball', 'pickleball', 'ultimate frisbee'])('a %s game one plays in', (sport) => {
    expect(ask(`I play in a rec ${sport} league and we have a game Tuesday night. What should I wear to play?`).activity).toBe('gym');
  });
  it.each(['fishing', 'birdwatching', 'stargazing', 'apple picking'])('%s is named as said', (pursuit) => {
    const q = ask(`going ${pursuit} with my grandson saturday, what do i wear`);
    expect(q.activity).toBe('outdoors');
    expect(q.occasionName).toBe(pursuit);
  });
  it('job hunting is not hunting', () => {
    expect(ask('what should I wear while job hunting this week').activity).toBeNull();
  });
});

describe('an English word is never another word’s typo', () => {
  it.each(['across the parking lot', 'walk across the bridge'])('%s names no sport', (place) => {
    expect(ask(`28°F with freezing rain tomorrow and I have to walk ${place}. What should I wear?`).activity).toBeNull();
  });
});

describe('an event noun is a noun as written', () => {
  it.each(['open a sermon on forgiveness', 'open my presentation with a joke', 'open a bank account'])('how to %s is no opening', (rest) => {
    expect(ask(`What's a good way to ${rest}?`).occasions).not.toContain('gallery');
  });
  it.each(['art opening', 'gallery openings'])('an %s still is', (phrase) => {
    expect(ask(`what do I wear to the ${phrase} friday`).occasions).toContain('gallery');
  });
});

describe('a temperature said of a time of day', () => {
  it.each(['this afternoon', 'this morning', 'tomorrow afternoon', 'all day'])('going to be 95 %s', (when) => {
    expect(temperatureIn(`It's going to be 95 ${when}`, 'F')).toBe(35);
  });
  it.each(['the 5th', '2 rainy days'])('%s is no temperature', (text) => {
    expect(temperatureIn(`it will be ${text}`, 'F')).toBeNull();
  });
});

describe('a bare "now" yields to a day named', () => {
  it.each(['sunday', 'saturday', 'friday'])('its actually %s now', (day) => {
    expect(ask(`hmm its actually ${day} now`).day?.label.toLowerCase()).toBe(day);
  });
  it('now alone is today', () => {
    expect(ask('what should I wear now').day?.label).toBe('today');
  });
});

describe('a fabric said as the garment', () => {
  it.each(['red plaid flannel', 'old flannel', 'flannel'])('my %s is a shirt', (said) => {
    expect(ask(`does my ${said} go with jeans?`).pieces).toContain('shirt');
  });
  it.each(['trousers', 'skirt', 'pants'])('flannel %s are their own garment', (garment) => {
    expect(ask(`are flannel ${garment} ok for the office?`).pieces).not.toContain('shirt');
  });
});

describe('a piece out of use, and something asked in its place', () => {
  const pieces = ['lavender blouse', 'navy blazer', 'white sneakers'];
  const outOfUse = ['has a coffee stain I can’t get out', 'is at the dry cleaners', 'got ripped', 'is in the wash'];
  for (const piece of pieces)
    for (const state of outOfUse)
      it(`the ${piece} ${state}. What else?`, () => {
        const q = parseQuestion(`The ${piece} ${state}. What else?`, {
          today: TEST_TODAY,
          unit: 'F',
          history: [
            { role: 'user', content: 'What should I wear to the office Thursday?' },
            { role: 'assistant', content: `Your ${piece} with grey trousers.` },
          ],
        });
        expect(q.followUp).toBe(true);
        expect(q.avoid.length).toBe(1);
      });
  it('a stain alone is a care question', () => {
    expect(ask('my lavender blouse has a coffee stain, how do I get it out?').kind).toBe('care');
  });
});

describe('occasions said as people say them', () => {
  it.each([
    ['preachin 2 services sunday, wat shd i wear', 'church'],
    ['giving the sermon on sunday what do i wear', 'church'],
    ["I'm presenting my thesis proposal to my committee on Monday. What should I wear?", 'meeting'],
    ['goin 2 a punk show at a dive bar 2nite wat shd i wear', 'concert'],
    ['metal gig friday, outfit?', 'concert'],
  ])('%s → %s', (message, occasion) => {
    expect(ask(message).occasions[0]).toBe(occasion);
  });
  it.each(['super windy today, walking round campus all day. what layers', 'how should i layer for a cold commute'])('%s asks for an outfit', (m) => {
    expect(ask(m).kind).toBe('outfit');
  });
});

describe('what to say or read is not what to wear', () => {
  it.each([
    "What's a good verse to open a sermon on forgiveness?",
    'best psalm for a funeral reading',
    'a good joke to open my toast at the wedding?',
    'topics for a sermon on sunday',
  ])('%s is declined', (m) => {
    expect(ask(m).kind).toBe('off-topic');
  });
  it.each(['giving the sermon on sunday what do i wear', "what should I wear to read a verse at my cousin's wedding"])('%s is dressed', (m) => {
    expect(ask(m).kind).toBe('outfit');
  });
});
