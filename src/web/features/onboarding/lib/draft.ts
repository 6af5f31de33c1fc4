import type { TBasicInfoDraft, TPhotoAnalysisResult, TStyleAnalysis } from '../../../../shared/schemas/onboarding';
import { storage } from '../../../lib/storage';

export interface ChatLine {
  role: 'user' | 'assistant';
  content: string;
  /** A clothing question and the stylist's answer to it: not an answer to the scripted questions, and not sent to the analysis. */
  aside?: boolean;
}

/** Everything the wizard has collected; kept in local storage so a reload loses nothing. */
export interface OnboardingDraft {
  step: number;
  basic: TBasicInfoDraft;
  photos: string[];
  analysis: TPhotoAnalysisResult | null;
  skinTone: string;
  hairColor: string;
  bodyType: string;
  chat: ChatLine[];
  /** The analysis of the conversation as the user has adjusted it; null until the five answers are in. */
  style: TStyleAnalysis | null;
  /** True when the style analysis failed and the default profile is shown. */
  styleFallback: boolean;
  /** The style chat alone, retaken from settings (`/onboarding?retake=style`): nothing else is asked or saved. */
  retake?: boolean;
}

/** Spec 9 defaults for the selects. */
export const DEFAULT_SELECTS = { skinTone: 'Medium', hairColor: 'Brown', bodyType: 'Average' } as const;

export function emptyDraft(fullName: string): OnboardingDraft {
  return {
    step: 1,
    basic: { fullName, age: '', gender: '', departments: '', heightFeet: '', heightInches: '', weight: '' },
    photos: [],
    analysis: null,
    ...DEFAULT_SELECTS,
    chat: [],
    style: null,
    styleFallback: false,
  };
}

export const draftKey = (userId: number) => `wearwise.onboardingDraft.${userId}`;

/** A fresh style chat, straight at step 4, for a retake from settings. */
export const retakeDraft = (fullName: string): OnboardingDraft => ({ ...emptyDraft(fullName), step: 4, retake: true });

/**
 * The saved draft when it is of the kind asked for (a whole wizard, or a retaken style chat);
 * otherwise a fresh one of that kind, so neither resumes into the other.
 */
export function loadDraft(userId: number, fullName: string, retake = false): OnboardingDraft {
  const saved = storage.getJson<Partial<OnboardingDraft>>(draftKey(userId));
  if (!saved || typeof saved !== 'object' || !!saved.retake !== retake) return retake ? retakeDraft(fullName) : emptyDraft(fullName);
  if (retake)
    return { ...retakeDraft(fullName), chat: Array.isArray(saved.chat) ? saved.chat : [], style: saved.style ?? null, styleFallback: !!saved.styleFallback };
  const base = emptyDraft(fullName);
  const step = Number(saved.step);
  return {
    ...base,
    ...saved,
    step: Number.isInteger(step) && step >= 1 && step <= 4 ? step : 1,
    basic: { ...base.basic, ...(saved.basic ?? {}) },
    photos: Array.isArray(saved.photos) ? saved.photos.filter((p) => typeof p === 'string').slice(0, 2) : [],
    chat: Array.isArray(saved.chat) ? saved.chat : [],
  };
}

export function saveDraft(userId: number, draft: OnboardingDraft) {
  storage.set(draftKey(userId), JSON.stringify(draft));
}

export const clearDraft = (userId: number) => storage.remove(draftKey(userId));

/** What the style chat says before the questions already answered by text. */
export const TEXTED_INTRO = 'Here is what you already answered by text; we carry on from there.';

/**
 * The style chat as it stands after the answers texted so far (issue 40.5: 'Set up in the app
 * instead' starts from them, not from scratch): each question followed by its answer, so the
 * chat asks the next one, or summarises when all five were answered.
 */
export function chatFromTexted(answers: readonly string[], questions: readonly string[]): ChatLine[] {
  const given = answers.slice(0, questions.length);
  if (!given.length) return [];
  const chat: ChatLine[] = [{ role: 'assistant', content: TEXTED_INTRO }];
  given.forEach((answer, i) => chat.push({ role: 'assistant', content: questions[i]! }, { role: 'user', content: answer.trim() || 'Skip' }));
  return chat;
}
