import type { ParsedQuestion } from '../question';
import { firstConcept, FABRICS, type FabricId } from '../question/lexicon';
import type { ClosetItem } from '../types';
import type { ClosetAnswer } from './answer';
import { fabricOfItem } from './fabric-of';
import { mentionsIn, type Mention } from './owned-match';
import { itemsReferredTo } from './item-references';
import { piecesNamed } from '../question';
import { inferWarmth } from '../inference';

/**
 * Storage answers for each piece named ('where do I keep my pearl necklace', 'store my wool coat
 * and leather boots for summer', 'no space for my sweaters'): how that kind of piece keeps its
 * shape and stays clean, named as the person's own where they own it, and a line for the
 * off-season or for a full closet when the question is about that.
 */

type Kind =
  'jewellery' | 'knit' | 'tailored' | 'leather jacket' | 'down' | 'shoes' | 'delicate' | 'bottoms' | 'tees' | 'tie' | 'belt' | 'bag' | 'hat' | 'other';

// prettier-ignore
const HOW: Record<Kind, (name: string, fabric: FabricId | null) => string> = {
  jewellery: (n) => `Keep ${n} apart from other pieces, hung on a hook or laid flat in its own soft pouch or a divided tray, with the clasp fastened so the chain cannot knot; a drinking straw threaded on a fine chain stops tangles in a travel bag`,
  knit: (n, f) => `Fold ${n}, never hang ${f === 'cashmere' || f === 'wool' ? 'it (wool stretches at the shoulders)' : 'it'}, in stacks of two or three on a shelf or in a drawer, with cedar or lavender against moths`,
  tailored: (n) => `Hang ${n} on a wide, shaped hanger with the buttons done up, in a breathable cotton cover, with a little space around it so it does not crease`,
  'leather jacket': (n) => `Condition ${n} first, then hang it on a wide padded hanger in a breathable cover, never plastic, out of sunlight so it neither fades nor gets musty`,
  down: (n) => `Store ${n} clean and fully dry, hung loosely or in a large breathable bag, never squashed in a vacuum bag, so the down keeps its loft`,
  shoes: (n, f) => `Clean ${n} and let ${/s$/.test(n) ? 'them' : 'it'} dry${f === 'leather' ? ', condition the leather' : f === 'suede' ? ', brush the suede' : ''}, then put shoe trees or boot shapers (rolled paper will do) inside so the shape holds, and keep them in a box or on a rack out of sunlight`,
  delicate: (n) => `Hang ${n} on a padded hanger in a breathable cotton cover, away from sunlight, so silk and fine fabric neither fade nor crease`,
  bottoms: (n) => `Fold ${n} over a hanger bar or hang them by the hem with clip hangers, so the knees do not bag`,
  tees: (n) => `Roll or file-fold ${n} upright in a drawer, so you see every one and none crease under a stack`,
  tie: (n) => `Roll ${n} loosely or hang it on a tie rack, so the silk relaxes between wears`,
  belt: (n) => `Roll ${n} loosely or hang it by the buckle, never folded, so the leather does not crack`,
  bag: (n) => `Stuff ${n} with paper so it keeps its shape and store it upright in its dust bag, straps tucked in`,
  hat: (n) => `Rest ${n} on its crown or on a hat box, never on the brim, so the shape holds`,
  other: (n) => `Keep ${n} clean, dry and in a breathable cover or drawer, out of sunlight`,
};

function kindOf(m: Mention, fabric: FabricId | null): Kind {
  const p = m.piece;
  if (p === 'jewellery' || p === 'watch') return 'jewellery';
  if (fabric === 'down' || /puffer|down/.test(m.item?.name.toLowerCase() ?? m.modifiers.join(' '))) return 'down';
  if (/^(sweater|cardigan)$/.test(p)) return 'knit';
  if (p === 'leather jacket' || (fabric === 'leather' && /jacket|coat/.test(p))) return 'leather jacket';
  if (/^(coat|trench coat|blazer|suit|suit jacket|tuxedo|jacket|raincoat|rain jacket|denim jacket|vest)$/.test(p)) return 'tailored';
  if (/^(boots|sneakers|loafers|heels|sandals|flats|oxfords|shoes|dress shoes)$/.test(p)) return 'shoes';
  if (p === 'tie' || p === 'scarf') return 'tie';
  if (/^(dress|blouse|jumpsuit|skirt)$/.test(p) || fabric === 'silk') return 'delicate';
  if (/^(jeans|chinos|trousers|shorts|leggings)$/.test(p)) return 'bottoms';
  if (/^(t-shirt|top|polo|shirt|dress shirt|button-down|hoodie|swimsuit|socks)$/.test(p)) return 'tees';
  if (p === 'tie' || p === 'scarf') return 'tie';
  if (p === 'belt') return 'belt';
  if (p === 'bag') return 'bag';
  if (p === 'hat') return 'hat';
  return 'other';
}

/** Fabrics that can be squeezed into a vacuum bag without harm. */
const VACUUM_SAFE = new Set<FabricId | null>(['cotton', 'synthetic', 'denim', 'linen']);

/** Fibres moths and carpet beetles eat: animal protein, not cotton or synthetics. */
const MOTH_FOOD = new Set<FabricId>(['wool', 'cashmere', 'silk']);
const MOTH_GUARD =
  'Against moths, seal it in a breathable cotton bag with cedar blocks or lavender sachets (refresh them each season), and take it out to air and brush once or twice over the months.';
const whitesYellow = (them: string) =>
  `Whites go yellow in storage from sweat, deodorant or detergent left in the fibres and from plastic or bare wood, so wash ${them} clean without fabric softener, dry ${them} fully, and wrap ${them} in acid-free tissue or a cotton bag, never plastic; a soak in oxygen bleach lifts yellowing that has already set.`;
const HANG_OR_FOLD =
  'Fold knitwear, tees and anything that stretches or slips off a hanger, in stacks of two or three; hang shirts, dresses, tailoring and coats on shaped hangers so the shoulders keep their line.';
const WHITES = ['white', 'ivory', 'cream', 'off-white', 'ecru'];
const SILK_FOLDS =
  'Where silk is kept folded, lay it in acid-free tissue and roll it or refold it along new lines every few months, since it weakens along the same folds.';
const HUMID: ReadonlySet<string> = new Set(['humid', 'humidity', 'damp', 'monsoon', 'mould', 'mold', 'mildew', 'muggy', 'tropical']);
const HUMID_STORAGE =
  'In humidity, damp is the danger: store it in a breathable cotton or muslin bag (never plastic, which traps moisture and breeds mould), keep silica gel or a dehumidifier in the cupboard, and air it on a dry day every month or two.';

function isWhite(m: Mention): boolean {
  const colour = (m.item ? `${m.item.color} ${m.item.name}` : [m.colour ?? '', ...m.modifiers].join(' ')).toLowerCase();
  return WHITES.some((w) => colour.split(/[^a-z-]+/).includes(w));
}

/** Every piece named is white: plastic is ruled out by the colour alone, whatever the fibre. */
function whitesOnly(mentions: readonly Mention[]): boolean {
  return mentions.length > 0 && mentions.every(isWhite);
}

function pluralMention(m: Mention): boolean {
  return /s$/.test(m.surface) && !/(dress|ss)$/.test(m.surface);
}

/** The season a piece is put away for, as the person said it ('over summer'). */
function seasonSaid(t: string): string | null {
  return /\b(summer|winter|spring|fall|autumn)\b/.exec(t)?.[1] ?? null;
}

type SeasonWord = 'summer' | 'winter' | 'spring' | 'fall' | 'autumn';
/** The season whose clothes go away when a period is named ('over the summer' stores the winter things). */
const OPPOSITE: Record<SeasonWord, SeasonWord> = { summer: 'winter', winter: 'summer', spring: 'fall', fall: 'spring', autumn: 'spring' };
/** Words before a season that make it the time things are stored through, not the things ('over the winter'). */
const PERIOD_BEFORE = new Set(['over', 'during', 'through', 'throughout', 'for']);
/** How a season's clothes are told in a closet: by the season filed, else by warmth. */
const SEASON_PIECES: Record<SeasonWord, { seasons: readonly string[]; warmth: string }> = {
  winter: { seasons: ['Winter', 'Fall'], warmth: 'warm' },
  fall: { seasons: ['Fall', 'Winter'], warmth: 'warm' },
  autumn: { seasons: ['Fall', 'Winter'], warmth: 'warm' },
  summer: { seasons: ['Summer', 'Spring'], warmth: 'light' },
  spring: { seasons: ['Spring', 'Summer'], warmth: 'light' },
};
/** The order the pieces of a season are named in: the bulky ones first, which are what needs the space. */
const CATEGORY_ORDER = ['Outerwear', 'Tops', 'Shoes', 'Bottoms', 'Dresses & jumpsuits', 'Accessories', 'Swim'];
const PIECES_NAMED = 4;

/**
 * The season whose clothes are being put away ('my winter stuff', 'what I won't need till winter'): the season named, or
 * its opposite when the season is the time they are stored through ('over the summer'); null when none is named.
 */
export function seasonStored(message: string): SeasonWord | null {
  const ws = message
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  const at = ws.findIndex((w) => w in OPPOSITE);
  if (at < 0) return null;
  const season = ws[at] as SeasonWord;
  const before = ws[at - 1] === 'the' || ws[at - 1] === 'this' ? ws[at - 2] : ws[at - 1];
  return before && PERIOD_BEFORE.has(before) ? OPPOSITE[season] : season;
}

/** The owned pieces of a season, the bulky ones first (no activewear or swimwear for the cold, which stays in use). */
export function piecesOfSeason(closet: readonly ClosetItem[], season: SeasonWord): ClosetItem[] {
  const want = SEASON_PIECES[season];
  const rank = (c: string) => (CATEGORY_ORDER.indexOf(c) < 0 ? CATEGORY_ORDER.length : CATEGORY_ORDER.indexOf(c));
  return closet
    .filter((i) => i.status !== 'archived' && i.category !== 'Activewear')
    .filter((i) => want.seasons.includes(i.season) || inferWarmth(i) === want.warmth)
    .sort((a, b) => rank(a.category) - rank(b.category))
    .slice(0, PIECES_NAMED);
}

/** An owned piece as a mention of it, for the lines that say how each kind is stored. */
function mentionOf(item: ClosetItem): Mention {
  return { piece: piecesNamed(item.name)[0] ?? 'other', surface: item.name, modifiers: [], colour: null, item, at: 0 };
}

export interface StorageAnswerInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  message: string;
}

export function storageAnswer({ question, closet, message }: StorageAnswerInput): ClosetAnswer {
  const t = ` ${message.toLowerCase()} `;
  // A piece called by its own name rather than a garment word ('my Thai silk pha sin') is that owned piece.
  const garments = mentionsIn(message, question.pieces, closet).slice(0, 3);
  const named = garments.length
    ? garments
    : itemsReferredTo(message, closet)
        .slice(0, 3)
        .map((r) => mentionOf(r.item));
  // 'Putting my winter stuff away': no piece named, so the closet's pieces of that season are the ones stored.
  const season = named.length ? null : seasonStored(message);
  const mentions = season ? piecesOfSeason(closet, season).map(mentionOf) : named;
  const offSeason = /\b(summer|winter|spring|fall|autumn|season|off-season|next year|months|put away)\b/.test(t);
  const noSpace =
    /\b(no|not enough|out of|running out of|short on|little) (space|room)\b|\b(overflowing|cramped|small closet|tiny closet|full closet|closet is full|wardrobe is full)\b/.test(
      t,
    );
  const lines: string[] = [];
  const fabrics: (FabricId | null)[] = [];
  const ids: number[] = [];
  for (const m of mentions) {
    const fabric = firstConcept(m.modifiers.join(' '), FABRICS) ?? (m.item ? fabricOfItem(m.item) : null) ?? question.fabric;
    fabrics.push(fabric);
    const owned = !!m.item;
    if (m.item) ids.push(m.item.id);
    const plural = pluralMention(m);
    const name = owned ? `your ${m.item!.name}` : `your ${[...m.modifiers, m.surface].join(' ').toLowerCase()}`;
    const line = `${HOW[kindOf(m, fabric)](name, fabric)}.`;
    // 'Your handbags' are them, not it.
    const verbs: Record<string, string> = { keeps: 'keep', does: 'do', is: 'are', stays: 'stay', relaxes: 'relax' };
    lines.push(
      plural && !owned
        ? line
            .replace(/\bit (keeps|does|is|stays|relaxes)\b/g, (_, v: string) => `they ${verbs[v]}`)
            .replace(/\bit\b/g, 'them')
            .replace(/\bits\b/g, 'their')
        : line,
    );
  }
  // 'Hang or fold?' with no piece the reader knows ('my knitwear'): the rule for every kind answers it.
  if (!lines.length) lines.push(HANG_OR_FOLD);
  if (offSeason || noSpace) {
    // A white piece is never sealed in plastic, whatever its fibre: that is what yellows it.
    const safe = fabrics.length > 0 && fabrics.every((f) => VACUUM_SAFE.has(f)) && !mentions.some(isWhite);
    const said = seasonSaid(t);
    // 'Over the winter' is the time things are stored through; 'my winter stuff' are the things, stored until that season comes again.
    const when = !said ? 'for the off-season' : seasonStored(message) === said ? `until next ${said}` : `over the ${said}`;
    lines.push(
      noSpace
        ? `To free space, move off-season pieces into under-bed boxes or the top shelf, use slim hangers, fold knits into shelf dividers, and pass on anything unworn for a year.`
        : `To store ${mentions.length ? (mentions.length === 1 && !pluralMention(mentions[0]!) ? 'it' : 'them') : 'clothes'} ${when}, clean everything first (moths go for worn fabric), then use under-bed boxes or the top shelf; ${safe ? 'vacuum bags are fine for these' : whitesOnly(mentions) ? 'skip vacuum bags' : 'vacuum bags only for cotton and synthetics, never for wool, down or leather, which need air'}.`,
    );
  }
  // Moths named, or an animal fibre put away for months: what keeps them off, not only how to hang it.
  const animal = fabrics.some((f) => f !== null && MOTH_FOOD.has(f));
  if (((question.problems ?? []).includes('moths') || (offSeason && animal)) && !lines.some((l) => l.includes('cedar'))) lines.push(MOTH_GUARD);
  // Whites yellow in a drawer: the cause and its prevention, said whenever a white piece is put away.
  const whites = mentions.filter(isWhite);
  if (whites.length) lines.push(whitesYellow(whites.length === 1 && !pluralMention(whites[0]!) ? 'it' : 'them'));
  // Silk laid away folds along the same lines and weakens there; tissue and a fresh fold keep it whole.
  if (fabrics.includes('silk')) lines.push(SILK_FOLDS);
  // A humid climate: damp, not moths, is what spoils clothes put away (mould, mildew, tarnished metal thread).
  if (question.weather.includes('humid') || t.split(/[^a-z]+/).some((w) => HUMID.has(w))) lines.push(HUMID_STORAGE);
  const names = mentions.map((m) => m.item?.name ?? m.surface);
  return {
    text: lines.join(' '),
    itemIds: ids,
    tipQuery: '',
    facts: [`Storage: ${names.join(', ')}${offSeason ? ' (off-season)' : ''}${noSpace ? ' (short of space)' : ''}`],
  };
}
