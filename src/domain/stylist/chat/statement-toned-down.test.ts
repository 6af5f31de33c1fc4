import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { piecePairingAnswer } from './piece-pairing';

/**
 * 'How do I style the fringe jacket so it doesn't look like a costume?': a statement piece kept from looking like something
 * is worn with plain pieces that do not echo it (no second plaid, fringe or workwear piece, no loungewear), at its level or a
 * step smarter. Generated over statement pieces, wordings and closets.
 */
const rand = mulberry32(9431);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';

const STATEMENTS = [
  { said: 'brown suede fringe jacket', name: 'Brown suede fringe jacket', category: 'Outerwear', color: 'brown' },
  { said: 'brown canvas chore coat', name: 'Brown canvas chore coat', category: 'Outerwear', color: 'brown' },
  { said: 'red plaid flannel shirt', name: 'Red plaid flannel shirt', category: 'Tops', color: 'red' },
] as const;
const FORMS = [
  "How do I style the {x} so it doesn't look like a Halloween costume?",
  "how do i wear my {x} without looking like i'm off to a building site",
  'How can I style the {x} so it does not look like fancy dress?',
];

function closet(statement: (typeof STATEMENTS)[number]): { all: ClosetItem[]; echoes: ClosetItem[]; lounge: ClosetItem[] } {
  let id = 1;
  const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
  const subject = p({ name: statement.name, category: statement.category, color: statement.color, formality: 'casual' });
  const echoes = [
    p({ name: 'Tan leather cowboy boots', category: 'Shoes', color: 'tan', formality: 'casual' }),
    p({ name: 'Khaki double-knee work pants', category: 'Bottoms', color: 'khaki', formality: 'casual' }),
    p({ name: 'Green plaid flannel shirt', category: 'Tops', color: 'green', formality: 'casual' }),
  ];
  const lounge = [p({ name: 'Black fleece-lined joggers', category: 'Bottoms', color: 'black', formality: 'casual' })];
  const plain = [
    p({ name: 'Black mock-neck top', category: 'Tops', color: 'black', formality: 'casual' }),
    p({ name: 'Black straight jeans', category: 'Bottoms', color: 'black', formality: 'casual' }),
    p({ name: 'Black leather boots', category: 'Shoes', color: 'black', formality: 'casual' }),
    p({ name: 'Navy wool blazer', category: 'Outerwear', color: 'navy', formality: 'smart casual' }),
  ];
  return { all: [subject, ...echoes, ...lounge, ...plain], echoes, lounge };
}

describe('a statement piece toned down', () => {
  it.each(Array.from({ length: 18 }, (_, i) => i))('variant %i', () => {
    const statement = pick(STATEMENTS);
    const message = pick(FORMS).replace('{x}', statement.said);
    const question = parseQuestion(message, { today: TODAY, unit: 'C' });
    const c = closet(statement);
    const a = piecePairingAnswer({ question, message, closet: c.all });
    expect(a, message).not.toBeNull();
    expect(a!.text, message).toContain(statement.name);
    for (const echo of [...c.echoes, ...c.lounge]) expect(a!.text, message).not.toContain(echo.name);
    expect(a!.text, message).toMatch(/Black (mock-neck top|straight jeans|leather boots)/);
  });
  it('without a look to avoid, the usual pairing stands', () => {
    const message = 'What goes with my brown suede fringe jacket?';
    const c = closet(STATEMENTS[0]);
    const a = piecePairingAnswer({ question: parseQuestion(message, { today: TODAY, unit: 'C' }), message, closet: c.all });
    expect(a?.text ?? '').not.toContain('only statement');
  });
});

describe('a plain piece kept from its stock look', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('is worn against pieces a step more casual (variant %i)', () => {
    const message = pick([
      "How do I style my navy blazer so it doesn't look like a school uniform?",
      'how do i wear the navy blazer without looking like i work at a bank',
    ]);
    let id = 1;
    const p = (o: Parameters<typeof item>[0]) => item({ ...o, id: id++ });
    const closet = [
      p({ name: 'Navy blazer', category: 'Outerwear', color: 'navy', formality: 'business' }),
      p({ name: 'White oxford shirt', category: 'Tops', color: 'white', formality: 'business' }),
      p({ name: 'Charcoal wool trousers', category: 'Bottoms', color: 'charcoal', formality: 'business' }),
      p({ name: 'Grey crew tee', category: 'Tops', color: 'grey', formality: 'smart casual' }),
      p({ name: 'Dark slim jeans', category: 'Bottoms', color: 'indigo', formality: 'smart casual' }),
      p({ name: 'White leather sneakers', category: 'Shoes', color: 'white', formality: 'smart casual' }),
      p({ name: 'Black oxford shoes', category: 'Shoes', color: 'black', formality: 'business' }),
    ];
    const a = piecePairingAnswer({ question: parseQuestion(message, { today: TODAY, unit: 'C' }), message, closet });
    expect(a, message).not.toBeNull();
    expect(a!.text, message).toContain('Navy blazer');
    expect(a!.text, message).toMatch(/Dark slim jeans|Grey crew tee|White leather sneakers/);
    expect(a!.text, message).not.toMatch(/Charcoal wool trousers|Black oxford shoes/);
  });
});
