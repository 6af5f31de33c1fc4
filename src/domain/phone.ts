import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Normalises a phone number to E.164. Numbers without a country code are read as US
 * numbers, the product's market. `max` metadata is used so that impossible numbers
 * (e.g. 555-0100 exchanges are fine, 000 area codes are not) are refused.
 */
export function normalizePhone(input: string): PhoneResult {
  const trimmed = input.trim();
  const parsed = parsePhoneNumberFromString(trimmed, 'US');
  if (!parsed || !parsed.isValid()) {
    return { ok: false, message: 'Please enter a valid phone number, e.g. (415) 555-0134 or +44 20 7946 0958.' };
  }
  return { ok: true, e164: parsed.number };
}

export function lastFourDigits(e164: string): string {
  return e164.replace(/\D/g, '').slice(-4);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const listFormat = new Intl.ListFormat('en', { type: 'disjunction' });

/**
 * Whether a number (E.164) is in a country we text (SMS_COUNTRIES): a message naming them when
 * not, so a number elsewhere (or a premium-rate one abroad) never gets an account to text.
 */
export function countryProblem(e164: string, countries: readonly string[]): string | null {
  const country = parsePhoneNumberFromString(e164)?.country;
  if (country && countries.includes(country)) return null;
  const names = countries.map((c) => regionNames.of(c) ?? c);
  return `We can only text numbers in ${listFormat.format(names)}. Please use a phone number from ${names.length === 1 ? 'there' : 'one of those countries'}.`;
}
