import { describe, expect, it } from 'vitest';
import { asGsmText, composeForText } from './compose-text';
import { segmentCount } from './fit-segments';

describe('an answer composed for a text message', () => {
  it('writes degrees and dashes in GSM-7, so a text keeps its 306 characters', () => {
    expect(asGsmText('cool, 41–54°F / 5–12°C')).toBe('cool, 41-54F / 5-12C');
    expect(segmentCount(composeForText('For today (cool, 41–54°F / 5–12°C), wear your Grey Crew Tee and Khaki Chinos.'))).toBe(1);
  });
  it('a long answer keeps whole sentences: the answer, then what is missing, then pieces named, never a cut', () => {
    const answer = [
      'For the hike on Saturday (rain likely, 41–54°F / 5–12°C), wear your Grey Performance Tee, Navy Running Shorts and Running Shoes, so you stay dry and sure-footed on the trail.',
      'Layering matters on a trail: a thin base, a warm middle and a shell on top let you adjust as the day changes, and you can take pieces off on the climbs.',
      'Colour-wise, grey and navy are a calm pairing that never looks out of place on a trail or in the café after.',
      "You don't own a waterproof shell made for a hike yet: look for a packable, breathable rain shell with a hood.",
    ].join(' ');
    const text = composeForText(answer);
    expect(segmentCount(text)).toBeLessThanOrEqual(2);
    expect(text).toMatch(/^For the hike on Saturday/);
    expect(text).toMatch(/look for a packable, breathable rain shell with a hood\.$/);
    expect(text).not.toMatch(/\.\.\.$/);
  });
  it('drops asides that name none of the person pieces before dropping sentences', () => {
    const first = `For a 3-day trip (you didn't say how long) at the lake, plan for hot, 73–86°F / 23–30°C (I've assumed hot beach weather; tell me the forecast and I'll adjust).`;
    const pack =
      'Pack 3 tops (your Grey Crew Tee, Olive Polo and Grey Performance Tee), 2 bottoms (your Navy Running Shorts and Khaki Chinos) and 2 pairs of shoes (your White Leather Sneakers and Running Shoes).';
    const text = composeForText(`${first} ${pack} That's 6 outfits for 3 days, a new top each day while the bottoms repeat.`);
    expect(text).toMatch(/Pack 3 tops \(your Grey Crew Tee/);
    expect(text).not.toMatch(/you didn't say how long/);
    expect(segmentCount(text)).toBeLessThanOrEqual(2);
  });
  it('lists become one flowing text', () => {
    expect(composeForText('Here is what works:\n- navy\n- grey')).toBe('Here is what works: navy; grey');
  });
});
