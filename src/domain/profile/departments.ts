import type { Department, Gender } from '../../shared/constants';

export interface ShopperProfile {
  gender: Gender | null | undefined;
  departments?: Department | null | undefined;
}

/**
 * The departments a person shops (ADR 0094): what they chose, else read from their gender as
 * before the choice existed (a man shops menswear, a woman womenswear), and non-binary or
 * prefer-not-to-say shops both. Null: nothing said at all, so callers keep their own fallback.
 */
export function departmentsOf(p: ShopperProfile): Department | null {
  if (p.departments) return p.departments;
  switch (p.gender) {
    case 'male':
      return 'menswear';
    case 'female':
      return 'womenswear';
    case 'non_binary':
    case 'prefer_not_to_say':
      return 'both';
    default:
      return null;
  }
}

/**
 * The catalog's product gender for a department: 'any' never filters (both departments).
 * Nothing said keeps the shop's historical default (men), so an untouched profile sees what it saw.
 */
export function productGenderFor(p: ShopperProfile): 'men' | 'women' | 'any' {
  const d = departmentsOf(p);
  if (d === 'womenswear') return 'women';
  if (d === 'both') return 'any';
  return 'men';
}
