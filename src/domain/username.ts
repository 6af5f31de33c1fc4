/**
 * The spec derives the username from the full name and phone: name lowercased without
 * spaces, plus the last 4 digits of the phone. Two people can collide, so a numeric suffix
 * is added (decisions.md section 2).
 */
export function baseUsername(fullName: string, phoneNumber: string): string {
  const name = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const digits = phoneNumber.replace(/\D/g, '');
  return `${name || 'user'}${digits.slice(-4)}`;
}

/** The first free username: the base, then base2, base3, ... */
export function uniqueUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
