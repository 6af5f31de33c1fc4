/**
 * Makes the style-direction tiles (issue 27) from the demo closet's garment drawings: three pieces
 * of each direction laid flat on its own tint, written to src/web/public/styles/<image>.svg and
 * committed (small, and no download at build time). A few pieces the demo closet lacks (a dress,
 * a skirt, a hoodie, heels, boots) are drawn here in the same flat style; a leather jacket is the
 * field jacket recoloured. Run `node --import tsx scripts/style-tiles.ts` after changing STYLE_DIRECTIONS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STYLE_DIRECTIONS } from '../src/shared/schemas/stylist';

const root = fileURLToPath(new URL('..', import.meta.url));
const demo = (name: string, recolour: Record<string, string> = {}) => {
  let svg = readFileSync(`${root}src/web/public/demo-closet/${name}.svg`, 'utf8');
  for (const [from, to] of Object.entries(recolour)) svg = svg.replaceAll(from, to);
  return svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect width="400" height="400" fill="#f3f0eb"\/>/, '');
};

// Drawn on the demo closet's 400 × 400 canvas, with its stroke weight.
const drawn = {
  dress: (fill: string, line: string, dots = '') =>
    `<path d="M160 40 L240 40 L250 120 L232 170 L320 360 L80 360 L168 170 L150 120 Z" fill="${fill}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M168 170 L232 170" stroke="${line}" stroke-width="3"/>${dots}`,
  skirt: (fill: string, line: string) =>
    `<path d="M140 80 L260 80 L310 330 L90 330 Z" fill="${fill}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M140 100 L260 100 M170 100 L150 330 M230 100 L250 330 M200 100 L200 330" stroke="${line}" stroke-width="3" opacity=".6"/>`,
  hoodie: (fill: string, line: string) =>
    `<path d="M150 70 Q200 20 250 70 L300 100 L340 280 L305 290 L280 170 L280 340 L120 340 L120 170 L95 290 L60 280 L100 100 Z" fill="${fill}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/><path d="M160 80 Q200 130 240 80 M150 250 L250 250 L240 300 L160 300 Z M190 110 L185 170 M210 110 L215 170" fill="none" stroke="${line}" stroke-width="3"/>`,
  heels: (fill: string, line: string) =>
    `<path d="M70 260 Q110 200 170 220 L190 250 L190 300 L178 300 L176 262 L90 290 Z M210 260 Q250 200 310 220 L330 250 L330 300 L318 300 L316 262 L230 290 Z" fill="${fill}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>`,
  boots: (fill: string, line: string) =>
    `<path d="M110 90 L170 90 L175 250 L220 270 L225 310 L95 310 L100 250 Z M220 90 L280 90 L285 250 L330 270 L335 310 L205 310 L210 250 Z" fill="${fill}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>`,
};
const floral = (c: string) =>
  [
    [190, 110],
    [210, 200],
    [170, 260],
    [240, 300],
    [150, 330],
    [260, 240],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${c}"/>`)
    .join('');
const leather = { '#566034': '#1c1c1e', '#5f6b3a': '#26262a', '#383e22': '#0c0c0d', '#394023': '#0c0c0d', '#3e4626': '#0c0c0d' };

type Piece = string;
const TILES: Record<string, { tint: string; pieces: [Piece, Piece, Piece] }> = {
  'smart-casual': { tint: '#e9e2d6', pieces: [demo('navy-blazer'), demo('khaki-chinos'), demo('white-leather-sneakers')] },
  minimalist: { tint: '#ecebe8', pieces: [demo('black-crew-tee'), demo('charcoal-wool-trousers'), demo('white-leather-sneakers')] },
  'business-casual': { tint: '#dfe5ec', pieces: [demo('navy-blazer'), demo('light-blue-dress-shirt'), demo('brown-leather-loafers')] },
  classic: { tint: '#e4e1dc', pieces: [demo('white-oxford-shirt'), demo('burgundy-knit-tie'), demo('black-oxford-shoes')] },
  relaxed: { tint: '#e6e9e1', pieces: [demo('gray-merino-sweater'), demo('dark-denim-jeans'), demo('white-leather-sneakers')] },
  streetwear: { tint: '#e3e0ea', pieces: [drawn.hoodie('#4b5563', '#2f3742'), demo('dark-denim-jeans'), demo('navy-baseball-cap')] },
  athleisure: { tint: '#dde9e6', pieces: [drawn.hoodie('#7a8a86', '#55625f'), demo('black-running-shorts'), demo('white-leather-sneakers')] },
  bohemian: { tint: '#efe3d4', pieces: [drawn.dress('#b5653a', '#8a4a28', floral('#f1d9a8')), demo('beige-linen-shirt'), demo('tan-suede-chukkas')] },
  romantic: {
    tint: '#f3e3e6',
    pieces: [drawn.dress('#e8b4bf', '#c98997', floral('#fff5f7')), drawn.skirt('#f6d7c8', '#d8a994'), drawn.heels('#c98997', '#a06874')],
  },
  edgy: { tint: '#dedcdc', pieces: [demo('olive-field-jacket', leather), demo('black-crew-tee'), drawn.boots('#1d1d1f', '#000')] },
};

/** The big piece on the left, two smaller ones stacked on the right. */
function tile(tint: string, [a, b, c]: [Piece, Piece, Piece]): string {
  const at = (x: number, y: number, size: number, body: string) =>
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 400 400">${body}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><rect width="300" height="300" fill="${tint}"/>${at(0, 40, 200, a)}${at(170, 10, 140, b)}${at(170, 150, 140, c)}</svg>\n`;
}

for (const d of STYLE_DIRECTIONS) {
  const spec = TILES[d.image];
  if (!spec) throw new Error(`No tile for ${d.name} (${d.image})`);
  writeFileSync(`${root}src/web/public/styles/${d.image}.svg`, tile(spec.tint, spec.pieces));
}
console.log(`Wrote ${STYLE_DIRECTIONS.length} style tiles to src/web/public/styles`);
