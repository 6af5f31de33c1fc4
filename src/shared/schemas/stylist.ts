import { z } from 'zod';
import { ZClothingItem } from './closet';
import { CHAT_HISTORY_MAX_CHARS, CHAT_HISTORY_MAX_TURNS, CHAT_TURN_MAX_CHARS, DEFAULT_STYLE, MONTH_NAMES, NOT_TODAY_REASON_VALUES } from '../stylist-constants';
import { MAX_OUTFIT_ITEMS } from '../closet-constants';
import { ZDbId, ZIsoDate } from './common';
import { ZBudget } from './gaps';

export { DEFAULT_STYLE, MONTH_NAMES, type MonthName } from '../stylist-constants';

const isoDate = ZIsoDate;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:MM' });

export const PREDEFINED_STYLES = [
  { name: 'Smart Casual', description: 'Polished but relaxed: chinos, knitwear, clean sneakers or loafers.' },
  { name: 'Minimalist Modern', description: 'Clean lines, a neutral palette and few, well-made pieces.' },
  { name: 'Business Casual', description: 'Office-ready without a suit: blazers, button-downs, tailored trousers.' },
  { name: 'Classic Professional', description: 'Timeless tailoring: suits, crisp shirts, leather shoes.' },
] as const;
/**
 * The style directions onboarding and settings show as picture tiles (issue 27), multi-select.
 * The first four are the names the style analysis returns. `dressCode` is what the direction
 * means on a day without events; `image` is a committed asset under src/web/public/styles.
 */
export const STYLE_DIRECTIONS = [
  { name: 'Smart Casual', description: 'Polished but relaxed: chinos, knitwear, clean sneakers or loafers.', dressCode: 'smart casual', image: 'smart-casual' },
  { name: 'Minimalist Modern', description: 'Clean lines, a neutral palette and few, well-made pieces.', dressCode: 'smart casual', image: 'minimalist' },
  {
    name: 'Business Casual',
    description: 'Office-ready without a suit: blazers, button-downs, tailored trousers.',
    dressCode: 'business casual',
    image: 'business-casual',
  },
  { name: 'Classic Professional', description: 'Timeless tailoring: suits, crisp shirts, leather shoes.', dressCode: 'business formal', image: 'classic' },
  { name: 'Relaxed Casual', description: 'Easy everyday pieces: tees, denim, sweatshirts and sneakers.', dressCode: 'casual', image: 'relaxed' },
  { name: 'Streetwear', description: 'Graphic tees, hoodies, wide trousers and statement sneakers.', dressCode: 'casual', image: 'streetwear' },
  { name: 'Athleisure', description: 'Sporty comfort: joggers, leggings, zip tops and trainers.', dressCode: 'casual', image: 'athleisure' },
  { name: 'Bohemian', description: 'Flowing shapes, prints, natural fabrics and layered jewelry.', dressCode: 'casual', image: 'bohemian' },
  { name: 'Romantic', description: 'Soft colors, florals, dresses and delicate details.', dressCode: 'smart casual', image: 'romantic' },
  { name: 'Edgy', description: 'Leather, black, boots and sharp contrasts.', dressCode: 'casual', image: 'edgy' },
] as const;
export type StyleDirectionName = (typeof STYLE_DIRECTIONS)[number]['name'];
export const STYLE_DIRECTIONS_MAX = 10;

export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const ZEssentialItem = z.strictObject({
  name: z.string().trim().min(1).max(100),
  category: z.string().trim().min(1).max(50),
  description: z.string().trim().max(500).default(''),
  priority: z.enum(PRIORITIES),
});

/** GET/PUT /api/users/{id}/style-preferences */
export const ZStylePreferences = z.strictObject({
  styleGoals: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  preferredStyle: z.string().trim().min(1, { error: 'Preferred style is required' }).max(100).default(DEFAULT_STYLE),
  /**
   * Every style direction picked (ADR 0094), preferredStyle first. Absent from a PUT (an older
   * client): the stored list is kept unless preferredStyle changed, when it becomes that one style.
   */
  styles: z
    .array(z.string().trim().min(1).max(100))
    .max(STYLE_DIRECTIONS_MAX, { error: `Pick at most ${STYLE_DIRECTIONS_MAX} styles` })
    .optional(),
  colorPalette: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  /**
   * Colours the person said they love and avoid (onboarding, texts, Settings), kept apart from the
   * photo palette (ADR 0113): an avoided colour is never in an outfit, a gap or a recommendation.
   * Absent from a PUT (an older client): the stored lists are kept.
   */
  lovedColours: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  avoidColours: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  essentialItems: z.array(ZEssentialItem).max(30).default([]),
  /** What a key piece may cost; null: never stated. Absent from a PUT: the stored budget is kept. */
  budget: ZBudget.nullable().optional(),
});
export type TStylePreferences = z.infer<typeof ZStylePreferences>;

/** How many goals a saved profile may name: a short list the stylist can act on (onboarding's summary stops at 6). */
export const STYLE_GOALS_MAX = 10;
export const COLOR_PALETTE_MAX = 20;

export const ZStyleGoal = z.string().trim().min(1, { error: 'Write a goal first' }).max(200, { error: 'Keep a goal to 200 characters' });

/** A color as a person names it ('Navy', 'Olive green', 'Off-white'): words, not markup or symbols. */
export const ZColorName = z
  .string()
  .trim()
  .min(1, { error: 'Write a color name first' })
  .max(50, { error: 'Keep a color name to 50 characters' })
  // Two linear checks: a look-ahead for the letter inside the character pattern read as quadratic to the ReDoS check (ADR 0102).
  .regex(/^[\p{L}\p{M}\p{N} '’&/().,+#-]+$/u, { error: 'Use a color name, such as Navy or Olive green' })
  .refine((name) => /\p{L}/u.test(name), { error: 'Use a color name, such as Navy or Olive green' });

/**
 * PUT /api/users/{id}/style-preferences, the body onboarding and Settings → Style send (the
 * settings form checks with it too). Stricter than the stored shape it answers with, so a profile
 * saved before these limits (by text, say) still reads back; its next save must meet them.
 */
export const ZSaveStylePreferences = ZStylePreferences.extend({
  styleGoals: z
    .array(ZStyleGoal)
    .max(STYLE_GOALS_MAX, { error: `Keep to ${STYLE_GOALS_MAX} goals at most` })
    .default([]),
  colorPalette: z
    .array(ZColorName)
    .max(COLOR_PALETTE_MAX, { error: `Keep to ${COLOR_PALETTE_MAX} colors at most` })
    .default([]),
  lovedColours: z
    .array(ZColorName)
    .max(COLOR_PALETTE_MAX, { error: `Keep to ${COLOR_PALETTE_MAX} colors at most` })
    .optional(),
  avoidColours: z
    .array(ZColorName)
    .max(COLOR_PALETTE_MAX, { error: `Keep to ${COLOR_PALETTE_MAX} colors at most` })
    .optional(),
});
export type TSaveStylePreferences = z.input<typeof ZSaveStylePreferences>;

/** An event as the client may send it with an outfit request (the calendar stores its own later). */
export const ZOutfitEvent = z.strictObject({
  id: z.union([z.number(), z.string()]).optional(),
  title: z.string().trim().min(1).max(200),
  date: isoDate.optional(),
  startTime: time.nullable().optional(),
  endTime: time.nullable().optional(),
  location: z.string().max(200).nullable().optional(),
  description: z.string().max(2000).nullable().optional(),
  dressCode: z.string().max(100).nullable().optional(),
  userId: z.number().optional(),
});

/**
 * POST /api/ai-stylist/generate-outfit. The spec's client also sends its closet and
 * preferences; the server uses the stored ones, so those fields are accepted and ignored.
 */
export const ZGenerateOutfitRequest = z.strictObject({
  userId: z.number().int().optional(),
  date: isoDate.optional(),
  events: z.array(ZOutfitEvent).max(50).default([]),
  clothingItems: z.unknown().optional(),
  stylePreferences: z.unknown().optional(),
  /** The refresh button: make a different outfit than the stored one when the closet allows. */
  refresh: z.boolean().default(false),
});
export type TGenerateOutfitRequest = z.input<typeof ZGenerateOutfitRequest>;

export const ZWeatherSummary = z.object({
  source: z.enum(['forecast', 'typical']),
  /** 'Forecast' or 'Typical weather', shown beside the numbers. */
  label: z.string(),
  summary: z.string(),
  minTempC: z.number(),
  maxTempC: z.number(),
  precipitationProbability: z.number(),
  windKph: z.number(),
  place: z.string().nullable(),
  /** Expected rain or snow for the day, millimetres. */
  precipitationMm: z.number().optional(),
});
export type TWeatherSummary = z.infer<typeof ZWeatherSummary>;

export const ZGeneratedOutfit = z.object({
  date: isoDate,
  items: z.array(ZClothingItem),
  styleNote: z.string(),
  reasons: z.array(z.string()),
  weather: ZWeatherSummary.nullable(),
  /** 'hand': composed by the person on the outfit calendar. */
  source: z.enum(['engine', 'llm', 'hand']),
  /**
   * Present when the person planned this day's look ahead (issue 44): it is what every screen and
   * text uses that day; weatherNote says why it may no longer suit when the forecast crossed a line
   * since (then GET /api/plans/{date}/alternative offers a look for the weather as it is now).
   */
  plan: z.object({ plannedAt: z.string(), weatherNote: z.string().nullable() }).optional(),
  /** Present on the answer to a refresh: whether the outfit changed, and when it could not, why and what to add. */
  refresh: z.object({ changed: z.boolean(), note: z.string().nullable() }).optional(),
  /** Refreshes left today on the free plan; null when unlimited (Premium). Absent where nobody asked. */
  refreshesLeft: z.number().int().nonnegative().nullable().optional(),
});
export type TGeneratedOutfit = z.infer<typeof ZGeneratedOutfit>;

/**
 * A calendar event's look (POST/PUT /api/calendar/events/{id}/outfit): the outfit as the day's is
 * shown, with the event it dresses, the level it is dressed for (the words every reason uses for
 * the event's dress code) and how many pieces the closet holds (none: the screen says so).
 */
export const ZEventOutfit = ZGeneratedOutfit.extend({
  event: z.object({ id: z.number().int(), title: z.string(), date: isoDate, startTime: z.string().nullable(), dressCode: z.string().nullable() }),
  level: z.object({ code: z.string(), label: z.string() }).nullable(),
  closetCount: z.number().int().nonnegative(),
});
export type TEventOutfit = z.infer<typeof ZEventOutfit>;

export const ZChatTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_TURN_MAX_CHARS, { error: `A conversation turn is too long (${CHAT_TURN_MAX_CHARS} characters at most)` }),
});
/** The turns before the message, oldest first, bounded in turns and characters (ADR 0102): clients send the latest that fit. */
export const ZChatHistory = z
  .array(ZChatTurn)
  .max(CHAT_HISTORY_MAX_TURNS, { error: `Conversation history is too long (${CHAT_HISTORY_MAX_TURNS} turns at most): send the latest turns` })
  .refine((turns) => turns.reduce((n, t) => n + t.content.length, 0) <= CHAT_HISTORY_MAX_CHARS, {
    error: `Conversation history is too long (${CHAT_HISTORY_MAX_CHARS} characters at most): send the latest turns`,
  });

/** POST /api/ai-stylist/chat */
export const ZChatRequest = z.strictObject({
  userId: z.number().int().optional(),
  message: z.string().trim().min(1, { error: 'Message cannot be empty' }).max(2000, { error: 'Message is too long (2000 characters at most)' }),
  conversationHistory: ZChatHistory.default([]),
  stylePreferences: z.unknown().optional(),
  clothingItems: z.unknown().optional(),
});
export type TChatRequest = z.input<typeof ZChatRequest>;
export const ZChatResponse = z.object({ message: z.string() });

/** POST /api/outfits/wear: 'Wore this outfit'. */
export const ZWearOutfitRequest = z.strictObject({
  itemIds: z.array(ZDbId).min(1).max(10),
  date: isoDate.optional(),
});
export type TWearOutfitRequest = z.input<typeof ZWearOutfitRequest>;
/** Logging the same item twice on one day counts once: `logged` says how many wears are new. */
export const ZWearOutfitResponse = z.object({
  date: isoDate,
  itemIds: z.array(z.number().int()),
  logged: z.number().int(),
  /** The wear entries this call added (not those already logged): what 'Undo' takes back. */
  wearIds: z.array(z.number().int()),
});
export type TWearOutfitResponse = z.infer<typeof ZWearOutfitResponse>;

/** POST /api/outfits/wear/undo: takes back the wear entries a 'Wore this outfit' just added. */
export const ZUndoWearRequest = z.strictObject({
  wearIds: z.array(ZDbId).min(1, { error: 'Nothing to undo' }).max(10),
});
export type TUndoWearRequest = z.input<typeof ZUndoWearRequest>;
export const ZUndoWearResponse = z.object({ removed: z.number().int() });
export type TUndoWearResponse = z.infer<typeof ZUndoWearResponse>;

/** A swap is on the day's outfit (date, today by default) or on one calendar event's look (eventId): not both. */
const oneLook = <T extends { date?: string; eventId?: number }>(v: T) => v.date === undefined || v.eventId === undefined;
const ONE_LOOK = { error: 'Give a date or an eventId, not both', path: ['eventId'] };

/** GET /api/outfits/swap-options?itemId=12: what could take that piece's place in the day's outfit (or the event's look), best first. */
export const ZSwapOptionsQuery = z
  .strictObject({
    itemId: z.coerce.number({ error: 'Invalid id' }).pipe(ZDbId),
    date: isoDate.optional(),
    eventId: z.coerce.number({ error: 'Invalid id' }).pipe(ZDbId).optional(),
  })
  .refine(oneLook, ONE_LOOK);
export type TSwapOptionsQuery = z.input<typeof ZSwapOptionsQuery>;
export const ZSwapOptionsResponse = z.object({
  date: isoDate,
  itemId: z.number().int(),
  options: z.array(ZClothingItem),
});
export type TSwapOptionsResponse = z.infer<typeof ZSwapOptionsResponse>;

/** POST /api/outfits/swap: replace one piece; without `replacementId` the engine's next best takes its place. */
export const ZSwapPieceRequest = z
  .strictObject({
    itemId: ZDbId,
    replacementId: ZDbId.optional(),
    date: isoDate.optional(),
    /** The calendar event whose look is swapped (GET/POST /api/calendar/events/{id}/outfit), instead of a day's. */
    eventId: ZDbId.optional(),
  })
  .refine(oneLook, ONE_LOOK);
export type TSwapPieceRequest = z.input<typeof ZSwapPieceRequest>;

/** POST /api/outfits/not-today: turn the day's outfit down with a reason; the answer is a new outfit. */
export const ZNotTodayRequest = z.strictObject({
  reason: z.enum(NOT_TODAY_REASON_VALUES, { error: "Choose a reason: too formal, too warm, too cold, not my style, doesn't fit or other" }),
  date: isoDate.optional(),
});
export type TNotTodayRequest = z.input<typeof ZNotTodayRequest>;

/** GET /api/outfits/diary?from=…&to=…: what was worn each day (days with no wear are left out). */
export const ZDiaryQuery = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to', path: ['from'] });
export type TDiaryQuery = z.input<typeof ZDiaryQuery>;
export const ZDiaryDay = z.object({ date: isoDate, items: z.array(ZClothingItem) });
export type TDiaryDay = z.infer<typeof ZDiaryDay>;
export const ZDiaryResponse = z.object({ from: isoDate, to: isoDate, days: z.array(ZDiaryDay) });
export type TDiaryResponse = z.infer<typeof ZDiaryResponse>;

/** POST /api/saved-looks: keep a look. Saving the same pieces again returns the look already saved. */
export const ZSaveLookRequest = z.strictObject({
  itemIds: z
    .array(ZDbId)
    .min(2, { error: 'A look has at least two pieces' })
    .max(MAX_OUTFIT_ITEMS, { error: `A look has at most ${MAX_OUTFIT_ITEMS} pieces` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A piece appears twice' }),
  sourceDate: isoDate.optional(),
});
export type TSaveLookRequest = z.input<typeof ZSaveLookRequest>;
export const ZSavedLook = z.object({
  id: z.number().int(),
  items: z.array(ZClothingItem),
  sourceDate: isoDate.nullable(),
  createdAt: z.string(),
});
export type TSavedLook = z.infer<typeof ZSavedLook>;

/** GET /api/recommendations?month=March&year=2026; both default to the current month in the user's timezone. */
export const ZRecommendationsQuery = z.strictObject({
  month: z
    .string()
    .trim()
    .transform((v) => MONTH_NAMES.find((m) => m.toLowerCase() === v.toLowerCase()))
    .pipe(z.enum(MONTH_NAMES, { error: 'Month must be a full month name, such as March' }))
    .optional(),
  year: z.coerce
    .number({ error: 'Year must be a number such as 2026' })
    .int({ error: 'Year must be a whole number such as 2026' })
    .min(2000, { error: 'Year must be between 2000 and 2100' })
    .max(2100, { error: 'Year must be between 2000 and 2100' })
    .optional(),
});
export type TRecommendationsQuery = z.input<typeof ZRecommendationsQuery>;

export const ZChecklistItem = z.object({
  label: z.string().trim().min(1, { error: 'Checklist items need a label' }).max(200, { error: 'Checklist labels are at most 200 characters' }),
  done: z.boolean(),
});
export const ZPurchaseRecommendation = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.enum(PRIORITIES),
  priceRange: z.string(),
  imageUrl: z.string().nullable(),
  month: z.string(),
  year: z.number().int(),
  saved: z.boolean(),
  checklist: z.array(ZChecklistItem),
});
export type TPurchaseRecommendation = z.infer<typeof ZPurchaseRecommendation>;

/** PATCH /api/recommendations/{id} */
export const ZUpdateRecommendationRequest = z.strictObject({
  saved: z.boolean().optional(),
  checklist: z.array(ZChecklistItem).max(20).optional(),
});
export type TUpdateRecommendationRequest = z.input<typeof ZUpdateRecommendationRequest>;

/** One stored turn of the stylist conversation (web and SMS share it). */
export const ZConversationTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  channel: z.enum(['web', 'sms']),
});
export type TConversationTurn = z.infer<typeof ZConversationTurn>;
/** GET /api/ai-stylist/conversation: the kept turns, oldest first. */
export const ZConversationResponse = z.object({ turns: z.array(ZConversationTurn) });
export type TConversationResponse = z.infer<typeof ZConversationResponse>;
