import { dressingWeather, isRainLikely, isWindy, temperatureBand } from '../stylist/weather-bands';

/** The weather a look was dressed for, or is now forecast: what decides whether it still suits. */
export interface LookWeather {
  minTempC: number;
  maxTempC: number;
  precipitationProbability: number;
  precipitationMm?: number;
  windKph: number;
  source: 'forecast' | 'typical';
}

const full = (w: LookWeather) => ({ ...w, precipitationMm: w.precipitationMm ?? 0 });
const degrees = (c: number) => `${Math.round(c)}°C`;

/**
 * Why a planned look no longer suits its day (issue 44 point 1), or null while it does: the same
 * lines the day's outfit is rebuilt on (temperature band, rain, wind; weather-bands.ts), said in
 * words. A look planned on the climate normals is judged against the forecast once there is one.
 */
export function plannedWeatherChange(planned: LookWeather, now: LookWeather): string | null {
  const before = full(planned);
  const after = full(now);
  if (dressingWeather(before) === dressingWeather(after)) return null;
  const reasons: string[] = [];
  const bandBefore = temperatureBand(before.maxTempC);
  const bandAfter = temperatureBand(after.maxTempC);
  if (bandBefore !== bandAfter) {
    const basis = planned.source === 'typical' ? 'a typical' : 'a';
    reasons.push(
      `it was planned for ${basis} ${bandBefore} day of ${degrees(before.maxTempC)}, and the forecast is now ${bandAfter} at ${degrees(after.maxTempC)}`,
    );
  }
  const wetBefore = isRainLikely(before);
  const wetAfter = isRainLikely(after);
  if (wetBefore !== wetAfter)
    reasons.push(wetAfter ? `rain is now likely (${Math.round(after.precipitationProbability)}%)` : 'the rain it was planned for is no longer expected');
  const windBefore = isWindy(before);
  const windAfter = isWindy(after);
  if (windBefore !== windAfter) reasons.push(windAfter ? `it will be windy (${Math.round(after.windKph)} km/h)` : 'the wind has dropped');
  const joined = reasons.length > 1 ? `${reasons.slice(0, -1).join(', ')} and ${reasons.at(-1)}` : reasons[0]!;
  return `The weather has changed since you planned this look: ${joined}.`;
}

/** How far ahead a day can be planned: the climate normals cover any day, but plans that far out are guesses. */
export const PLAN_DAYS_AHEAD = 90;
