/**
 * °F first for US users, °C elsewhere. The geocoded home's country decides when the person has set
 * one; else the phone's country (+1 is the US and Canada's plan; Canada uses °C, but a +1 number
 * cannot tell them apart and most users are in the US); else a browser locale when given; else a US
 * ZIP or state in the home location.
 */
export function temperatureUnit(user: {
  phoneNumber?: string | null;
  locale?: string | null;
  homeLocation?: string | null;
  /** The geocoded home's country, when known. */
  homeCountry?: string | null;
}): 'F' | 'C' {
  // Where the person lives beats the phone's plan: a US number kept abroad, or any Canadian, reads °C at home.
  if (user.homeCountry) return ['US', 'LR', 'MM', 'BS', 'BZ', 'KY', 'PW', 'FM', 'MH'].includes(user.homeCountry.toUpperCase()) ? 'F' : 'C';
  const phone = user.phoneNumber?.trim();
  if (phone?.startsWith('+')) return phone.startsWith('+1') ? 'F' : 'C';
  const locale = user.locale?.trim();
  if (locale) return /^[a-z]{2,3}[-_](US|LR|MM|BS|BZ|KY|PW|FM|MH)\b/i.test(locale) ? 'F' : 'C';
  const home = user.homeLocation?.trim();
  if (home && !/^\d{5}(-\d{4})?$/.test(home) && !/,\s*[A-Z]{2}$/.test(home) && /,\s*\w/.test(home)) return 'C';
  return 'F';
}
