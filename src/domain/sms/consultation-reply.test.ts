import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { STYLE_QUESTIONS } from '../../shared/style-questions';
import { isQuestion, parseYesNo, readConsultationReply } from './consultation-reply';
import { consultationClosedText, keptProfileText, menuText, nothingToSkipText, replaceProfileQuestion } from './texts';

const today = '2026-03-10';
const read = (body: string) => readConsultationReply(body, today);

describe('a text while a consultation question waits (issue 24)', () => {
  it.each([
    ['OUTFIT', 'outfit'],
    [' outfit ', 'outfit'],
    ['Outfit?', 'outfit'],
    ['"outfit"', 'outfit'],
    ['HELP', 'help'],
    ['help!', 'help'],
    ['STOP', 'opt_out'],
    ['start', 'opt_in'],
    ['SKIP', 'skip'],
    ['skip.', 'skip'],
    ['Skip...', 'skip'],
    ['  skip  ', 'skip'],
    ['menu', 'menu'],
    ['MENU?', 'menu'],
  ])('%j is the keyword %s, not an answer', (body, intent) => {
    expect(read(body)).toEqual({ kind: 'keyword', intent });
  });

  it.each([
    'what shoes with a red dress?',
    'what shoes with a red dress',
    'What should I wear to a wedding in June',
    'How do I style wide-leg trousers',
    'which belt goes with brown loafers',
    'should I tuck in my shirt',
    'Can I wear navy with black',
    'does a grey blazer work with jeans',
    'is it ok to wear white to a wedding',
    'Is this too formal for a date? lol',
    'navy with black?',
    'any ideas for a first date outfit',
    'help me pick shoes for an interview',
    'suggest something for a summer wedding',
    'Tell me what to wear to the office',
  ])('%j is a question', (body) => {
    expect(isQuestion(body, today)).toBe(true);
    expect(read(body)).toEqual({ kind: 'question' });
  });

  it.each([
    'Mostly jeans and tees, relaxed',
    'Office three days a week with meetings, dinners on weekends',
    'I love navy and olive, avoid orange',
    'A good blazer and smart shoes',
    'About $150',
    '2',
    'more',
    'yes',
    'What I wear most is jeans and a sweater',
    'How I dress depends on the day',
    'When it is cold I layer knits',
    'Have a lot of meetings, some dinners',
    "Don't like yellow",
    'Would say smart casual',
    'Help is what I need with shoes mostly',
  ])('%j is an answer', (body) => {
    expect(read(body)).toEqual({ kind: 'answer' });
  });

  it('never takes one of its own questions as an answer', () => {
    for (const q of STYLE_QUESTIONS) expect(read(q)).toEqual({ kind: 'question' });
  });

  it('a stray question mark inside an answer does not make it a question', () => {
    expect(read('Navy (maybe?) and olive, no orange')).toEqual({ kind: 'answer' });
  });
});

describe('yes or no to replacing the profile', () => {
  it.each(['YES', 'yes', 'Yes!', 'y', 'Yeah', 'yes please', 'Replace', ' ok '])('%j is yes', (b) => expect(parseYesNo(b)).toBe('yes'));
  it.each(['NO', 'no.', 'n', 'Nope', 'keep it', 'No thanks', 'KEEP'])('%j is no', (b) => expect(parseYesNo(b)).toBe('no'));
  it.each(['maybe', 'yes and no', 'not sure', 'what changes?', ''])('%j is neither', (b) => expect(parseYesNo(b)).toBeNull());
});

describe('the consultation texts (issue 24)', () => {
  const p = { brandName: 'Wearwise', assistantName: 'Wren', monthlyLimit: 4, supportContact: 'support@wearwise.app', programNumber: null };
  it.each([
    ['menu', menuText(p)],
    ['nothing to skip', nothingToSkipText],
    ['closed', consultationClosedText('Wren')],
    ['replace?', replaceProfileQuestion('Classic Professional', 'Minimalist Modern')],
    ['kept', keptProfileText('Classic Professional')],
  ])('%s fits one GSM-7 segment', (_label, body) => {
    const segments = new SegmentedMessage(body);
    expect(segments.encodingName).toBe('GSM-7');
    expect(segments.segmentsCount).toBe(1);
  });
});
