import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item, MILD_DRY, weather } from '../test-fixtures';
import type { ClosetItem } from '../types';
import {
  applyWeatherWords,
  askedWeatherPhrase,
  colourAnswer,
  outfitAnswer,
  pairingAnswer,
  temperatureText,
  wardrobeOf,
  type OutfitAnswerInput,
} from './answer';
import { askOutfit } from './test-ask-outfit';
import { temperatureUnit } from './units';

const today = '2026-11-23';
const menswear: ClosetItem[] = [
  item({ id: 1, name: 'Navy Suit Jacket', category: 'Outerwear', subcategory: 'Suit jacket', color: 'Navy', formality: 'formal' }),
  item({ id: 2, name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'White', formality: 'formal' }),
  item({ id: 3, name: 'Navy Suit Trousers', category: 'Bottoms', subcategory: 'Suit trousers', color: 'Navy', formality: 'formal' }),
  item({ id: 4, name: 'Black Oxford Shoes', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', formality: 'formal' }),
  item({ id: 5, name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige', formality: 'business' }),
  item({ id: 6, name: 'Suede Chelsea Boots', category: 'Shoes', color: 'Brown', material: 'suede', formality: 'business' }),
  item({ id: 7, name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey' }),
  item({ id: 8, name: 'Dark Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo' }),
  item({ id: 9, name: 'White Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White' }),
];

const ask = askOutfit;

const sentences = (text: string) => text.match(/[^.!?]+[.!?]/g)?.length ?? 0;

describe('outfit answers from the closet', () => {
  it('a wedding in the rain: formal pieces, the suit jacket under the trench, never suede', () => {
    const a = ask('What should I wear to a wedding in the rain on Saturday?', menswear);
    expect(a.text).toMatch(/^For the wedding on Saturday \(rain likely, /);
    expect(a.text).toContain('White Dress Shirt');
    expect(a.text).toContain('Navy Suit Trousers');
    expect(a.text).toMatch(/Trench Coat keeps the rain off/);
    expect(a.text).not.toMatch(/Suede/);
    expect(a.itemIds).toContain(5);
    // The dress code calls for the jacket: it stays on under the coat, which comes off at the door.
    expect(a.itemIds).toContain(1);
    expect(a.text).toMatch(/Navy Suit Jacket, Beige Trench Coat/);
    expect(sentences(a.text)).toBeLessThanOrEqual(3);
    expect(a.tipQuery).toBe('wedding rain');
  });

  it('on a dry day the blazer-like suit jacket is allowed and nothing claims to keep anyone dry', () => {
    const a = ask('What should I wear to a wedding?', menswear);
    expect(a.text).not.toMatch(/\bdry\b|rain/i);
    expect(a.itemIds.every((id) => [1, 2, 3, 4, 5].includes(id))).toBe(true);
  });

  it('gives the closest outfit from the closet and says what is missing when it cannot dress the occasion', () => {
    const casual = menswear.filter((i) => [7, 8, 9].includes(i.id));
    const a = ask('What should I wear to a black tie gala?', casual);
    expect([...a.itemIds].sort()).toEqual([7, 8, 9]);
    expect(a.text).toMatch(/nothing you own reaches black tie; the closest is your /);
    for (const i of casual) expect(a.text).toContain(i.name);
    expect(a.text).toMatch(/look for a dark suit or tuxedo, a white dress shirt and black oxfords\./);
  });

  it('still says plainly when the closet can make no outfit at any level', () => {
    const a = ask(
      'What should I wear to a black tie gala?',
      menswear.filter((i) => i.id === 7),
    );
    expect(a.itemIds).toEqual([]);
    expect(a.text).toMatch(/can't put together black tie yet/);
  });

  it('points out the missing rainwear', () => {
    const noTrench = menswear.filter((i) => i.id !== 5);
    expect(ask('Outfit for dinner tonight in the rain?', noTrench).text).toMatch(/You don't own a rain jacket or trench yet/);
  });

  it('leaves out what the user said no to', () => {
    const a = ask("What should I wear to a casual brunch? I don't want to wear jeans", menswear);
    expect(a.itemIds).not.toContain(8);
    expect(a.text).toMatch(/leaving out what you ruled out/);
    expect(a.text).not.toMatch(/jeans/i);
  });

  it('uses the calendar when no occasion is named', () => {
    const a = ask('What should I wear tomorrow?', menswear, {
      date: '2026-11-24',
      dayLabel: 'tomorrow',
      calendarEvents: [{ title: 'Board meeting', date: '2026-11-24', startTime: '09:30', endTime: null, dressCode: 'Business Formal' }],
    });
    expect(a.text).toMatch(/^Tomorrow you have Board meeting at 9:30 AM \(Business Formal\)\. Dress for Board meeting: business formal\./);
  });
});

describe('follow-ups answer only what changed', () => {
  const history = [
    { role: 'user' as const, content: 'What should I wear to the office on Wednesday?' },
    { role: 'assistant' as const, content: '…' },
  ];
  const follow = (message: string) => {
    const question = parseQuestion(message, { today, history });
    return outfitAnswer({
      question,
      closet: menswear,
      date: question.day?.date ?? today,
      dayLabel: question.day?.label ?? 'today',
      weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
      calendarEvents: [],
      preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
      wardrobe: 'menswear',
      unit: 'F',
      seed: 1,
    });
  };
  it("'which shoes?' names one pair of owned shoes, not the whole outfit", () => {
    const a = follow('which shoes?');
    expect(a.itemIds).toHaveLength(1);
    expect(menswear.find((i) => i.id === a.itemIds[0])!.category).toBe('Shoes');
    expect(a.text).toMatch(/^For shoes at [^,]+, wear your /);
  });
  it("'what if it snows' opens with the condition and keeps the office", () => {
    expect(follow('what if it snows').text).toMatch(/^If it snows, for work on Wednesday \(snow likely/);
  });
  it("'more relaxed?' says the step it took", () => {
    expect(follow('more relaxed?').text).toMatch(/^A step more relaxed \(smart casual\), for work on Wednesday \(/);
  });
});

describe('pairing answers', () => {
  it("names the user's own piece and owned partners of a similar formality", () => {
    const closet = [
      item({ id: 11, name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', formality: 'business' }),
      item({ id: 12, name: 'White Oxford Shirt', category: 'Tops', color: 'White', formality: 'smart casual' }),
      item({ id: 13, name: 'Grey Wool Trousers', category: 'Bottoms', color: 'Grey', formality: 'business' }),
      item({ id: 14, name: 'Brown Loafers', category: 'Shoes', color: 'Brown', formality: 'smart casual' }),
      item({ id: 15, name: 'Running Shorts', category: 'Bottoms', color: 'Navy', formality: 'athletic' }),
    ];
    const a = pairingAnswer({ question: parseQuestion('What goes with my navy blazer?', { today }), closet, weather: null })!;
    expect(a.text).toMatch(/^With your Navy Blazer, try your /);
    expect(a.text).toContain('Grey Wool Trousers');
    expect(a.text).not.toContain('Running Shorts');
  });
  it('in the rain, no suede partners', () => {
    const a = pairingAnswer({ question: parseQuestion('What goes with my dark jeans if it rains?', { today }), closet: menswear, weather: null })!;
    expect(a.text).not.toMatch(/Suede/);
  });
});

describe('colours, weather words and units', () => {
  it('judges two colours with the colour wheel', () => {
    expect(colourAnswer(parseQuestion('Does navy go with black?', { today }))!.text).toMatch(/^Navy and black work together/);
    expect(colourAnswer(parseQuestion('Can I wear blue with orange?', { today }))!.text).toMatch(/complementary/);
  });
  it('the words in the question win over the forecast', () => {
    expect(applyWeatherWords(weather({ maxTempC: 28 }), ['cold']).maxTempC).toBeLessThan(10);
    expect(applyWeatherWords(weather(), ['rain']).precipitationProbability).toBeGreaterThanOrEqual(50);
    expect(applyWeatherWords(weather({ maxTempC: 5, minTempC: 0 }), ['hot']).maxTempC).toBeGreaterThanOrEqual(24);
    expect(applyWeatherWords(weather({ precipitationProbability: 90, precipitationMm: 8 }), ['sun']).precipitationProbability).toBeLessThan(50);
  });
  it('°F first for US users, °C first elsewhere', () => {
    expect(temperatureText(10, 20, 'F')).toBe('50–68°F / 10–20°C');
    expect(temperatureText(10, 20, 'C')).toBe('10–20°C / 50–68°F');
    expect(temperatureUnit({ phoneNumber: '+14155550100' })).toBe('F');
    expect(temperatureUnit({ phoneNumber: '+447700900123' })).toBe('C');
    expect(temperatureUnit({ locale: 'en-US' })).toBe('F');
    expect(temperatureUnit({ locale: 'en-GB' })).toBe('C');
    expect(temperatureUnit({ locale: 'fr-FR' })).toBe('C');
    expect(temperatureUnit({ homeLocation: '94110' })).toBe('F');
    expect(temperatureUnit({ homeLocation: 'Paris, France' })).toBe('C');
    // A home set abroad or in Canada beats a +1 phone; a US home beats a foreign phone.
    expect(temperatureUnit({ phoneNumber: '+14155550100', homeCountry: 'CA' })).toBe('C');
    expect(temperatureUnit({ phoneNumber: '+14155550100', homeCountry: 'IN' })).toBe('C');
    expect(temperatureUnit({ phoneNumber: '+447700900123', homeCountry: 'US' })).toBe('F');
  });
  it('reads the wardrobe from the profile, else from the closet', () => {
    expect(wardrobeOf('womenswear', menswear)).toBe('womenswear');
    expect(wardrobeOf(null, menswear)).toBe('menswear');
    expect(wardrobeOf(null, [item({ name: 'Floral Midi Skirt', category: 'Bottoms' })])).toBe('womenswear');
    expect(wardrobeOf(null, [item({ name: 'Grey Tee', category: 'Tops' })])).toBe('mixed');
  });
  it('a person who shops both departments gets both, whatever the closet holds', () => {
    expect(wardrobeOf('both', menswear)).toBe('mixed');
    expect(wardrobeOf('both', [item({ name: 'Floral Midi Skirt', category: 'Bottoms' })])).toBe('mixed');
  });
});

describe('the outfit of the day in chat', () => {
  it("names the stored outfit of the day instead of choosing again, and its own pair for 'and shoes?'", () => {
    const day = [7, 8, 9];
    const answer = ask('What should I wear today?', menswear, { dayOutfit: day });
    expect(answer.itemIds).toEqual(day);
    for (const id of day) expect(answer.text).toContain(menswear.find((i) => i.id === id)!.name);
    // Without it, the same question may choose otherwise: the stored outfit is what makes the doors agree.
    const shoes = outfitAnswer({
      ...baseInput('and shoes?', [
        { role: 'user', content: 'What should I wear today?' },
        { role: 'assistant', content: answer.text },
      ]),
      dayOutfit: day,
    });
    expect(shoes.itemIds).toEqual([9]);
  });

  it('chooses again when a piece of the stored outfit is no longer in the closet', () => {
    const answer = ask('What should I wear today?', menswear, { dayOutfit: [7, 8, 999] });
    expect(answer.itemIds).not.toContain(999);
    expect(answer.itemIds.length).toBeGreaterThanOrEqual(2);
  });
});

function baseInput(message: string, history: { role: 'user' | 'assistant'; content: string }[]): OutfitAnswerInput {
  const question = parseQuestion(message, { today, history });
  return {
    question,
    closet: menswear,
    date: today,
    dayLabel: 'today',
    weather: MILD_DRY,
    calendarEvents: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('menswear', menswear),
    unit: 'F',
    seed: 1,
  };
}

describe('a pairing re-chosen for a changed temperature', () => {
  const closet = [
    item({ id: 1, name: 'Dark Slim Jeans', category: 'Bottoms', color: 'Indigo' }),
    item({ id: 2, name: 'White Linen Shirt', category: 'Tops', color: 'White', material: 'linen' }),
    item({ id: 3, name: 'Navy Wool Sweater', category: 'Tops', color: 'Navy', material: 'wool' }),
    item({ id: 4, name: 'Tan Sandals', category: 'Shoes', color: 'Tan' }),
    item({ id: 5, name: 'Brown Leather Boots', category: 'Shoes', color: 'Brown' }),
    item({ id: 6, name: 'Charcoal Wool Overcoat', category: 'Outerwear', color: 'Charcoal', material: 'wool', formality: 'business' }),
  ];
  const history = [
    { role: 'user' as const, content: 'what goes with my dark jeans' },
    { role: 'assistant' as const, content: 'ok' },
  ];
  it('dresses the jeans for 2°C: warm pieces and the coat, no linen or sandals, and says the temperature', () => {
    const question = parseQuestion("ok but warmer, it's gonna be like 2 degrees celsius", { today: '2026-11-23', unit: 'C', history });
    const a = pairingAnswer({ question, closet, weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC), unit: 'C' })!;
    expect(a.text).toMatch(/^At 2°C/);
    expect(a.text).toMatch(/Navy Wool Sweater/);
    expect(a.text).toMatch(/Charcoal Wool Overcoat keeps you warm/);
    expect(a.text).not.toMatch(/Linen|Sandals/);
  });
  it('and for a hot day: no coat, no wool', () => {
    const question = parseQuestion("what if it's 95 out", { today: '2026-11-23', unit: 'F', history });
    const a = pairingAnswer({ question, closet, weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC), unit: 'F' })!;
    expect(a.text).not.toMatch(/Overcoat|Wool Sweater/);
  });
});

describe('a dress code written by the person is said back, and black tie asks for its garment', () => {
  const suitCloset = [
    item({ id: 1, name: 'White Dress Shirt', category: 'Tops', color: 'White', formality: 'formal' }),
    item({ id: 2, name: 'Navy Suit Trousers', category: 'Bottoms', color: 'Navy', formality: 'formal' }),
    item({ id: 3, name: 'Navy Suit Jacket', category: 'Outerwear', color: 'Navy', subcategory: 'Suit jacket', formality: 'formal' }),
    item({ id: 4, name: 'Black Oxford Shoes', category: 'Shoes', color: 'Black', formality: 'formal' }),
    item({ id: 5, name: 'Light Blue Oxford Shirt', category: 'Tops', color: 'Light Blue' }),
    item({ id: 6, name: 'Grey Wool Trousers', category: 'Bottoms', color: 'Grey', formality: 'business' }),
  ];
  const answerFor = (message: string, closet = suitCloset) => ask(message, closet);
  it.each(['black tie fundraiser next saturday, do i have anything', 'Black-tie dinner in march what can i wear'])(
    '%s: the nearest, and no tuxedo said plainly',
    (m) => {
      const a = answerFor(m);
      expect(a.text).toMatch(/nearest you own to black tie/);
      expect(a.text).toMatch(/don't own a tuxedo/);
    },
  );
  it('a tuxedo owned: no such line', () => {
    const tux = item({ id: 7, name: 'Black Tuxedo Jacket', category: 'Outerwear', color: 'Black', formality: 'formal' });
    expect(answerFor('black tie fundraiser next saturday', [...suitCloset, tux]).text).not.toMatch(/don't own a tuxedo/);
  });
  it('says business casual back as business casual', () => {
    expect(answerFor('client lunch wednesday, dress code is business casual').text).toMatch(/It hits business casual/);
  });
});

describe('the stated temperature decides within the dress code', () => {
  const closet = [
    item({ id: 1, name: 'Olive Polo', category: 'Tops', color: 'Olive' }),
    item({ id: 2, name: 'Black Turtleneck', category: 'Tops', color: 'Black', material: 'wool' }),
    item({ id: 3, name: 'Grey Wool Trousers', category: 'Bottoms', color: 'Grey', material: 'wool', formality: 'business' }),
    item({ id: 4, name: 'Khaki Chinos', category: 'Bottoms', color: 'Khaki' }),
    item({ id: 5, name: 'Brown Loafers', category: 'Shoes', color: 'Brown' }),
    item({ id: 6, name: 'Brown Leather Boots', category: 'Shoes', color: 'Brown', material: 'leather' }),
    item({ id: 7, name: 'Beige Trench Coat', category: 'Outerwear', color: 'Beige' }),
    item({ id: 8, name: 'Charcoal Wool Overcoat', category: 'Outerwear', color: 'Charcoal', material: 'wool', warmth: 'warm' }),
  ];
  const dress = (message: string) => ask(message, closet, { seed: 3 }).text;
  it.each(['its going to be 95 and humid tomorrow, what do i wear to the office', 'heatwave this week what do i wear to work'])(
    '%s: nothing wool or heavy',
    (m) => {
      const text = dress(m);
      expect(text).not.toMatch(/Wool|Turtleneck|Boots|Overcoat|Trench/);
      expect(text).toMatch(/Olive Polo|Khaki Chinos/);
    },
  );
  it('-10°F: boots and the warmest coat, not loafers and a trench', () => {
    const text = dress("it's -10 tomorrow and I have a meeting");
    expect(text).toMatch(/Brown Leather Boots/);
    expect(text).toMatch(/Charcoal Wool Overcoat/);
    expect(text).not.toMatch(/Loafers|Trench/);
  });
});

describe('snow underfoot', () => {
  const office = [
    ...menswear,
    item({ id: 11, name: 'Light Blue Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'Light Blue' }),
    item({ id: 12, name: 'Grey Wool Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Grey', material: 'wool', formality: 'business' }),
    item({ id: 13, name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather' }),
    item({ id: 14, name: 'Charcoal Wool Overcoat', category: 'Outerwear', subcategory: 'Overcoat', color: 'Charcoal', material: 'wool' }),
  ];
  it('says the snow, not the rain, and names the missing boots when only suede boots are owned', () => {
    const a = ask('snowing hard tomorrow, what should i wear to the office', office);
    expect(a.text).toMatch(/for the snow|keeps the snow off/);
    expect(a.text).not.toMatch(/for the rain/);
    expect(a.text).toMatch(/You don't own boots that keep snow out, so look for waterproof leather boots/);
    expect(a.text).not.toMatch(/Suede Chelsea Boots/);
  });
  it('says nothing of boots when leather boots are owned', () => {
    const booted = [...office, item({ id: 10, name: 'Brown Leather Boots', category: 'Shoes', subcategory: 'Boots', color: 'Brown', material: 'leather' })];
    expect(ask('snowing hard tomorrow, what should i wear to the office', booted).text).not.toMatch(/boots that keep snow out/);
  });
});

describe('solid colours only', () => {
  it('leaves patterned pieces out and says so', () => {
    const closet = [
      item({ id: 1, name: 'Striped Tee', category: 'Tops', color: 'Navy', subcategory: 'T-shirt' }),
      item({ id: 2, name: 'White Oxford Shirt', category: 'Tops', color: 'White' }),
      item({ id: 3, name: 'Olive Chinos', category: 'Bottoms', color: 'Olive' }),
      item({ id: 4, name: 'Brown Leather Boots', category: 'Shoes', color: 'Brown', subcategory: 'Boots' }),
    ];
    for (let seed = 1; seed <= 5; seed++) {
      const a = ask('family photos in the park sunday, solid colours only, what should i wear', closet, { seed });
      expect(a.text).not.toMatch(/Striped Tee/);
      expect(a.text).toMatch(/leaving out what you ruled out/);
    }
  });
});

describe('a kind ruled out and another asked for in its place', () => {
  const closet: ClosetItem[] = [
    item({ id: 1, name: 'Black Slip Dress', category: 'Dresses & jumpsuits', color: 'Black', formality: 'smart casual' }),
    item({ id: 2, name: 'Rust Corduroy Overalls', category: 'Bottoms', color: 'Rust', formality: 'casual' }),
    item({ id: 3, name: 'Olive Jumpsuit', category: 'Tops', color: 'Olive', formality: 'smart casual' }),
    item({ id: 4, name: 'Black Wide-Leg Trousers', category: 'Bottoms', color: 'Black', formality: 'smart casual' }),
    item({ id: 5, name: 'White Boxy Tee', category: 'Tops', color: 'White', formality: 'casual' }),
    item({ id: 6, name: 'Black Leather Boots', category: 'Shoes', color: 'Black', formality: 'smart casual' }),
  ];
  const history = [
    { role: 'user' as const, content: 'Outfit for a date tonight?' },
    { role: 'assistant' as const, content: 'Your Black Slip Dress with the White Boxy Tee under it and the Black Leather Boots.' },
  ];
  it.each(['not feeling a dress tonight, something with pants?', 'no dress, trousers instead?', "don't want a dress, what about jeans or trousers"])(
    "'%s' wears trousers, not a one-piece in their place",
    (message) => {
      for (let seed = 1; seed <= 5; seed++) {
        const question = parseQuestion(message, { today, history });
        const a = outfitAnswer({
          question,
          closet,
          date: today,
          dayLabel: 'tonight',
          weather: MILD_DRY,
          calendarEvents: [],
          preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
          wardrobe: 'womenswear',
          unit: 'F',
          seed,
        });
        expect(a.itemIds).toContain(4);
        expect(a.itemIds).not.toContain(1);
        expect(a.itemIds).not.toContain(2);
        expect(a.itemIds).not.toContain(3);
      }
    },
  );
});

describe('rain said at freezing is freezing rain, as said', () => {
  it.each([
    [['rain'], 'freezing rain likely'],
    [['snow'], 'snow likely'],
    [['rain', 'snow'], 'snow likely'],
  ] as const)('%j at 28°F → %s', (words, label) => {
    const w = applyWeatherWords(MILD_DRY, [...words], -2);
    expect(askedWeatherPhrase({ weather: [...words], tempC: -2 }, w, 'F')).toMatch(new RegExp(`^${label}, 28°F`));
  });
});
