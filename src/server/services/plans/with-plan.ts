import type { WeatherReport } from '../../../adapters/weather';
import type { DailyOutfitRow } from '../../../db/schema';
import { plannedWeatherChange } from '../../../domain/plans';
import type { TGeneratedOutfit } from '../../../shared/schemas/stylist';

/** A planned day's outfit as every reader shows it: the plan, and why it may not suit when the forecast crossed a line since. */
export function withPlan(dto: TGeneratedOutfit, row: DailyOutfitRow, now: WeatherReport | undefined): TGeneratedOutfit {
  const weatherNote = now && row.weather ? plannedWeatherChange(row.weather, now) : null;
  return { ...dto, plan: { plannedAt: row.plannedAt!.toISOString(), weatherNote } };
}
