/**
 * An email or phone number as a change notice shows it (ADR 0101): enough for the owner to know
 * it is not theirs, not enough to hand a stranger's address to whoever reads the old inbox.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}•••${email.slice(at)}`;
}

/** The last four digits only: '+14155550134' reads 'a number ending in 0134'. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return digits.length >= 4 ? `a number ending in ${digits.slice(-4)}` : 'another number';
}
