import { analyzeStyleAnswers, statedColours } from '../../../domain/style-analysis';
import { STYLE_QUESTIONS } from '../../../shared/style-questions';
import { DEFAULT_STYLE, type TStylePreferences } from '../../../shared/schemas/stylist';

/**
 * The style analysis of the consultation answers: the same reader as the web wizard's
 * (`src/domain/style-analysis/`), so a style said by text (or a correction after the summary:
 * 'more minimalist than business casual') is the one direction every screen then names. With no
 * photos by text, the palette is the colours the person said they love.
 */
export function analyseConsultationAnswers(
  answers: readonly string[],
): Pick<TStylePreferences, 'styleGoals' | 'preferredStyle' | 'essentialItems' | 'colorPalette'> {
  const analysis = analyzeStyleAnswers(answers);
  return {
    styleGoals: analysis.styleGoals,
    preferredStyle: analysis.preferredStyle,
    essentialItems: analysis.essentialItems,
    colorPalette: statedColours(answers).lovedColours,
  };
}

const STYLE_CUES: { style: string; words: RegExp }[] = [
  { style: 'Classic Professional', words: /\b(suit|suits|tailored|formal|office|corporate|lawyer|banker|professional)\b/i },
  { style: 'Business Casual', words: /\b(business casual|chinos?|blazer|meetings?|work|khakis?)\b/i },
  { style: 'Minimalist Modern', words: /\b(minimal|minimalist|clean|simple|monochrome|black and white|neutral)\b/i },
  { style: 'Smart Casual', words: /\b(casual|jeans|relaxed|smart|weekend|sneakers|tees?|t-shirts?)\b/i },
];

const COLOURS = [
  'navy',
  'black',
  'white',
  'grey',
  'gray',
  'blue',
  'green',
  'olive',
  'beige',
  'brown',
  'burgundy',
  'red',
  'pink',
  'camel',
  'cream',
  'tan',
  'yellow',
  'orange',
  'purple',
];

/** The keyword reader used before the domain's analyser; kept for comparison in tests. */
export function localStyleAnalysis(answers: readonly string[]): Pick<TStylePreferences, 'styleGoals' | 'preferredStyle' | 'essentialItems' | 'colorPalette'> {
  const all = answers.join(' \n ');
  const preferredStyle = STYLE_CUES.find((c) => c.words.test(all))?.style ?? DEFAULT_STYLE;
  const colourAnswer = (answers[2] ?? '').toLowerCase();
  // Colours named before an 'avoid'/'not'/'hate' are loved; after it they are avoided.
  const loved = colourAnswer.split(/\b(?:avoid|not|hate|never|don'?t)\b/)[0] ?? '';
  const colorPalette = [...new Set(COLOURS.filter((c) => new RegExp(`\\b${c}\\b`).test(loved)).map((c) => (c === 'grey' ? 'gray' : c)))].map(
    (c) => c[0]!.toUpperCase() + c.slice(1),
  );
  const styleGoals = ['Find my personal style'];
  if (/\b(work|office|meetings?|interview)\b/i.test(answers[1] ?? '')) styleGoals.push('Look sharp at work');
  if (/\b(date|evening|evenings|dinner|going out|party)\b/i.test(answers[1] ?? '')) styleGoals.push('Dress well for evenings out');
  if ((answers[3] ?? '').trim()) styleGoals.push('Fill the gaps in my closet');
  if (styleGoals.length === 1) styleGoals.push('Elevate my everyday look');
  const missing = (answers[3] ?? '').toLowerCase();
  const essentials: TStylePreferences['essentialItems'] = [];
  const add = (name: string, category: string, description: string) => essentials.push({ name, category, description, priority: 'High' });
  if (/\b(blazer|jacket)\b/.test(missing)) add('Navy Blazer', 'Outerwear', 'Sharpens jeans and chinos alike.');
  if (/\b(shirt|shirts|oxford)\b/.test(missing)) add('White Oxford Shirt', 'Tops', 'Works tucked, untucked, under a knit.');
  if (/\b(jeans|denim|trousers|pants|chinos)\b/.test(missing)) add('Dark Slim Jeans', 'Bottoms', 'Dressed up or down, every week.');
  if (/\b(shoes|boots|sneakers|loafers)\b/.test(missing)) add('Leather Loafers', 'Shoes', 'Polished without trying.');
  if (essentials.length === 0) {
    add('Navy Blazer', 'Outerwear', 'Sharpens jeans and chinos alike.');
    add('White Oxford Shirt', 'Tops', 'Works tucked, untucked, under a knit.');
    add('Dark Slim Jeans', 'Bottoms', 'Dressed up or down, every week.');
  }
  return { preferredStyle, styleGoals, colorPalette, essentialItems: essentials };
}

export const CONSULTATION_QUESTIONS: readonly string[] = STYLE_QUESTIONS;
