import { yourList } from './closet-match';
import { KnowledgeBase, type TopicMatch } from './knowledge';
import { KnowledgePoints } from './knowledge-points';
import type { AiPort, ChatGrounding, ChatInput, ChatReply, OutfitPick, OutfitPickInput } from './port';
import { MAX_ANSWER_CHARS, MAX_ANSWER_SENTENCES, fitAnswer, pickTips, sentenceCount, withoutNamed, type StatedFacts } from './answer-shape';
import { seasonOf, terms, type SeasonName } from './text';
import { sentenceMatches } from '../../shared/plain-text';

/** Below this a topic is a guess, not an answer. Tuned on the knowledge base's own questions. */
const MIN_SCORE = 0.9;

const GREETING = /^\s*(hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening))\b[\s!.,]*(?:(there|wren)[\s!.,]*)?$/i;
const ABOUT_YOU = /\b(who are you|what can you do|what do you do|how can you help|help me|what are you)\b|^\s*help(?:\s*[?!.]+)?\s*$/i;
const THANKS = /^\s*(thanks|thank you|thx|cheers|great,? thanks|perfect|awesome)\b/i;

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
    const hello = input.userName ? `Hi ${input.userName}!` : 'Hi!';

    if (GREETING.test(message)) {
      return `${hello} I'm ${name}, your personal stylist. Ask me what to wear for an occasion, what goes with a piece in your closet, or how to build a capsule wardrobe.`;
    }
    if (THANKS.test(message) && terms(message).length <= 3) {
      return `You're welcome! Ask me any time you're unsure what to wear.`;
    }
    // 'Help me with Friday.' asks for help with something: the grounding's answer (a question back) is the reply.
    if (ABOUT_YOU.test(message) && terms(message).length <= 4 && (terms(message.replace(ABOUT_YOU, ' ')).length === 0 || !input.grounding?.closetAnswer))
      return this.introduction(hello);
    // Every door parses the message first (groundChat); without that request there is nothing to build an
    // answer from, and matching the words to an article is what issue 23 removed: say what Wren can do.
    if (!input.grounding) return this.introduction(hello);
    // Whatever builder or tip wrote it, a piece the person said they lack or cannot use is not named (issue 38.5).
    return withoutNamed(this.grounded(input, input.grounding, season), input.grounding.neverName);
  }

  /**
   * Issue 16: the question as parsed by the server, answered from the user's closet where it can
   * be, with one or two tips from the knowledge base; short (at most five sentences, or a list of
   * at most five points between two sentences, and 900 characters), for the user's wardrobe and weather.
   */
  private grounded(input: ChatInput, g: ChatGrounding, season: SeasonName): string {
    const name = this.options.assistantName;
    const filters = {
      wardrobe: g.wardrobe,
      rain: g.weatherWords.some((w) => w === 'rain' || w === 'snow'),
      hot: g.weatherWords.includes('hot'),
      stated: statedFacts(g),
    };
    if (g.kind === 'off-topic') {
      // Health goes to someone qualified; everything else gets one line on what Wren does.
      if (g.offTopic === 'medical questions') {
        return `I can't help with medical questions: please ask a doctor or pharmacist. I'm ${name}, your stylist, so I can help with what to wear and how to care for your clothes.`;
      }
      // Nothing about dressing that could be named ('zxqv plork', 'a name for my puppy'): say so without pretending to know the subject.
      if (!g.offTopic) return this.notSure(g.unclearWords, true);
      return `I can't help with ${g.offTopic}. I'm ${name}, your stylist: ask me what to wear, what goes with a piece you own, or how to care for your clothes.`;
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
              input.message,
            )
          : [];
      // Never the same sentence twice in one conversation: a follow-up answers only what changed. When what changed
      // leaves the outfit itself as it was ('no heels': it had none), the outfit is said to stand, not dropped.
      const [lead, ...restOwn] = splitSentences(g.closetAnswer);
      const leadKept =
        (g.change || g.previousQuestion) && lead && earlier.has(lead.trim()) ? `That still stands: ${lead.charAt(0).toLowerCase()}${lead.slice(1)}` : lead;
      const fresh = [[leadKept ?? '', ...restOwn].join(' '), ...tips].flatMap((part) => splitSentences(part)).filter((x) => !earlier.has(x.trim()));
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
    // No closet answer: the points of advice that speak to the request's subject and to what is asked about it.
    const r = (g.request ?? {}) as { pieces?: string[]; fabric?: string | null; occasions?: string[]; activity?: string | null; fitArea?: string | null };
    const pieces = r.pieces ?? [];
    const others = [...(r.fabric ? [r.fabric] : []), ...(r.occasions ?? []), ...(r.activity ? [r.activity] : []), ...(r.fitArea ? [r.fitArea] : [])];
    const found = this.pointsFor(season).answer(
      pieces.length ? { message: input.message, subjects: pieces, also: others } : { message: input.message, subjects: others },
      filters,
    );
    // A piece named and nothing the advice holds answers it: one short question naming what could be meant, never a refusal (issue 38.3).
    if (!found) return pieces.length ? this.whichAsk(pieces[0]!) : this.notSure();
    const owned = input.closet.filter((i) => i.status === 'active' && pieces.some((p) => terms(p).every((w) => terms(i.name).includes(w)))).slice(0, 2);
    const lead = g.budget ? `With ${g.budget} to spend:` : null;
    const tie = owned.length ? `That goes for ${yourList(owned)}.` : null;
    return fitAnswer([lead, ...found.points, tie].filter(Boolean).join(' '), MAX_ANSWER_CHARS);
  }

  private points = new Map<SeasonName, KnowledgePoints>();
  private pointsFor(season: SeasonName): KnowledgePoints {
    let p = this.points.get(season);
    if (!p) this.points.set(season, (p = new KnowledgePoints(this.knowledge, (body) => this.render(body, season))));
    return p;
  }

  /** The topics tips come from: the occasion's first, then the weather's. */
  private tipTopics(g: ChatGrounding) {
    const out: { body: string; id: string }[] = [];
    // A tip speaks to what was asked (issue 38.6): an occasion's tip only when the person named that occasion, not the
    // family it was filed under ('bowling' is read as a casual day, whose generic tip would end any casual answer).
    const named = (occasion: string) => g.occasionsSaid?.includes(occasion) ?? true;
    const add = (query: string) => {
      const match = query.trim() ? this.knowledge.search(query)[0] : undefined;
      if (match && this.confident(match) && !out.some((t) => t.id === match.topic.id)) out.push(match.topic);
    };
    for (const occasion of g.occasions.slice(0, 1)) if (named(occasion)) add(occasion);
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
    if (out.length === 0 && g.tipQuery.split(' ').some((w) => g.occasionsSaid?.some((o) => o.includes(w)) ?? true)) add(g.tipQuery);
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

  private whichAsk(piece: string): string {
    return `What would you like to know about the ${piece}: what to wear it with, whether it suits an occasion, how to care for it or fix it, or what to buy instead? Tell me and I'll answer from your closet.`;
  }

  /** `decline`: the message reads as about something else, so Wren says what it does; otherwise it asks which reading is meant. */
  private notSure(unclear: readonly string[] = [], decline = false): string {
    // Words it could not place are said back, with one short question naming what it can answer (issue 38.3): never a guess.
    if (unclear.length > 0 && unclear.length <= 3) {
      const said = unclear.map((w) => `"${w}"`).join(' or ');
      return `I didn't follow ${said}. I'm ${this.options.assistantName}, your stylist: is it what to wear, what goes with a piece you own, or how to care for something?`;
    }
    // Nothing it can name ('Thoughts?', 'what about it'): said plainly, and one short question on what it can answer, since a
    // clothes question said too briefly is asked back, never refused (issue 38.3).
    if (decline) {
      return (
        `I'm not sure I can help with that: I'm ${this.options.assistantName}, your stylist. ` +
        `Is it about your clothes: what to wear for an occasion or the weather, what goes with a piece you own, or colours, fit, care, packing or shopping?`
      );
    }
    // A message about dressing that nothing could place: ask which of the things a stylist answers is meant (issue 38.3), in one sentence.
    return `I'm ${this.options.assistantName}, your stylist, and I didn't quite follow: is it an outfit for something, what goes with a piece you own, or how to care for or fix your clothes?`;
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
}

/** Sentences of an answer, each with its end mark ('Wear your Navy Blazer.' stays whole; '9:30 AM' and '$1.50' are not ends). */
function splitSentences(text: string): string[] {
  const found = sentenceMatches(text);
  return found.length ? found.map((x) => x.trim()).filter(Boolean) : [text];
}

/**
 * What the person stated that a tip must not overrule (issue 38.5): colours they asked to wear (a question about colours
 * themselves keeps its colour tips), pieces ruled out, and the level they set ('they're really casual').
 */
function statedFacts(g: ChatGrounding): StatedFacts {
  const r = (g.request ?? {}) as { colours?: string[]; avoid?: string[]; dressCode?: string | null; dressCodeExplicit?: boolean };
  return {
    colours: g.kind === 'colour' ? [] : (r.colours ?? []),
    avoid: r.avoid ?? [],
    level: r.dressCodeExplicit ? (r.dressCode ?? null) : null,
  };
}
