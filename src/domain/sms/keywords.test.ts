import { describe, expect, it } from 'vitest';
import { isPlainLanguageOptOut, keywordOf, parseIntent } from './keywords';

describe('SMS keywords (decisions.md 4)', () => {
  it.each(['STOP', 'stop', ' Stop ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit', 'REVOKE', 'optout', 'STOP.', 'stop!'])('%j opts out', (w) => {
    expect(parseIntent(w)).toBe('opt_out');
  });
  it.each(['START', 'yes', 'Unstop'])('%j opts in', (w) => expect(parseIntent(w)).toBe('opt_in'));
  it.each(['HELP', 'help', ' Info '])('%j asks for help', (w) => expect(parseIntent(w)).toBe('help'));
  it.each(['OUTFIT', 'outfit', 'Outfit!'])('%j asks for the outfit', (w) => expect(parseIntent(w)).toBe('outfit'));

  it.each([
    'please stop texting me',
    'Stop sending me texts',
    'quit messaging me!!',
    "don't text me anymore",
    'Do not message me',
    'no more texts please',
    'unsubscribe me',
    'opt me out',
    'please remove me from your list',
    'leave me alone',
  ])('plain-language opt-out: %j', (w) => {
    expect(isPlainLanguageOptOut(w)).toBe(true);
    expect(parseIntent(w)).toBe('opt_out');
  });

  it.each([
    'How do I stop my shirts from wrinkling?',
    'What should I wear to the end of year party?',
    'Can you help me pick shoes for a wedding?',
    'yes please, more ideas',
    'start with the blazer?',
    'I want an outfit for Friday',
  ])('ordinary messages stay messages: %j', (w) => expect(parseIntent(w)).toBe('message'));

  it('keywordOf trims, upper-cases and drops trailing punctuation', () => {
    expect(keywordOf('  stop!! ')).toBe('STOP');
  });
});

describe('the next look', () => {
  it.each(['2', 'more', 'MORE!', ' More. '])('%j asks for another outfit', (w) => expect(parseIntent(w)).toBe('more'));
  it.each(['22', '2 more please', 'more shoes?'])('%j is not the keyword', (w) => expect(parseIntent(w)).toBe('message'));
});

describe('MENU and SKIP (issue 24)', () => {
  it.each(['MENU', 'menu', ' Menu. ', 'menu?'])('%j asks for the menu', (w) => expect(parseIntent(w)).toBe('menu'));
  it.each(['PACK', 'pack', ' Pack! ', '"pack"'])('%j asks for the packing list', (w) => expect(parseIntent(w)).toBe('pack'));
  it.each(['pack for paris?', 'what should I pack'])('%j is a question, not PACK', (w) => expect(parseIntent(w)).toBe('message'));
  it.each(['SKIP', 'skip', 'Skip!', '"skip"', 'skip...'])('%j skips', (w) => expect(parseIntent(w)).toBe('skip'));
  it.each(['skip the blazer?', 'menu for a dinner party'])('%j is not the keyword', (w) => expect(parseIntent(w)).toBe('message'));
  it('keywordOf drops punctuation, quotes and spaces on both sides', () => {
    expect(keywordOf(' "Outfit"?! ')).toBe('OUTFIT');
    expect(keywordOf('¿help?')).toBe('HELP');
  });
});
