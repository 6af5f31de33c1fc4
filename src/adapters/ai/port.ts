import type { QuestionKind } from '../../shared/question-kinds';
import type { TClothingItem } from '../../shared/schemas/closet';

/** What the stylist ports log; pino's logger fits. */
export interface AiLogger {
  warn(details: object, message: string): void;
}

export interface AiStyleProfile {
  preferredStyle: string;
  colorPalette: string[];
  styleGoals: string[];
  /** Every style direction picked, preferredStyle first (ADR 0094). */
  styles?: readonly string[];
  /** Colours the person said they love and avoid, apart from the photo palette (ADR 0113). */
  lovedColours?: readonly string[];
  avoidColours?: readonly string[];
}

/** One outfit the engine found valid, offered to the model to choose from. */
export interface AiOutfitCandidate {
  items: TClothingItem[];
  reasons: string[];
  score: number;
}

export interface OutfitPickInput {
  /** The system prompt, already read from the AI prompts table. */
  systemPrompt: string;
  /** YYYY-MM-DD, the user's local date. */
  date: string;
  weather: { summary: string; minTempC: number; maxTempC: number; precipitationProbability: number; label: string } | null;
  events: { title: string; startTime: string | null; dressCode: string | null }[];
  preferences: AiStyleProfile;
  /** Best first; the model answers with an index into this list. */
  candidates: AiOutfitCandidate[];
  /** The engine's own note for its first choice, as a hint of tone and facts. */
  engineNote: string;
}

/** The caller falls back to the engine's choice whenever `ok` is false. */
export type OutfitPick = { ok: true; index: number; styleNote: string } | { ok: false; reason: string };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatInput {
  message: string;
  history: ChatTurn[];
  closet: TClothingItem[];
  preferences: AiStyleProfile;
  /** The system prompt from the AI prompts table; the local stylist ignores it. */
  systemPrompt: string;
  /** The user's first name, for a friendlier answer; null when unknown. */
  userName: string | null;
  /** YYYY-MM-DD, the user's local date: seasons and trends depend on it. */
  today: string;
  /** The user's stored calendar from today on (a week), so 'what should I wear tomorrow?' knows tomorrow. */
  events?: ChatEvent[];
  /** What the question asks and what the user's closet answers, worked out by the server (issue 16). */
  grounding?: ChatGrounding;
  /** The door's length: 320 characters by text; the web's 900 when absent. A model's longer reply is not sent. */
  maxChars?: number;
}

/** The parsed question and the closet's answer, for both stylists: the local one speaks it, an LLM uses it as facts. */
export interface ChatGrounding {
  kind: QuestionKind;
  /** The subject declined ('taxes'), for an off-topic question. */
  offTopic: string | null;
  wardrobe: 'menswear' | 'womenswear' | 'mixed';
  /** The answer from the user's closet (outfit, pairing, colours), already in the stylist's voice; null when the question needs none. */
  closetAnswer: string | null;
  /** The same answer composed for a text message, when the builder makes one (a packing plan); the text door uses it. */
  shortAnswer?: string | null;
  /** Words for picking one or two knowledge-base tips ('wedding rain'). */
  tipQuery: string;
  weatherWords: string[];
  occasions: string[];
  /** The budget asked, as written back ('$150'); null when none. */
  budget: string | null;
  /** The earlier question a follow-up builds on, for retrieval. */
  previousQuestion: string | null;
  /** Facts for an LLM's context. */
  facts: string[];
  /** What a follow-up changes ('cheaper', 'shoes', 'less formal'...); absent or null otherwise. */
  change?: string | null;
  /** The structured request as the parser read it, serialised for the model (issue 23). */
  request?: Record<string, unknown>;
  /** The engine's outfits from the closet, best first, as item names: the model picks among these. */
  candidates?: string[][];
  /** The weather the answer is for (stated words first, then the forecast); null when the question has none. */
  weather?: { maxTempC: number; minTempC: number; snow: boolean; rain: boolean } | null;
  /** The occasions read that the person named in their own words ('bowling' is read as 'casual day', which was not named); absent means all. */
  occasionsSaid?: string[];
  /** Pieces the person said they lack or cannot use (issue 38.5): no sentence of the answer names them. */
  neverName?: { forms: string[]; marks: string[] }[];
  /** Words of the message the reader could not place (neither English nor the stylist's vocabulary), as written; said back when nothing was understood. */
  unclearWords?: string[];
}

export interface ChatEvent {
  date: string;
  title: string;
  startTime: string | null;
  endTime: string | null;
  dressCode: string | null;
}

export interface ChatReply {
  message: string;
  source: 'llm' | 'local';
}

export interface AiPort {
  /** 'llm' when a model is configured; 'local' for the embedded stylist (no network). */
  readonly kind: 'llm' | 'local';
  /** Lets the model choose among the engine's candidates and write the note. Never throws. */
  pickOutfit(input: OutfitPickInput): Promise<OutfitPick>;
  /** A stylist answer. Never throws: a failing model falls back to the local stylist. */
  chat(input: ChatInput): Promise<ChatReply>;
}

export type AiConfig = { provider: 'openai-compatible'; baseUrl: string; apiKey: string; model: string; visionModel?: string } | { provider: 'local' };
