import { timeZoneLabel } from '../../../../shared/time-zone';

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_/()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The zones whose name or label holds every word typed ('los ang', 'paris', 'america new'), the
 * selected one always kept so the select never loses its value.
 */
export function filterZones(names: readonly string[], query: string, selected: string): string[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...names];
  return names.filter((name) => {
    if (name === selected) return true;
    const haystack = `${fold(name)} ${fold(timeZoneLabel(name))}`;
    return words.every((w) => haystack.includes(w));
  });
}
