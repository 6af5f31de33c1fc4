import type { TUpdateProfileRequest, TUser } from '../../../../shared/schemas/auth';
import { heightToInches, wholeOrNull } from '../../../../shared/schemas/onboarding';
import { STYLE_GOALS_MAX, ZColorName, type TStylePreferences } from '../../../../shared/schemas/stylist';
import type { OnboardingDraft } from './draft';

export interface CompletionApi {
  completeOnboarding(userId: number, options: { replaceProfile?: boolean }): Promise<TUser>;
  updateProfile(userId: number, body: TUpdateProfileRequest): Promise<unknown>;
  saveStylePreferences(userId: number, body: TStylePreferences): Promise<unknown>;
  /** The stored profile: what a run without photos keeps (its colors). */
  getStylePreferences(userId: number): Promise<TStylePreferences>;
  warn(message: string, error: unknown): void;
}

export class CompletionError extends Error {
  constructor(readonly hint: string) {
    super(hint);
  }
}

/** The person already has a finished style profile: nothing was written, and replacing it needs their confirm (issue 24). */
export class ProfileExistsError extends CompletionError {}

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

export function profileFromDraft(draft: OnboardingDraft): TUpdateProfileRequest {
  return {
    fullName: draft.basic.fullName.trim(),
    gender: draft.basic.gender || null,
    // Not chosen: left unset, so it keeps following the gender (departmentsOf).
    ...(draft.basic.departments ? { departments: draft.basic.departments } : {}),
    age: wholeOrNull(draft.basic.age),
    height: heightToInches(draft.basic.heightFeet, draft.basic.heightInches),
    weight: wholeOrNull(draft.basic.weight),
    bodyType: draft.bodyType as TUpdateProfileRequest['bodyType'],
    skinTone: draft.skinTone as TUpdateProfileRequest['skinTone'],
    hairColor: draft.hairColor as TUpdateProfileRequest['hairColor'],
  };
}

/** `storedColors`: the palette already saved, kept when this run has no photo analysis (skipped, or a retaken style chat). */
export function preferencesFromDraft(draft: OnboardingDraft, storedColors: readonly string[] = []): TStylePreferences {
  const style = draft.style!;
  const styles = (style.styles ?? [style.preferredStyle]).filter((s) => s.trim());
  // Only names the save accepts: one odd color from the photo analysis must not fail the whole profile.
  const analysed = draft.analysis?.color_palette.recommended_colors.map((c) => c.color).filter((c) => ZColorName.safeParse(c).success);
  return {
    styleGoals: style.styleGoals
      .map((g) => g.trim())
      .filter(Boolean)
      .slice(0, STYLE_GOALS_MAX),
    // The first style picked leads; the whole list is kept beside it (ADR 0094).
    preferredStyle: styles[0] ?? style.preferredStyle,
    styles,
    colorPalette: (analysed ?? [...storedColors]).slice(0, 20),
    // What they said of colours, apart from the photos' palette: the server drops an avoided colour from the palette (ADR 0113).
    ...(style.lovedColours ? { lovedColours: style.lovedColours.filter((c) => ZColorName.safeParse(c).success).slice(0, 20) } : {}),
    ...(style.avoidColours ? { avoidColours: style.avoidColours.filter((c) => ZColorName.safeParse(c).success).slice(0, 20) } : {}),
    essentialItems: style.essentialItems.map((i) => ({ name: i.name, category: i.category, description: i.description, priority: i.priority })),
    // Absent (an analysis from before budgets): the stored budget is kept.
    ...(style.budget !== undefined ? { budget: style.budget } : {}),
  };
}

/**
 * Spec 4, Wizard: mark onboarding complete (refused with ProfileExistsError, before anything is
 * written, when a finished profile would be replaced without `replaceProfile`), then update the profile (a failure only logs a
 * warning), then save the style preferences. Answers the server's updated user.
 * `styleOnly` (the style chat retaken from settings) asked nothing about the person, so their
 * profile is left as it is and only the style preferences are saved.
 */
export async function runCompletion(
  userId: number | undefined,
  draft: OnboardingDraft,
  api: CompletionApi,
  options: { replaceProfile?: boolean; skipStyle?: boolean; styleOnly?: boolean } = {},
): Promise<TUser> {
  // Spec 8: the completion error names what is missing.
  if (!userId) throw new CompletionError('Please sign in again and retry.');
  if (!options.styleOnly && !draft.basic.fullName.trim()) throw new CompletionError('Please go back and add your full name.');
  // 'Skip for now' finishes without a style profile; Finish needs the summarised one.
  const withStyle = !options.skipStyle || draft.style !== null;
  if (!options.skipStyle && (!draft.style || !draft.style.styleGoals.length || !draft.style.preferredStyle))
    throw new CompletionError('Please finish the style conversation first.');

  let user: TUser;
  try {
    user = await api.completeOnboarding(userId, { replaceProfile: options.replaceProfile });
  } catch (error) {
    if (isConflict(error)) throw new ProfileExistsError(error instanceof Error ? error.message : 'You already have a style profile.');
    throw new CompletionError(error instanceof Error ? error.message : 'Please try again.');
  }
  if (!options.styleOnly) {
    try {
      await api.updateProfile(userId, profileFromDraft(draft));
    } catch (error) {
      api.warn('Profile update failed; onboarding continues', error);
    }
  }
  if (!withStyle) return user;
  try {
    const storedColors = draft.analysis ? [] : (await api.getStylePreferences(userId)).colorPalette;
    await api.saveStylePreferences(userId, preferencesFromDraft(draft, storedColors));
  } catch (error) {
    throw new CompletionError(`Your style profile could not be saved: ${error instanceof Error ? error.message : 'please try again.'}`);
  }
  return user;
}
