import type { TClothingItem } from '../../shared/schemas/closet';
import { colorReason, findAnchor, itemsForPieces, pairingsFor, yourList, type Anchor } from './closet-match';
import { KnowledgeBase, type TopicMatch } from './knowledge';
import type { AiPort, ChatEvent, ChatGrounding, ChatInput, ChatReply, OutfitPick, OutfitPickInput } from './port';
import { MAX_ANSWER_CHARS, MAX_ANSWER_SENTENCES, compressTopic, fitAnswer, pickTips, sentenceCount } from './answer-shape';
import { listJoin, seasonOf, terms, type SeasonName } from './text';

/** Below this a topic is a guess, not an answer. Tuned on the knowledge base's own questions. */
const MIN_SCORE = 0.9;

const PAIRING =
  /\b(go(es)? (well )?with|goes? together|pair(s|ed|ing)?( it| this)? with|match(es)?|wear (it |this )?with|style (my|this|it|the|a)|how (do|can|should) i (wear|style)|combine|team (it|with)|outfits? (with|for) my)\b/i;
const GREETING = /^\s*(hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening))\b[\s!.,]*(there|wren)?[\s!.,]*$/i;
const ABOUT_YOU = /\b(who are you|what can you do|what do you do|how can you help|help me|what are you)\b|^\s*help\s*[?!.]*\s*$/i;
const WEATHER = /\b(weather|forecast|temperature|degrees)\b/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers|great,? thanks|perfect|awesome)\b/i;
const OUTFIT_TODAY =
  /\b(what should i wear|what (do|can) i wear|outfit (for )?(today|tomorrow|tonight)|what to wear (today|tomorrow|tonight)|pick (an|my) outfit|suggest an outfit|outfit idea)\b/i;
const FOLLOW_UP = /^\s*(and|what about|how about|also|more|else|what else|any other|ok(ay)?,? (and|what))\b/i;

export interface LocalStylistOptions {
  assistantName: string;
  knowledge?: KnowledgeBase;
}

/**
 * The embedded stylist: answers from a written knowledge base and the user's own closet.
 * Deterministic and offline, so the product works with no AI provider at all.
 */
export class LocalAi implements AiPort {
  readonly kind = 'local' as const;
  private kb: KnowledgeBase | undefined;

  constructor(private readonly options: LocalStylistOptions) {
    this.kb = options.knowledge;
  }

  private get knowledge(): KnowledgeBase {
    this.kb ??= KnowledgeBase.load();
    return this.kb;
  }

  async pickOutfit(_input: OutfitPickInput): Promise<OutfitPick> {
    return { ok: false, reason: 'no language model configured' };
  }

  async chat(input: ChatInput): Promise<ChatReply> {
    return { message: this.answer(input), source: 'local' };
  }

  /** Synchronous core, also used by the LLM adapter as its fallback. */
  answer(input: ChatInput): string {
    const name = this.options.assistantName;
    const message = input.message.trim();
    const season = seasonOf(input.today);
    const closet = input.closet;
    const hello = input.userName ? `Hi ${input.userName}!` : 'Hi!';

    if (GREETING.test(message)) {
      return `${hello} I'm ${name}, your personal stylist. Ask me what to wear for an occasion, what goes with a piece in your closet, or how to build a capsule wardrobe.`;
    }
    if (THANKS.test(message) && terms(message).length <= 3) {
      return `You're welcome! Ask me any time you're unsure what to wear.`;
    }
    if (ABOUT_YOU.test(message) && terms(message).length <= 4) return this.introduction(hello);
    if (input.grounding) return this.grounded(input, input.grounding, season);

    const anchor = findAnchor(message, closet);
    const pairing = PAIRING.test(message);
    let matches = this.knowledge.search(message);
    if (!this.confident(matches[0]) && FOLLOW_UP.test(message)) {
      const previous = [...input.history].reverse().find((t) => t.role === 'user');
      if (previous) matches = this.knowledge.search(`${previous.content} ${message}`);
    }
    let top = this.confident(matches[0]) ? matches[0]!.topic : null;

    const parts: string[] = [];
    // 'What should I wear tomorrow?': the stored calendar says what the day holds.
    const day = OUTFIT_TODAY.test(message) ? dayAsked(message, input.today) : null;
    const dayEvents = day ? (input.events ?? []).filter((e) => e.date === day.date) : [];
    if (day && dayEvents.length) {
      const deciding = mostFormal(dayEvents);
      parts.push(scheduleText(day.label, dayEvents, deciding));
      if (!top) {
        const byEvent = this.knowledge.search(`${deciding.title} ${deciding.dressCode ?? ''}`)[0];
        if (this.confident(byEvent)) top = byEvent!.topic;
      }
    }
    // A described piece ('a red skirt') only matters when asked what goes with it; an owned one unless the topic is about care.
    const usePairing = anchor && (pairing || (anchor.kind === 'owned' && top?.kind !== 'care'));
    if (anchor && usePairing) {
      parts.push(this.pairingText(anchor, closet, season));
    } else if (OUTFIT_TODAY.test(message) && (!top || dayEvents.length)) {
      if (!top) parts.push(this.outfitToday(closet, season));
    } else if (WEATHER.test(message) && !top) {
      return (
        `I can't look up the forecast in chat, but your daily outfit on the home screen is chosen for today's weather where you live. ` +
        `Tell me if it's hot, cold or rainy and I'll suggest what to wear.`
      );
    }

    if (top) {
      parts.push(this.render(top.body, season));
      if (!usePairing) {
        const tie = this.closetTieIn(top.pieces, closet);
        if (tie) parts.push(tie);
      }
    } else if (parts.length === 0) {
      return this.notSure();
    }
    return parts.join('\n\n');
  }

  /**
   * Issue 16: the question as parsed by the server, answered from the user's closet where it can
   * be, with one or two tips from the knowledge base; short (at most five sentences, or a list of
   * at most five points between two sentences, and 900 characters), for the user's wardrobe and weather.
   */
  private grounded(input: ChatInput, g: ChatGrounding, season: SeasonName): string {
    const name = this.options.assistantName;
    const filters = { wardrobe: g.wardrobe, rain: g.weatherWords.some((w) => w === 'rain' || w === 'snow'), hot: g.weatherWords.includes('hot') };
    if (g.kind === 'off-topic') {
      // Health goes to someone qualified; everything else gets one line on what Wren does.
      if (g.offTopic === 'medical questions') {
        return `I can't help with medical questions: please ask a doctor or pharmacist. I'm ${name}, your stylist, so I can help with what to wear and how to care for your clothes.`;
      }
      return `I can't help with ${g.offTopic ?? 'that'}. I'm ${name}, your stylist: ask me what to wear, what goes with a piece you own, or how to care for your clothes.`;
    }
    // The text door: a plan long by nature comes in the form its builder composed for a text.
    if (g.closetAnswer && g.shortAnswer && input.maxChars !== undefined && input.maxChars < g.closetAnswer.length) return g.shortAnswer;
    if (g.closetAnswer) {
      const earlier = new Set(input.history.filter((t) => t.role === 'assistant').flatMap((t) => splitSentences(t.content).map((x) => x.trim())));
      const room = Math.min(2, MAX_ANSWER_SENTENCES - sentenceCount(g.closetAnswer));
      const topics = this.tipTopics(g);
      const tips =
        room > 0
          ? pickTips(
              topics.map((t) => this.render(t.body, season)),
              room,
              filters,
              g.closetAnswer,
            )
          : [];
      // Never the same sentence twice in one conversation: a follow-up answers only what changed.
      const fresh = [g.closetAnswer, ...tips].flatMap((part) => splitSentences(part)).filter((x) => !earlier.has(x.trim()));
      // A changed request whose answer comes out the same says so, rather than repeating it or saying nothing.
      const own = splitSentences(g.closetAnswer);
      if (g.change && own.length > 1 && own.filter((x) => !earlier.has(x.trim())).length === 1) {
        fresh.splice(1, 0, 'The rest of what I suggested already suits that, so it stands.');
      }
      return fitAnswer((fresh.length ? fresh : [g.closetAnswer]).join(' ').replace(/\s+/g, ' ').trim());
    }
    // 'Cheaper?' after a shopping answer: how to spend less, not the same list again.
    if (g.kind === 'shopping' && g.change === 'cheaper') {
      return fitAnswer(
        `${g.budget ? `With ${g.budget} instead, buy` : 'To spend less, buy'} one versatile piece rather than several: the same styles turn up second-hand, at outlets and in end-of-season sales. ` +
          `Favour plain leather, wool or cotton over trend details, and good care makes a cheaper piece last.`,
      );
    }
    // No closet answer: the best topic, shortened; a follow-up is read with the question before it.
    let matches = this.knowledge.search(input.message);
    // A care question is answered by a care topic when one matches ('wash a wool sweater' is knitwear care, not sweaters).
    if (g.kind === 'care') {
      const care = matches.filter((m) => m.topic.kind === 'care');
      if (care[0] && this.confident(care[0])) matches = care;
    }
    if (!this.confident(matches[0]) && g.previousQuestion) matches = this.knowledge.search(`${g.previousQuestion} ${input.message}`);
    const top = this.confident(matches[0]) ? matches[0]!.topic : null;
    if (!top) {
      if (g.kind === 'outfit' || g.kind === 'pairing') return fitAnswer(this.outfitToday(input.closet, season));
      return this.notSure();
    }
    const lead = g.budget ? `With ${g.budget} to spend, put it where it shows most:` : null;
    return fitAnswer(compressTopic(this.render(top.body, season), filters, MAX_ANSWER_SENTENCES, lead), MAX_ANSWER_CHARS);
  }

  /** The topics tips come from: the occasion's first, then the weather's. */
  private tipTopics(g: ChatGrounding) {
    const out: { body: string; id: string }[] = [];
    const add = (query: string) => {
      const match = query.trim() ? this.knowledge.search(query)[0] : undefined;
      if (match && this.confident(match) && !out.some((t) => t.id === match.topic.id)) out.push(match.topic);
    };
    for (const occasion of g.occasions.slice(0, 1)) add(occasion);
    for (const word of g.weatherWords)
      add(
        word === 'rain'
          ? 'rain rainy'
          : word === 'snow' || word === 'cold'
            ? 'cold weather winter'
            : word === 'hot' || word === 'humid' || word === 'warm'
              ? 'hot weather heat'
              : '',
      );
    if (out.length === 0) add(g.tipQuery);
    return out;
  }

  private confident(match: TopicMatch | undefined): boolean {
    return !!match && match.score >= MIN_SCORE && (match.keywordScore > 0 || match.similarity >= 0.2);
  }

  private introduction(hello: string): string {
    return (
      `${hello} I'm ${this.options.assistantName}, your personal stylist. I can help with:\n` +
      `- what to wear for work, interviews, dates, weddings and other occasions\n` +
      `- what goes with a piece in your closet (try 'What goes with my navy blazer?')\n` +
      `- colours, fit, body shape, shoes and accessories\n` +
      `- capsule wardrobes, packing, clothing care and shopping on a budget`
    );
  }

  private notSure(): string {
    return (
      `I'm not sure I can help with that: I'm ${this.options.assistantName}, your stylist. ` +
      `Ask me what to wear for an occasion or the weather, what goes with a piece you own, colours, fit, care, capsule wardrobes, packing or shopping.`
    );
  }

  /** Seasonal lines ('@winter: ...') are kept only in their season. */
  private render(body: string, season: SeasonName): string {
    return body
      .split('\n')
      .filter((line) => {
        const m = /^@(winter|spring|summer|fall):/.exec(line);
        return !m || m[1] === season;
      })
      .map((line) => line.replace(/^@\w+:\s*/, ''))
      .join('\n')
      .replaceAll('{{season}}', season)
      .replaceAll('{{assistant}}', this.options.assistantName)
      .replace(/\n{3,}/g, '\n\n');
  }

  private pairingText(anchor: Anchor, closet: readonly TClothingItem[], season: SeasonName): string {
    const picks = pairingsFor(anchor, closet, season);
    const subject = anchor.kind === 'owned' ? `your ${anchor.item.name}` : `a ${anchor.color ? `${anchor.color} ` : ''}${anchor.noun}`;
    const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
    if (closet.length === 0) {
      return `Once you add a few pieces to your closet, I'll suggest exact pairings from what you own.`;
    }
    if (picks.length === 0) {
      return `With ${subject}, I'd need a few more pieces in your closet to suggest a full outfit: add some tops, bottoms and shoes and ask me again.`;
    }
    const color = anchor.kind === 'owned' ? anchor.item.color : anchor.color;
    const lead = anchor.kind === 'owned' ? `With ${subject}, try ${yourList(picks)}.` : `${Subject} would go well with ${yourList(picks)} from your closet.`;
    return `${lead} ${colorReason(color, picks)}`;
  }

  private outfitToday(closet: readonly TClothingItem[], season: SeasonName): string {
    const tops = closet.filter((i) => i.category === 'Tops' && i.status === 'active');
    if (tops.length === 0) {
      return closet.length === 0
        ? `Add a few pieces to your closet and I'll put outfits together from what you own. Your daily outfit on the home screen also takes the weather and your calendar into account.`
        : `Your daily outfit on the home screen is built from your closet with the weather and your calendar in mind. Add a few tops so I can suggest more combinations.`;
    }
    // The least-worn top leads, so suggestions rotate through the closet.
    const lead = [...tops].sort((a, b) => a.timesWorn - b.timesWorn || a.id - b.id)[0]!;
    const picks = pairingsFor({ kind: 'owned', item: lead }, closet, season);
    return `How about your ${lead.name}${picks.length ? ` with ${yourList(picks)}` : ''}? Your daily outfit on the home screen also checks the weather and your calendar.`;
  }

  private closetTieIn(pieces: readonly string[], closet: readonly TClothingItem[]): string | null {
    if (pieces.length === 0) return null;
    if (closet.length === 0) return `Add a few pieces to your closet and I'll point out exactly what to wear from it.`;
    const items = itemsForPieces(pieces, closet);
    if (items.length === 0) return null;
    const names = listJoin(items.map((i) => `your ${i.name}`));
    return `From your closet, ${names} ${items.length === 1 ? 'fits' : 'fit'} this well.`;
  }
}

/** Sentences of an answer, each with its end mark ('Wear your Navy Blazer.' stays whole; '9:30 AM' and '$1.50' are not ends). */
function splitSentences(text: string): string[] {
  return (
    text
      .match(/[^.!?]+(?:[.!?](?![\d])|$)+/g)
      ?.map((x) => x.trim())
      .filter(Boolean) ?? [text]
  );
}

/** Loosest to most demanding: the calendar's dress codes. */
const FORMALITY_ORDER = ['Athletic', 'Outdoor', 'Casual', 'Smart Casual', 'Business Casual', 'Business Formal', 'Formal', 'Black Tie'];

function dayAsked(message: string, today: string): { date: string; label: string } {
  if (/\btomorrow\b/i.test(message)) {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return { date: d.toISOString().slice(0, 10), label: 'Tomorrow' };
  }
  return { date: today, label: /\btonight\b/i.test(message) ? 'Tonight' : 'Today' };
}

function mostFormal(events: readonly ChatEvent[]): ChatEvent {
  return [...events].sort((a, b) => FORMALITY_ORDER.indexOf(b.dressCode ?? '') - FORMALITY_ORDER.indexOf(a.dressCode ?? ''))[0]!;
}

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function scheduleText(label: string, events: readonly ChatEvent[], deciding: ChatEvent): string {
  const list = listJoin(events.map((e) => `${e.title}${e.startTime ? ` at ${clock(e.startTime)}` : ''}${e.dressCode ? ` (${e.dressCode})` : ''}`));
  const advice = deciding.dressCode ? ` Dress for ${deciding.title}: ${deciding.dressCode.toLowerCase()}.` : '';
  return `${label} you have ${list}.${advice}`;
}
