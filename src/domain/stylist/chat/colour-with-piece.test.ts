import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { piecePairingAnswer } from './piece-pairing';

/**
 * A colour asked with a piece ('does olive go with the red flannel?', 'does my striped tee go with olive? and what colour
 * shoes') is judged against that piece, and the answer names the colour asked and the owned pieces in it, or says none
 * is owned. A piece named in a loose colour ('the green cami' for the emerald one) is the owned one. Generated (seeded):
 * colours x pieces x frames, with and without an owned piece in the colour asked.
 */
const rand = mulberry32(3949);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const times = <T>(n: number, f: () => T) => Array.from({ length: n }, f);

const SUBJECTS = [
  { said: 'red flannel', item: { name: 'Red Buffalo-Check Flannel Shirt', category: 'Tops' as const, color: 'Red' } },
  { said: 'grey sweater', item: { name: 'Grey Crewneck Sweater', category: 'Tops' as const, color: 'Grey' } },
  { said: 'white jeans', item: { name: 'White Straight Jeans', category: 'Bottoms' as const, color: 'White' } },
  { said: 'black blazer', item: { name: 'Black Wool Blazer', category: 'Outerwear' as const, color: 'Black' } },
  { said: 'emerald cami', item: { name: 'Emerald Silk Camisole', category: 'Tops' as const, color: 'Emerald' } },
];
const ASKED = [
  { colour: 'olive', owned: { name: 'Olive Utility Trousers', category: 'Bottoms' as const, color: 'Olive' } },
  { colour: 'mustard', owned: { name: 'Mustard Knit Skirt', category: 'Bottoms' as const, color: 'Mustard' } },
  { colour: 'burgundy', owned: { name: 'Burgundy Loafers', category: 'Shoes' as const, color: 'Burgundy' } },
  { colour: 'camel', owned: { name: 'Camel Wool Coat', category: 'Outerwear' as const, color: 'Camel' } },
  { colour: 'magenta', owned: { name: 'Magenta Pleated Skirt', category: 'Bottoms' as const, color: 'Magenta' } },
];
const FRAMES = [
  'Does {c} go with the {s}?',
  'does {c} go with my {s} or will I look like a christmas tree?',
  'can i wear {c} with the {s}?',
  'does my {s} go with {c}?',
  'would {c} work with my {s}',
];

describe('a colour asked with a piece names the colour and the owned pieces in it', () => {
  it.each(times(30, () => [pick(FRAMES), pick(SUBJECTS), pick(ASKED), rand() < 0.6] as const))('%s / %o', (frame, subject, asked, owns) => {
    if (subject.item.color.toLowerCase() === asked.colour) return;
    const closet = [
      item({ id: 1, ...subject.item }),
      item({ id: 2, name: 'Navy Chinos', category: 'Bottoms' as const, color: 'Navy' }),
      item({ id: 3, name: 'White Sneakers', category: 'Shoes' as const, color: 'White' }),
      ...(owns ? [item({ id: 4, ...asked.owned })] : []),
    ];
    const message = frame.replace('{c}', asked.colour).replace('{s}', subject.said);
    const question = parseQuestion(message, { today: '2026-11-23' });
    const a = piecePairingAnswer({ question, message: message.toLowerCase(), closet });
    expect(a, message).not.toBeNull();
    expect(a!.text.toLowerCase(), message).toContain(asked.colour);
    expect(a!.text, message).toContain(subject.item.name);
    if (owns) expect(a!.text, message).toContain(asked.owned.name);
    else expect(a!.text, message).toMatch(/don't own anything in/);
  });
});

describe('a piece said in a loose colour is the owned one, and the other colour asked is judged against it', () => {
  it.each(times(8, () => [pick(['green', 'emerald']), pick(['magenta', 'pink', 'mustard'])] as const))('%s cami with %s', (said, other) => {
    const closet = [
      item({ id: 1, name: 'Emerald Silk Camisole', category: 'Tops' as const, color: 'Emerald' }),
      item({ id: 2, name: `${other[0]!.toUpperCase()}${other.slice(1)} Midi Skirt`, category: 'Bottoms' as const, color: other }),
      item({ id: 3, name: 'Black Culottes', category: 'Bottoms' as const, color: 'Black' }),
    ];
    const message = `does emerald go with ${other}? thinking the ${said} cami with something ${other}`;
    const question = parseQuestion(message, { today: '2026-11-23' });
    const a = piecePairingAnswer({ question, message, closet });
    expect(a!.text).toContain('Emerald Silk Camisole');
    expect(a!.text).toContain(`${other[0]!.toUpperCase()}${other.slice(1)} Midi Skirt`);
  });
});

describe('a piece set aside ("besides", "other than") is neither the subject nor the answer', () => {
  const ASIDE = [
    { said: 'plain white tee', item: { name: 'White Tee', category: 'Tops' as const, color: 'White' } },
    { said: 'grey sweater', item: { name: 'Grey Sweater', category: 'Tops' as const, color: 'Grey' } },
    { said: 'striped shirt', item: { name: 'Striped Shirt', category: 'Tops' as const, color: 'Navy' } },
  ];
  const ANCHORS = [
    { said: 'black blazer', item: { name: 'Black Blazer', category: 'Outerwear' as const, color: 'Black' } },
    { said: 'navy cardigan', item: { name: 'Navy Cardigan', category: 'Outerwear' as const, color: 'Navy' } },
  ];
  const FRAMES = [
    'what can i layer under the {a} besides a {x}',
    'what goes under my {a} other than the {x}?',
    'what else can i wear with the {a} apart from my {x}',
  ];
  it.each(times(12, () => [pick(FRAMES), pick(ASIDE), pick(ANCHORS)] as const))('%s / %o / %o', (frame, aside, anchor) => {
    const closet = [
      item({ id: 1, ...anchor.item }),
      item({ id: 2, ...aside.item }),
      item({ id: 3, name: 'Ivory Silk Blouse', category: 'Tops', color: 'Ivory' }),
      item({ id: 4, name: 'Black Tailored Trousers', category: 'Bottoms', color: 'Black' }),
    ];
    const message = frame.replace('{a}', anchor.said).replace('{x}', aside.said);
    const question = parseQuestion(message, { today: '2026-11-23' });
    const a = piecePairingAnswer({ question, message, closet });
    if (a) expect(a.text, message).not.toContain(aside.item.name);
  });
});
