import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from './knowledge';
import { KnowledgePoints } from './knowledge-points';

const kb = KnowledgeBase.load();
const points = new KnowledgePoints(kb, (body) => body.replace(/^@\w+:\s*/gm, ''));
const filters = { wardrobe: 'mixed' as const, rain: false };

describe('knowledge points: advice about what was asked, not an article sharing a word', () => {
  it('answers a rule about a piece with the points that speak of both the piece and the rule', () => {
    const found = points.answer({ message: 'do you button the bottom button on a blazer', subjects: ['blazer'] }, filters);
    expect(found?.points[0]).toMatch(/button/i);
    expect(found?.points.join(' ')).not.toMatch(/For a week|pack/i);
  });

  it('a point must speak of what is asked: the piece alone is not enough', () => {
    // Ties appear in several topics; none speaks of which knot suits a narrow one, so none answers.
    expect(points.answer({ message: 'what knot for a narrow tie', subjects: ['tie'] }, filters)).toBeNull();
  });

  it('a topic about the thing asked speaks through its opening line', () => {
    const found = points.answer({ message: "what's trending this season?", subjects: [] }, filters);
    expect(found?.points[0]).toMatch(/^The trends worth your money/);
    expect(found?.topicIds).toEqual(['trends-this-season']);
  });

  it('nothing about dressing finds nothing, whatever single word it shares ("golden" is not gold jewellery)', () => {
    expect(points.answer({ message: 'whats a good name for my golden retriever', subjects: [] }, filters)).toBeNull();
    expect(points.answer({ message: "what's the capital of australia", subjects: [] }, filters)).toBeNull();
  });

  it('keeps to the wardrobe and weather filters', () => {
    const found = points.answer({ message: 'what tights go with a navy skirt', subjects: ['skirt'] }, { wardrobe: 'menswear', rain: false });
    expect(found?.points.join(' ') ?? '').not.toMatch(/\bskirts?\b.*\bdress/i);
  });
});
