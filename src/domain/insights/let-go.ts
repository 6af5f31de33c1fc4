/** Resale keeps roughly this share of the price paid for a piece in good condition; worn often, the lower end. */
const RESALE_SHARE = { fresh: [0.3, 0.5], worn: [0.15, 0.3] } as const;
/** Wears past which a piece counts as well worn for resale. */
const WELL_WORN = 20;

const dollars = (n: number) => `$${Math.max(1, Math.round(n))}`;

/**
 * The gentle notes 'let go' offers (issue 44 point 3): how to resell it, at what price, or how to
 * donate it. Guidance only; nothing is listed or sent anywhere.
 */
export function letGoNotes(piece: { name: string; priceCents: number | null; timesWorn: number }): { resale: string; donation: string } {
  const share = piece.timesWorn >= WELL_WORN ? RESALE_SHARE.worn : RESALE_SHARE.fresh;
  const price =
    piece.priceCents === null
      ? 'Price it like similar pieces from the same brand.'
      : `Pieces like this usually resell for ${dollars((piece.priceCents / 100) * share[0])}–${dollars((piece.priceCents / 100) * share[1])}.`;
  return {
    resale: `Photograph the ${piece.name} in daylight, front and label, and list brand, size and condition. ${price}`,
    donation: `Wash it, check the pockets, and give the ${piece.name} to a local charity shop or clothing bank; ask for a receipt if you itemise donations.`,
  };
}
