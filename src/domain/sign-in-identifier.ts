import { normalizePhone } from './phone';

/**
 * What a person typed in the sign-in form's one field, read as exactly one kind of identifier:
 * an email (it has an @), a phone number (only digits and the punctuation people write numbers
 * with, and a valid number once normalised the way sign-up stores it), or else a username.
 * Usernames start with a letter (ZUsername), so no username can be mistaken for a number.
 * `key` is the normalised form the throttle counts on (ADR 0011).
 */
export type SignInIdentifier = { kind: 'email'; key: string } | { kind: 'phone'; key: string } | { kind: 'username'; key: string };

const PHONE_CHARACTERS = /^\+?[\d\s().\-\u2010-\u2015]+$/;

export function readSignInIdentifier(input: string): SignInIdentifier {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return { kind: 'email', key: trimmed.toLowerCase() };
  if (PHONE_CHARACTERS.test(trimmed)) {
    const phone = normalizePhone(trimmed);
    // A number that is not a valid one is still a phone attempt: it fails like any unknown identifier.
    return { kind: 'phone', key: phone.ok ? phone.e164 : trimmed.replace(/[^\d+]/g, '') };
  }
  return { kind: 'username', key: trimmed.toLowerCase() };
}
