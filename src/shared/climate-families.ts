/**
 * The world's broad climates: a family from a place's latitude and country, and each family's
 * monthly normals. Read by the stylist (a trip's destination) and by the embedded weather (a home
 * far from every measured city), so a home in Lagos is tropical in December rather than London's.
 * Coarse on purpose: a packing list or a fallback day needs the season's family, not a forecast.
 */

export type ClimateFamily = 'tropical' | 'desert' | 'mediterranean' | 'humid subtropical' | 'oceanic' | 'continental' | 'subarctic' | 'alpine' | 'highland';

/** [min °C, max °C, chance of rain on a day %] for each month, northern hemisphere. Rounded, representative. */
type Normal = readonly [number, number, number];

// prettier-ignore
const NORMALS: Record<ClimateFamily, readonly Normal[]> = {
  tropical: [[23, 29, 30], [23, 29, 30], [23, 30, 30], [24, 31, 30], [25, 31, 45], [25, 31, 55], [25, 32, 55], [25, 32, 55], [25, 31, 60], [24, 30, 55], [24, 29, 40], [23, 29, 30]],
  desert: [[12, 23, 5], [13, 25, 5], [16, 28, 5], [20, 33, 3], [24, 38, 2], [27, 41, 1], [29, 42, 2], [29, 41, 3], [26, 38, 2], [21, 33, 3], [16, 28, 4], [13, 24, 6]],
  mediterranean: [[6, 14, 45], [7, 15, 40], [9, 18, 35], [11, 20, 30], [14, 23, 20], [17, 27, 10], [19, 30, 5], [20, 30, 5], [18, 27, 15], [14, 23, 35], [10, 18, 45], [7, 15, 50]],
  'humid subtropical': [[2, 10, 30], [3, 11, 35], [6, 15, 40], [11, 20, 40], [16, 24, 40], [20, 27, 50], [24, 31, 45], [25, 32, 40], [21, 28, 45], [15, 22, 40], [9, 17, 35], [4, 12, 30]],
  oceanic: [[3, 8, 55], [3, 9, 45], [4, 12, 45], [6, 15, 40], [9, 18, 40], [12, 21, 35], [14, 23, 35], [14, 23, 40], [12, 20, 40], [9, 16, 50], [6, 11, 55], [4, 9, 55]],
  continental: [[-6, 2, 35], [-5, 4, 33], [0, 10, 37], [5, 16, 38], [11, 22, 37], [16, 27, 33], [19, 29, 30], [18, 28, 30], [14, 24, 28], [7, 17, 28], [2, 9, 33], [-3, 3, 35]],
  subarctic: [[-5, 1, 55], [-5, 2, 50], [-3, 4, 50], [0, 8, 45], [5, 14, 40], [9, 18, 45], [12, 21, 45], [11, 19, 50], [7, 14, 50], [3, 8, 55], [-1, 3, 55], [-4, 1, 55]],
  alpine: [[-9, 0, 45], [-9, 1, 45], [-5, 5, 45], [-1, 9, 50], [3, 14, 55], [7, 18, 55], [9, 21, 50], [9, 20, 50], [5, 16, 45], [1, 11, 40], [-4, 4, 45], [-8, 0, 45]],
  highland: [[6, 21, 10], [7, 23, 10], [9, 25, 15], [11, 26, 25], [12, 26, 45], [13, 24, 65], [12, 23, 70], [12, 23, 70], [12, 22, 65], [10, 22, 40], [8, 21, 15], [6, 20, 10]],
};

/** Mid-latitude countries warmed and wetted by the ocean all year. */
const OCEANIC: ReadonlySet<string> = new Set(['GB', 'IE', 'FR', 'BE', 'NL', 'LU', 'DK', 'NZ', 'IM', 'JE', 'GG', 'FO']);
/** Mid-latitude countries of dry summers and mild, wet winters. */
const MEDITERRANEAN: ReadonlySet<string> = new Set(['PT', 'ES', 'IT', 'GR', 'HR', 'MT', 'CY', 'TR', 'IL', 'LB', 'MA', 'TN', 'DZ', 'LY', 'AL', 'ME']);
/** Countries whose settled land is mostly hot desert (Dubai, Riyadh, Doha, Cairo): dry, with mild winters and very hot summers. */
const DESERT: ReadonlySet<string> = new Set(['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'EG', 'JO', 'IQ']);
/** A broad climate from latitude and country. */
export function climateAt(lat: number, country: string): ClimateFamily {
  const a = Math.abs(lat);
  if (a < 35 && DESERT.has(country)) return 'desert';
  if (a < 23.5) return 'tropical';
  if (a < 33) return MEDITERRANEAN.has(country) ? 'mediterranean' : 'humid subtropical';
  if (a < 45) return OCEANIC.has(country) ? 'oceanic' : MEDITERRANEAN.has(country) ? 'mediterranean' : a < 38 ? 'humid subtropical' : 'continental';
  if (a < 60) return OCEANIC.has(country) ? 'oceanic' : 'continental';
  return 'subarctic';
}

/** One month's [min °C, max °C, chance of rain %] for a family, the southern hemisphere's seasons flipped. */
export function familyMonth(climate: ClimateFamily, south: boolean, month: number): Normal {
  return NORMALS[climate][south ? (month + 6) % 12 : month]!;
}
