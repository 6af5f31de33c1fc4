import { LocalAi } from '../../../adapters/ai/local';
import { TypicalWeather } from '../../../adapters/weather';
import type { UserRow } from '../../../db/schema';
import type { ClosetItem } from '../../../domain/stylist';
import type { Ctx } from '../../context';
import { groundChat } from './chat-grounding';

type Turn = { role: 'user' | 'assistant'; content: string };

/** For tests: the weather every test grounding reads, the month's typical one (no forecast, no network). */
export const TYPICAL_CTX = { weather: new TypicalWeather() } as unknown as Ctx;

/** For tests: a message grounded for a user on a Monday (2026-11-23) after the conversation given, as a Smart Casual user with no events. */
export function groundFor(user: UserRow, message: string, closet: ClosetItem[], history: Turn[] = []) {
  return groundChat(TYPICAL_CTX, user, {
    message,
    history,
    today: '2026-11-23',
    closet,
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    events: [],
  });
}

/** For tests: a user with a +1 phone and no home set (so the account reads °F unless the message says otherwise). */
export function testUser(gender: 'male' | 'female' | null = null): UserRow {
  return { id: 1, gender, phoneNumber: '+14155550134', homeLocation: null, homeCountry: null, timezone: 'America/New_York' } as unknown as UserRow;
}

const LOCAL = new LocalAi({ assistantName: 'Wren' });

/** For tests: a message grounded as groundFor does, then answered by the embedded stylist (Wren); the answer and its grounding. */
export async function answerFor(user: UserRow, message: string, closet: ClosetItem[]) {
  const { grounding } = await groundFor(user, message, closet);
  const text = LOCAL.answer({
    message,
    history: [],
    closet: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    systemPrompt: '',
    userName: null,
    today: '2026-11-23',
    grounding,
  });
  return { text, grounding };
}
