/** The free plan's refreshes left today; nothing to say when unlimited (null) or unknown (an outfit cached before the count existed). */
export function refreshesLeftLabel(left: number | null | undefined): string | null {
  if (left === null || left === undefined) return null;
  if (left === 0) return 'No refreshes left today';
  return `${left} refresh${left === 1 ? '' : 'es'} left today`;
}
