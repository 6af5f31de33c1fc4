import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { closetProgressPercent } from './closet-progress';
import { localIsoDate, partsIn } from '../../../lib/zoned-date';
import { currentMonth, formatDay } from './dates';
import { readCachedOutfit, writeCachedOutfit, type DailyOutfit } from './outfit-cache';
import { STYLE_TIPS, STYLE_TIPS_SHOWN } from './style-tips';
import { item } from './test-items';
import { formatWeather } from './weather';
import { temperatureUnitFor } from '../../../lib/temperature-unit';

describe('closetProgressPercent (spec 9)', () => {
  it('is items / 40 rounded and capped at 100', () => {
    expect(closetProgressPercent(0)).toBe(0);
    expect(closetProgressPercent(1)).toBe(3); // 2.5 rounds up
    expect(closetProgressPercent(13)).toBe(33); // 32.5
    expect(closetProgressPercent(20)).toBe(50);
    expect(closetProgressPercent(40)).toBe(100);
    expect(closetProgressPercent(55)).toBe(100);
  });
});

describe('dates', () => {
  it('uses the local calendar day, zero padded', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localIsoDate(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
  it('names the month in full', () => {
    expect(currentMonth(new Date(2026, 2, 1))).toEqual({ month: 'March', year: 2026 });
  });
  it("follows the user's time zone when given one", () => {
    const utcMidnight = new Date(Date.UTC(2026, 0, 1, 3, 0)); // 22:00 on Dec 31 in New York
    expect(localIsoDate(utcMidnight, 'America/New_York')).toBe('2025-12-31');
    expect(localIsoDate(utcMidnight, 'Asia/Tokyo')).toBe('2026-01-01');
    expect(currentMonth(utcMidnight, 'America/New_York')).toEqual({ month: 'December', year: 2025 });
    expect(partsIn(utcMidnight, 'America/New_York').hour).toBe(22);
  });
  it('falls back to the browser zone for an unknown one', () => {
    const now = new Date(2025, 5, 9, 12);
    expect(localIsoDate(now, 'Mars/Olympus')).toBe('2025-06-09');
  });
  it('formats a day for the card', () => {
    expect(formatDay('2026-11-21')).toBe('Saturday, November 21');
  });
});

describe('formatWeather', () => {
  const w = {
    source: 'typical' as const,
    label: 'Typical weather',
    summary: '',
    minTempC: 8,
    maxTempC: 15,
    precipitationProbability: 20,
    windKph: 10,
    place: null,
  };
  it('matches the card line', () => {
    expect(formatWeather(w)).toBe('Typical weather · 8–15°C (46–59°F) · 20% rain');
  });
  it('names the place and collapses equal temperatures', () => {
    expect(formatWeather({ ...w, place: 'San Francisco, CA', minTempC: 10.2, maxTempC: 9.8 })).toBe(
      'Typical weather in San Francisco, CA · 10°C (50°F) · 20% rain',
    );
  });
  it('puts °F first for US users (phone +1 or a US locale), °C elsewhere', () => {
    expect(formatWeather(w, 'F')).toBe('Typical weather · 46–59°F (8–15°C) · 20% rain');
    expect(temperatureUnitFor({ phoneNumber: '+14155550134' }, 'fr-FR')).toBe('F');
    expect(temperatureUnitFor({ phoneNumber: '+442079460958' }, 'en-US')).toBe('C');
    expect(temperatureUnitFor({ phoneNumber: null }, 'en-US')).toBe('F');
    expect(temperatureUnitFor({ phoneNumber: null }, 'en-GB')).toBe('C');
    expect(temperatureUnitFor(null, 'de-DE')).toBe('C');
  });
});

describe('style tips', () => {
  it('has four tips, two shown', () => {
    expect(STYLE_TIPS).toHaveLength(4);
    expect(STYLE_TIPS_SHOWN).toBe(2);
  });
});

describe('outfit cache (spec 4: one per calendar day)', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      map,
      set: (k: string, v: string) => void map.set(k, v),
      remove: (k: string) => void map.delete(k),
      getJson: <T>(k: string): T | null => {
        const raw = map.get(k);
        return raw === undefined ? null : (JSON.parse(raw) as T);
      },
    };
  };
  const outfit: DailyOutfit = { date: '2025-03-04', items: [item('Tops')], styleNote: 'Nice', reasons: ['Warm'], weather: null, source: 'engine' };

  it("reuses today's outfit for the same user only", () => {
    const store = memory();
    writeCachedOutfit(7, '2025-03-04', outfit, store);
    expect(readCachedOutfit(7, '2025-03-04', store)).toEqual(outfit);
    expect(readCachedOutfit(7, '2025-03-05', store)).toBeNull();
    expect(readCachedOutfit(8, '2025-03-04', store)).toBeNull();
  });

  it('keeps the worn mark but not the wear ids: Undo belongs to the screen that logged the wear', () => {
    const store = memory();
    writeCachedOutfit(7, '2025-03-04', { ...outfit, worn: true, wearIds: [41, 42] }, store);
    expect(readCachedOutfit(7, '2025-03-04', store)).toEqual({ ...outfit, worn: true });
  });

  it('does not keep local or empty outfits', () => {
    const store = memory();
    writeCachedOutfit(7, '2025-03-04', { ...outfit, source: 'local' }, store);
    writeCachedOutfit(7, '2025-03-04', { ...outfit, items: [] }, store);
    expect(store.map.size).toBe(0);
  });

  it('deletes an entry of the wrong shape', () => {
    const store = memory();
    store.set(STORAGE_KEYS.dailyOutfit, JSON.stringify({ hello: 'world' }));
    expect(readCachedOutfit(7, '2025-03-04', store)).toBeNull();
    expect(store.map.size).toBe(0);
  });
});
