import { describe, expect, it } from 'vitest';
import { TypicalWeather } from '../../../adapters/weather';
import type { UserRow } from '../../../db/schema';
import { item } from '../../../domain/stylist/test-fixtures';
import type { Ctx } from '../../context';
import { groundChat } from './chat-grounding';

const ctx = { weather: new TypicalWeather() } as unknown as Ctx;
const user = { id: 1, gender: 'male', phoneNumber: '+14155550134', homeLocation: null, homeCountry: null, timezone: 'America/New_York' } as unknown as UserRow;
const closet = [
  item({ id: 1, name: 'White Linen Trousers', category: 'Bottoms', color: 'White', material: 'linen' }),
  item({ id: 2, name: 'Olive Chinos', category: 'Bottoms', color: 'Olive' }),
  item({ id: 3, name: 'Grey Crew Tee', category: 'Tops', color: 'Grey' }),
  item({ id: 4, name: 'Brown Leather Boots', category: 'Shoes', color: 'Brown', material: 'leather' }),
];
const ground = (message: string, on: Ctx = ctx) =>
  groundChat(on, user, {
    message,
    history: [],
    today: '2026-11-23',
    closet,
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    events: [],
  });

describe('the chat grounding routes each request to its builder', () => {
  it('a piece asked about against the weather gets a verdict, not a whole outfit', async () => {
    const { grounding } = await ground("can i wear my white linen trousers if it's cold");
    expect(grounding.closetAnswer).toMatch(/^I'd keep your White Linen Trousers for another day/);
    expect(grounding.closetAnswer).toMatch(/Olive Chinos/);
  });
  it('what to buy with a budget: the gap model, with the budget said back', async () => {
    const { grounding } = await ground('what should i buy first? got around $300');
    expect(grounding.closetAnswer).toMatch(/\$300/);
    expect(grounding.closetAnswer).not.toBeNull();
  });
});

describe('a packing answer reads the destination’s forecast when the trip is within its reach', () => {
  // The weather adapter finds a place by name; this stand-in knows one place and forecasts a heatwave there.
  const seen: (string | null)[] = [];
  const forecasting = {
    name: 'open-meteo',
    async forDay(q: Parameters<TypicalWeather['forDay']>[0]) {
      seen.push(q.location);
      const typical = await new TypicalWeather().forDay(q);
      return q.location === 'Lisbon'
        ? { ...typical, source: 'forecast' as const, label: 'Forecast', minTempC: 24, maxTempC: 34, precipitationProbability: 0 }
        : typical;
    },
  };
  const packFor = (message: string) => ground(message, { weather: forecasting } as unknown as Ctx);

  it('next week in Lisbon: the forecast there, not November’s normals', async () => {
    const { grounding } = await packFor('what should I pack for 4 days in Lisbon next week?');
    expect(seen).toContain('Lisbon');
    expect(grounding.closetAnswer).toMatch(/the forecast there/);
    expect(grounding.closetAnswer).toMatch(/93°F|34°C/);
  });

  it('a trip beyond the forecast’s reach keeps the month’s typical weather there', async () => {
    const { grounding } = await packFor('what should I pack for 4 days in Lisbon in March?');
    expect(grounding.closetAnswer).toMatch(/typical for March there/);
  });
});
