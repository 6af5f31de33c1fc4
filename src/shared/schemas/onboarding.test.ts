import { describe, expect, it } from 'vitest';
import { GENDERS } from '../constants';
import { ZUpdateProfileRequest, ZUser } from './auth';
import {
  basicInfoProblem,
  basicInfoProblems,
  bodyForAnalysis,
  heightToInches,
  STEP_MESSAGES,
  styleStepProblem,
  styleStepProblems,
  ZAnalyzePhotosRequest,
  ZCompleteOnboardingRequest,
  ZStyleAnalysis,
} from './onboarding';
import { STYLE_DIRECTIONS, ZStylePreferences } from './stylist';

const filled = { fullName: 'Maya Chen', age: '31', gender: 'female' as const, heightFeet: '5', heightInches: '6', weight: '130' };

describe('step 2 validation, in the spec order and words', () => {
  it('reports every problem of step 2 at once, each under its field', () => {
    expect(basicInfoProblems({ ...filled, fullName: '', age: '', gender: '', weight: '12' })).toEqual({
      fullName: STEP_MESSAGES.fullName,
      age: STEP_MESSAGES.age,
      gender: STEP_MESSAGES.gender,
      weight: expect.stringMatching(/whole number/),
    });
    expect(basicInfoProblems(filled)).toEqual({});
  });
  it('accepts every gender offered, and departments are optional', () => {
    for (const gender of GENDERS) expect(basicInfoProblems({ ...filled, gender })).toEqual({});
    expect(basicInfoProblems({ ...filled, gender: 'non_binary', departments: 'both' })).toEqual({});
  });
  it('reports the style step per field, a picked tile counting as a style', () => {
    expect(styleStepProblems({ styleGoals: [], preferredStyle: '', styles: [] })).toEqual({
      styleGoals: STEP_MESSAGES.styleGoals,
      preferredStyle: STEP_MESSAGES.preferredStyle,
    });
    expect(styleStepProblems({ styleGoals: ['Look sharp'], preferredStyle: '', styles: ['Streetwear'] })).toEqual({});
  });
  it('checks name, then age, then gender', () => {
    expect(basicInfoProblem({ ...filled, fullName: ' ', age: '', gender: '' })).toBe('Please provide your full name');
    expect(basicInfoProblem({ ...filled, age: '', gender: '' })).toBe('Please provide your age');
    expect(basicInfoProblem({ ...filled, gender: '' })).toBe('Please select your gender');
    expect(basicInfoProblem(filled)).toBeNull();
  });
  it('wants whole numbers for age and weight', () => {
    expect(basicInfoProblem({ ...filled, age: '31.5' })).toBe(STEP_MESSAGES.age);
    expect(basicInfoProblem({ ...filled, age: '7' })).toMatch(/between 13 and 120/);
    expect(basicInfoProblem({ ...filled, weight: '130.2' })).toMatch(/whole number/);
    expect(basicInfoProblem({ ...filled, weight: '' })).toBeNull();
  });
  it('height and weight are optional', () => {
    expect(basicInfoProblem({ ...filled, heightFeet: '', heightInches: '', weight: '' })).toBeNull();
  });
});

describe('step 4 validation', () => {
  it('needs goals, then a style', () => {
    expect(styleStepProblem({ styleGoals: [], preferredStyle: '' })).toBe(STEP_MESSAGES.styleGoals);
    expect(styleStepProblem({ styleGoals: ['  '], preferredStyle: 'Smart Casual' })).toBe(STEP_MESSAGES.styleGoals);
    expect(styleStepProblem({ styleGoals: ['Look sharp'], preferredStyle: '' })).toBe(STEP_MESSAGES.preferredStyle);
    expect(styleStepProblem({ styleGoals: ['Look sharp'], preferredStyle: 'Smart Casual' })).toBeNull();
  });
});

describe('units', () => {
  it('stores height as total inches, null when zero or empty', () => {
    expect(heightToInches('5', '10')).toBe(70);
    expect(heightToInches('6', '')).toBe(72);
    expect(heightToInches('', '')).toBeNull();
    expect(heightToInches('0', '0')).toBeNull();
  });
  it('converts inches and pounds for the photo analysis, with 170 cm / 70 kg by default', () => {
    expect(bodyForAnalysis(70, 165)).toEqual({ height: 178, weight: 75 });
    expect(bodyForAnalysis(null, null)).toEqual({ height: 170, weight: 70 });
  });
  it('parses the analysis and completion bodies', () => {
    expect(ZAnalyzePhotosRequest.parse({ photos: ['data:image/jpeg;base64,AA=='] })).toMatchObject({ height: 170, weight: 70 });
    expect(ZCompleteOnboardingRequest.safeParse(undefined).success).toBe(true);
    expect(ZCompleteOnboardingRequest.safeParse({}).success).toBe(true);
    expect(ZCompleteOnboardingRequest.safeParse({ a: 1 }).success).toBe(false);
  });
});

describe('gender, departments and styles (issue 27)', () => {
  it('takes the four genders, the words people use for them, and the original values unchanged', () => {
    for (const gender of GENDERS) expect(ZUpdateProfileRequest.parse({ gender }).gender).toBe(gender);
    expect(ZUpdateProfileRequest.parse({ gender: 'Woman' }).gender).toBe('female');
    expect(ZUpdateProfileRequest.parse({ gender: 'man' }).gender).toBe('male');
    expect(ZUpdateProfileRequest.parse({ gender: 'Non-binary' }).gender).toBe('non_binary');
    expect(ZUpdateProfileRequest.safeParse({ gender: 'other' }).success).toBe(false);
  });
  it('takes departments womenswear, menswear or both, or null to follow the gender', () => {
    for (const departments of ['womenswear', 'menswear', 'both', null]) expect(ZUpdateProfileRequest.parse({ departments }).departments).toBe(departments);
    const bad = ZUpdateProfileRequest.safeParse({ departments: 'kids' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Choose womenswear, menswear or both');
    expect(ZUser.shape.departments.safeParse(null).success).toBe(true);
  });
  it('offers eight or more style directions, each with a picture', () => {
    expect(STYLE_DIRECTIONS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STYLE_DIRECTIONS.map((d) => d.image)).size).toBe(STYLE_DIRECTIONS.length);
  });
  it('keeps a style profile without a list valid (older clients) and bounds the list', () => {
    expect(ZStylePreferences.parse({ preferredStyle: 'Smart Casual' }).styles).toBeUndefined();
    expect(ZStylePreferences.parse({ preferredStyle: 'Streetwear', styles: ['Streetwear', 'Edgy'] }).styles).toEqual(['Streetwear', 'Edgy']);
    expect(ZStylePreferences.safeParse({ styles: Array.from({ length: 11 }, (_, i) => `Style ${i}`) }).success).toBe(false);
  });
  it('carries closet drafts beside the checklist, a draft without a colour allowed', () => {
    const base = { styleGoals: ['Look sharp'], preferredStyle: 'Smart Casual', essentialItems: [] };
    expect(ZStyleAnalysis.parse(base).closetDrafts).toBeUndefined();
    expect(ZStyleAnalysis.parse({ ...base, closetDrafts: [{ name: 'Jeans', category: 'Bottoms', color: '' }] }).closetDrafts).toHaveLength(1);
    expect(ZStyleAnalysis.safeParse({ ...base, closetDrafts: [{ name: 'Cape', category: 'Capes', color: '' }] }).success).toBe(false);
  });
});
