/** Height is stored in whole inches; people give it in feet and inches. */
export function splitHeight(inches: number | null): { feet: string; inches: string } {
  if (inches === null) return { feet: '', inches: '' };
  return { feet: String(Math.floor(inches / 12)), inches: String(inches % 12) };
}

/**
 * The total in inches, null when both are empty, or undefined when what was typed is not a
 * height (letters, a negative, 12 inches or more) so the form can say so under the field.
 */
export function joinHeight(feet: string, inches: string): number | null | undefined {
  const f = feet.trim();
  const i = inches.trim();
  if (f === '' && i === '') return null;
  if (!/^\d{1,2}$/.test(f || '0') || !/^\d{1,2}$/.test(i || '0')) return undefined;
  const extra = Number(i || '0');
  if (extra > 11) return undefined;
  return Number(f || '0') * 12 + extra;
}
