import { describe, expect, it } from 'vitest';
import { denimWashFree, parseQuestion } from './parse';
import { askAfter } from './test-ask';

// 2026-11-23 is a Monday. Phrasings are varied on purpose (lower case, no punctuation, misspellings).
const ask = (message: string) => parseQuestion(message, { today: '2026-11-23' });

describe('writing something is not dressing', () => {
  it.each([
    'can you help me write a cover letter for a marketing job',
    'Could you draft my resume for a retail position?',
    'proofread this email to my landlord pls',
    'write me a speech for my sisters wedding',
  ])('%s → off-topic', (message) => {
    expect(ask(message).kind).toBe('off-topic');
  });
  it('still dresses someone for giving a speech', () => {
    expect(ask('what should i wear to give a speech at a wedding').kind).toBe('outfit');
  });
});

describe('a denim wash is a shade, not laundry', () => {
  it.each([
    ['what colour shoes go best with light wash jeans', 'pairing'],
    ['Does a dark-wash denim jacket go with my black jeans?', 'pairing'],
    ['what top goes w my acid wash jeans', 'pairing'],
  ])('%s → %s', (message, kind) => {
    expect(ask(message).kind).toBe(kind);
    expect(ask(message).problem).toBeNull();
  });
  it('reads a jacket that goes over a dress as layering, not length', () => {
    expect(ask('what jacket goes over the green wrap dress').kind).toBe('pairing');
  });
  it('keeps a real wash question about washed denim', () => {
    expect(ask('how often should i wash my dark wash jeans').kind).toBe('care');
  });
  it('reads the wash as its colour', () => {
    expect(denimWashFree('light wash jeans')).toBe('light blue jeans');
    expect(ask('what goes with my dark wash jeans').colours).toContain('indigo');
  });
});

describe('a stain however it got there', () => {
  it.each([
    ['A pen leaked ink inside the pocket of my navy blazer', 'stain:ink'],
    ['my biro exploded in my shirt pocket', 'stain:ink'],
    ['got yellow deoderant marks on my white tee', 'stain:sweat'],
  ])('%s → %s', (message, problem) => {
    const q = ask(message);
    expect(q.kind).toBe('care');
    expect(q.problem).toBe(problem);
  });
});

describe('fit read from where the garment reaches', () => {
  it.each([
    ['my blazer sleeves go past my fingertips', 'sleeves', 'long'],
    ['the sleves on my coat hang over my hands', 'sleeves', 'long'],
    ['my jeans come down past my shoes', 'length', 'long'],
    ['my trousers stop above my ankles', 'length', 'short'],
  ])('%s → %s %s', (message, area, issue) => {
    const q = ask(message);
    expect(q.kind).toBe('fit');
    expect([q.fitArea, q.fitIssue]).toEqual([area, issue]);
  });
});

describe('places one goes out to are occasions', () => {
  it.each([
    ['Going to a blues club next Thursday night, whats the move?', 'blues club'],
    ['drinks at a rooftop bar tonight', 'rooftop bar'],
    ['dinner at that new tapas restaurant friday', null],
  ])('%s → an outfit named %s', (message, name) => {
    const q = ask(message);
    expect(q.kind).toBe('outfit');
    expect(q.occasions.length).toBeGreaterThan(0);
    if (name) expect(q.occasionName).toBe(name);
  });
});

describe('an activity said outside the occasion it sits in', () => {
  it('reads swimming at a pool party as the activity', () => {
    const q = ask('pool party saturday, do i even own anything for swimming lol');
    expect(q.activity).toBe('swimming');
  });
  it('keeps a watched game a watched game', () => {
    expect(ask('basketball game saturday what do i wear').activity).toBeNull();
  });
});

describe('follow-ups that change the weather', () => {
  const after = askAfter;
  it.each([
    ["actually it's going to be 90 out", 'weather'],
    ['hmm its supposed to be really muggy', 'weather'],
    ['forecast says thunderstorms now', 'weather'],
    ["ok but warmer, it's gonna be like 2 degrees celsius", 'warmer'],
  ])('%s → re-asks brunch on Sunday with %s', (message, change) => {
    const q = after('what to wear for brunch sunday', message);
    expect(q.followUp).toBe(true);
    expect(q.kind).toBe('outfit');
    expect(q.occasions).toEqual(['brunch']);
    expect(q.day?.label).toBe('Sunday');
    expect(q.change).toBe(change);
  });
  it('a warmer follow-up asks for warmth, it does not state warm weather', () => {
    const q = after('what goes with my dark jeans', "ok but warmer, it's gonna be like 2 degrees celsius");
    expect(q.kind).toBe('pairing');
    expect(q.weather).not.toContain('warm');
    expect(q.tempC).toBe(2);
  });
});

describe('an activity said with an event noun is named back as said', () => {
  it.each([
    ['spin class at 6am tomorrow, what do i wear', 'spin class'],
    ['boxing class tonight what do i wear', 'boxing class'],
  ])('%s → %s', (message, name) => {
    expect(ask(message).occasionName).toBe(name);
  });
  it('a bare activity keeps its own phrase', () => {
    expect(ask('going for a run later').occasionName).toBeNull();
  });
});

describe('more ways to ask for an outfit', () => {
  it.each([
    ['how do i layer for a day that starts at 5 and ends at 20 degrees', 'outfit'],
    ['helping a friend paint their apartment saturday', 'outfit'],
  ])('%s → %s', (message, kind) => {
    expect(ask(message).kind).toBe(kind);
  });
  it('painting is a messy job', () => {
    expect(ask('helping a friend paint their apartment saturday').activity).toBe('chores');
  });
});

describe('play is a theatre only as a noun', () => {
  it('playing a sport is not the theatre', () => {
    expect(ask('what do i wear to play golf saturday').occasions).not.toContain('theatre');
  });
  it('a play is', () => {
    expect(ask('what should i wear to a play on friday').occasions).toContain('theatre');
  });
});

describe('a follow-up that rules a piece out', () => {
  const after = (first: string, message: string) =>
    parseQuestion(message, {
      today: '2026-11-23',
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: 'ok' },
      ],
    });
  it.each(['something without a blazer', 'no heels though', 'w/o the tie pls'])('%s re-asks the outfit without it', (message) => {
    const q = after('what should i wear to a work dinner thursday', message);
    expect(q.followUp).toBe(true);
    expect(q.kind).toBe('outfit');
    expect(q.change).toBeNull();
    expect(q.avoid.length).toBe(1);
    expect(q.occasions).toEqual(['dinner']);
  });
});

describe('a full stop ends a sentence, not the word before it', () => {
  it.each([
    ['Its -5°C and really windy, I walk 20 min to the office. what should I wear today', 'work'],
    ['I have a wedding on saturday. what should i wear?', 'wedding'],
    ['Funeral. Friday. What do I wear.', 'funeral'],
  ])('%s → %s', (message, occasion) => {
    expect(ask(message).occasions).toContain(occasion);
  });
  it('keeps prices whole', () => {
    expect(ask('new boots under $149.99. any ideas?').budget?.amount).toBe(149.99);
  });
});

describe('a run named by where it goes is an errand', () => {
  it.each(['grocery run saturday in the rain, what do i wear', 'school run then coffee, what should i wear', 'quick pharmacy run later'])(
    '%s → no running',
    (m) => {
      expect(ask(m).activity).not.toBe('running');
    },
  );
  it.each(['going for a run tomorrow morning', 'trail run in the rain', '5k run sunday', 'i run every morning', 'long run on sunday'])('%s → running', (m) => {
    expect(ask(m).activity).toBe('running');
  });
});

describe('a longer follow-up that refers back names its change', () => {
  it('can you make it less formal? it is a startup', () => {
    const q = parseQuestion("can you make it less formal? it's a startup", {
      today: '2026-11-23',
      history: [
        { role: 'user', content: 'what should i wear to a job interview thursday' },
        { role: 'assistant', content: 'ok' },
      ],
    });
    expect(q.followUp).toBe(true);
    expect(q.change).toBe('less formal');
    expect(q.occasions).toEqual(['job interview']);
  });
});
