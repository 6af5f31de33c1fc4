export interface StyleTip {
  title: string;
  body: string;
}

/** Four canned tips; the home screen shows the first two (spec 2.4 and 9). */
export const STYLE_TIPS: readonly StyleTip[] = [
  {
    title: 'Fit first, then everything else',
    body: 'A well-fitting piece beats an expensive one. Shoulder seams should sit at your shoulder and trousers should break lightly over your shoes; a tailor can fix the rest for little money.',
  },
  {
    title: 'Build around a neutral base',
    body: 'Navy, gray, white, olive and tan all work with each other. Keep your core pieces neutral and add color with one item at a time, such as a knit, a scarf or your shoes.',
  },
  {
    title: 'Match your leathers',
    body: 'Keep belt and shoes in the same family (brown with brown, black with black). It is a small detail that makes an outfit look deliberate.',
  },
  {
    title: 'Dress one step above the room',
    body: 'When unsure, aim slightly more polished than the occasion: swap a T-shirt for a knit polo, or sneakers for clean leather shoes. It is easier to dress down than up.',
  },
];

export const STYLE_TIPS_SHOWN = 2;
