import { describe, expect, it } from 'vitest';
import { departmentsOf, productGenderFor } from './departments';

describe('departmentsOf', () => {
  it('uses the chosen departments over the gender', () => {
    expect(departmentsOf({ gender: 'male', departments: 'womenswear' })).toBe('womenswear');
    expect(departmentsOf({ gender: 'female', departments: 'both' })).toBe('both');
  });
  it('reads the gender when no departments were chosen', () => {
    expect(departmentsOf({ gender: 'male' })).toBe('menswear');
    expect(departmentsOf({ gender: 'female', departments: null })).toBe('womenswear');
  });
  it('never narrows for non-binary or prefer not to say', () => {
    expect(departmentsOf({ gender: 'non_binary' })).toBe('both');
    expect(departmentsOf({ gender: 'prefer_not_to_say', departments: null })).toBe('both');
  });
  it('is null when nothing was said', () => {
    expect(departmentsOf({ gender: null })).toBeNull();
  });
});

describe('productGenderFor', () => {
  it('maps departments to the catalog and both to no filter', () => {
    expect(productGenderFor({ gender: 'non_binary' })).toBe('any');
    expect(productGenderFor({ gender: 'male', departments: 'both' })).toBe('any');
    expect(productGenderFor({ gender: null, departments: 'womenswear' })).toBe('women');
    expect(productGenderFor({ gender: 'female' })).toBe('women');
    expect(productGenderFor({ gender: null })).toBe('men');
  });
});
