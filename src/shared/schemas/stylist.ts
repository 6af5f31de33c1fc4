import { z } from 'zod';
import { ZClothingItem } from './closet';
import { DEFAULT_STYLE, MONTH_NAMES } from '../stylist-constants';
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
  colorPalette: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  essentialItems: z.array(ZEssentialItem).max(30).default([]),
  /** What a key piece may cost; null: never stated. Absent from a PUT: the stored budget is kept. */
  budget: ZBudget.nullable().optional(),
});
export type TStylePreferences = z.infer<typeof ZStylePreferences>;

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
  source: z.enum(['engine', 'llm']),
  /** Present on the answer to a refresh: whether the outfit changed, and when it could not, why and what to add. */
  refresh: z.object({ changed: z.boolean(), note: z.string().nullable() }).optional(),
  /** Refreshes left today on the free plan; null when unlimited (Premium). Absent where nobody asked. */
  refreshesLeft: z.number().int().nonnegative().nullable().optional(),
});
export type TGeneratedOutfit = z.infer<typeof ZGeneratedOutfit>;

export const ZChatTurn = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) });

/** POST /api/ai-stylist/chat */
export const ZChatRequest = z.strictObject({
  userId: z.number().int().optional(),
  message: z.string().trim().min(1, { error: 'Message cannot be empty' }).max(2000, { error: 'Message is too long (2000 characters at most)' }),
  conversationHistory: z.array(ZChatTurn).max(50).default([]),
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
});
export type TWearOutfitResponse = z.infer<typeof ZWearOutfitResponse>;

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
