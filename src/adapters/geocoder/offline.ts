import type { GeocodeResult, GeocoderPort, GeoPlace } from './port';
import { foldName, townNamed } from './towns';
import { US_STATES } from './us-states';

/**
 * The embedded geocoder: US ZIP codes by their first three digits (the sectional centre's
 * area, accurate to a region, which is all the weather needs) and a few hundred kilometres'
 * worth of major cities, then every town of 15,000 people or more (towns.ts). No network; used alone in offline mode and as the fallback when
 * Open-Meteo's geocoding does not answer.
 */

type Row = [name: string, lat: number, lon: number, country: string];

/** ZIP3 ranges (inclusive) → the region's main city. */
// prettier-ignore
const ZIP3: [from: number, to: number, row: Row][] = [
  [10, 27, ['Boston, Massachusetts', 42.36, -71.06, 'US']],
  [28, 29, ['Providence, Rhode Island', 41.82, -71.41, 'US']],
  [30, 38, ['Manchester, New Hampshire', 42.99, -71.45, 'US']],
  [39, 49, ['Portland, Maine', 43.66, -70.26, 'US']],
  [50, 59, ['Burlington, Vermont', 44.48, -73.21, 'US']],
  [60, 69, ['Hartford, Connecticut', 41.76, -72.67, 'US']],
  [70, 89, ['Newark, New Jersey', 40.74, -74.17, 'US']],
  [100, 149, ['New York, New York', 40.71, -74.01, 'US']],
  [150, 196, ['Philadelphia, Pennsylvania', 39.95, -75.17, 'US']],
  [197, 199, ['Wilmington, Delaware', 39.74, -75.55, 'US']],
  [200, 219, ['Washington, District of Columbia', 38.9, -77.04, 'US']],
  [220, 246, ['Richmond, Virginia', 37.54, -77.44, 'US']],
  [247, 268, ['Charleston, West Virginia', 38.35, -81.63, 'US']],
  [270, 289, ['Charlotte, North Carolina', 35.23, -80.84, 'US']],
  [290, 299, ['Columbia, South Carolina', 34.0, -81.03, 'US']],
  [300, 319, ['Atlanta, Georgia', 33.75, -84.39, 'US']],
  [320, 349, ['Miami, Florida', 25.76, -80.19, 'US']],
  [350, 369, ['Birmingham, Alabama', 33.52, -86.8, 'US']],
  [370, 385, ['Nashville, Tennessee', 36.16, -86.78, 'US']],
  [386, 397, ['Jackson, Mississippi', 32.3, -90.18, 'US']],
  [400, 427, ['Louisville, Kentucky', 38.25, -85.76, 'US']],
  [430, 459, ['Columbus, Ohio', 39.96, -83.0, 'US']],
  [460, 479, ['Indianapolis, Indiana', 39.77, -86.16, 'US']],
  [480, 499, ['Detroit, Michigan', 42.33, -83.05, 'US']],
  [500, 528, ['Des Moines, Iowa', 41.59, -93.62, 'US']],
  [530, 549, ['Milwaukee, Wisconsin', 43.04, -87.91, 'US']],
  [550, 567, ['Minneapolis, Minnesota', 44.98, -93.27, 'US']],
  [570, 577, ['Sioux Falls, South Dakota', 43.55, -96.73, 'US']],
  [580, 588, ['Fargo, North Dakota', 46.88, -96.79, 'US']],
  [590, 599, ['Billings, Montana', 45.78, -108.5, 'US']],
  [600, 629, ['Chicago, Illinois', 41.88, -87.63, 'US']],
  [630, 658, ['St. Louis, Missouri', 38.63, -90.2, 'US']],
  [660, 679, ['Wichita, Kansas', 37.69, -97.34, 'US']],
  [680, 693, ['Omaha, Nebraska', 41.26, -95.93, 'US']],
  [700, 714, ['New Orleans, Louisiana', 29.95, -90.07, 'US']],
  [716, 729, ['Little Rock, Arkansas', 34.75, -92.29, 'US']],
  [730, 749, ['Oklahoma City, Oklahoma', 35.47, -97.52, 'US']],
  [750, 769, ['Dallas, Texas', 32.78, -96.8, 'US']],
  [770, 779, ['Houston, Texas', 29.76, -95.37, 'US']],
  [780, 789, ['San Antonio, Texas', 29.42, -98.49, 'US']],
  [790, 799, ['El Paso, Texas', 31.76, -106.49, 'US']],
  [800, 816, ['Denver, Colorado', 39.74, -104.99, 'US']],
  [820, 831, ['Cheyenne, Wyoming', 41.14, -104.82, 'US']],
  [832, 838, ['Boise, Idaho', 43.62, -116.2, 'US']],
  [840, 847, ['Salt Lake City, Utah', 40.76, -111.89, 'US']],
  [850, 865, ['Phoenix, Arizona', 33.45, -112.07, 'US']],
  [870, 884, ['Albuquerque, New Mexico', 35.08, -106.65, 'US']],
  [889, 898, ['Las Vegas, Nevada', 36.17, -115.14, 'US']],
  [900, 918, ['Los Angeles, California', 34.05, -118.24, 'US']],
  [919, 921, ['San Diego, California', 32.72, -117.16, 'US']],
  [922, 925, ['Riverside, California', 33.95, -117.4, 'US']],
  [926, 928, ['Santa Ana, California', 33.75, -117.87, 'US']],
  [930, 939, ['Fresno, California', 36.74, -119.79, 'US']],
  [940, 951, ['San Francisco, California', 37.77, -122.42, 'US']],
  [952, 961, ['Sacramento, California', 38.58, -121.49, 'US']],
  [967, 968, ['Honolulu, Hawaii', 21.31, -157.86, 'US']],
  [970, 979, ['Portland, Oregon', 45.52, -122.68, 'US']],
  [980, 994, ['Seattle, Washington', 47.61, -122.33, 'US']],
  [995, 999, ['Anchorage, Alaska', 61.22, -149.9, 'US']],
];

// prettier-ignore
const CITIES: Row[] = [
  ['New York, New York', 40.71, -74.01, 'US'], ['Brooklyn, New York', 40.68, -73.94, 'US'], ['Los Angeles, California', 34.05, -118.24, 'US'],
  ['Chicago, Illinois', 41.88, -87.63, 'US'], ['Houston, Texas', 29.76, -95.37, 'US'], ['Phoenix, Arizona', 33.45, -112.07, 'US'],
  ['Philadelphia, Pennsylvania', 39.95, -75.17, 'US'], ['San Antonio, Texas', 29.42, -98.49, 'US'], ['San Diego, California', 32.72, -117.16, 'US'],
  ['Dallas, Texas', 32.78, -96.8, 'US'], ['Austin, Texas', 30.27, -97.74, 'US'], ['San Jose, California', 37.34, -121.89, 'US'],
  ['San Francisco, California', 37.77, -122.42, 'US'], ['Oakland, California', 37.8, -122.27, 'US'], ['Seattle, Washington', 47.61, -122.33, 'US'],
  ['Portland, Oregon', 45.52, -122.68, 'US'], ['Denver, Colorado', 39.74, -104.99, 'US'], ['Boston, Massachusetts', 42.36, -71.06, 'US'],
  ['Washington, District of Columbia', 38.9, -77.04, 'US'], ['Atlanta, Georgia', 33.75, -84.39, 'US'], ['Miami, Florida', 25.76, -80.19, 'US'],
  ['Orlando, Florida', 28.54, -81.38, 'US'], ['Tampa, Florida', 27.95, -82.46, 'US'], ['Nashville, Tennessee', 36.16, -86.78, 'US'],
  ['Detroit, Michigan', 42.33, -83.05, 'US'], ['Minneapolis, Minnesota', 44.98, -93.27, 'US'], ['Las Vegas, Nevada', 36.17, -115.14, 'US'],
  ['Salt Lake City, Utah', 40.76, -111.89, 'US'], ['New Orleans, Louisiana', 29.95, -90.07, 'US'], ['Charlotte, North Carolina', 35.23, -80.84, 'US'],
  ['Honolulu, Hawaii', 21.31, -157.86, 'US'], ['Anchorage, Alaska', 61.22, -149.9, 'US'], ['Sacramento, California', 38.58, -121.49, 'US'],
  ['Pittsburgh, Pennsylvania', 40.44, -80.0, 'US'], ['St. Louis, Missouri', 38.63, -90.2, 'US'], ['Kansas City, Missouri', 39.1, -94.58, 'US'],
  ['Toronto, Ontario', 43.65, -79.38, 'CA'], ['Vancouver, British Columbia', 49.28, -123.12, 'CA'], ['Montreal, Quebec', 45.5, -73.57, 'CA'],
  ['London, England', 51.51, -0.13, 'GB'], ['Manchester, England', 53.48, -2.24, 'GB'], ['Dublin, Ireland', 53.35, -6.26, 'IE'],
  ['Paris, France', 48.86, 2.35, 'FR'], ['Berlin, Germany', 52.52, 13.4, 'DE'], ['Madrid, Spain', 40.42, -3.7, 'ES'],
  ['Rome, Italy', 41.9, 12.5, 'IT'], ['Amsterdam, Netherlands', 52.37, 4.9, 'NL'], ['Sydney, Australia', -33.87, 151.21, 'AU'],
  ['Melbourne, Australia', -37.81, 144.96, 'AU'], ['Tokyo, Japan', 35.68, 139.69, 'JP'], ['Mexico City, Mexico', 19.43, -99.13, 'MX'],
  // Places people pack for, so a trip there is dressed for its weather without the network.
  ['Lisbon, Portugal', 38.72, -9.14, 'PT'], ['Porto, Portugal', 41.15, -8.61, 'PT'], ['Barcelona, Spain', 41.39, 2.17, 'ES'],
  ['Florence, Italy', 43.77, 11.26, 'IT'], ['Venice, Italy', 45.44, 12.33, 'IT'], ['Athens, Greece', 37.98, 23.73, 'GR'],
  ['Reykjavik, Iceland', 64.15, -21.94, 'IS'], ['Edinburgh, Scotland', 55.95, -3.19, 'GB'], ['Prague, Czechia', 50.08, 14.44, 'CZ'],
  ['Vienna, Austria', 48.21, 16.37, 'AT'], ['Copenhagen, Denmark', 55.68, 12.57, 'DK'], ['Cancun, Mexico', 21.16, -86.85, 'MX'],
  ['Bangkok, Thailand', 13.76, 100.5, 'TH'], ['Bali, Indonesia', -8.34, 115.09, 'ID'],
  ['Kyoto, Japan', 35.01, 135.77, 'JP'], ['Marrakech, Morocco', 31.63, -7.99, 'MA'], ['Cape Town, South Africa', -33.92, 18.42, 'ZA'],
  ['Dubai, United Arab Emirates', 25.2, 55.27, 'AE'],
];

/** Every place the table can name: the cities, then the ZIP regions' main cities ('Portland, Maine'). */
const PLACES: Row[] = [
  ...CITIES,
  ...ZIP3.map(([, , row]) => row).filter(([name], i, rows) => !CITIES.some(([c]) => c === name) && rows.findIndex(([n]) => n === name) === i),
];

function toPlace([name, latitude, longitude, countryCode]: Row): GeoPlace {
  return { name, latitude, longitude, countryCode };
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A ZIP ('94110', '94110-1234') or a city ('San Francisco', 'San Francisco, CA', 'Paris, France'). */
export function geocodeOffline(query: string): GeoPlace | null {
  const q = query.trim();
  const zip = /^(\d{3})\d{2}(-\d{4})?$/.exec(q);
  if (zip) {
    const n = Number(zip[1]);
    const hit = ZIP3.find(([from, to]) => n >= from && n <= to);
    return hit ? toPlace(hit[2]) : null;
  }
  const [city = '', ...rest] = q.split(',').map(fold);
  if (!city) return null;
  const qualifier = rest.join(' ');
  const matches = PLACES.filter(([name]) => fold(name.split(',')[0]!) === city);
  // Beyond the table, the world's towns: a home in Lagos, Duluth or Chennai has its own weather and scale.
  const town = () => townNamed(foldName(q.split(',')[0]!), foldName(rest.length ? q.slice(q.indexOf(',') + 1) : ''), q.split(',')[0]!);
  if (matches.length === 0) return town();
  // The qualifier names the whole region ('Maine', 'France'), its country code, or a state by its
  // postal code ('ME' is Maine): never a few letters of a name ('la' is in 'Portland').
  const state = fold(US_STATES[qualifier.toUpperCase()] ?? '');
  const qualified = qualifier
    ? matches.find(([name, , , cc]) => {
        const region = fold(name.slice(name.indexOf(',') + 1));
        return region === qualifier || cc.toLowerCase() === qualifier || (cc === 'US' && region === state);
      })
    : undefined;
  if (qualified) return toPlace(qualified);
  // A qualifier the table's rows do not answer ('Paris, TX') may name another town of that name.
  return (qualifier ? town() : null) ?? toPlace(matches[0]!);
}

export class OfflineGeocoder implements GeocoderPort {
  readonly name = 'offline' as const;
  async geocode(query: string): Promise<GeocodeResult> {
    const place = geocodeOffline(query);
    return place ? { ok: true, place } : { ok: false, reason: 'not-found' };
  }
}
