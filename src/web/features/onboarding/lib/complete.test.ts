import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLE_ANALYSIS } from '../../../../shared/schemas/onboarding';
import { CompletionError, ProfileExistsError, runCompletion, type CompletionApi } from './complete';
import { emptyDraft, type OnboardingDraft } from './draft';

const user = { id: 7, onboardingCompleted: true } as Awaited<ReturnType<CompletionApi['completeOnboarding']>>;

function draft(): OnboardingDraft {
  return {
    ...emptyDraft('Maya Chen'),
    basic: { fullName: 'Maya Chen', age: '31', gender: 'female', heightFeet: '5', heightInches: '6', weight: '130' },
    skinTone: 'Light',
    analysis: {
      color_palette: {
        recommended_colors: [
          { color: 'Coral', reason: 'r' },
          { color: 'Camel', reason: 'r' },
        ],
      },
      style_and_fit: { tops: [{ style: 's', reason: 'r' }], bottoms: [{ style: 's', reason: 'r' }] },
      estimated_size: { top_size: 'S', bottom_size: 'US 4', fit_preference: 'Regular fit' },
      skin_tone: 'Light',
      hair_color: 'Brown',
      body_type: 'Average',
      undertone: 'warm',
    },
    style: DEFAULT_STYLE_ANALYSIS,
  };
}

function fakeApi(overrides: Partial<CompletionApi> = {}) {
  const calls: string[] = [];
  const api: CompletionApi = {
    completeOnboarding: vi.fn(async () => (calls.push('complete'), user)),
    updateProfile: vi.fn(async () => (calls.push('profile'), {})),
    saveStylePreferences: vi.fn(async () => (calls.push('preferences'), {})),
    getStylePreferences: vi.fn(async () => ({ styleGoals: [], preferredStyle: 'Edgy', styles: ['Edgy'], colorPalette: ['Navy', 'Rust'], essentialItems: [] })),
    warn: vi.fn(),
    ...overrides,
  };
  return { api, calls };
}

describe('the completion sequence', () => {
  it('completes, then updates the profile, then saves the preferences', async () => {
    const { api, calls } = fakeApi();
    expect(await runCompletion(7, draft(), api)).toBe(user);
    expect(calls).toEqual(['complete', 'profile', 'preferences']);
    expect(api.updateProfile).toHaveBeenCalledWith(7, {
      fullName: 'Maya Chen',
      gender: 'female',
      age: 31,
      height: 66,
      weight: 130,
      bodyType: 'Average',
      skinTone: 'Light',
      hairColor: 'Brown',
    });
    expect(api.saveStylePreferences).toHaveBeenCalledWith(7, {
      styleGoals: DEFAULT_STYLE_ANALYSIS.styleGoals,
      preferredStyle: 'Smart Casual',
      styles: ['Smart Casual'],
      colorPalette: ['Coral', 'Camel'],
      essentialItems: DEFAULT_STYLE_ANALYSIS.essentialItems,
    });
  });

  it('saves every style picked on the tiles, the first leading, and the departments when chosen', async () => {
    const { api } = fakeApi();
    const d = draft();
    d.style = { ...DEFAULT_STYLE_ANALYSIS, styles: ['Streetwear', 'Edgy'] };
    d.basic = { ...d.basic, gender: 'non_binary', departments: 'both' };
    await runCompletion(7, d, api);
    expect(api.saveStylePreferences).toHaveBeenCalledWith(7, expect.objectContaining({ preferredStyle: 'Streetwear', styles: ['Streetwear', 'Edgy'] }));
    expect(api.updateProfile).toHaveBeenCalledWith(7, expect.objectContaining({ gender: 'non_binary', departments: 'both' }));
  });

  it('Skip for now finishes without a style profile, and without one saved', async () => {
    const { api, calls } = fakeApi();
    expect(await runCompletion(7, { ...draft(), style: null }, api, { skipStyle: true })).toBe(user);
    expect(calls).toEqual(['complete', 'profile']);
    expect(api.saveStylePreferences).not.toHaveBeenCalled();
  });

  it('only warns when the profile update fails, and carries on', async () => {
    const calls: string[] = [];
    const { api } = fakeApi({
      updateProfile: vi.fn(async () => {
        calls.push('profile');
        throw new Error('500: boom');
      }),
      saveStylePreferences: vi.fn(async () => (calls.push('preferences'), {})),
    });
    expect(await runCompletion(7, draft(), api)).toBe(user);
    expect(api.warn).toHaveBeenCalledWith('Profile update failed; onboarding continues', expect.any(Error));
    expect(calls).toEqual(['profile', 'preferences']);
  });

  it('stores empty height as null', async () => {
    const { api } = fakeApi();
    const d = draft();
    d.basic = { ...d.basic, heightFeet: '', heightInches: '', weight: '' };
    await runCompletion(7, d, api);
    expect(api.updateProfile).toHaveBeenCalledWith(7, expect.objectContaining({ height: null, weight: null }));
  });

  it('stops with a hint when the user, the name or the style data is missing, or completion fails', async () => {
    const { api } = fakeApi();
    await expect(runCompletion(undefined, draft(), api)).rejects.toThrow(/sign in/);
    await expect(runCompletion(7, { ...draft(), basic: { ...draft().basic, fullName: ' ' } }, api)).rejects.toThrow(/full name/);
    await expect(runCompletion(7, { ...draft(), style: null }, api)).rejects.toThrow(/style conversation/);
    expect(api.completeOnboarding).not.toHaveBeenCalled();
    const failing = fakeApi({ completeOnboarding: vi.fn(async () => Promise.reject(new Error('Network down'))) });
    await expect(runCompletion(7, draft(), failing.api)).rejects.toBeInstanceOf(CompletionError);
    expect(failing.api.updateProfile).not.toHaveBeenCalled();
  });

  it('a finished profile is not replaced without the confirm: a 409 stops before anything is written, and the confirm is sent on', async () => {
    const conflict = Object.assign(new Error('You already have a style profile.'), { status: 409 });
    const refused = fakeApi({ completeOnboarding: vi.fn(async () => Promise.reject(conflict)) });
    await expect(runCompletion(7, draft(), refused.api)).rejects.toBeInstanceOf(ProfileExistsError);
    expect(refused.api.updateProfile).not.toHaveBeenCalled();
    expect(refused.api.saveStylePreferences).not.toHaveBeenCalled();

    const { api, calls } = fakeApi();
    await runCompletion(7, draft(), api, { replaceProfile: true });
    expect(api.completeOnboarding).toHaveBeenCalledWith(7, { replaceProfile: true });
    expect(calls).toEqual(['complete', 'profile', 'preferences']);
  });

  it('a retaken style chat (styleOnly) leaves the person alone and keeps the stored colors when no photos were analysed', async () => {
    const { api, calls } = fakeApi();
    const d = { ...draft(), analysis: null, basic: { ...draft().basic, fullName: '' }, style: { ...DEFAULT_STYLE_ANALYSIS, styles: ['Bohemian'] } };
    await runCompletion(7, d, api, { replaceProfile: true, styleOnly: true });
    expect(calls).toEqual(['complete', 'preferences']);
    expect(api.updateProfile).not.toHaveBeenCalled();
    expect(api.saveStylePreferences).toHaveBeenCalledWith(7, expect.objectContaining({ preferredStyle: 'Bohemian', colorPalette: ['Navy', 'Rust'] }));
  });

  it('drops a color name the save would refuse instead of failing the profile', async () => {
    const { api } = fakeApi();
    const d = draft();
    d.analysis!.color_palette.recommended_colors.push({ color: '<b>', reason: 'r' });
    await runCompletion(7, d, api);
    expect(api.saveStylePreferences).toHaveBeenCalledWith(7, expect.objectContaining({ colorPalette: ['Coral', 'Camel'] }));
    expect(api.getStylePreferences).not.toHaveBeenCalled();
  });
});
