import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import type { Category } from '../../../shared/closet-constants';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { item } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { piecePairingAnswer } from './piece-pairing';

/**
 * Issue 38.1: 'what shirts go with my navy suit?' asks for shirts, and a dress shirt or an oxford shirt is a shirt, as ankle
 * boots are boots. Closets are generated (seeded) with compound kinds; the question names the head noun. Checked: a
 * matching owned piece of the kind is offered; a kind not owned is said as not owned (never 'none of your bags suits it');
 * no empty colour list; plurals spelt.
 */
const KINDS: { head: string; category: Category; names: string[] }[] = [
  { head: 'shirt', category: 'Tops', names: ['White dress shirt', 'White oxford shirt', 'Light blue button-down shirt'] },
  { head: 'boots', category: 'Shoes', names: ['Black ankle boots', 'Brown chelsea boots', 'Black leather boots'] },
  { head: 'sweater', category: 'Tops', names: ['Grey merino sweater', 'Navy crewneck sweater', 'Cream cable-knit sweater'] },
  { head: 'scarf', category: 'Accessories', names: ['Grey wool scarf', 'Navy cashmere scarf'] },
  { head: 'bag', category: 'Accessories', names: ['Black leather tote bag', 'Tan crossbody bag'] },
];
const SUBJECTS: { said: string; name: string; category: Category }[] = [
  { said: 'navy trousers', name: 'Navy wool trousers', category: 'Bottoms' },
  { said: 'grey chinos', name: 'Grey chinos', category: 'Bottoms' },
  { said: 'black jeans', name: 'Black jeans', category: 'Bottoms' },
];
const ASKS = ['what {head} go with my {subject}', 'which {head} would work with my {subject}?', 'what {head} should i wear with my {subject}'];
const pluralOf = (head: string) => (head.endsWith('s') ? head : head === 'scarf' ? 'scarves' : `${head}s`);

describe('a kind asked for is matched by its head noun (generated, seed 3801+)', () => {
  it.each(Array.from({ length: 60 }, (_, i) => 3801 + i))('seed %i', (seed) => {
    const rand = mulberry32(seed);
    const kind = KINDS[Math.floor(rand() * KINDS.length)]!;
    const subject = SUBJECTS[Math.floor(rand() * SUBJECTS.length)]!;
    const owns = rand() < 0.7;
    let id = 1;
    const closet: ClosetItem[] = [
      item({ id: id++, name: subject.name, category: subject.category, color: subject.name.split(' ')[0], formality: 'smart casual' }),
      item({ id: id++, name: 'White tee', category: 'Tops', color: 'White', formality: 'casual' }),
      item({ id: id++, name: 'Brown loafers', category: 'Shoes', color: 'Brown', formality: 'smart casual' }),
      ...(kind.category === 'Accessories'
        ? []
        : [item({ id: id++, name: 'Silver watch', category: 'Accessories', color: 'Silver', formality: 'smart casual' })]),
    ];
    const ownedName = kind.names[Math.floor(rand() * kind.names.length)]!;
    if (owns) closet.push(item({ id, name: ownedName, category: kind.category, color: ownedName.split(' ')[0], formality: 'smart casual' }));
    const message = ASKS[Math.floor(rand() * ASKS.length)]!.replace('{head}', pluralOf(kind.head)).replace('{subject}', subject.said);
    const question = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    const a = piecePairingAnswer({ question, message: readMessage(message).text, closet });
    if (!a) return;
    const label = `${message} (${owns ? `owns ${ownedName}` : 'owns none'}): ${a.text}`;
    if (owns) expect(a.text, label).toContain(ownedName);
    else expect(a.text, label).not.toMatch(/none of your/i);
    expect(a.text, label).not.toMatch(/ in \.|scarfs/);
  });
});
