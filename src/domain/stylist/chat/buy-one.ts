import { slotCategory } from '../../../shared/closet-slots';
import type { Category } from '../../../shared/closet-constants';
import { rangeBesideMoneyAbroad } from './money-abroad';
import { colourInfo, harmonyScore } from '../colour-harmony';
import { profileItem } from '../item-profile';
import { piecesNamed, type ParsedQuestion } from '../question';
import type { ClosetItem } from '../types';
import type { ClosetAnswer } from './answer';
import { listJoin } from './closet-pick';
import { categoryOfPiece, mentionsIn } from './owned-match';
import { PIECE_LEVEL } from './piece-pairing';
import { occasionWithArticle } from '../question/occasion-phrase';
import { shoppingAnswer, shopWords } from './shopping';
import { says } from '../reading/phrases';
import { WORN_OUT } from '../reading/cues';
import { footNeedsIn } from '../reading/feet';
import { statedWearNeeds } from '../reading/wear-needs';
import { FABRICS, conceptsIn, words, type FabricId } from '../question/lexicon';
import { colourNotOwned, describingWords, overlapVerdict } from './purchase-overlap';

/**
 * Buying one named thing ('need a swimsuit for my trip, max $60', 'buy or rent a tux, budget
 * 350', 'a good raincoat under 150'): what to look for in that item, what the budget buys (and
 * buy against rent with the price), the colour that goes with most of what the person owns and
 * the owned pieces it must work with, and the Shop for finding it.
 */

interface ItemFacts {
  /** What separates a good one from a poor one. */
  lookFor: string;
  /** A fair price range for a decent one, USD. */
  price: [number, number];
  /** A typical rental price per event, USD, where renting is usual. */
  rent?: [number, number];
}

// prettier-ignore
const ITEMS: Record<string, ItemFacts> = {
  swimsuit: { lookFor: 'a chlorine-resistant fabric with some elastane, a lined front, and a cut you can move and swim in', price: [30, 90] },
  tuxedo: { lookFor: 'black or midnight-navy wool with satin or grosgrain lapels, a fit that is right at the shoulders (the rest can be tailored)', price: [300, 900], rent: [100, 200] },
  suit: { lookFor: 'a navy or charcoal suit in a year-round wool, with shoulders that fit off the rack, since the tailor can do the rest', price: [300, 800], rent: [80, 160] },
  raincoat: { lookFor: 'a waterproof rating (taped seams, 10,000 mm or more), a hood that stays up, and a length that covers your hips', price: [80, 250] },
  'rain jacket': { lookFor: 'a waterproof rating (taped seams, 10,000 mm or more), a hood that stays up, and pit zips for breathing', price: [80, 250] },
  'trench coat': { lookFor: 'a water-repellent cotton gabardine, a length to the knee, and shoulders that fit over a blazer or knit', price: [120, 400] },
  coat: { lookFor: 'at least 70% wool, a lining, and shoulders roomy enough for a knit underneath', price: [150, 450] },
  jacket: { lookFor: 'a fabric that suits the season, shoulders that fit, and a length that ends at the hip', price: [80, 250] },
  blazer: { lookFor: 'shoulders that fit exactly, a half or full lining, and a navy or grey that works with what you own', price: [120, 350] },
  boots: { lookFor: 'full-grain leather or proper suede, a stitched or rubber sole that can be resoled, and room for a thicker sock', price: [120, 300] },
  sneakers: { lookFor: 'leather or a tight knit upper, a cushioned, replaceable insole, and a plain design that goes with everything', price: [70, 180] },
  shoes: { lookFor: 'leather uppers, a sole that can be replaced, and a comfortable fit at the widest part of your foot from the first try', price: [90, 250] },
  'dress shoes': { lookFor: 'full-grain leather, a plain toe, a slim sole that is stitched (so it can be resoled), and a heel that holds your foot; plain black goes with everything formal', price: [100, 300] },
  heels: { lookFor: 'a heel height you can walk in (5–7 cm for all day), a padded footbed and a heel that sits under your own heel', price: [70, 200] },
  loafers: { lookFor: 'leather that is soft at the heel, a snug fit from the start (loafers stretch), and a stitched sole', price: [100, 250] },
  jeans: { lookFor: 'a dark, even wash, a little stretch for comfort, and a rise and leg that fit you, hemmed to just touch the shoe', price: [50, 150] },
  chinos: { lookFor: 'a mid-weight cotton with a little stretch, a tapered leg and a colour (stone, khaki, navy, olive) that goes with your tops', price: [40, 120] },
  trousers: { lookFor: 'a wool or wool-blend cloth, a clean front, and a length that just touches the shoe', price: [70, 200] },
  dress: { lookFor: 'a fabric with some weight so it hangs well, a lining where it is sheer, and a length that suits the occasions you have', price: [60, 200], rent: [40, 120] },
  sweater: { lookFor: 'merino, lambswool or cashmere over acrylic, a tight knit that will not pill quickly, and ribbing that springs back', price: [60, 180] },
  shirt: { lookFor: 'a cotton with a tight weave, a collar that holds its shape, and shoulders and sleeves that fit without tailoring', price: [40, 120] },
  bag: { lookFor: 'leather or coated canvas, hardware that feels solid, and a size that holds what you carry daily', price: [80, 300] },
  belt: { lookFor: 'a single piece of full-grain leather, a plain buckle, and a colour that matches your shoes', price: [30, 90] },
  gloves: { lookFor: 'a windproof outer, a warm lining (wool, fleece or Thinsulate) and a snug fit at the fingertips; below about -10 °C mittens are warmer than gloves', price: [25, 80] },
  hat: { lookFor: 'wool or a wool blend with a soft band inside, deep enough to cover your ears', price: [20, 60] },
  scarf: { lookFor: 'a dense wool or cashmere knit long enough to wrap twice, in a colour that goes with your coat', price: [30, 120] },
  'neck warmer': { lookFor: 'fleece or merino that covers your neck and pulls up over your nose and cheeks; a balaclava covers the whole face on the coldest walks', price: [15, 50] },
  umbrella: { lookFor: 'a vented double canopy on fibreglass ribs that bend in a gust rather than snap, and a sturdy auto-open', price: [25, 60] },
  overalls: { lookFor: 'heavy cotton duck or canvas with reinforced double knees, triple-stitched seams and straps you can adjust', price: [60, 150] },
  wetsuit: { lookFor: 'a thickness for the water (3/2 mm for most ocean swims, 4/3 mm in cold water), glued and blind-stitched seams, and a snug fit with no gaps at the neck or back', price: [150, 400] },
  watch: { lookFor: 'a simple dial, a strap you can change, and a case that fits under a shirt cuff', price: [100, 400] },
};
/** Pieces with a job of their own, whatever activity they are bought for. */
const OWN_KIT: ReadonlySet<string> = new Set(['wetsuit', 'gloves', 'hat', 'scarf', 'neck warmer', 'umbrella', 'overalls']);
/** Kit for an activity is judged by the activity, whatever the garment word ('running shoes' are not leather sneakers). */
// prettier-ignore
const FOR_ACTIVITY: Partial<Record<NonNullable<ParsedQuestion['activity']>, ItemFacts>> = {
  running: { lookFor: 'cushioning for your usual distance, a thumb\'s width of room at the toe, and a pair tried on in the afternoon (feet swell), ideally where they watch you run', price: [90, 160] },
  walking: { lookFor: 'cushioning under the heel and the ball of the foot, arch support that suits your foot, a toe box wide enough to spread your toes, and a pair tried on late in the day when feet are largest', price: [80, 160] },
  hiking: { lookFor: 'a grippy lugged sole, a waterproof membrane if your trails are wet, and ankle support for rough ground; break them in before a long hike', price: [100, 220] },
  gym: { lookFor: 'a flat, stable sole for lifting and a breathable upper; running shoes are too soft for heavy lifts', price: [60, 130] },
  lifting: { lookFor: 'a flat, firm sole that does not squash under weight, and a snug heel', price: [60, 150] },
  skiing: { lookFor: 'a waterproof, breathable shell (10,000 mm or more), taped seams, and room for a fleece underneath', price: [120, 350] },
  swimming: { lookFor: 'a chlorine-resistant fabric, a secure fit you can dive in, and a lining', price: [30, 90] },
  yoga: { lookFor: 'a high-waisted, squat-proof fabric with four-way stretch that does not go sheer', price: [40, 100] },
  cycling: { lookFor: 'a padded chamois, a close fit, and reflective details', price: [50, 150] },
};
/** Shoes bought for a purpose the person states (not an activity the parser names): what matters for that purpose. */
// prettier-ignore
const SHOE_PURPOSES: readonly { phrases: readonly string[]; facts: ItemFacts }[] = [
  // Where people stand all day, a clog (most are bought for work) and a grip asked for by name are that purpose too.
  { phrases: ['shift/shifts', 'on my/your feet', 'standing/stand all day', 'long day/days on my feet', 'kitchen/restaurant/ward/hospital/salon/warehouse/nursing',
    'clog/clogs', 'non-slip/nonslip/anti-slip/slip-resistant', 'non/anti slip'],
    facts: { lookFor: 'a slip-resistant sole, a cushioned footbed with real arch support, and room for feet that swell by the end of a shift: non-slip clogs or work shoes made for standing', price: [80, 160] } },
  // Boots for a trade: the safety toe first, then what a day on a site asks of them.
  { phrases: ['work/safety/site boot/boots', 'steel/composite toe/toes/toed/caps', 'steel-toe/steel-toes/steel-toed/steelcaps', 'job site/sites', 'building/construction site/sites'],
    facts: { lookFor: 'a safety toe (steel, or a lighter composite that is kinder on long days), a slip- and oil-resistant sole, a cushioned insole and a waterproof leather upper', price: [120, 250] } },
];

/** Pieces seen only beside one slot: gloves, a hat or a scarf are worn with the coat, not with the long johns under it. */
const WORN_WITH: Record<string, Category> = { gloves: 'Outerwear', hat: 'Outerwear', scarf: 'Outerwear', 'neck warmer': 'Outerwear' };

/** Accessories chosen to match the owned pieces of one slot: a belt goes with the shoes. */
const MATCHES_SLOT: Record<string, string> = { belt: 'Shoes' };

/** The leather colours the matched pieces call for: one belt per colour family, brown and black first. */
function matchColours(items: readonly ClosetItem[]): string {
  const families = [
    ...new Set(
      items
        .map((i) => (/black/i.test(`${i.color} ${i.name}`) ? 'black' : /brown|tan|cognac|suede/i.test(`${i.color} ${i.name}`) ? 'brown' : null))
        .filter(Boolean),
    ),
  ];
  if (families.length >= 2) return 'a brown one for the brown shoes and a black one for the black, or one dark brown if you buy only one';
  return families[0] ? `a ${families[0]} one in a similar finish` : 'a leather in the same shade';
}

const DEFAULT_ITEM: ItemFacts = { lookFor: 'natural fibres or a good blend, careful seams, and a fit that works off the rack', price: [50, 200] };

const usd = (n: number) => `$${Math.round(n)}`;

export interface BuyOneInput {
  question: ParsedQuestion;
  message: string;
  closet: readonly ClosetItem[];
  /** The message as typed, where the reader's spelling correction changed a kind's name ('chukkas'). */
  typed?: string;
  wardrobe?: 'menswear' | 'womenswear' | 'mixed';
}

/**
 * The shopping answer for a message that names something to buy (issue 38): a choice between two
 * kinds, the kinds that meet a constraint, a buy for an occasion weighed against the closet, or one
 * piece to liven it up (shopping.ts); else what to look for in the one item named. Null when the
 * question names no item to buy: the shopping answers about budgets and gaps take it then.
 */
/** Pieces carried rather than worn against the body. */
const CARRIED = /\b(umbrella|bag|tote|backpack|rucksack|purse|clutch|wallet|watch|sunglasses)\b/;

/** Words before a piece that make it one the person has ('my', 'the', 'got the'), not the one to buy. */
/** What to look for in a cloth the person asks for by name, whatever the piece. */
const FABRIC_BOUGHT: Partial<Record<FabricId, string>> = {
  linen: 'a linen or linen-blend cloth (a blend creases less), half-lined or unlined so it breathes, in a light shade such as stone, sand or light blue',
  wool: 'a fine wool that breathes (a tropical or high-twist weave wears in warm weather too)',
  cotton: 'a dense cotton with a little stretch, so it holds its shape through the day',
  cashmere: 'a dense cashmere that springs back when pulled, rather than a thin, fluffy one that pills',
  silk: 'a heavier silk (crepe or twill) that is less sheer and creases less',
  denim: 'a heavy, even denim with little or no distressing',
  leather: 'full-grain leather that feels soft and even, with stitched rather than glued seams',
  suede: 'a dense, even suede, treated against water before the first wear',
};
/** The cloth said just before the piece bought ('a linen suit', 'a merino wool jumper'), or null. */
function clothOfBought(ws: readonly string[], piece: string): FabricId | null {
  const noun = piece.split(' ').at(-1)!;
  const at = boughtMentionAt(ws, noun);
  if (at < 0) return null;
  return conceptsIn(ws.slice(Math.max(0, at - 2), at), FABRICS)[0]?.id ?? null;
}

/** Said in place of a kind's own cloth advice: the fit that no cloth fixes. */
const FIT_FIRST = 'a fit that is right at the shoulders, since a tailor can do the rest';

const OWNED_BEFORE: ReadonlySet<string> = new Set(['my', 'our', 'the', 'got', 'have', 'own', 'owned', 'already']);
const OWNED_REACH = 3;

/** Where the piece to buy is said: the first mention of its noun not said as owned, else the last mention. */
function boughtMentionAt(ws: readonly string[], noun: string): number {
  const at = ws.flatMap((w, i) => (w === noun ? [i] : []));
  return at.find((i) => !ws.slice(Math.max(0, i - OWNED_REACH), i).some((w) => OWNED_BEFORE.has(w))) ?? at.at(-1) ?? -1;
}

export function buyOneAnswer(input: BuyOneInput): ClosetAnswer | null {
  return shoppingAnswer(input, oneItemAnswer) ?? oneItemAnswer(input);
}

/** What to look for in the one item named, what the budget buys, and the owned pieces it must go with. */
export function oneItemAnswer({ question, message, closet }: BuyOneInput): ClosetAnswer | null {
  const piece = question.pieces[0];
  if (!piece) return null;
  const shoes = categoryOfPiece(piece) === 'Shoes';
  // A foot said to need something ('I have flat feet', 'don't press on my bunion') decides what the shoes must have first.
  // So does what it must stand up to ('my boots leak', 'useless below -10', 'I kneel all day'), for the kind of piece it is.
  const needs = [
    ...(shoes ? footNeedsIn(words(message)).filter((n) => n.id !== 'long on feet') : []),
    // What is carried rather than worn (an umbrella, a bag) is not what sweats: the heat asks nothing of its fabric.
    ...statedWearNeeds(words(message), categoryOfPiece(piece), question.tempC).filter((n) => !(n.id === 'heat' && CARRIED.test(piece))),
  ];
  const purpose = shoes ? SHOE_PURPOSES.find((p) => says(shopWords(message), p.phrases))?.facts : undefined;
  // Kit made for one thing (a wetsuit, gloves) is judged as that kit; a garment any activity wears, by the activity.
  const own = OWN_KIT.has(piece) ? ITEMS[piece] : undefined;
  // A layer bought for an activity ('a rain jacket that packs small for the bike') is judged as that layer: the activity's facts
  // are for the kit worn to do it.
  const layer = ['Outerwear', 'Accessories'].includes(categoryOfPiece(piece) ?? '') && ITEMS[piece] ? ITEMS[piece] : undefined;
  const base = own ?? layer ?? (question.activity ? FOR_ACTIVITY[question.activity] : undefined) ?? purpose ?? ITEMS[piece] ?? DEFAULT_ITEM;
  // The cloth the person asks for ('a linen suit') is what is looked for: the kind's usual cloth ('a year-round wool') gives way.
  // Only a cloth said of the piece bought counts ('a linen suit'), not one said of something owned ('my felt-lined ones').
  const fabric = clothOfBought(words(message), piece);
  const cloth = fabric ? FABRIC_BOUGHT[fabric] : undefined;
  const otherCloth = cloth && conceptsIn(words(base.lookFor), FABRICS).some((h) => h.id !== fabric);
  const tailored = ['Outerwear', 'Bottoms', 'Suits & tailoring'].includes(categoryOfPiece(piece) ?? '');
  const kindLookFor = cloth ? (otherCloth ? `${cloth}${tailored ? `, with ${FIT_FIRST}` : ''}` : `${cloth}; and beyond that, ${base.lookFor}`) : base.lookFor;
  const facts = needs.length
    ? { ...base, lookFor: `${needs.map((n) => `${n.lookFor} (for ${n.said})`).join('; ')}; and beyond that, ${kindLookFor}` }
    : { ...base, lookFor: kindLookFor };
  // A mention whose words were all describing ones ('a winter coat that isn't a puffer') has no surface of its own: the piece's noun.
  const mention = mentionsIn(message, [piece], []).at(0);
  const word = mention?.surface || piece;
  // The colour the person wants it in is the one looked for ('would a green tie work better?' → 'for a green tie').
  const wanted = mention?.colour ? `${mention.colour} ${word}` : word;
  const plural = /s$/.test(word) && !/ss$/.test(word);
  const article = plural ? '' : /^[aeiou]/.test(wanted) ? 'an ' : 'a ';
  const budget = question.budget;
  const symbol = budget ? { USD: '$', EUR: '€', GBP: '£' }[budget.currency] : '$';
  const money = (n: number) => (budget ? `${symbol}${Math.round(n)}` : usd(n));
  // The occasion it is bought for is said back ('for a dress for the black tie gala'): the answer is for that, not any dress.
  const occasion = question.activity ? null : (question.occasionName ?? question.occasions[0] ?? null);
  const forOccasion = occasion ? ` for ${occasionWithArticle(occasion)}` : '';
  const sentences: string[] = [`For ${article}${wanted}${forOccasion}, look for ${facts.lookFor}.`];
  const wantsRent = /\b(rent|rental|renting|hire|hiring|borrow)\b/i.test(message);
  if (wantsRent && facts.rent) {
    const [lo, hi] = facts.rent;
    const mid = (lo + hi) / 2;
    const amount = budget?.amount ?? facts.price[0];
    const wears = Math.max(1, Math.ceil(amount / mid));
    sentences.push(
      `Renting costs about ${money(lo)}–${money(hi)} each time, so ${budget ? `with ${symbol}${budget.amount}` : `at around ${usd(amount)}`} buying pays for itself by the ${wears <= 1 ? 'first' : wears === 2 ? 'second' : wears === 3 ? 'third' : `${wears}th`} wear: buy if you expect that many events in the next few years, rent for a one-off.`,
    );
  } else if (budget) {
    const [lo, hi] = facts.price;
    sentences.push(
      budget.amount >= hi
        ? `${symbol}${budget.amount} buys a very good one, so favour quality of cloth and construction over a label.`
        : budget.amount >= lo
          ? `${symbol}${budget.amount} is enough for a good one (they run about ${money(lo)}–${money(hi)}); spend on the material, not the logo.`
          : `${symbol}${budget.amount} is tight for a lasting one (good ones run ${money(lo)}–${money(hi)}), so look at end-of-season sales, outlets and second-hand.`,
    );
  } else if (question.moneyAbroad) {
    sentences.push(rangeBesideMoneyAbroad(question.moneyAbroad, `${usd(facts.price[0])}–${usd(facts.price[1])}`, categoryOfPiece(piece) === 'Shoes'));
  } else {
    // 'What should I spend?': the fair range for a good one.
    sentences.push(`A good one runs about ${usd(facts.price[0])}–${usd(facts.price[1])}; below that, look at last season's models and sales.`);
  }
  // The colour that goes with most of what they own, and the owned pieces it will be worn with.
  const category = categoryOfPiece(piece);
  const active = closet.filter((i) => i.status === 'active');
  // 'Shoes' or 'a top' is too broad to say they own one already.
  const specific = !/^(shoes|top|jacket|bag)$/.test(piece);
  // For an activity's kit, only a piece named for it counts ('Running Shoes', not the leather sneakers).
  const owned = question.activity
    ? active.filter((i) => i.name.toLowerCase().includes(word.toLowerCase().replace(/s$/, '')))
    : specific
      ? active.filter((i) => piecesNamed(`${i.subcategory ?? ''} ${i.name}`).includes(piece))
      : [];
  // It is worn with pieces of the other slots at its own level: a tux with dress shoes and a dress shirt, never with jeans.
  const level = PIECE_LEVEL[piece] ?? 2;
  const covers = new Set<string>(
    /^(suit|tuxedo)$/.test(piece) ? ['Bottoms', 'Outerwear'] : /^(dress|jumpsuit)$/.test(piece) ? ['Tops', 'Bottoms'] : [category],
  );
  const wornWith = WORN_WITH[piece];
  const partners =
    piece === 'swimsuit' || piece === 'wetsuit'
      ? []
      : active.filter(
          (i) =>
            !covers.has(slotCategory(i)) &&
            (!wornWith || slotCategory(i) === wornWith) &&
            slotCategory(i) !== 'Accessories' &&
            Math.abs(profileItem(i).formalityLevel - level) <= 1 &&
            !profileItem(i).onePiece,
        );
  const colours = ['navy', 'black', 'grey', 'camel', 'white', 'olive', 'brown', 'tan'];
  const best = colours
    .map((c) => ({ c, s: partners.reduce((n, i) => n + harmonyScore(colourInfo(c), profileItem(i).colour), 0) }))
    .sort((a, b) => b.s - a.s)[0];
  const withPieces = partners
    .filter((i) => best && harmonyScore(colourInfo(best.c), profileItem(i).colour) >= 0.5 && profileItem(i).formality !== 'athletic')
    .sort((a, b) => b.timesWorn - a.timesWorn || a.id - b.id)
    .slice(0, 3);
  // An accessory matched to one slot ('a belt that matches your shoes') names the owned pieces of that slot.
  const matched = MATCHES_SLOT[piece];
  const matchWith = matched
    ? active
        .filter((i) => slotCategory(i) === matched && profileItem(i).formalityLevel >= 2)
        .sort((a, b) => b.timesWorn - a.timesWorn || a.id - b.id)
        .slice(0, 3)
    : [];
  // The piece as described ('heeled ankle boots', 'a suede fringe jacket'), weighed against the owned ones of its kind.
  const ws = words(message);
  const nounWord = (mention?.surface || piece).split(' ').at(-1)!;
  // The one to buy, not one owned said beside it ('need a proper dress coat, only got the parka n the chore coat').
  const nounAt = boughtMentionAt(ws, nounWord);
  // The kind's own words ('dress' of 'dress shoes') describe nothing beyond it.
  const ownWords = new Set(`${word} ${piece}`.split(' '));
  const sentenceStarts = message.split(/(?<=[.!?])\s+/).reduce<number[]>((starts, sentence) => [...starts, starts.at(-1)! + words(sentence).length], [0]);
  const sentenceStart = Math.max(...sentenceStarts.filter((at) => at <= nounAt));
  const described = nounAt > 0 ? describingWords(ws, nounAt, sentenceStart).filter((w) => !ownWords.has(w)) : [];
  const verdict = !question.activity && !matched ? overlapVerdict(word, described, mention?.colour ?? null, owned) : null;
  // 'What colour should my third suit be? I have charcoal and navy': a colour none of them is.
  const colourAsked = /\b(colou?r|shade)\b/i.test(message) && !mention?.colour;
  const fresh = colourAsked && owned.length ? colourNotOwned(owned, question.colours) : null;
  if (fresh) {
    sentences.push(`You have your ${listJoin(owned.slice(0, 3).map((i) => i.name))} already, so ${fresh} adds the most: it is worn where the others are not.`);
  }
  if (verdict) {
    sentences.push(verdict.text);
    // It is worn with the owned pieces at its level, whatever colour it turns out to be.
    if (!verdict.duplicate && partners.length && level < 4 && !occasion) {
      const near = [...partners]
        .sort(
          (a, b) =>
            Math.abs(profileItem(a).formalityLevel - level) - Math.abs(profileItem(b).formalityLevel - level) || b.timesWorn - a.timesWorn || a.id - b.id,
        )
        .slice(0, 3);
      withPieces.splice(0, withPieces.length, ...near);
      sentences.push(`${plural ? 'They' : 'It'} would go with your ${listJoin(near.map((i) => i.name))}.`);
    }
  } else if (fresh) {
    // The colour is said above.
  } else if (owned.length && question.activity && !says(words(message), WORN_OUT))
    sentences.push(`Your ${owned[0]!.name} can stay as a spare once the new pair is broken in.`);
  else if (matchWith.length) {
    sentences.push(`Match it to your ${listJoin(matchWith.map((i) => i.name))}: ${matchColours(matchWith)}.`);
    withPieces.splice(0, withPieces.length, ...matchWith);
  } else if (owned.length && says(words(message), WORN_OUT)) {
    // The one said to be past saving is replaced: the new one does its job ('my winter boots leak').
    const said = mentionsIn(message, [piece], closet).find((m) => m.item && owned.includes(m.item))?.item ?? owned[0]!;
    sentences.push(`It replaces your ${said.name}, so it does the same job, better.`);
  } else if (owned.length) {
    sentences.push(`You already have your ${owned[0]!.name}, so choose one that does a different job.`);
    // 'What would I wear them with?' is still answered: the owned pieces it goes with.
    // Not for an occasion: everyday partners (sneakers) would be wrong beside a gala dress.
    if (best && withPieces.length && level < 4 && !occasion) sentences.push(`It would go with your ${listJoin(withPieces.map((i) => i.name))}.`);
  } else if (level >= 4) {
    // Formalwear comes in its own colours (black, midnight navy): what matters is what it is worn with.
    const formal = partners.filter((i) => profileItem(i).formalityLevel >= level - (slotCategory(i) === 'Shoes' ? 0 : 1)).slice(0, 2);
    if (formal.length) sentences.push(`Wear ${plural ? 'them' : 'it'} with your ${listJoin(formal.map((i) => i.name))}.`);
    withPieces.splice(0, withPieces.length, ...formal);
  } else if (best && withPieces.length && !question.activity)
    sentences.push(`In ${best.c} it goes with most of what you own, such as your ${listJoin(withPieces.map((i) => i.name))}.`);
  sentences.push(`The Shop can find ${article || 'some '}${word} in ${budget ? `your ${symbol}${budget.amount} range` : 'your price range'}.`);
  return {
    text: sentences.join(' '),
    itemIds: [...owned.slice(0, 1), ...withPieces].map((i) => i.id),
    tipQuery: '',
    facts: [`Buying: ${piece}${budget ? ` with ${symbol}${budget.amount}` : ''}${wantsRent ? ' (buy or rent)' : ''}`],
  };
}
