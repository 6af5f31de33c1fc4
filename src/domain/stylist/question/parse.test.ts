import { describe, expect, it } from 'vitest';
import { parseDay, parseQuestion } from './parse';
import { askAfter } from './test-ask';

// 2026-11-23 is a Monday.
const today = '2026-11-23';
const ask = (message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => parseQuestion(message, { today, history });

describe('kind', () => {
  it.each([
    ['What should I wear to a wedding in the rain?', 'outfit'],
    ['I have a job interview on Thursday, help!', 'outfit'],
    ["What's a good outfit for a first date?", 'outfit'],
    ['What goes with my navy blazer?', 'pairing'],
    ['What shoes go with a green dress?', 'pairing'],
    ['How do I wash a wool sweater?', 'care'],
    ['How do I get a wine stain out of my shirt?', 'care'],
    ['How should chinos fit?', 'fit'],
    ['My trousers are too long, what should I do?', 'fit'],
    ['What colours suit my skin tone?', 'colour'],
    ['Does navy go with black?', 'colour'],
    ['What should I buy for winter under $200?', 'shopping'],
    ['Which brands make good basics?', 'capsule'],
    ['How do I build a capsule wardrobe?', 'capsule'],
    ['What should I pack for a week in Paris?', 'packing'],
    ['Can you help me with my taxes?', 'off-topic'],
    ["What's a good recipe for banana bread?", 'off-topic'],
    ['hi', 'greeting'],
    ['thanks!', 'thanks'],
    ['what can you do?', 'about'],
    // Nothing about dressing at all is declined, not answered with advice.
    ['Tell me about the history of the universe', 'off-topic'],
    ['whats a good name for a black lab puppy', 'off-topic'],
    ['my back has been sore since the weekend, should i see someone', 'off-topic'],
    // How a piece is worn is a rule, answered as such, not an outfit for the occasion named beside it.
    ['tucked or untucked with jeans at a barbecue?', 'general'],
    ['should the cuffs show under my blazer sleeves at an interview', 'general'],
  ])('%s → %s', (message, kind) => {
    expect(ask(message).kind).toBe(kind);
  });
});

describe('occasions and dress code', () => {
  it('reads the occasion and the dress code it implies', () => {
    const q = ask('What should I wear to a wedding in the rain?');
    expect(q.occasions).toEqual(['wedding']);
    expect(q.dressCode).toBe('formal');
    expect(q.dressCodeExplicit).toBe(false);
  });
  it('a first date is not also a date, and is smart casual', () => {
    const q = ask('Outfit for a first date at a wine bar?');
    expect(q.occasions).toEqual(['first date']);
    expect(q.dressCode).toBe('smart casual');
  });
  it('an explicit dress code wins over the occasion', () => {
    const q = ask('The wedding says cocktail attire, what do I wear?');
    expect(q.dressCode).toBe('cocktail');
    expect(q.dressCodeExplicit).toBe(true);
  });
  it('a job interview is business formal, the gym athletic, working out is not work', () => {
    expect(ask('What to wear to a job interview?').dressCode).toBe('business formal');
    expect(ask('What should I wear to work out?').occasions).toEqual(['gym']);
    expect(ask('What should I wear to work out?').dressCode).toBe('athletic');
  });
  it('no occasion, no dress code', () => {
    const q = ask('What should I wear today?');
    expect(q.occasions).toEqual([]);
    expect(q.dressCode).toBeNull();
  });
});

describe('day', () => {
  it.each([
    ['what should I wear today', '2026-11-23', 'today'],
    ['outfit for tonight', '2026-11-23', 'tonight'],
    ['what about tomorrow?', '2026-11-24', 'tomorrow'],
    ['wedding on Saturday', '2026-11-28', 'Saturday'],
    ['dinner on Monday', '2026-11-23', 'Monday'],
    ['dinner next Monday', '2026-11-30', 'Monday, November 30'],
    ['a party this weekend', '2026-11-28', 'this weekend'],
    ['gala on December 14th', '2026-12-14', 'December 14'],
    ['gala on 3 March', '2027-03-03', 'March 3'],
    ['party on 12/31', '2026-12-31', 'December 31'],
    ['meeting on 2026-12-01', '2026-12-01', '2026-12-01'],
  ])('%s → %s', (message, date, label) => {
    expect(parseDay(message, today)).toEqual({ date, label });
  });
  it('two days in one message: the one said with the occasion asked about', () => {
    const q = ask('got a birthday party tonight, but what should i wear to the funeral on thursday? the funeral is formal');
    expect(q.occasions[0]).toBe('funeral');
    expect(q.day).toEqual({ date: '2026-11-26', label: 'Thursday' });
  });
  it('no day named', () => {
    expect(parseDay('What goes with my navy blazer?', today)).toBeNull();
  });
  it('an impossible date is no date', () => {
    expect(parseDay('party on February 30', today)).toBeNull();
  });
});

describe('weather words', () => {
  it.each([
    ['What should I wear to a wedding in the rain?', ['rain']],
    ["It's freezing and windy, what do I wear?", ['cold', 'wind']],
    ['Outfit for a hot, humid day', ['hot', 'humid']],
    ['Snowy commute tomorrow', ['snow']],
    ['What goes with my hot pink skirt?', []],
  ])('%s', (message, weather) => {
    expect(ask(message).weather).toEqual(weather);
  });
});

describe('pieces and colours', () => {
  it('names the garments and colours asked about', () => {
    const q = ask('Can I wear my navy blazer with grey chinos and brown loafers?');
    expect(q.pieces).toEqual(['blazer', 'chinos', 'loafers']);
    // 'grey' is read and named in US English.
    expect(q.colours).toEqual(['navy', 'gray', 'brown']);
  });
  it('dress shoes are not a dress, and dressing for something is not a garment', () => {
    expect(ask('Do black dress shoes work with jeans?').pieces).toEqual(['dress shoes', 'jeans']);
    expect(ask('How should I dress for a funeral?').pieces).toEqual([]);
  });
});

describe('avoid', () => {
  it.each([
    ['Wedding outfit, but no heels please', ['heels']],
    ['What should I wear to dinner without a tie?', ['tie']],
    ["I don't want to wear jeans to the office", ['jeans']],
    ['Interview outfit, I hate suits', ['suit']],
    ['What should I wear today?', []],
  ])('%s', (message, avoid) => {
    expect(ask(message).avoid).toEqual(avoid);
  });
});

describe('budget', () => {
  it.each([
    ['Boots under $150?', { amount: 150, currency: 'USD' }],
    ['A coat for 200 dollars', { amount: 200, currency: 'USD' }],
    ['jacket for £80', { amount: 80, currency: 'GBP' }],
    ['my budget is 300', { amount: 300, currency: 'USD' }],
    ['what goes with my blazer', null],
  ])('%s', (message, budget) => {
    expect(ask(message).budget).toEqual(budget);
  });
});

describe('off topic', () => {
  it('names what it declines', () => {
    expect(ask('Can you do my taxes?').offTopic).toBe('taxes');
    expect(ask('Can you do my taxes?').kind).toBe('off-topic');
  });
  it('a fashion question mentioning a word from elsewhere stays on topic', () => {
    expect(ask('What should I wear to dinner with my tax advisor?').kind).toBe('outfit');
  });
});

describe('follow-ups', () => {
  const history = [
    { role: 'user' as const, content: 'What should I wear to a wedding on Saturday?' },
    { role: 'assistant' as const, content: 'Your navy suit…' },
  ];
  it("'and if it's cold?' keeps the wedding and the day, adds the cold", () => {
    const q = ask("and if it's cold?", history);
    expect(q).toMatchObject({ kind: 'outfit', occasions: ['wedding'], dressCode: 'formal', weather: ['cold'], followUp: true });
    expect(q.day?.label).toBe('Saturday');
  });
  it("'what about tomorrow?' changes only the day", () => {
    const q = ask('what about tomorrow?', history);
    expect(q.occasions).toEqual(['wedding']);
    expect(q.day).toEqual({ date: '2026-11-24', label: 'tomorrow' });
  });
  it('a new full question is not a follow-up', () => {
    expect(ask('How do I wash a wool sweater?', history)).toMatchObject({ kind: 'care', followUp: false, occasions: [] });
  });
  it('without history nothing is inherited', () => {
    expect(ask("and if it's cold?")).toMatchObject({ occasions: [], followUp: false });
  });
});

describe('pairing subject', () => {
  it('the piece after "with my" is the subject, the one asked for is not', () => {
    expect(ask('What shoes go with my trench coat?')).toMatchObject({ kind: 'pairing', pairWith: 'trench coat' });
    expect(ask('Navy chinos\nwhat shoes?')).toMatchObject({ kind: 'pairing', pairWith: 'chinos' });
    expect(ask('How do I style a blazer?').pairWith).toBe('blazer');
  });
});

describe('concepts read from unseen wording', () => {
  it.each([
    ['need something to wear for leg day', 'outfit', 'lifting'],
    ['what do i put on for gardning tmrw', 'outfit', 'gardening'],
    ['helping a friend move house this weekend, clothes?', 'outfit', 'moving'],
    ['going snowboarding in january what should i wear', 'outfit', 'skiing'],
    ['yardwork saturday morning outfit', 'outfit', 'gardening'],
  ])('%s → %s / %s', (message, kind, activity) => {
    const q = ask(message);
    expect(q.kind).toBe(kind);
    expect(q.activity).toBe(activity);
    expect(q.occasions).not.toContain('work');
  });

  it.each([
    ['got grass on the knees of my khakis, help', 'stain:grass', 'cotton'],
    ['how to remove a coffee spill from a silk blouse', 'stain:coffee', 'silk'],
    ['my merino jumper shrank in the wash', 'shrink', 'wool'],
    ['yellow pit stains on white shirts how to fix', 'stain:sweat', null],
    ['where should i keep my leather boots over the summer', 'storage', 'leather'],
    ['my puffer smells musty', 'smell', 'down'],
    ['linen shirt always looks crumpled', 'crease', 'linen'],
  ])('%s → care: %s on %s', (message, problem, fabric) => {
    const q = ask(message);
    expect(q.kind).toBe('care');
    expect(q.problem).toBe(problem);
    expect(q.fabric).toBe(fabric);
  });

  it('a colour called wine is not a stain', () => {
    expect(ask('what goes with my wine skirt?').kind).toBe('pairing');
  });
});

describe('stated temperature', () => {
  it.each([
    ["it's going to be 92°F and sticky", 33.3],
    ['about 30 degrees c tomorrow', 30],
    ['it will be 85 degrees', 29.4],
    ['maybe -5c on the walk', -5],
    ["gym later, it's 95 and humid", 35],
    ["it's 5 pm and raining", null],
    ['what goes with my blazer', null],
  ])('%s → %s °C', (message, c) => {
    expect(ask(message).tempC).toBe(c);
  });
  it("a number without a unit is in the person's own unit", () => {
    expect(parseQuestion('what if it is 40 degrees', { today, unit: 'F' }).tempC).toBe(4.4);
    expect(parseQuestion('what if it is 40 degrees', { today, unit: 'C' }).tempC).toBe(40);
    expect(parseQuestion('what if it is 40°C', { today, unit: 'F' }).tempC).toBe(40);
  });
});

describe('etiquette and health', () => {
  it.each([
    ['is it rude to wear a cap at the dinner table', 'etiquette'],
    ['can guests wear black to a wedding', 'etiquette'],
    ['what does business casual mean', 'etiquette'],
    ['Funeral on Friday, what is appropriate?', 'outfit'],
    ['my headache will not go away what medicine should i take', 'off-topic'],
    ['i keep feeling dizzy in the mornings', 'off-topic'],
    ["what's the dress code for a baptism", 'outfit'],
    ['can you check my python code', 'off-topic'],
    ['my new boots hurt my heels', 'care'],
  ])('%s → %s', (message, kind) => {
    expect(ask(message).kind).toBe(kind);
  });
});

describe('follow-ups that change one thing', () => {
  const outfit = [
    { role: 'user' as const, content: 'What should I wear to a dinner party on Friday?' },
    { role: 'assistant' as const, content: 'Your navy blazer…' },
  ];
  it.each([
    ['and shoes?', 'shoes'],
    ['shoes?', 'shoes'],
    ['a bit less formal?', 'less formal'],
    ['something dressier?', 'more formal'],
    ['warmer please', 'warmer'],
  ])('%s → %s, keeping the dinner party and Friday', (message, change) => {
    const q = ask(message, outfit);
    expect(q).toMatchObject({ kind: 'outfit', followUp: true, change });
    expect(q.occasions).toContain('party');
    expect(q.day?.label).toBe('Friday');
  });
  it("'warmer?' keeps the weather said before and adds the cold", () => {
    const snowy = [...outfit, { role: 'user' as const, content: 'what if it snows' }, { role: 'assistant' as const, content: '…' }];
    expect(ask('warmer?', snowy)).toMatchObject({ change: 'warmer', weather: ['snow', 'cold'], occasions: expect.arrayContaining(['party']) });
  });
  it('less formal lowers the dress code one step', () => {
    expect(ask('less formal?', outfit).dressCode).toBe('casual');
  });
  it('cheaper lowers the budget of a shopping question', () => {
    const shop = [
      { role: 'user' as const, content: 'Good boots under $200?' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(ask('anything cheaper?', shop)).toMatchObject({ kind: 'shopping', change: 'cheaper', budget: { amount: 120, currency: 'USD' } });
  });
  it('and shoes? after a pairing question asks shoes for the same piece', () => {
    const pairing = [
      { role: 'user' as const, content: 'What goes with my olive chinos?' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(ask('and shoes?', pairing)).toMatchObject({ kind: 'pairing', pairWith: 'chinos', pieces: ['chinos', 'shoes'] });
  });
});

describe('the office named by its trade, the weather named by the ground, and shopping for an occasion', () => {
  it.each([
    ['First day at a new job at a law firm next Monday. What should I wear?', 'business formal'],
    ['starting at a bank on monday what do i wear', 'business formal'],
    ['first day at a tech startup tomorrow, outfit?', 'smart casual'],
  ])('%s → work, %s', (message, code) => {
    const q = ask(message);
    expect(q.occasions).toEqual(['work']);
    expect(q.dressCode).toBe(code);
  });

  it('a muddy orchard is wet underfoot, and a follow-up that names no clothes is still read with the question before', () => {
    const q = askAfter('what should i wear apple picking at the orchard on saturday', "and if the orchard's all muddy");
    expect(q.followUp).toBe(true);
    expect(q.kind).toBe('outfit');
    expect(q.weather).toContain('rain');
  });

  it('stains and jobs said in new words: tree sap, self tanner, digging post holes is a chore (not moths)', () => {
    expect(ask('sticky pine sap on my coat, how do i get it off').problem).toBe('stain:sap');
    expect(ask('self tanner rubbed off on my white tee').problem).toBe('stain:makeup');
    const fence = ask('helping build a fence saturday, digging post holes all day. what should i wear');
    expect([fence.activity, fence.problem]).toEqual(['chores', null]);
  });

  it("a pool party's guests are at the pool; a beach wedding's are not on the sand", () => {
    expect(ask('pool party at a friends on the 20th what do i wear').activity).toBe('swimming');
    expect(ask('beach wedding in june, what do i wear').activity).toBeNull();
  });

  it("'hmm actually less dressy, it's more of a bar' changes the request before it, whatever its length", () => {
    const q = askAfter("what should i wear to my friend's birthday dinner friday", "hmm actually less dressy, he just told me it's more of a bar vibe");
    expect([q.followUp, q.change]).toEqual([true, 'less formal']);
  });
});

describe('patterns ruled out as a kind', () => {
  it.each(['family photos sunday, photographer wants solid colours, what do i wear', 'brunch saturday, no prints please, what should i wear'])(
    '%s',
    (message) => {
      const q = ask(message);
      expect(q.avoid).toContain('patterns');
      // 'prints' is one letter from 'sprint': a word of dressing is never read as a typo of an activity.
      expect(q.activity).toBeNull();
    },
  );
});

describe('follow-ups and words said loosely', () => {
  const after = askAfter;
  it("'no heels pls, we'll be walking everywhere' rules heels out of the outfit before it", () => {
    const q = after('what should i wear to a gallery opening friday', "no heels pls we'll be walking everywhere");
    expect([q.followUp, q.kind, q.avoid]).toEqual([true, 'outfit', ['heels']]);
  });
  it("'tone it down' and 'dial it up' change the formality", () => {
    expect(after('what should i wear to my first day at the office monday', 'wait its actually a tech startup, can you tone it down?').change).toBe(
      'less formal',
    );
    expect(after('what should i wear to dinner friday', 'can you dial it up a bit').change).toBe('more formal');
  });
  it("'footwear?' is the shoes, 'my white oxford' is a shirt, 'waht' is what", () => {
    expect(after('what should i wear to a wedding saturday', 'cool. footwear?').change).toBe('shoes');
    expect(ask('coffee on my white oxford this morning, can i still get it out').pieces).toEqual(['shirt']);
    expect(ask('waht shoes go w my navy pencil skirt').kind).toBe('pairing');
  });
  it("'what now?' names no day; the weekday does", () => {
    expect(ask('ok scrap that, second date is a picnic saturday afternoon. what now').day?.label).toBe('Saturday');
  });
  it("'recommend a good sushi place' is not shopping: nothing in it is about dressing", () => {
    expect(ask('can you recommend a good sushi place near me').kind).toBe('off-topic');
  });
});

describe("'what should I buy?' is always about clothes here", () => {
  it.each(['What should I buy next?', 'what should i buy', "what's missing from my closet", 'where should i spend my money first'])(
    '%s → shopping',
    (message) => {
      expect(ask(message).kind).toBe('shopping');
    },
  );
});
