import { parseQuestion } from '../question';
import { MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { applyWeatherWords, outfitAnswer, wardrobeOf, type OutfitAnswerInput } from './answer';

type Turn = { role: 'user' | 'assistant'; content: string };

/**
 * For tests: a message read in °F on a Monday (2026-11-23) after the conversation given, answered from a menswear
 * closet on a mild dry day the message may change; the reading comes back with the answer.
 */
export function answerAfter(message: string, closet: ClosetItem[], history: Turn[] = [], extra: Partial<OutfitAnswerInput> = {}) {
  const today = '2026-11-23';
  const question = parseQuestion(message, { today, unit: 'F', history });
  const a = outfitAnswer({
    question,
    closet,
    date: question.day?.date ?? today,
    dayLabel: question.day?.label ?? 'today',
    weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
    calendarEvents: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('menswear', closet),
    unit: 'F',
    seed: 1,
    ...extra,
  });
  return { question, a };
}

/** For tests: an outfit question read in °F on a Monday (2026-11-23), answered from a menswear closet on a mild dry day the message may change. */
export function askOutfit(message: string, closet: ClosetItem[], extra: Partial<OutfitAnswerInput> = {}) {
  return answerAfter(message, closet, [], extra).a;
}
