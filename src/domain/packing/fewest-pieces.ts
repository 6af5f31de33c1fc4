/**
 * The fewest pieces that dress every day of a trip (issue 44 point 2). Each day offers the
 * engine's valid outfits, best first; a piece of one day's outfit may be exchanged for a piece
 * already packed that fills the same place (top for top, shoes for shoes), suits that day and goes
 * with the rest of the outfit. Days pick the outfit that adds the fewest new pieces, the better
 * outfit on a tie; a second pass lets the early days reuse what later days brought. A limit per
 * slot (a top a day, bottoms for a few) keeps the fewest from meaning one outfit all week: a piece
 * worn its limit is exchanged for another packed or suitable one when there is one. Pure: ids in,
 * ids out, so it is tested on generated trips.
 */

export interface PackPiece {
  id: number;
  /** Where it is worn: only a piece of the same slot stands in for it. */
  slot: string;
}

export interface PackOption {
  pieces: readonly PackPiece[];
  score: number;
}

export interface PackDay {
  date: string;
  /** The engine's valid outfits for the day, best first; none when the closet cannot dress it. */
  options: readonly PackOption[];
  /** Pieces that suit the day by the engine's item rules: only these may stand in. */
  fits: ReadonlySet<number>;
  /**
   * Pieces (all in `fits`) that may be brought in for a piece already worn its limit when nothing
   * packed can take its place: a fresh top rather than a fifth day in the same one.
   */
  spare?: readonly PackPiece[];
}

export interface PackedDay {
  date: string;
  itemIds: number[];
}

export interface PackResult {
  days: PackedDay[];
  /** Every piece any day wears, each once, in the order first worn. */
  pieces: number[];
}

/** Two pieces may be worn together (colour and formality); by default anything goes. */
export type GoesWith = (a: number, b: number) => boolean;

const anything: GoesWith = () => true;

/** How many looks one piece of a slot may be worn in (a top a day, then a wash); by default no limit. */
export type MaxUses = (slot: string) => number;

const noLimit: MaxUses = () => Infinity;

/** A new piece costs one; wearing a piece past its limit costs more, so it happens only when nothing else can. */
function costOf(outfit: readonly PackPiece[], packed: ReadonlyMap<number, PackPiece>, uses: ReadonlyMap<number, number>, maxUses: MaxUses): number {
  let cost = 0;
  for (const p of outfit) {
    if (!packed.has(p.id)) cost += 1;
    else if ((uses.get(p.id) ?? 0) >= maxUses(p.slot)) cost += 1.5;
  }
  return cost;
}

interface Counts {
  /** Looks each piece is worn in so far in this pass: the limit counts these. */
  uses: Map<number, number>;
  /** The first pass's counts: the piece worn most is the one a stand-in is taken from. */
  rank: ReadonlyMap<number, number>;
}

/**
 * One outfit with pieces exchanged for packed ones where allowed. `cost` counts the pieces not yet
 * packed and the packed ones worn past their limit (the closet had nothing else).
 */
function settle(option: PackOption, day: PackDay, packed: ReadonlyMap<number, PackPiece>, counts: Counts, goesWith: GoesWith, maxUses: MaxUses) {
  const spent = (p: PackPiece) => (counts.uses.get(p.id) ?? 0) >= maxUses(p.slot);
  const chosen: PackPiece[] = [];
  option.pieces.forEach((piece, i) => {
    if (packed.has(piece.id) && !spent(piece)) {
      chosen.push(piece);
      return;
    }
    // What it is worn with: the pieces already settled and the outfit's pieces still to come.
    const others = option.pieces.slice(i + 1);
    const standIn = [...packed.values()]
      .filter(
        (q) =>
          q.slot === piece.slot &&
          !spent(q) &&
          day.fits.has(q.id) &&
          !chosen.some((c) => c.id === q.id) &&
          !others.some((o) => o.id === q.id) &&
          chosen.every((c) => goesWith(q.id, c.id)) &&
          others.every((o) => goesWith(q.id, o.id)),
      )
      // The piece worn on the most days first: it is the one the suitcase is built around.
      .sort((a, b) => (counts.rank.get(b.id) ?? 0) - (counts.rank.get(a.id) ?? 0) || a.id - b.id)[0];
    const fresh =
      standIn || !packed.has(piece.id)
        ? undefined
        : day.spare?.find(
            (q) =>
              q.slot === piece.slot &&
              !packed.has(q.id) &&
              day.fits.has(q.id) &&
              !chosen.some((c) => c.id === q.id) &&
              !others.some((o) => o.id === q.id) &&
              chosen.every((c) => goesWith(q.id, c.id)) &&
              others.every((o) => goesWith(q.id, o.id)),
          );
    chosen.push(standIn ?? fresh ?? piece);
  });
  return { chosen, cost: costOf(chosen, packed, counts.uses, maxUses) };
}

function pass(
  days: readonly PackDay[],
  packed: Map<number, PackPiece>,
  rank: ReadonlyMap<number, number> | null,
  goesWith: GoesWith,
  maxUses: MaxUses,
  kept?: readonly PackPiece[][],
): PackPiece[][] {
  const uses = new Map<number, number>();
  const counts: Counts = { uses, rank: rank ?? uses };
  return days.map((day, i) => {
    // The first pass's outfit stays a choice, last on a tie, so the second pass packs no more without a reason.
    const was = kept?.[i];
    let best: { chosen: PackPiece[]; cost: number; score: number } | null =
      was && was.length ? { chosen: [...was], cost: costOf(was, packed, uses, maxUses), score: -Infinity } : null;
    for (const option of day.options) {
      const s = settle(option, day, packed, counts, goesWith, maxUses);
      if (!best || s.cost < best.cost || (s.cost === best.cost && option.score > best.score)) best = { ...s, score: option.score };
    }
    const chosen = best?.chosen ?? [];
    for (const p of chosen) {
      packed.set(p.id, p);
      uses.set(p.id, (uses.get(p.id) ?? 0) + 1);
    }
    return chosen;
  });
}

export function fewestPieces(days: readonly PackDay[], goesWith: GoesWith = anything, maxUses: MaxUses = noLimit): PackResult {
  const first = pass(days, new Map(), null, goesWith, maxUses);
  // Again with everything the first pass packed: an early day can now wear what a later day brought.
  const packed = new Map(first.flat().map((p) => [p.id, p]));
  const rank = new Map<number, number>();
  for (const p of first.flat()) rank.set(p.id, (rank.get(p.id) ?? 0) + 1);
  const outfits = pass(days, packed, rank, goesWith, maxUses, first);
  const pieces: number[] = [];
  for (const outfit of outfits) for (const p of outfit) if (!pieces.includes(p.id)) pieces.push(p.id);
  return { days: days.map((d, i) => ({ date: d.date, itemIds: outfits[i]!.map((p) => p.id) })), pieces };
}
