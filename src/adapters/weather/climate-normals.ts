import { climateAt, familyMonth } from '../../shared/climate-families';
import type { TIMEZONES } from '../../shared/constants';
import { describeWeather, type WeatherPort, type WeatherQuery, type WeatherReport } from './port';

/** [min °C, max °C, chance of precipitation %, precipitation mm per day, wind km/h] for one month. */
type MonthNormal = readonly [number, number, number, number, number];

/**
 * Monthly climate normals (rounded 1991-2020 averages) for one representative city per supported
 * timezone. Coarse by design: they are the fallback when no forecast is available.
 */
export const CLIMATE_NORMALS: Record<(typeof TIMEZONES)[number]['value'], { region: string; city: string; months: readonly MonthNormal[] }> = {
  'America/New_York': {
    region: 'Eastern US',
    city: 'New York',
    months: [
      [-3, 4, 35, 2.9, 19],
      [-2, 6, 33, 2.8, 19],
      [2, 10, 35, 3.5, 19],
      [7, 17, 35, 3.3, 18],
      [12, 22, 35, 3.1, 16],
      [18, 27, 33, 3.2, 15],
      [21, 29, 33, 3.7, 14],
      [20, 29, 30, 3.4, 14],
      [17, 25, 27, 3.3, 15],
      [11, 18, 27, 3.1, 16],
      [5, 12, 30, 3.0, 17],
      [0, 6, 35, 3.3, 18],
    ],
  },
  'America/Chicago': {
    region: 'Central US',
    city: 'Chicago',
    months: [
      [-9, 0, 37, 1.6, 20],
      [-7, 2, 33, 1.7, 20],
      [-2, 9, 37, 2.2, 21],
      [4, 15, 40, 3.1, 21],
      [10, 21, 37, 3.3, 18],
      [16, 27, 33, 3.6, 16],
      [19, 29, 30, 3.2, 14],
      [18, 28, 30, 3.3, 14],
      [14, 24, 27, 2.7, 15],
      [7, 17, 30, 2.6, 18],
      [1, 9, 33, 2.4, 20],
      [-6, 2, 37, 1.9, 20],
    ],
  },
  'America/Denver': {
    region: 'Mountain US',
    city: 'Denver',
    months: [
      [-8, 7, 17, 0.4, 14],
      [-7, 8, 20, 0.5, 14],
      [-3, 12, 27, 0.9, 16],
      [1, 16, 30, 1.3, 16],
      [7, 21, 35, 1.8, 15],
      [12, 28, 30, 1.5, 14],
      [15, 31, 33, 1.7, 13],
      [14, 30, 33, 1.6, 13],
      [9, 25, 23, 1.1, 13],
      [2, 18, 20, 0.8, 13],
      [-4, 11, 17, 0.6, 14],
      [-8, 6, 17, 0.4, 14],
    ],
  },
  'America/Los_Angeles': {
    region: 'Pacific US',
    city: 'Los Angeles',
    months: [
      [9, 20, 20, 2.5, 10],
      [10, 20, 22, 3.1, 11],
      [11, 21, 18, 1.9, 12],
      [12, 22, 10, 0.7, 13],
      [14, 23, 5, 0.3, 13],
      [16, 25, 2, 0.1, 13],
      [18, 28, 1, 0.0, 12],
      [18, 29, 1, 0.0, 12],
      [17, 28, 3, 0.1, 11],
      [15, 26, 7, 0.6, 11],
      [11, 23, 10, 0.9, 10],
      [9, 20, 18, 1.9, 10],
    ],
  },
  'America/Phoenix': {
    region: 'Arizona',
    city: 'Phoenix',
    months: [
      [8, 19, 12, 0.7, 8],
      [9, 21, 12, 0.7, 9],
      [12, 25, 10, 0.6, 10],
      [16, 29, 5, 0.2, 11],
      [21, 35, 3, 0.1, 11],
      [26, 40, 2, 0.0, 11],
      [29, 41, 15, 0.8, 12],
      [28, 40, 16, 0.9, 11],
      [25, 37, 10, 0.5, 10],
      [18, 31, 7, 0.5, 9],
      [11, 24, 8, 0.5, 8],
      [7, 19, 12, 0.7, 8],
    ],
  },
  'America/Anchorage': {
    region: 'Alaska',
    city: 'Anchorage',
    months: [
      [-12, -4, 30, 0.6, 11],
      [-10, -2, 28, 0.6, 11],
      [-8, 1, 25, 0.5, 12],
      [-2, 7, 22, 0.4, 12],
      [4, 13, 22, 0.6, 13],
      [9, 17, 28, 0.9, 13],
      [11, 19, 40, 1.5, 12],
      [10, 18, 50, 2.4, 11],
      [5, 13, 50, 2.3, 12],
      [-2, 5, 40, 1.4, 12],
      [-9, -2, 33, 0.9, 11],
      [-11, -4, 33, 0.8, 11],
    ],
  },
  'Pacific/Honolulu': {
    region: 'Hawaii',
    city: 'Honolulu',
    months: [
      [19, 27, 30, 1.8, 16],
      [19, 27, 27, 1.6, 17],
      [20, 28, 30, 1.6, 19],
      [21, 28, 25, 0.8, 20],
      [22, 29, 20, 0.5, 20],
      [23, 30, 18, 0.3, 21],
      [24, 31, 22, 0.4, 22],
      [24, 32, 20, 0.4, 22],
      [24, 31, 20, 0.6, 19],
      [23, 31, 25, 1.2, 18],
      [22, 29, 30, 1.8, 18],
      [20, 27, 32, 2.3, 17],
    ],
  },
};

/** Where each timezone's normals were measured, so a geocoded home finds its nearest region. */
const TIMEZONE_POINTS: Record<keyof typeof CLIMATE_NORMALS, [number, number]> = {
  'America/New_York': [40.71, -74.01],
  'America/Chicago': [41.88, -87.63],
  'America/Denver': [39.74, -104.99],
  'America/Los_Angeles': [34.05, -118.24],
  'America/Phoenix': [33.45, -112.07],
  'America/Anchorage': [61.22, -149.9],
  'Pacific/Honolulu': [21.31, -157.86],
};

/** More regions with normals of their own (issue 16: San Francisco is not 'Eastern US'). Rounded 1991-2020 averages. */
// prettier-ignore
export const REGIONAL_NORMALS: { region: string; city: string; point: [number, number]; months: readonly MonthNormal[] }[] = [
  { region: 'Bay Area', city: 'San Francisco', point: [37.77, -122.42], months: [
    [8, 14, 45, 3.6, 14], [9, 16, 45, 3.6, 15], [9, 17, 40, 2.4, 18], [10, 18, 25, 1.2, 20], [11, 19, 12, 0.4, 22], [12, 21, 5, 0.1, 22],
    [13, 21, 2, 0.0, 21], [13, 22, 2, 0.0, 20], [13, 23, 5, 0.1, 18], [12, 21, 15, 0.8, 16], [10, 17, 35, 2.0, 14], [8, 14, 45, 3.2, 14]] },
  { region: 'Pacific Northwest', city: 'Seattle', point: [47.61, -122.33], months: [
    [3, 8, 60, 4.5, 15], [3, 10, 55, 3.4, 15], [4, 12, 60, 3.2, 15], [6, 15, 50, 2.2, 15], [8, 18, 40, 1.6, 14], [11, 21, 30, 1.2, 13],
    [13, 25, 15, 0.5, 13], [13, 25, 15, 0.6, 12], [11, 22, 25, 1.3, 12], [8, 16, 45, 2.8, 13], [5, 11, 60, 5.0, 15], [3, 8, 60, 4.8, 15]] },
  { region: 'South Florida', city: 'Miami', point: [25.76, -80.19], months: [
    [16, 24, 25, 1.7, 16], [17, 25, 25, 1.7, 17], [18, 26, 25, 2.0, 17], [20, 28, 25, 2.5, 17], [23, 30, 35, 4.5, 16], [25, 31, 55, 8.0, 14],
    [25, 32, 55, 5.5, 13], [26, 32, 60, 6.5, 13], [25, 31, 60, 7.5, 13], [23, 29, 45, 5.5, 15], [20, 27, 30, 2.8, 16], [18, 25, 25, 2.0, 16]] },
  { region: 'Texas', city: 'Houston', point: [29.76, -95.37], months: [
    [8, 17, 30, 2.7, 16], [10, 19, 30, 2.2, 17], [13, 23, 30, 2.6, 18], [16, 26, 27, 2.4, 18], [21, 30, 30, 3.8, 17], [24, 33, 33, 5.0, 15],
    [25, 34, 30, 3.2, 14], [25, 35, 30, 3.2, 13], [22, 32, 30, 3.5, 13], [17, 28, 27, 3.6, 14], [12, 22, 27, 2.7, 16], [9, 18, 30, 2.6, 16]] },
  { region: 'Southern England', city: 'London', point: [51.51, -0.13], months: [
    [3, 8, 55, 1.8, 20], [3, 9, 45, 1.4, 19], [4, 12, 45, 1.3, 19], [6, 15, 40, 1.5, 18], [9, 18, 40, 1.6, 17], [12, 21, 35, 1.5, 16],
    [14, 24, 35, 1.5, 16], [14, 23, 40, 1.7, 15], [12, 20, 40, 1.6, 16], [9, 16, 50, 2.2, 17], [6, 11, 55, 2.1, 18], [4, 9, 55, 1.8, 19]] },
];

function distanceKm([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** Past this distance a measured city says less of a place than its latitude's climate does (Lagos is not London). */
const FARTHEST_MEASURED_KM = 1_500;

/**
 * Cities high enough that their latitude's climate says little of them (Bogotá at 2,640 m is no tropical lowland): where,
 * and how high in metres. Data, read by the lapse rate below.
 */
// prettier-ignore
const HIGHLANDS: readonly { point: [number, number]; metres: number }[] = [
  { point: [4.71, -74.07], metres: 2640 }, // Bogotá
  { point: [-0.18, -78.47], metres: 2850 }, // Quito
  { point: [-16.5, -68.15], metres: 3640 }, // La Paz
  { point: [-13.53, -71.97], metres: 3400 }, // Cusco
  { point: [-17.39, -66.16], metres: 2560 }, // Cochabamba
  { point: [-16.41, -71.54], metres: 2335 }, // Arequipa
  { point: [6.24, -75.58], metres: 1495 }, // Medellín
  { point: [5.07, -75.52], metres: 2160 }, // Manizales
  { point: [14.63, -90.51], metres: 1500 }, // Guatemala City
  { point: [19.43, -99.13], metres: 2240 }, // Mexico City
  { point: [19.29, -99.65], metres: 2660 }, // Toluca
  { point: [19.04, -98.21], metres: 2135 }, // Puebla
  { point: [9.03, 38.74], metres: 2355 }, // Addis Ababa
  { point: [-1.29, 36.82], metres: 1795 }, // Nairobi
  { point: [-1.95, 30.06], metres: 1567 }, // Kigali
  { point: [15.32, 38.93], metres: 2325 }, // Asmara
  { point: [15.37, 44.19], metres: 2250 }, // Sana'a
  { point: [-26.2, 28.05], metres: 1753 }, // Johannesburg
  { point: [-17.83, 31.05], metres: 1490 }, // Harare
  { point: [34.53, 69.17], metres: 1790 }, // Kabul
  { point: [27.72, 85.32], metres: 1400 }, // Kathmandu
  { point: [27.47, 89.64], metres: 2330 }, // Thimphu
  { point: [29.65, 91.17], metres: 3650 }, // Lhasa
  { point: [25.04, 102.71], metres: 1890 }, // Kunming
  { point: [39.74, -104.99], metres: 1609 }, // Denver
];
/** How far a highland city's height reaches. */
const HIGHLAND_REACH_KM = 40;
/** Degrees lost per kilometre of height: nights cool faster than days, so the range widens up high. */
const LAPSE_C_PER_KM = { min: 6, max: 4.5 };

/** The height of a highland city at a point, in km, or 0. */
function heightKm(here: [number, number]): number {
  return (HIGHLANDS.find((h) => distanceKm(here, h.point) <= HIGHLAND_REACH_KM)?.metres ?? 0) / 1000;
}

/** A broad climate's months as normals: rain by chance, a typical drizzle and breeze; cooler by the height of a highland city. */
function familyNormals(latitude: number, country: string, km = 0): readonly MonthNormal[] {
  const climate = climateAt(latitude, country);
  return Array.from({ length: 12 }, (_, m) => {
    const [min, max, rain] = familyMonth(climate, latitude < 0, m);
    return [Math.round(min - LAPSE_C_PER_KM.min * km), Math.round(max - LAPSE_C_PER_KM.max * km), rain, Math.round(rain / 10) / 2, 12] as const;
  });
}

/** The normals measured nearest to a point: the user's own region, not their timezone's; far from all of them, the latitude's climate. */
export function nearestNormals(
  latitude: number,
  longitude: number,
  /** The home's country, when known: the ocean's countries (New Zealand, Ireland) and the Mediterranean's have climates of their own. */
  country = '',
): { region: string; city: string; months: readonly MonthNormal[] } {
  const all = [
    ...Object.entries(CLIMATE_NORMALS).map(([tz, n]) => ({ ...n, point: TIMEZONE_POINTS[tz as keyof typeof CLIMATE_NORMALS] })),
    ...REGIONAL_NORMALS,
  ];
  const here: [number, number] = [latitude, longitude];
  const nearest = all.reduce((best, n) => (distanceKm(here, n.point) < distanceKm(here, best.point) ? n : best));
  // A highland city is its own climate: a measured lowland city near it (Houston for Mexico City) says less than its height.
  const km = heightKm(here);
  if (distanceKm(here, nearest.point) <= FARTHEST_MEASURED_KM && (km === 0 || distanceKm(here, nearest.point) <= HIGHLAND_REACH_KM)) return nearest;
  return { region: `${Math.abs(Math.round(latitude))}°${latitude < 0 ? 'S' : 'N'}`, city: '', months: familyNormals(latitude, country, km) };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Typical weather for the user's timezone region and month; labelled so nobody mistakes it for a forecast. */
export function typicalWeather(query: WeatherQuery): WeatherReport {
  const point = query.coordinates ?? query.regionHint;
  const normals = point
    ? nearestNormals(point.latitude, point.longitude, point.countryCode ?? '')
    : (CLIMATE_NORMALS[query.timezone as keyof typeof CLIMATE_NORMALS] ?? CLIMATE_NORMALS['America/New_York']);
  const month = Math.min(Math.max(Number(query.date.slice(5, 7)) - 1, 0), 11);
  const [minTempC, maxTempC, precipitationProbability, precipitationMm, windKph] = normals.months[month]!;
  return {
    source: 'typical',
    label: 'Typical weather',
    summary: `${describeWeather(minTempC, maxTempC, precipitationProbability, windKph)} (typical for ${MONTHS[month]})`,
    minTempC,
    maxTempC,
    precipitationProbability,
    precipitationMm,
    windKph,
    // The user's own place when known ('Typical weather in San Francisco, California'), else the region's.
    place: point?.place ?? normals.region,
  };
}

/** The embedded default: no network, climate normals only. */
export class TypicalWeather implements WeatherPort {
  readonly name = 'typical' as const;
  async forDay(query: WeatherQuery): Promise<WeatherReport> {
    return typicalWeather(query);
  }
}
