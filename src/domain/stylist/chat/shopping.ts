import { isPluralName } from '../grammar';
import type { WearSlot } from '../../../shared/closet-slots';
import { rangeBesideMoneyAbroad } from './money-abroad';
import { FORMALITIES } from '../../../shared/closet-constants';
import { colourInfo, harmonyScore } from '../colour-harmony';
import { DRESS_CODE_RULES, dressCodeRank } from '../dress-code';
import { profileItem, type ItemProfile } from '../item-profile';
import type { ParsedQuestion } from '../question';
import { occasionWithArticle } from '../question/occasion-phrase';
import { claimPhrases, says, type PhraseHit } from '../reading/phrases';
import { footNeedWords } from '../reading/feet';
import type { ClosetItem } from '../types';
import { wardrobeOf, type ClosetAnswer } from './answer';
import { listJoin } from './closet-pick';
import {
  ACCENT_COLOURS,
  FAMILY_WORDS,
  FRESHEN_PHRASES,
  FROM_CLOSET_PHRASES,
  LEVEL_UP_PHRASES,
  SEASON_WORDS,
  SHOP_CONSTRAINTS,
  SHOP_KINDS,
  SHOP_PLACES,
  type Season,
  type ShopConstraintId,
  type ShopFamily,
  type ShopKind,
} from './shop-kinds';

/**
 * Shopping answers (issue 38: 'an answer to a different question'). A shopping message is one of a
 * few requests, each answered for what it asks: a choice between two kinds ('a trench or a puffer?')
 * gets a verdict naming both; a family with a constraint ('shoes dressier than my docs, no heels')
 * gets the kinds that meet it; a buy for an occasion ('a suit for the wedding, or make do?') is
 * answered from the closet first; 'one piece to make it less boring' names the piece and its colour.
 * Null when none applies: the one-item answer (buy-one) takes it then.
 */

export interface ShoppingInput {
  question: ParsedQuestion;
  /** The message as the reader wrote it out (shorthand expanded, spelling corrected). */
  message: string;
  closet: readonly ClosetItem[];
  /** The message as typed: a kind's name the spelling corrector does not know ('chukkas') is read from it. */
  typed?: string;
  /** Which kinds may be suggested: a menswear closet is not offered ballet flats. */
  wardrobe?: 'menswear' | 'womenswear' | 'mixed';
}

/** The one-item answer ('for a suit, look for...'), which a buy for an occasion quotes after the closet's answer. */
export type OneItemAnswer = (input: { question: ParsedQuestion; message: string; closet: readonly ClosetItem[] }) => ClosetAnswer | null;

export function shoppingAnswer(input: ShoppingInput, oneItem: OneItemAnswer): ClosetAnswer | null {
  const read = readShopping(input);
  return (
    choiceAnswer(read) ??
    fromClosetAnswer(read, oneItem) ??
    keepOrBuyAnswer(read) ??
    kindsAnswer(read) ??
    wishOnlyAnswer(read) ??
    freshenAnswer(read) ??
    levelUpAnswer(read)
  );
}

/** 'Should I get waterproof trousers, or are my softshell ones enough for walking the dog?': one kind against an owned piece named. */
export function keepOrBuyOwnedNamed(input: ShoppingInput): ClosetAnswer | null {
  return keepOrBuyAnswer(readShopping(input));
}

/** Words pointing back at a kind just named, as an owned one ('my softshell ones', 'the camel one'). */
const ONE_WORDS: ReadonlySet<string> = new Set(['one', 'ones', 'pair']);
/**
 * The describing words of an owned piece said as 'one' of the kind asked about ('or can I make do with the camel one?' →
 * ['camel']); null when none is said.
 */
function ownedOneSaid(ws: readonly string[]): string[] | null {
  for (let k = 1; k < ws.length; k++) {
    if (!ONE_WORDS.has(ws[k]!)) continue;
    const at = ws.slice(Math.max(0, k - 4), k).lastIndexOf('my');
    const the = ws.slice(Math.max(0, k - 4), k).lastIndexOf('the');
    const from = Math.max(at, the);
    if (from < 0) continue;
    const said = ws.slice(Math.max(0, k - 4) + from + 1, k);
    if (said.length) return said;
  }
  return null;
}

/** What a shopping message says, read once: kinds and families named, constraints, season, budget. */
interface ShoppingRead {
  question: ParsedQuestion;
  message: string;
  menswear: boolean;
  ws: string[];
  /** Kinds named, in message order (from the typed text too, where the reader changed the word). */
  kinds: PhraseHit<string>[];
  families: PhraseHit<ShopFamily>[];
  constraints: Set<ShopConstraintId>;
  season: Season | null;
  active: ClosetItem[];
  owned: OwnedPiece[];
  budget: ParsedQuestion['budget'];
  symbol: string;
}

/** An owned piece as the shopping answers weigh it: its kind where the table knows it, else its profile's levels. */
interface OwnedPiece {
  item: ClosetItem | null;
  name: string;
  family: ShopFamily | null;
  kind: ShopKind | null;
  formality: readonly [number, number];
  warmth: number;
  water: number;
}

const KIND_BY_ID = new Map(SHOP_KINDS.map((k) => [k.id, k]));

/** Words with their hyphens and apostrophes kept, so 'lace-up' and "can't" are one word each, as the tables write them. */
export function shopWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[a-z0-9]+(?:['-][a-z0-9]+)*/g) ?? []
  );
}

function readShopping({ question, message, closet, typed, wardrobe }: ShoppingInput): ShoppingRead {
  const read = shopWords(message);
  // The typed text, when it names more kinds than the corrected one ('chukkas' corrected into another word).
  const typedWs = typed && typed !== message ? shopWords(typed) : null;
  const ws = typedWs && claimPhrases(typedWs, SHOP_KINDS).length > claimPhrases(read, SHOP_KINDS).length ? typedWs : read;
  // 'Nothing for rain except the trench', 'besides my parka': a kind set aside is what is owned, not what is asked for.
  const kinds = claimPhrases(ws, SHOP_KINDS).filter((h) => !setAsideAt(ws, h.at));
  const taken = new Set(kinds.flatMap((h) => Array.from({ length: h.span }, (_, k) => h.at + k)));
  // A family word inside a kind's name is that kind ('rain coat'), never a broad ask for coats.
  const families = claimPhrases(ws, FAMILY_WORDS, (i) => taken.has(i));
  // 'Flat feet' is a foot to fit, not a flat shoe wanted.
  const feet = footNeedWords(ws);
  const constraints = new Set(SHOP_CONSTRAINTS.filter((c) => says(ws, c.phrases, (i) => feet.has(i) || (!c.ofKinds && taken.has(i)))).map((c) => c.id));
  const active = closet.filter((i) => i.status === 'active');
  const budget = question.budget;
  return {
    question,
    message,
    menswear: (wardrobe ?? wardrobeOf(null, closet)) === 'menswear',
    ws,
    kinds,
    families,
    constraints,
    season: seasonOf(ws, question, (i) => taken.has(i)),
    active,
    owned: active.map(ownedPiece),
    budget,
    symbol: budget ? { USD: '$', EUR: '€', GBP: '£' }[budget.currency] : '$',
  };
}

/** Words that set the kind after them aside, an article or owner between ('except the trench', 'apart from my parka'). */
const SET_ASIDE_BEFORE: ReadonlySet<string> = new Set(['except', 'besides', 'excluding', 'than', 'from']);
const BETWEEN: ReadonlySet<string> = new Set(['the', 'my', 'a', 'an', 'that', 'this', 'our']);
function setAsideAt(ws: readonly string[], at: number): boolean {
  const k = BETWEEN.has(ws[at - 1] ?? '') ? at - 2 : at - 1;
  const w = ws[k] ?? '';
  // 'Than' and 'from' only as 'other than' and 'apart/aside from' ('better than', 'made from' weigh a kind, not set it aside).
  if (w === 'than') return ws[k - 1] === 'other';
  if (w === 'from') return ws[k - 1] === 'apart' || ws[k - 1] === 'aside';
  return SET_ASIDE_BEFORE.has(w);
}

/** Whether every mention of a piece word in the message is set aside ('nothing for rain except the trench'). */
export function onlySetAside(message: string, piece: string): boolean {
  const ws = shopWords(message);
  // The piece as the reader names it ('trench coat') is said by any of its words ('except the trench').
  const forms = new Set(piece.split(' ').flatMap((p) => [p, `${p}s`, `${p}es`]));
  const at = ws.flatMap((w, i) => (forms.has(w) ? [i] : []));
  return at.length > 0 && at.every((i) => setAsideAt(ws, i));
}

/** The season said, outside a kind's name ('snow boots' says nothing about when). */
function seasonOf(ws: readonly string[], question: ParsedQuestion, inKind: (i: number) => boolean): Season | null {
  const row = SEASON_WORDS.find((s) => says(ws, s.phrases, inKind));
  if (row) return row.id;
  if (question.weather.includes('cold')) return 'winter';
  if (question.weather.includes('hot')) return 'summer';
  return null;
}

const SLOT_FAMILY: Partial<Record<WearSlot, ShopFamily>> = {
  top: 'tops',
  bottom: 'bottoms',
  'one-piece': 'dresses',
  layer: 'outerwear',
  shoes: 'shoes',
};

/** The owned piece's kind by its words, and its levels by the kind (else by its profile). */
function ownedPiece(item: ClosetItem): OwnedPiece {
  const hit = claimPhrases(shopWords(`${item.subcategory ?? ''} ${item.name}`), SHOP_KINDS)[0];
  const kind = hit ? KIND_BY_ID.get(hit.id)! : null;
  const p = profileItem(item);
  const family = SLOT_FAMILY[p.slot] ?? (item.category === 'Bags' ? 'bags' : null);
  if (kind && kind.family === family) return { item, name: item.name, family, kind, formality: kind.formality, warmth: kind.warmth, water: kind.water };
  return {
    item,
    name: item.name,
    family,
    kind: null,
    formality: [p.formalityLevel, p.formalityLevel],
    warmth: warmthOf(p),
    water: p.rainwear ? 2 : p.waterResistant ? 1 : 0,
  };
}

/** A profile's warmth on the kinds' scale: a coat rated for the cold is a 2, only an insulated one a 3. */
function warmthOf(p: ItemProfile): number {
  if (p.slot === 'layer') return p.coldRated ? 2 : p.warmth === 'light' ? 0 : 1;
  return p.warmth === 'warm' ? 2 : p.warmth === 'medium' ? 1 : 0;
}

const money = (r: ShoppingRead, n: number) => `${r.symbol}${Math.round(n)}`;
const kindOf = (hit: PhraseHit<string>) => KIND_BY_ID.get(hit.id)!;
const article = (word: string) => (/s$/.test(word) && !/ss$/.test(word) ? '' : /^[aeiou]/i.test(word) ? 'an ' : 'a ');
const withArticle = (k: ShopKind) => `${article(k.id)}${k.id}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------
// A choice between two kinds: 'a trench coat or a puffer?', 'chelsea boots vs chukkas'.

/** Words that may stand between the two kinds of a choice. */
const CHOICE_JOINS = new Set(['or', 'vs', 'versus', 'a', 'an', 'the', 'some', 'pair', 'of', 'new']);
/** A describing word before the second kind ('rain boots or waterproof ankle boots') keeps it one choice. */
const CHOICE_MODIFIERS: readonly string[] = SHOP_CONSTRAINTS.flatMap((c) => c.phrases).filter((p) => !p.includes(' '));

/** The two kinds offered as alternatives: adjacent hits joined by 'or'/'vs', or 'between X and Y'. */
function choiceOf(r: ShoppingRead): [ShopKind, ShopKind] | null {
  for (let n = 0; n + 1 < r.kinds.length; n++) {
    const a = r.kinds[n]!;
    const b = r.kinds[n + 1]!;
    const between = r.ws.slice(a.at + a.span, b.at);
    const joined = between.some((w) => w === 'or' || w === 'vs' || w === 'versus') || (between.join(' ') === 'and' && r.ws[a.at - 1] === 'between');
    const modifiers = between.filter((w) => !CHOICE_JOINS.has(w) && w !== 'and');
    const described = modifiers.length <= 1 && modifiers.every((w) => says([w], CHOICE_MODIFIERS));
    if (joined && described && a.id !== b.id && kindOf(a).family === kindOf(b).family) return [kindOf(a), kindOf(b)];
  }
  return null;
}

/** What a candidate adds to what is owned: each job it does better than anything owned, and the owned piece it repeats. */
interface Weighed {
  kind: ShopKind;
  score: number;
  /** The owned piece of the same build: buying this kind repeats it. */
  repeats: OwnedPiece | null;
  /** The jobs it adds, said in the answer ('warmth for a freeze'). */
  adds: string[];
}

const SEASON_WEIGHT: Record<Season, { warmth: number; water: number }> = {
  winter: { warmth: 1.5, water: 0.75 },
  autumn: { warmth: 0.75, water: 1 },
  spring: { warmth: 0.25, water: 1 },
  summer: { warmth: 0, water: 0.75 },
};

function weigh(kind: ShopKind, owned: readonly OwnedPiece[], season: Season | null): Weighed {
  const same = owned.filter((o) => o.family === kind.family);
  const w = season ? SEASON_WEIGHT[season] : { warmth: 0.75, water: 0.75 };
  const repeats = same.find((o) => o.kind?.id === kind.id) ?? same.find((o) => o.kind?.shape === kind.shape) ?? null;
  const warmest = Math.max(0, ...same.map((o) => o.warmth));
  const driest = Math.max(0, ...same.map((o) => o.water));
  const levels = new Set(same.flatMap((o) => range(o.formality)));
  const newLevels = range(kind.formality).filter((l) => !levels.has(l));
  const adds: string[] = [];
  let score = repeats ? -2 : 0;
  if (kind.warmth > warmest && w.warmth > 0) {
    score += (kind.warmth - warmest) * w.warmth;
    adds.push('more warmth than anything you own');
  }
  if (kind.water > driest && w.water > 0) {
    score += (kind.water - driest) * w.water;
    adds.push(kind.water === 2 ? 'real rain protection' : 'cover for showers');
  }
  if (newLevels.length) {
    score += newLevels.length * 0.5;
    adds.push(newLevels.some((l) => l >= 3) ? 'a dressier option than you have' : 'a more casual option than you have');
  }
  // A build nothing owned has is worth a little on its own: it is a different job, not a copy.
  if (!repeats) score += 0.25;
  return { kind, score, repeats, adds };
}

const range = ([lo, hi]: readonly [number, number]) => Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);

function choiceAnswer(r: ShoppingRead): ClosetAnswer | null {
  const pair = choiceOf(r);
  if (!pair) return null;
  // Kinds the message names besides the two on offer are what the person already has ('I've only got the mac').
  const said = r.kinds.map(kindOf).filter((k) => !pair.includes(k));
  const owned = [...r.owned, ...said.filter((k) => !r.owned.some((o) => o.kind?.id === k.id)).map(saidPiece)];
  const [a, b] = pair.map((k) => weigh(k, owned, r.season)) as [Weighed, Weighed];
  // Equal weight: the one worn at more levels does more; then the table's order, so the order said never decides.
  const width = (x: Weighed) => x.kind.formality[1] - x.kind.formality[0];
  const first = (x: Weighed) => -SHOP_KINDS.indexOf(x.kind);
  const [win, lose] = (a.score - b.score || width(a) - width(b) || first(a) - first(b)) > 0 ? [a, b] : [b, a];
  const season = r.season ? ` for ${r.season === 'autumn' ? 'the autumn' : `this ${r.season}`}` : '';
  const sentences = [`Between ${withArticle(a.kind)} and ${withArticle(b.kind)}${season}, I'd get the ${win.kind.id}.`];
  sentences.push(reasonFor(win, lose, owned));
  const wins = win.kind.price;
  sentences.push(
    r.budget
      ? r.budget.amount >= wins[0]
        ? `${money(r, r.budget.amount)} covers a good one (about ${money(r, wins[0])}–${money(r, wins[1])}).`
        : `${money(r, r.budget.amount)} is tight for a good one (about ${money(r, wins[0])}–${money(r, wins[1])}), so look second-hand and in end-of-season sales.`
      : `A good ${win.kind.family === 'shoes' ? 'pair' : 'one'} runs about ${money(r, wins[0])}–${money(r, wins[1])}.`,
  );
  const ids = [win.repeats, lose.repeats].flatMap((o) => (o?.item ? [o.item.id] : []));
  return {
    text: sentences.join(' '),
    itemIds: ids,
    tipQuery: '',
    facts: [`Buying: ${a.kind.id} or ${b.kind.id}; verdict ${win.kind.id}`],
  };
}

/** A kind the message says is owned, weighed as the table describes it. */
function saidPiece(kind: ShopKind): OwnedPiece {
  return { item: null, name: kind.id, family: kind.family, kind, formality: kind.formality, warmth: kind.warmth, water: kind.water };
}

const yourName = (o: OwnedPiece) => (o.item ? `your ${o.name}` : `the ${o.name} you have`);

/** Why the winner: what the loser repeats from the closet, and what the winner does that nothing owned does. */
function reasonFor(win: Weighed, lose: Weighed, owned: readonly OwnedPiece[]): string {
  const does = `the ${win.kind.id} ${win.kind.does}${win.adds.length ? `, adding ${listJoin(win.adds)}` : ''}`;
  const overlap = win.repeats ? `, though it overlaps with ${yourName(win.repeats)}` : '';
  if (lose.repeats) return `${capital(withArticle(lose.kind))} would repeat ${yourName(lose.repeats)}, while ${does}${overlap}.`;
  const cover = coveredBy(lose.kind, owned);
  const covered = lose.adds.length === 0 && cover.length ? `; with ${listJoin(cover.map(yourName))}, ${withArticle(lose.kind)} would add little` : '';
  // Both new and neither adding more than the other: the one worn across more of the week.
  const span = !covered && win.adds.length === lose.adds.length ? ` Both would be new to your closet, but the ${win.kind.id} ${spanOf(win.kind)}.` : '';
  return `${capital(does)}${overlap}${covered}.${span}`;
}

const LEVEL_WORDS = ['sport', 'casual', 'smart casual', 'office', 'formal'];
const spanOf = (k: ShopKind) =>
  k.formality[0] === k.formality[1] ? `suit ${LEVEL_WORDS[k.formality[0]]} days` : `go from ${LEVEL_WORDS[k.formality[0]]} to ${LEVEL_WORDS[k.formality[1]]}`;

/** The owned pieces that already do a kind's jobs: the driest for its rain cover, the one worn at its dressiest level, the warmest. */
function coveredBy(kind: ShopKind, owned: readonly OwnedPiece[]): OwnedPiece[] {
  const same = owned.filter((o) => o.family === kind.family);
  const out: OwnedPiece[] = [];
  const add = (o: OwnedPiece | undefined) => o && !out.includes(o) && out.push(o);
  if (kind.water > 0) add([...same].sort((x, y) => y.water - x.water).find((o) => o.water >= kind.water));
  // The warmest piece worn at the kind's dressiest level (a coat before a blazer), where the family is judged by level and weather alone.
  if (FAMILY_WORDS.find((f) => f.id === kind.family)?.byLevel)
    add(
      [...same]
        .sort((x, y) => y.warmth - x.warmth)
        .find((o) => o.formality[0] <= kind.formality[1] && o.formality[1] >= kind.formality[1] && o.warmth >= kind.warmth),
    );
  if (kind.warmth > 0) add([...same].sort((x, y) => y.warmth - x.warmth).find((o) => o.warmth >= kind.warmth));
  return out.slice(0, 2);
}

// ---------------------------------------------------------------------------------------------
// One kind against what is owned: 'a rain jacket, or is my trench enough?', 'a rain jacket or make do with what I have?'.

function keepOrBuyAnswer(r: ShoppingRead): ClosetAnswer | null {
  // A family with a constraint ('shoes dressier than my docs, no heels') asks for kinds: kindsAnswer's.
  if (r.families.length) return null;
  const reference = referenceKind(r);
  const ruledOut = ruledOutKinds(r);
  const wanted = r.kinds.filter((h) => !ownedPhrase(r.ws, h.at) && !ruledOut.has(h.id) && kindOf(h) !== reference);
  if (wanted.length !== 1) return null;
  const want = kindOf(wanted[0]!);
  // The kind as the person said it ('a rain jacket'), not the table's name for it.
  const said = r.ws.slice(wanted[0]!.at, wanted[0]!.at + wanted[0]!.span).join(' ');
  const saidA = `${article(said)}${said}`;
  // The owned piece of the family the person names ('my trench'), else the closet's closest to the job.
  const saidOwned = r.kinds.filter((h) => ownedPhrase(r.ws, h.at)).map(kindOf);
  // 'Or are my softshell ones enough?': the owned piece of the same family whose name holds the words said of 'one'.
  const oneSaid = ownedOneSaid(r.ws);
  const oneOwned = oneSaid
    ? r.owned.find(
        (o) =>
          o.item &&
          o.family === want.family &&
          oneSaid.every((w) =>
            o.name
              .toLowerCase()
              .split(/[^a-z-]+/)
              .includes(w),
          ),
      )
    : undefined;
  // Only the closet offered as the other answer ('is my trench enough', 'make do with what I have'): 'expensive or cheap ones?' is about price.
  const offersCloset = saidOwned.length > 0 || oneOwned !== undefined || says(r.ws, FROM_CLOSET_PHRASES);
  // The piece the person names as the other answer ('or are my softshell ones enough for walking the dog?') is weighed for the use
  // said; with only the closet at large offered, an occasion's or an activity's kit is the outfit builder's to say.
  // With an occasion or an activity said, only an owned piece offered as the other answer ('or are my softshell ones enough')
  // makes it this question; one told as the reason ('my rain boots are freezing') does not.
  const offeredInstead = oneOwned !== undefined || r.kinds.some((h) => ownedPhrase(r.ws, h.at) && r.ws.slice(Math.max(0, h.at - 5), h.at).includes('or'));
  if (!offersCloset || ((r.question.occasions.length || r.question.activity) && !offeredInstead)) return null;
  // The colour said of the kind wanted ('a black wool coat'): one owned in another colour is weighed on it.
  const wantColour = colourBefore(r.ws, wanted[0]!.at);
  // Owning one of the kind already makes it an upgrade question ('the one I have is boring'), not this one, unless the one
  // owned is named against it in another colour ('or can I make do with the camel one?').
  const otherColour = wantColour !== null && oneOwned?.item && colourInfo(oneOwned.item.color).name !== colourInfo(wantColour).name;
  if (r.owned.some((o) => o.item && o.kind?.id === want.id) && !otherColour) return null;
  const same = r.owned.filter((o) => o.item && o.family === want.family);
  const named = oneOwned ?? same.find((o) => saidOwned.some((k) => k.id === o.kind?.id));
  const mine = named ?? coveredBy(want, same)[0] ?? closestFor(want, same);
  if (!mine) return null;
  // Said of a pair ('your softshell trousers are not made for rain'), the verbs agree.
  const plural = mine.item ? isPluralName(mine.item.name) : false;
  const agreed = (x: string) =>
    plural
      ? x
          .replace(/^is /, 'are ')
          .replace(/^does /, 'do ')
          .replace(/^(handle|keep)s /, '$1 ')
      : x;
  const short = [
    ...shortfalls(want, mine),
    ...(otherColour && mine.item
      ? [
          `is ${colourInfo(mine.item.color).name ?? mine.item.color}, not ${wantColour}${sombre(r, wantColour!) ? ', and a funeral calls for dark, quiet colours' : ''}`,
        ]
      : []),
  ].map(agreed);
  // The use said ('for walking the dog in sleet', 'for the funerals') is what the verdict is for.
  const use = r.question.activitySaid ?? r.question.occasionName;
  const sentences = short.length
    ? [
        `Buy the ${otherColour ? `${wantColour} ` : ''}${said}${use ? ` for ${use.replace(/^(for|to) /, '')}` : ''}: ${yourName(mine)} ${listJoin(short)}, while ${saidA} ${want.does}.`,
        `Keep ${yourName(mine)} for the days ${plural ? 'they suit' : 'it suits'}.`,
        priceLine(r, want),
      ]
    : [`Make do with ${yourName(mine)}: it already does what ${saidA} would, so ${saidA} would mostly repeat it.`];
  return {
    text: sentences.join(' '),
    itemIds: mine.item ? [mine.item.id] : [],
    tipQuery: '',
    facts: [`Buying: ${want.id} against the owned ${mine.name}; verdict ${short.length ? 'buy' : 'make do'}`],
  };
}

/** The colour said just before a kind ('a black wool coat' → 'black'), up to two words back; null when none. */
function colourBefore(ws: readonly string[], at: number): string | null {
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) if (colourInfo(ws[i]!).kind !== 'unknown') return ws[i]!;
  return null;
}

/** A dark colour asked for a funeral: the reason is the occasion's. */
function sombre(r: ShoppingRead, colour: string): boolean {
  return r.question.occasions.includes('funeral') && ['black', 'navy', 'charcoal', 'dark grey'].includes(colourInfo(colour).name ?? '');
}

/** The owned piece nearest the kind's job when none fully does it: the driest for rain kit, else the warmest. */
function closestFor(kind: ShopKind, same: readonly OwnedPiece[]): OwnedPiece | null {
  const by = kind.water > 0 ? (o: OwnedPiece) => o.water * 4 + o.warmth : (o: OwnedPiece) => o.warmth * 4 + o.water;
  return [...same].sort((x, y) => by(y) - by(x))[0] ?? null;
}

const WATER_SAID = ['is not made for rain', 'handles showers but not a downpour', 'keeps out rain'];

/** What the owned piece cannot do that the kind can, said of the owned piece. */
function shortfalls(kind: ShopKind, mine: OwnedPiece): string[] {
  const out: string[] = [];
  if (kind.water > mine.water) out.push(WATER_SAID[mine.water] ?? WATER_SAID[0]!);
  if (kind.warmth > mine.warmth + (kind.warmth >= 2 ? 0 : 1)) out.push(mine.warmth >= 2 ? 'is not made for a hard freeze' : 'is not made for real cold');
  // Too warm is a shortfall too: a down parka keeps rain out but is too hot for a wet spring.
  if (mine.warmth >= kind.warmth + 2) out.push('is too warm for mild days');
  if (kind.formality[1] > mine.formality[1] + 1) out.push('does not dress up as far');
  if (kind.formality[0] < mine.formality[0] - 1) out.push('is too dressy for everyday');
  return out;
}

function priceLine(r: ShoppingRead, k: ShopKind): string {
  const [lo, hi] = k.price;
  if (!r.budget && r.question.moneyAbroad) return rangeBesideMoneyAbroad(r.question.moneyAbroad, `${money(r, lo)}–${money(r, hi)}`, k.family === 'shoes');
  if (!r.budget) return `A good ${k.family === 'shoes' ? 'pair' : 'one'} runs about ${money(r, lo)}–${money(r, hi)}.`;
  return r.budget.amount >= lo
    ? `${money(r, r.budget.amount)} covers a good one (about ${money(r, lo)}–${money(r, hi)}).`
    : `${money(r, r.budget.amount)} is tight for a good one (about ${money(r, lo)}–${money(r, hi)}), so look second-hand and in end-of-season sales.`;
}

// ---------------------------------------------------------------------------------------------
// A family with a constraint: 'shoes dressier than my docs, no heels', 'what kind of winter coat?'.

/** Words asking for kinds rather than one item's buying advice. */
const ASKS_FOR_KINDS = ['what/which kind/kinds/type/types/sort/style/styles', 'ideas/suggestions/options/recommendations', 'recommend/suggest * kind/type'];

function kindsAnswer(r: ShoppingRead): ClosetAnswer | null {
  // 'Work with my dresses' names what they own, not what to buy.
  const familyHit = r.families.find((h) => !ownedPhrase(r.ws, h.at));
  if (!familyHit) return null;
  const family = FAMILY_WORDS.find((f) => f.id === familyHit.id)!;
  // A kind named as the thing to buy is buy-one's; a kind said after 'than', as owned or as ruled out is not.
  const reference = referenceKind(r);
  const ruledOut = ruledOutKinds(r);
  const buying = r.kinds.filter((h) => kindOf(h) !== reference && !ruledOut.has(h.id) && !ownedPhrase(r.ws, h.at));
  if (buying.length) return null;
  const constraints = [...r.constraints].filter(
    (c) => (c !== 'warmer' || family.id === 'outerwear' || family.id === 'shoes') && (c !== 'walkable' || family.id === 'shoes'),
  );
  // A season asks for its weight where nothing else does: a coat for spring is a light one.
  const weathered = family.id === 'outerwear' || family.id === 'shoes';
  if (weathered && (r.season === 'spring' || r.season === 'summer') && !constraints.includes('warmer') && !constraints.includes('lighter'))
    constraints.push('lighter');
  if (weathered && r.season === 'winter' && !constraints.includes('warmer') && !constraints.includes('lighter')) constraints.push('warmer');
  if (!constraints.length && !says(r.ws, ASKS_FOR_KINDS)) return null;
  const fits = SHOP_KINDS.filter(
    (k) =>
      k.family === family.id && k !== reference && !ruledOut.has(k.id) && !(r.menswear && k.womenswear) && constraints.every((c) => meets(k, c, reference)),
  );
  if (!fits.length) return null;
  // Kinds said as owned ('right now I only have combat boots and loafers') count as owned, though the closet may not list them.
  const saidOwned: OwnedPiece[] = r.kinds
    .filter((h) => ownedPhrase(r.ws, h.at))
    .flatMap((h) => {
      const k = kindOf(h);
      return k ? [{ item: null, name: k.id, family: k.family, kind: k, formality: k.formality, warmth: k.warmth, water: k.water }] : [];
    });
  const picks = pickKinds(fits, constraints, reference, [...r.owned, ...saidOwned]);
  const sentences = [kindsLead(r, family, constraints, reference, picks)];
  sentences.push(capital(picks.map((k) => `${withArticle(k)} ${k.does}`).join('; ')) + '.');
  const owned = r.owned.filter((o) => o.item && o.family === family.id && fits.some((k) => k.id === o.kind?.id));
  if (!owned.length && !sentences[0]!.startsWith('Yes')) sentences.push('Nothing in your closet does that yet, so any of these fills a gap.');
  if (owned.length && !sentences[0]!.startsWith('You have'))
    sentences.push(`You already have ${listJoin(owned.slice(0, 2).map((o) => `your ${o.name}`))}, so these add a different shape.`);
  sentences.push(budgetForKinds(r, picks));
  return {
    text: sentences.join(' '),
    itemIds: owned.slice(0, 2).flatMap((o) => (o.item ? [o.item.id] : [])),
    tipQuery: '',
    facts: [`Buying ${family.id}${constraints.length ? ` (${constraints.join(', ')})` : ''}: ${picks.map((k) => k.id).join(', ')}`],
  };
}

/**
 * Three kinds that each meet the ask, of three different builds: kinds not owned first, then builds
 * not owned, then the one that meets the constraint best (the smallest step up for 'dressier').
 */
/**
 * 'Got 40 bucks til payday n need sumthin warmer, wat shud i buy': a quality wished for with money and no kind or family
 * named. The kinds of every family that have it, within the money, and of a shape the closet lacks, the strongest first.
 */
function wishOnlyAnswer(r: ShoppingRead): ClosetAnswer | null {
  const wished = [...r.constraints].filter((c) => c === 'warmer' || c === 'waterproof');
  // Any garment named ('warm gloves', 'cold hands'), even one the shop table lacks, is the ask: this is for a wish alone.
  if (!wished.length || r.kinds.length || r.families.length || r.question.pieces.length || !r.budget) return null;
  const shapes = new Set(r.owned.map((o) => o.kind?.shape));
  const fits = SHOP_KINDS.filter(
    (k) => !(r.menswear && k.womenswear) && wished.every((c) => meets(k, c, null)) && k.price[0] <= r.budget!.amount && !shapes.has(k.shape),
  ).sort((x, y) => fitScore(y, wished, null) - fitScore(x, wished, null) || x.price[0] - y.price[0]);
  const picks = fits.filter((k, i) => fits.findIndex((o) => o.family === k.family) === i).slice(0, 3);
  const said = listJoin(wished.map((c) => SHOP_CONSTRAINTS.find((x) => x.id === c)!.said));
  if (!picks.length)
    return {
      text: `${money(r, r.budget.amount)} is tight for something ${said} new, so look second-hand (thrift stores, outlets, end-of-season sales) for a ${wished.includes('warmer') ? 'wool or fleece layer' : 'waterproof shell'}.`,
      itemIds: [],
      tipQuery: '',
      facts: [`Shopping: something ${said} within ${money(r, r.budget.amount)}: nothing new fits`],
    };
  const lead = `For something ${said} within ${money(r, r.budget.amount)}, ${withArticle(picks[0]!)} ${picks[0]!.does}.`;
  const more = picks.slice(1).map((k) => `${withArticle(k)} ${k.does}`);
  return {
    text: `${lead}${more.length ? ` Or ${orJoin(more)}.` : ''}${wished.includes('warmer') ? ' Thrift stores stretch the money further on wool and fleece.' : ''}`,
    itemIds: [],
    tipQuery: '',
    facts: [`Shopping: something ${said} within ${money(r, r.budget.amount)}: ${picks.map((k) => k.id).join(', ')}`],
  };
}

function pickKinds(fits: readonly ShopKind[], constraints: readonly ShopConstraintId[], reference: ShopKind | null, owned: readonly OwnedPiece[]): ShopKind[] {
  const kinds = new Set(owned.map((o) => o.kind?.id));
  const shapes = new Set(owned.map((o) => o.kind?.shape));
  const ranked = [...fits].sort(
    (x, y) =>
      Number(kinds.has(x.id)) - Number(kinds.has(y.id)) ||
      Number(shapes.has(x.shape)) - Number(shapes.has(y.shape)) ||
      fitScore(y, constraints, reference) - fitScore(x, constraints, reference),
  );
  const picks: ShopKind[] = [];
  for (const k of ranked) if (picks.length < 3 && !picks.some((p) => p.shape === k.shape)) picks.push(k);
  return picks;
}

/** 'Dressier than my docs': the kind after 'than', which the answer measures against and never suggests. */
function referenceKind(r: ShoppingRead): ShopKind | null {
  const hit = r.kinds.find((h) => r.ws.slice(Math.max(0, h.at - 3), h.at).includes('than'));
  return hit ? kindOf(hit) : null;
}

/** A kind said as the person's own ('my docs', 'I have loafers'). */
function ownedPhrase(ws: readonly string[], at: number): boolean {
  const owning = ws.slice(Math.max(0, at - 3), at).some((w) => w === 'my' || LACKING.has(w)) || inOwnedList(ws, at);
  // 'I don't own a winter coat' is the lack, not the coat.
  return owning && !ws.slice(Math.max(0, at - 5), at).some((w) => NEGATIONS.includes(w));
}

/** Words that end a list of what is owned: a want, a purpose or a question ('I have boots and want loafers', 'I have $150 for shoes'). */
// prettier-ignore
const ENDS_OWNED_LIST = new Set(['want', 'wants', 'need', 'needs', 'looking', 'buy', 'buying', 'get', 'getting', 'for', 'to', 'wear', 'should', 'what', 'which',
  'but', 'under', 'budget', 'can', 'could', 'would', 'i', 'if', 'like', 'love', 'find']);
/** A kind later in a list after 'I (only) have / own / got' ('I only have deck boots, combat boots and platform loafers'). */
function inOwnedList(ws: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 10); i--) {
    const w = ws[i]!;
    if (LACKING.has(w) && w !== 'any') return true;
    if (ENDS_OWNED_LIST.has(w) || NEGATIONS.includes(w)) return false;
  }
  return false;
}

/** Kinds the person rules out ('no heels', 'I refuse to wear heels', 'not sneakers'), and every heeled kind when they want flat. */
function ruledOutKinds(r: ShoppingRead): Set<string> {
  const out = new Set<string>(r.question.avoid.flatMap((p) => claimPhrases(shopWords(p), SHOP_KINDS).map((h) => h.id)));
  for (const h of r.kinds) {
    const before = r.ws.slice(Math.max(0, h.at - 4), h.at);
    // 'I don't have any sandals' says what is lacking, which is what they want to buy; 'no heels' rules heels out.
    if (NEGATIONS.some((n) => before.includes(n)) && !before.some((w) => LACKING.has(w))) out.add(h.id);
  }
  if (r.constraints.has('flat')) for (const k of SHOP_KINDS) if (k.heel) out.add(k.id);
  return out;
}
const NEGATIONS = ['no', 'not', 'nothing', 'none', 'without', 'hate', 'refuse', 'avoid', "can't", 'cannot', "don't", "won't", 'never'];
const LACKING = new Set(['have', 'own', 'got', 'any']);

/** The level a constraint asks for, measured from the reference kind when there is one ('dressier than my docs'). */
function meets(k: ShopKind, c: ShopConstraintId, reference: ShopKind | null): boolean {
  switch (c) {
    case 'dressier':
      return k.formality[1] >= needed(c, reference);
    case 'casual':
      return k.formality[0] <= needed(c, reference);
    case 'warmer':
      return k.warmth >= needed(c, reference);
    case 'waterproof':
      return k.water >= 1;
    case 'flat':
      return !k.heel;
    case 'lighter':
      return k.warmth <= 1;
    case 'walkable':
      return (k.walk ?? 0) >= 1;
  }
}

function needed(c: 'dressier' | 'casual' | 'warmer', reference: ShopKind | null): number {
  if (c === 'dressier') return Math.max(3, (reference?.formality[1] ?? 2) + 1);
  if (c === 'casual') return Math.min(1, (reference?.formality[0] ?? 2) - 1);
  return Math.max(2, (reference?.warmth ?? 1) + 1);
}

function fitScore(k: ShopKind, constraints: readonly ShopConstraintId[], reference: ShopKind | null): number {
  return constraints.reduce((s, c) => {
    if (c === 'dressier') return s - (k.formality[1] - needed(c, reference));
    if (c === 'warmer') return s + k.warmth * 2 + k.water;
    if (c === 'waterproof') return s + k.water * 2;
    // Everyday casual, not kit for weather or sport: the floor nearest plain casual.
    if (c === 'casual') return s - Math.abs(k.formality[0] - 1) - k.water;
    if (c === 'lighter') return s - k.warmth;
    if (c === 'walkable') return s + (k.walk ?? 0) * 2;
    return s;
  }, 0);
}

const orJoin = (parts: readonly string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`);

function kindsLead(
  r: ShoppingRead,
  family: (typeof FAMILY_WORDS)[number],
  constraints: readonly ShopConstraintId[],
  reference: ShopKind | null,
  picks: readonly ShopKind[],
): string {
  // 'Than your docs' follows the constraint measured against it: 'dressier than your docs and flat'.
  const refHit = reference ? r.kinds.find((h) => h.id === reference.id) : undefined;
  const than = refHit ? ` than your ${r.ws.slice(refHit.at, refHit.at + refHit.span).join(' ')}` : '';
  const said = constraints.map((c, n) => `${SHOP_CONSTRAINTS.find((x) => x.id === c)!.said}${n === 0 && c !== 'flat' ? than : ''}`);
  const what = said.length ? ` that ${family.plural ? 'are' : 'is'} ${listJoin(said)}` : '';
  return `${needsOne(r, family.id, constraints)}For ${family.noun}${what}${placeAndSeason(r)}, look for ${orJoin(picks.map(withArticle))}.`;
}

/** 'Should I buy one?' answered from the closet: yes when nothing owned meets the need. */
function needsOne(r: ShoppingRead, family: ShopFamily, constraints: readonly ShopConstraintId[]): string {
  if (!constraints.includes('warmer') || family !== 'outerwear') return '';
  // A blazer is never the layer against the cold, whatever its fibre.
  const layers = r.owned.filter((o) => o.family === 'outerwear' && o.item && !profileItem(o.item).tailored);
  const warm = layers.filter((o) => o.warmth >= 2);
  if (warm.length) return `You have ${listJoin(warm.slice(0, 2).map((o) => `your ${o.name}`))} for the cold, so buy only if you want something warmer. `;
  const closest = [...layers].sort((x, y) => y.warmth - x.warmth)[0];
  return `Yes, buy one: ${closest ? `your ${closest.name} is the warmest layer you own, and it is not made for real cold` : 'nothing you own is made for real cold'}. `;
}

/** ' for Chicago in winter': the place and season the person named, said back. */
function placeAndSeason(r: ShoppingRead): string {
  const place = r.question.trip?.place && !r.question.trip.place.startsWith('the ') ? r.question.trip.place : null;
  const season = r.season ? `${place ? ' in' : ' for'} ${r.season}` : '';
  return `${place ? ` for ${place}` : ''}${season}`;
}

function budgetForKinds(r: ShoppingRead, picks: readonly ShopKind[]): string {
  const lo = Math.min(...picks.map((k) => k.price[0]));
  const hi = Math.max(...picks.map((k) => k.price[1]));
  if (!r.budget && r.question.moneyAbroad) return rangeBesideMoneyAbroad(r.question.moneyAbroad, `${money(r, lo)}–${money(r, hi)}`, false);
  if (!r.budget) return `Good ones run about ${money(r, lo)}–${money(r, hi)}.`;
  const within = picks.filter((k) => k.price[0] <= r.budget!.amount);
  if (!within.length)
    return `${money(r, r.budget.amount)} is tight for these (good ones start around ${money(r, lo)}), so look at end-of-season sales, outlets and second-hand.`;
  return `With ${money(r, r.budget.amount)}, ${listJoin(within.map((k) => k.id))} ${within.length > 1 ? 'are' : 'is'} within reach (good ones from about ${money(r, Math.min(...within.map((k) => k.price[0])))}).`;
}

// ---------------------------------------------------------------------------------------------
// A buy for an occasion: 'should I buy a suit for the wedding, or can I make it work?'.

function fromClosetAnswer(r: ShoppingRead, oneItem: OneItemAnswer): ClosetAnswer | null {
  const q = r.question;
  const occasion = q.occasionName ?? q.occasions[0];
  const piece = q.pieces[0];
  // An activity's kit is judged by the activity (a hike's boots), never by an outfit's level.
  if (!occasion || !piece || !q.dressCode || q.activity) return null;
  // Only when the closet is offered as the other answer ('or can I make it work?'): a plain 'a swimsuit for the trip' is buy-one's.
  if (!says(r.ws, FROM_CLOSET_PHRASES)) return null;
  // One owned piece named as the other answer ('or can I make do with the camel one?') is weighed against the kind wanted.
  if (ownedOneSaid(r.ws) || r.kinds.some((h) => ownedPhrase(r.ws, h.at))) return null;
  // The level it calls for, else one step below it: a guest's blazer and trousers do at most weddings a parser reads as formal.
  const onePieceFirst = /^(dress|jumpsuit|gown)$/.test(piece);
  const exact = lookFor(r.active, q.dressCode, onePieceFirst, 0);
  const look = exact ?? lookFor(r.active, q.dressCode, onePieceFirst, 1);
  const forWhat = occasionSaid(r.ws, occasion);
  const buy = oneItem({ question: q, message: r.message, closet: r.active });
  const buyLine = (buy ? buy.text.split(/(?<=\.)\s/)[0] : '') ?? '';
  if (look) {
    const names = look.map((i) => i.name);
    return {
      text: [
        `For ${forWhat}, you can make it work with what you have: wear your ${listJoin(names)}, ${exact ? 'at the level it calls for' : 'the closest you own to the level it calls for'}.`,
        r.budget
          ? `With ${money(r, r.budget.amount)}, change the look with shoes or accessories rather than buying ${article(piece)}${piece}.`
          : `Buy ${article(piece)}${piece} only if you expect more events like this; ${buyLine.charAt(0).toLowerCase()}${buyLine.slice(1)}`,
      ].join(' '),
      itemIds: look.map((i) => i.id),
      tipQuery: '',
      facts: [`Buying for ${occasion}: the closet covers it (${names.join(', ')})`],
    };
  }
  const closest = r.active
    .filter((i) => ['top', 'bottom', 'shoes', 'one-piece'].includes(profileItem(i).slot))
    .sort((a, b) => profileItem(b).formalityLevel - profileItem(a).formalityLevel)
    .slice(0, 2);
  return {
    text: [
      `For ${forWhat}, nothing you own makes a whole outfit at the level it calls for${closest.length ? ` (your dressiest are your ${listJoin(closest.map((i) => i.name))})` : ''}, so buy ${article(piece)}${piece}.`,
      ...(buy ? buy.text.split(/(?<=\.)\s/).slice(0, 2) : []),
    ].join(' '),
    itemIds: closest.map((i) => i.id),
    tipQuery: '',
    facts: [`Buying for ${occasion}: the closet lacks a whole outfit at the level`],
    lacks: true,
  };
}

/** The occasion as the person put it, in the second person: 'my friend's wedding' is 'your friend's wedding'. */
function occasionSaid(ws: readonly string[], occasion: string): string {
  const at = ws.indexOf(shopWords(occasion)[0] ?? '');
  if (at > 0 && ws[at - 1] === 'my') return `your ${occasion}`;
  if (at > 1 && /'s$/.test(ws[at - 1]!) && ws[at - 2] === 'my') return `your ${ws[at - 1]} ${occasion}`;
  return occasionWithArticle(occasion);
}

/** A whole look from the closet at the dress code's level: a one-piece and shoes, or top, bottom and shoes, with a tailored layer where owned. */
function lookFor(active: readonly ClosetItem[], code: NonNullable<ParsedQuestion['dressCode']>, onePieceFirst: boolean, below: number): ClosetItem[] | null {
  const rule = DRESS_CODE_RULES[code];
  const target = FORMALITIES.indexOf(rule.target);
  const lowest = Math.min(...rule.core.map((f) => FORMALITIES.indexOf(f))) - below;
  const fit = active
    .map(profileItem)
    .filter((p) => (below ? p.formalityLevel >= lowest : (rule.onePiece && p.slot === 'one-piece' ? rule.onePiece : rule.core).includes(p.formality)));
  const best = (slot: WearSlot, tailored?: boolean) =>
    fit
      .filter((p) => p.slot === slot && (tailored === undefined || p.tailored === tailored))
      .sort(
        (a, b) => Math.abs(a.formalityLevel - target) - Math.abs(b.formalityLevel - target) || b.item.timesWorn - a.item.timesWorn || a.item.id - b.item.id,
      )[0]?.item;
  const shoes = best('shoes');
  if (!shoes) return null;
  const layer = rule.extra.includes('business') || rule.extra.includes('formal') ? best('layer', true) : undefined;
  const dress = best('one-piece');
  // Under a tailored jacket a top one step more relaxed still reads as the level (a button-down under a blazer).
  const top =
    best('top') ??
    (below && layer
      ? active
          .map(profileItem)
          .filter((p) => p.slot === 'top' && p.formalityLevel >= lowest - 1)
          .sort((a, b) => b.formalityLevel - a.formalityLevel || b.item.timesWorn - a.item.timesWorn || a.item.id - b.item.id)[0]?.item
      : undefined);
  const bottom = best('bottom');
  const separates = top && bottom ? [...(layer ? [layer] : []), top, bottom, shoes] : null;
  const onePiece = dress ? [dress, shoes] : null;
  return (onePieceFirst ? (onePiece ?? separates) : (separates ?? onePiece)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// One piece to liven a closet up: 'one piece to make my work wardrobe less boring, tired of black and navy'.

function freshenAnswer(r: ShoppingRead): ClosetAnswer | null {
  // A kind or family named is the thing asked about ('is a $700 overcoat worth it? mine is boring'), not a blank to fill.
  if (r.kinds.length || r.families.length || !says(r.ws, FRESHEN_PHRASES)) return null;
  const tired = new Set(r.question.colours.map((c) => c.toLowerCase()));
  const code = r.question.dressCode ?? 'smart casual';
  const allowed = DRESS_CODE_RULES[code].core;
  const partners = r.active.map(profileItem).filter((p) => ['top', 'bottom', 'layer', 'one-piece'].includes(p.slot) && allowed.includes(p.formality));
  // The accent that sits best with what they wear there, never a colour they are tired of.
  const colour = ACCENT_COLOURS.filter((c) => !tired.has(c))
    .map((c) => ({ c, s: partners.reduce((n, p) => n + harmonyScore(colourInfo(c), p.colour), 0) }))
    .sort((a, b) => b.s - a.s)[0]!.c;
  // A knit or blouse near the face: the top kind at that level the closet has fewest of.
  const level = FORMALITIES.indexOf(DRESS_CODE_RULES[code].target);
  const tops = SHOP_KINDS.filter((k) => k.family === 'tops' && k.formality[0] <= level && k.formality[1] >= level);
  const count = (k: ShopKind) => r.owned.filter((o) => o.kind?.shape === k.shape).length;
  const kind = [...tops].sort((a, b) => count(a) - count(b))[0] ?? KIND_BY_ID.get('merino sweater')!;
  const worn = partners
    .filter((p) => p.slot === 'bottom' || p.slot === 'layer' || p.slot === 'one-piece')
    .sort((a, b) => harmonyScore(colourInfo(colour), b.colour) - harmonyScore(colourInfo(colour), a.colour) || b.item.timesWorn - a.item.timesWorn)
    .slice(0, 2)
    .map((p) => p.item);
  const tiredSaid = tired.size ? ` beside the ${listJoin([...tired])}` : '';
  const where = r.question.occasions.includes('work') || r.question.occasions.includes('office') ? ' for work' : '';
  return {
    text: [
      `Buy one ${colour} ${kind.id}${where}: colour near the face does the most${tiredSaid}, and it still reads polished.`,
      worn.length ? `It goes with your ${listJoin(worn.map((i) => i.name))}, so it makes new outfits at once.` : '',
      `Look for one that ${kind.does}, in a good fibre (about ${money(r, kind.price[0])}–${money(r, kind.price[1])}).`,
    ]
      .filter(Boolean)
      .join(' '),
    itemIds: worn.map((i) => i.id),
    tipQuery: '',
    facts: [`Buying: one ${colour} ${kind.id} to add colour`],
  };
}

/** The slot each family fills in an outfit, for counting what the closet already has at a level. */
const FAMILY_SLOT: Partial<Record<ShopFamily, readonly string[]>> = { tops: ['top'], bottoms: ['bottom'], outerwear: ['layer'], shoes: ['shoes'] };

/**
 * 'One thing to make my wardrobe more work appropriate, under $100': the one piece that lifts the closet to the level
 * asked, from the slot where the closet has fewest pieces at that level, within the budget, with the owned pieces it
 * goes with. Null unless the message asks for the closet to go up a level without naming what to buy.
 */
function levelUpAnswer(r: ShoppingRead): ClosetAnswer | null {
  if (r.kinds.length || r.families.length || !says(r.ws, LEVEL_UP_PHRASES)) return null;
  const asked = r.question.dressCode;
  const code = asked && dressCodeRank(asked) >= dressCodeRank('business casual') ? asked : 'business casual';
  const level = FORMALITIES.indexOf(DRESS_CODE_RULES[code].target);
  const profiles = r.active.map(profileItem);
  const atLevel = (slots: readonly string[]) => profiles.filter((p) => slots.includes(p.slot) && p.formalityLevel >= level).length;
  const affordable = (k: ShopKind) => !r.budget || k.price[0] <= r.budget.amount;
  const candidates = SHOP_KINDS.filter(
    (k) => FAMILY_SLOT[k.family] && k.formality[0] <= level && k.formality[1] >= level && !(r.menswear && k.womenswear) && affordable(k) && !k.heel,
  );
  if (!candidates.length) return null;
  const owned = new Set(r.owned.map((o) => o.kind?.id));
  const kind = [...candidates].sort(
    (a, b) => atLevel(FAMILY_SLOT[a.family]!) - atLevel(FAMILY_SLOT[b.family]!) || Number(owned.has(a.id)) - Number(owned.has(b.id)) || a.price[0] - b.price[0],
  )[0]!;
  const have = atLevel(FAMILY_SLOT[kind.family]!);
  const partners = profiles
    .filter((p) => !FAMILY_SLOT[kind.family]!.includes(p.slot) && ['top', 'bottom', 'layer', 'shoes'].includes(p.slot) && p.formalityLevel >= level - 1)
    .sort((a, b) => b.formalityLevel - a.formalityLevel || b.item.timesWorn - a.item.timesWorn)
    .slice(0, 2)
    .map((p) => p.item);
  const label = DRESS_CODE_RULES[code].label;
  return {
    text: [
      `Buy ${withArticle(kind)}: it is the piece most worth adding for ${label}, since ${have === 0 ? `you don't own one at that level yet` : `you have only ${have === 1 ? 'one piece' : `${have} pieces`} of that kind at that level`}.`,
      partners.length ? `It goes with your ${listJoin(partners.map((i) => i.name))}, so it makes new work outfits at once.` : '',
      `Look for ${article(kind.id) ? 'one' : 'a pair'} that ${kind.does}; good ones run about ${money(r, kind.price[0])}–${money(r, kind.price[1])}${r.budget ? `, within your ${money(r, r.budget.amount)}` : ''}.`,
    ]
      .filter(Boolean)
      .join(' '),
    itemIds: partners.map((i) => i.id),
    tipQuery: '',
    facts: [`Buying: one ${kind.id} to lift the closet to ${label}`],
    lacks: true,
  };
}

/** The shop the person is going to ('the thrift store'), said back by a gap answer; null when none is named. */
export function shopPlace(message: string): string | null {
  const ws = shopWords(message);
  return SHOP_PLACES.find((p) => says(ws, p.phrases))?.said ?? null;
}
