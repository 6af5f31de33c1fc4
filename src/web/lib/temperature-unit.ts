import { renderLocale } from './render-env';

/**
 * °F first for US users, °C elsewhere (issue 16): the phone's country when there is a phone
 * (+1), else the browser's locale.
 */
export function temperatureUnitFor(user: { phoneNumber: string | null } | null, locale: string = renderLocale()): 'F' | 'C' {
  const phone = user?.phoneNumber?.trim();
  if (phone?.startsWith('+')) return phone.startsWith('+1') ? 'F' : 'C';
  return /^[a-z]{2,3}[-_](US|LR|MM)\b/i.test(locale) || /^en$/i.test(locale) ? 'F' : 'C';
}
