/**
 * The style consultation's five scripted questions (spec 4, Style chat; 9: 5 questions).
 * One list for both channels: the web wizard's style chat (step 4) asks them with an 800 ms
 * pause, and the text consultation asks them one text at a time. Each fits one SMS segment, so
 * the text consultation never splits a question.
 */
export const STYLE_QUESTIONS = [
  'How would you describe your everyday style, and what do you usually wear on a weekday?',
  'What does your week look like: work, evenings out, weekends? Which occasions do you dress for most?',
  'Which colors do you love to wear, and are there any you avoid?',
  "What's missing from your closet, or what do you find hardest to put together?",
  'What do you usually spend on a key piece, like a jacket or a good pair of shoes?',
] as const;

/**
 * The answer (by position) to the question about what the person wears: the pieces it names are
 * theirs already, so they are offered as closet drafts and never listed to buy (issue 27).
 */
export const WEARS_ANSWER = 0;

/** Spec 9: the pause between scripted questions in the web style chat. */
export const STYLE_QUESTION_PAUSE_MS = 800;
