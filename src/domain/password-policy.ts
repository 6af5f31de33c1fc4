import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/constants';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * NIST 800-63B style: length limits and a block list of common passwords, no composition
 * rules. Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, context: { username?: string; phone?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'That password is too common. Please choose another.';
  if (/^(.)\1+$/.test(password)) return 'That password is too easy to guess. Please choose another.';
  if (context.username && lower === context.username.toLowerCase()) return 'Your password cannot be your username.';
  const phoneDigits = context.phone?.replace(/\D/g, '');
  const compact = password.replace(/[\s()+.-]/g, '');
  if (phoneDigits && /^\d{7,}$/.test(compact) && phoneDigits.endsWith(compact)) return 'Your password cannot be your phone number.';
  return null;
}
