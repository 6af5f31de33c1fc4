import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { closetAdviceText, outfitText, shortTime, toGsmPunctuation, type OutfitTextInput } from './outfit-text';

const segments = (text: string) => new SegmentedMessage(text).segmentsCount;

const base: OutfitTextInput = {
  pieces: ['Red Midi Dress', 'Grey Blazer', 'Black Boots'],
  weather: { minTempC: 10, maxTempC: 17, wet: true, freezing: false },
  unit: 'F',
  rainPiece: 'Trench',
  event: { title: 'Board meeting', startTime: '18:00' },
  link: 'https://ww.example/t',
  canOfferAnother: true,
};

/** Each clause is a whole sentence: it ends with a full stop, or is the link. */
function sentencesAreWhole(text: string) {
  const withoutLink = text.replace(/ https:\S+$/, '');
  expect(withoutLink.endsWith('.')).toBe(true);
  expect(text).not.toMatch(/\.\.\.$/);
}

describe('the daily outfit text', () => {
  it('reads as a text: pieces, weather with what to take, the event, the next step and the link, in one segment', () => {
    const text = outfitText(base);
    expect(text).toBe(
      'Today: Red Midi Dress + Grey Blazer + Black Boots. 50-63F, rain likely: take the Trench. Board meeting 6pm. Reply 2 for another look. https://ww.example/t',
    );
    expect(segments(text)).toBe(1);
    expect(new SegmentedMessage(text).encodingName).toBe('GSM-7');
  });

  it('gives up whole clauses, least important first, to stay in one segment', () => {
    const longer = outfitText({ ...base, pieces: ['Red Wrap Midi Dress', 'Grey Wool Blazer', 'Black Boots'] });
    expect(segments(longer)).toBe(1);
    // The event goes before the weather; the pieces, the next step and the link always stay.
    expect(longer).not.toMatch(/Board meeting/);
    expect(longer).toMatch(/rain likely: take the Trench\./);
    expect(longer).toMatch(/Reply 2 for another look\. https:\/\/ww\.example\/t$/);
    sentencesAreWhole(longer);
  });

  it('takes two segments only when the pieces alone need them, and never cuts a sentence', () => {
    const names = ['Burgundy Cashmere Crewneck Sweater', 'Charcoal Tailored Wool Trousers', 'Camel Double-Breasted Overcoat', 'Dark Brown Leather Brogues'];
    const text = outfitText({ ...base, pieces: names });
    expect(segments(text)).toBe(2);
    for (const n of names) expect(text).toContain(n);
    sentencesAreWhole(text);
  });

  it('says to take an umbrella when no piece keeps the rain out, and snow below freezing, in °C abroad', () => {
    const text = outfitText({ ...base, unit: 'C', rainPiece: null, weather: { minTempC: -6, maxTempC: -1, wet: true, freezing: true }, event: null });
    expect(text).toMatch(/-6--1C, snow or rain likely: take an umbrella\./);
  });

  it('has no parentheses of its own, and keeps a curly apostrophe from costing the GSM-7 alphabet', () => {
    const text = outfitText({ ...base, pieces: ['Levi’s 501 Jeans', 'White Tee', 'Sneakers'] });
    expect(text).toContain("Levi's 501 Jeans");
    expect(text).not.toMatch(/[()]/);
    expect(new SegmentedMessage(text).encodingName).toBe('GSM-7');
  });

  it('offers no other look when none is left, and leaves the link out when the address is unknown', () => {
    const text = outfitText({ ...base, canOfferAnother: false, link: null });
    expect(text).not.toMatch(/Reply 2|https/);
    expect(text.endsWith('Board meeting 6pm.')).toBe(true);
  });
});

describe('helpers', () => {
  it.each([
    ['18:00', '6pm'],
    ['09:30', '9:30am'],
    ['00:00', '12am'],
    ['12:15', '12:15pm'],
  ])('%s reads as %s', (t, want) => expect(shortTime(t)).toBe(want));
  it('maps typographic punctuation to GSM-7', () => {
    expect(toGsmPunctuation('“Hi” – it’s…')).toBe('"Hi" - it\'s...');
  });
  it('closet advice drops whole sentences from the end to fit, never cutting one', () => {
    const note = Array.from({ length: 8 }, (_, i) => `Sentence number ${i + 1} says something useful about your closet today.`).join(' ');
    const text = closetAdviceText('Wearwise', note);
    expect(segments(text)).toBeLessThanOrEqual(2);
    expect(text).toMatch(/^Wearwise: Sentence number 1 .*today\. Text me a photo of a piece to add it to your closet\.$/);
    expect(text).not.toMatch(/Sentence number 8/);
  });
});
