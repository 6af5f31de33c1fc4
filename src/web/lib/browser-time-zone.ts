import { canonicalTimeZone } from '../../shared/time-zone';

/**
 * The zone this browser is set to, for sign-up (issue 24, point 2); undefined when it reports
 * none or one the shared schema would refuse, so an odd browser never blocks a sign-up (the
 * account then takes its home city's zone).
 */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? (canonicalTimeZone(zone) ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
