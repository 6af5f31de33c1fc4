/**
 * The fewest pieces that dress every day of a trip (issue 44 point 2). Each day offers the
 * engine's valid outfits, best first; a piece of one day's outfit may be exchanged for a piece
 * already packed that fills the same place (top for top, shoes for shoes), suits that day and goes
 * with the rest of the outfit. Days pick the outfit that adds the fewest new pieces, the better
 * outfit on a tie; a second pass lets the early days reuse what later days brought. Pure: ids in,
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

/** One outfit with pieces exchanged for packed ones where allowed; `added` counts the pieces not yet packed. */
function settle(option: PackOption, day: PackDay, packed: ReadonlyMap<number, PackPiece>, uses: ReadonlyMap<number, number>, goesWith: GoesWith) {
  const chosen: PackPiece[] = [];
  option.pieces.forEach((piece, i) => {
    if (packed.has(piece.id)) {
      chosen.push(piece);
      return;
    }
    // What it is worn with: the pieces already settled and the outfit's pieces still to come.
    const others = option.pieces.slice(i + 1);
    const standIn = [...packed.values()]
      .filter(
        (q) =>
          q.slot === piece.slot &&
          day.fits.has(q.id) &&
          !chosen.some((c) => c.id === q.id) &&
          !others.some((o) => o.id === q.id) &&
          chosen.every((c) => goesWith(q.id, c.id)) &&
          others.every((o) => goesWith(q.id, o.id)),
      )
      // The piece worn on the most days first: it is the one the suitcase is built around.
      .sort((a, b) => (uses.get(b.id) ?? 0) - (uses.get(a.id) ?? 0) || a.id - b.id)[0];
    chosen.push(standIn ?? piece);
  });
  const added = chosen.filter((p) => !packed.has(p.id)).length;
  return { chosen, added };
}

function pass(
  days: readonly PackDay[],
  packed: Map<number, PackPiece>,
  uses: Map<number, number>,
  goesWith: GoesWith,
  kept?: readonly PackPiece[][],
): PackPiece[][] {
  return days.map((day, i) => {
    // The first pass's outfit stays a choice, last on a tie, so the second pass never packs more.
    const was = kept?.[i];
    let best: { chosen: PackPiece[]; added: number; score: number } | null =
      was && was.length ? { chosen: [...was], added: was.filter((p) => !packed.has(p.id)).length, score: -Infinity } : null;
    for (const option of day.options) {
      const s = settle(option, day, packed, uses, goesWith);
      if (!best || s.added < best.added || (s.added === best.added && option.score > best.score)) best = { ...s, score: option.score };
    }
    const chosen = best?.chosen ?? [];
    for (const p of chosen) {
      packed.set(p.id, p);
      uses.set(p.id, (uses.get(p.id) ?? 0) + 1);
    }
    return chosen;
  });
}

export function fewestPieces(days: readonly PackDay[], goesWith: GoesWith = anything): PackResult {
  const first = pass(days, new Map(), new Map(), goesWith);
  // Again with everything the first pass packed: an early day can now wear what a later day brought.
  const packed = new Map(first.flat().map((p) => [p.id, p]));
  const uses = new Map<number, number>();
  for (const p of first.flat()) uses.set(p.id, (uses.get(p.id) ?? 0) + 1);
  const outfits = pass(days, packed, uses, goesWith, first);
  const pieces: number[] = [];
  for (const outfit of outfits) for (const p of outfit) if (!pieces.includes(p.id)) pieces.push(p.id);
  return { days: days.map((d, i) => ({ date: d.date, itemIds: outfits[i]!.map((p) => p.id) })), pieces };
}
