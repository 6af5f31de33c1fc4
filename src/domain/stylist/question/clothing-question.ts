import { parseQuestion } from './parse';

/** The kinds that ask the stylist something about clothes (not a greeting, a thank-you or small talk). */
const CLOTHING_KINDS = new Set(['outfit', 'pairing', 'care', 'fit', 'colour', 'shopping', 'capsule', 'packing', 'etiquette']);

/**
 * Whether a message inside a scripted flow (the style consultation) is a clothing question to
 * answer rather than an answer to store: the shared parser reads it as a clothing request, and
 * it is asked as a question ('What goes with my navy blazer?', 'how do i get wine out of silk').
 */
export function isClothingQuestion(message: string, today: string): boolean {
  const text = message.trim();
  if (text.split(/\s+/).length < 4) return false;
  const asked = /\?\s*$/.test(text) || /^(what|how|can|could|should|shall|do|does|is|are|which|where|when|will|would|any) /i.test(text);
  return asked && CLOTHING_KINDS.has(parseQuestion(text, { today }).kind);
}
