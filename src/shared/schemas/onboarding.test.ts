import { describe, expect, it } from 'vitest';
import {
  basicInfoProblem,
  bodyForAnalysis,
  heightToInches,
  STEP_MESSAGES,
  styleStepProblem,
  ZAnalyzePhotosRequest,
  ZCompleteOnboardingRequest,
} from './onboarding';

const filled = { fullName: 'Maya Chen', age: '31', gender: 'female' as const, heightFeet: '5', heightInches: '6', weight: '130' };

describe('step 2 validation, in the spec order and words', () => {
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
