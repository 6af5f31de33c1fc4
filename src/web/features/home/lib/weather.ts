import type { TWeatherSummary } from '../../../../shared/schemas/stylist';

const toF = (c: number) => Math.round((c * 9) / 5 + 32);

/** 'Typical weather · 8–15°C (46–59°F) · 20% rain' (the place, when known, after the label). */
export function formatWeather(w: TWeatherSummary): string {
  const min = Math.round(w.minTempC);
  const max = Math.round(w.maxTempC);
  const temps = min === max ? `${min}°C (${toF(w.minTempC)}°F)` : `${min}–${max}°C (${toF(w.minTempC)}–${toF(w.maxTempC)}°F)`;
  const rain = `${Math.round(Math.max(0, Math.min(100, w.precipitationProbability)))}% rain`;
  const label = w.place ? `${w.label} in ${w.place}` : w.label;
  return [label, temps, rain].join(' · ');
}
