import type { TWeatherSummary } from '../../../../shared/schemas/stylist';

const toF = (c: number) => Math.round((c * 9) / 5 + 32);

/** 'Typical weather · 8–15°C (46–59°F) · 20% rain' (the place, when known, after the label); °F first with unit 'F'. */
export function formatWeather(w: TWeatherSummary, unit: 'C' | 'F' = 'C'): string {
  const min = Math.round(w.minTempC);
  const max = Math.round(w.maxTempC);
  const [minF, maxF] = [toF(w.minTempC), toF(w.maxTempC)];
  const celsius = min === max ? `${min}°C` : `${min}–${max}°C`;
  const fahrenheit = minF === maxF ? `${minF}°F` : `${minF}–${maxF}°F`;
  const temps = unit === 'F' ? `${fahrenheit} (${celsius})` : `${celsius} (${fahrenheit})`;
  const rain = `${Math.round(Math.max(0, Math.min(100, w.precipitationProbability)))}% rain`;
  const label = w.place ? `${w.label} in ${w.place}` : w.label;
  return [label, temps, rain].join(' · ');
}
