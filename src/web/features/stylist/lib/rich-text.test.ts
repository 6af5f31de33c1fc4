import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText } from './rich-text';

describe('parseInline', () => {
  it('reads bold and italic, leaves the rest as text', () => {
    expect(parseInline('Try **navy chinos** with a *crisp* shirt')).toEqual([
      { type: 'text', text: 'Try ' },
      { type: 'strong', children: [{ type: 'text', text: 'navy chinos' }] },
      { type: 'text', text: ' with a ' },
      { type: 'em', children: [{ type: 'text', text: 'crisp' }] },
      { type: 'text', text: ' shirt' },
    ]);
  });

  it('leaves lone asterisks, snake_case and HTML alone as text', () => {
    expect(parseInline('5 * 3 = 15')).toEqual([{ type: 'text', text: '5 * 3 = 15' }]);
    expect(parseInline('a_b_c')).toEqual([{ type: 'text', text: 'a_b_c' }]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    const blocks = parseRichText('Hello there.\nSecond line.\n\nNew paragraph.');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toEqual({ type: 'paragraph', lines: [[{ type: 'text', text: 'Hello there.' }], [{ type: 'text', text: 'Second line.' }]] });
  });

  it('reads bullet and numbered lists, even right after a paragraph line', () => {
    const blocks = parseRichText('Three essentials:\n- **Blazer** in navy\n* White shirt\n• Dark jeans\n1. First\n2) Second');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'list']);
    const bullets = blocks[1] as Extract<(typeof blocks)[number], { type: 'list' }>;
    expect(bullets.ordered).toBe(false);
    expect(bullets.items).toHaveLength(3);
    expect(bullets.items[0]![0]).toEqual({ type: 'strong', children: [{ type: 'text', text: 'Blazer' }] });
    expect((blocks[2] as { ordered: boolean }).ordered).toBe(true);
  });

  it('reads headings and joins indented continuation lines to their item', () => {
    const blocks = parseRichText('## Capsule basics ##\n- Shirts\n  in white and blue\nAfter');
    expect(blocks[0]).toEqual({ type: 'heading', content: [{ type: 'text', text: 'Capsule basics' }] });
    expect(blocks[1]).toEqual({
      type: 'list',
      ordered: false,
      items: [
        [
          { type: 'text', text: 'Shirts' },
          { type: 'text', text: ' in white and blue' },
        ],
      ],
    });
    expect(blocks[2]).toEqual({ type: 'paragraph', lines: [[{ type: 'text', text: 'After' }]] });
  });

  it('gives nothing for empty text', () => {
    expect(parseRichText('  \n\n')).toEqual([]);
  });
});
