import type { FabricId, ProblemId, StainCause } from '../question/lexicon';

/**
 * The care knowledge the stylist composes answers from: a general method per problem, each
 * fabric's one caution, and the fabric-specific methods where the general one would do harm
 * (water on suede, heat on wool). Steps are sentences; an answer uses at most three.
 */

export type CareProblem = StainCause | Exclude<ProblemId, `stain:${string}`>;

export const FABRIC_NAME: Record<FabricId, string> = {
  wool: 'wool',
  cashmere: 'cashmere',
  silk: 'silk',
  suede: 'suede',
  leather: 'leather',
  linen: 'linen',
  denim: 'denim',
  cotton: 'cotton',
  synthetic: 'synthetic or performance fabric',
  down: 'down',
};

// prettier-ignore
export const FABRIC_CAUTION: Record<FabricId, string> = {
  wool: 'Wool felts and shrinks with heat and rubbing, so use cold water and a wool detergent, dry it flat and never tumble it.',
  cashmere: 'Cashmere is delicate, so keep the water cool, press the water out in a towel rather than wringing, and dry it flat.',
  silk: 'Silk water-spots and weakens when rubbed, so test on an inside seam, dab rather than scrub, keep heat off it, and take a large mark to a dry cleaner.',
  suede: 'Keep water and soap off suede: work it dry with a suede brush and eraser, and protect it with a suede spray afterwards.',
  leather: "Leather doesn't like soaking, so use a barely damp cloth, let it dry naturally away from heat, and condition it afterwards.",
  linen: 'Linen is sturdy but creases and can shrink in hot water, so wash it cool to warm and iron it while still damp.',
  denim: 'Denim bleeds and fades, so wash it inside out in cold water, and less often.',
  cotton: 'Cotton takes warm water well, but a hot wash or the dryer can shrink it, so check the label before any heat.',
  synthetic: 'Synthetics hold on to odour and can melt under heat, so wash cold, skip fabric softener and air-dry.',
  down: 'Down clumps when wet, so wash it on a gentle cycle with a down wash and dry it on low with clean tennis balls until no clumps are left.',
};

// prettier-ignore
export const GENERAL_METHOD: Record<CareProblem, readonly string[]> = {
  grass: ['work a little enzyme laundry detergent into the stain and leave it for 15 minutes', 'dab any green that stays with white vinegar or rubbing alcohol, then rinse in cold water', 'wash it at the warmest temperature the label allows and air-dry it, since heat sets any grass left behind'],
  wine: ['blot it straight away, without rubbing, and flush it from the back with cold water', 'cover it with salt or baking soda to draw the wine out, or dab on a drop of dish soap mixed with hydrogen peroxide if it is light in colour', 'wash it cold and air-dry it until the mark is gone'],
  coffee: ['rinse it from the back under cold water as soon as you can', 'work in a drop of dish soap or liquid detergent and leave it for ten minutes', 'wash it as the label says; a splash of white vinegar lifts an older coffee or tea mark'],
  grease: ['blot off what you can, then cover it with cornstarch or baking soda for 20 minutes to draw the oil out', 'brush that off and work in clear dish soap, which cuts grease', 'wash it in the warmest water the label allows and air-dry it, checking the mark is gone before any heat'],
  tomato: ['scrape off what sits on top and run cold water through the back of the stain, never hot, which sets the red', 'work in dish soap to lift the oil, then dab with white vinegar to lift the colour', 'wash it cold and dry it in sunlight if you can, which fades what is left of tomato'],
  curry: ['scrape off the sauce and rinse from the back with cold water, since heat sets turmeric', 'work in dish soap for the oil, then soak it in cool water with oxygen bleach (on colours, test first)', 'wash it and dry it in direct sunlight, which breaks down the yellow of turmeric better than anything else'],
  sunscreen: ['scrape off what you can and cover it with cornstarch for 20 minutes, since sunscreen is oily', 'work in dish soap and rinse; on white fabric avoid chlorine bleach, which turns sunscreen marks orange with iron in tap water', 'wash it warm if the label allows and check it before any dryer heat'],
  paint: ['for water-based paint, act while it is wet: rinse from the back under warm water and work in dish soap', 'for dried acrylic, soften it with rubbing alcohol and scrape gently; for oil paint, dab with turpentine or paint thinner on a test seam first', 'wash it as usual and repeat before any dryer heat; nail polish comes off with acetone-free remover on acetate'],
  rust: ['lay the stain over a bowl and soak it with lemon juice and salt', 'let it sit in the sun for an hour, then rinse', 'wash it as usual; never use chlorine bleach on rust, which makes it darker'],
  ink: ['put a paper towel under the spot and dab it with rubbing alcohol or hand sanitizer, moving to a clean patch as the ink lifts', "don't rub, which spreads the ink", 'rinse, work in liquid detergent and wash it cold'],
  sweat: ['soak the underarms for 30 minutes in cool water with oxygen bleach, or scrub in a paste of baking soda and water', 'for fresh deodorant marks, rub the fabric against itself or use a dry nylon sock before any water', 'wash it and air-dry it, and keep household bleach off it: its chlorine reacts with sweat and turns the marks more yellow'],
  mud: ['let the mud dry completely, then brush off as much as you can', 'work liquid detergent into what is left and rinse from the back', 'wash it as usual, with a second round of detergent for red clay'],
  blood: ['rinse it from the back in cold water only, since hot water sets blood', 'work in an enzyme detergent, or a little hydrogen peroxide on whites', 'wash it cold and air-dry it until the mark is gone'],
  salt: ['brush off the dry salt first', 'wipe the line with a cloth dampened in equal parts white vinegar and water', 'let it dry naturally away from a radiator, and repeat if the tide line comes back'],
  makeup: ['scrape off any excess, then dab the mark with micellar water or a drop of dish soap (rubbing alcohol for lipstick)', 'blot from the outside in so it does not spread', 'wash it cold as the label says'],
  comfort: ['a tailor can let out a seam or add a little ease where it pinches, if the seam allowance allows', 'a stretch fabric often gives after a few wears, but a woven one will not', 'if it still digs in, the next size up in that cut will serve you better than alterations'],
  wax: ['harden it with an ice cube (or an hour in the freezer) and scrape off what you can with a blunt knife', 'lay paper towels on both sides and press with a warm iron so the rest melts into the paper, moving to clean paper as it does', 'treat any mark left with a drop of dish soap, then wash it as the label says'],
  sap: ['harden it with an ice cube and lift off what you can with a blunt knife', 'dab what is left with rubbing alcohol or hand sanitizer on a cotton pad, testing an inside seam first (on leather or suede, a little saddle soap instead)', 'work in a drop of dish soap, rinse, and wash or clean it as the label says'],
  protein: ['lift off what you can with a spoon or a blunt knife, then rinse it from the back under cold water, never hot, which cooks milk and sick into the fibres', 'work in an enzyme detergent and leave it for 30 minutes; a paste of baking soda takes the smell', 'rinse and wash it cold as the label says, and air-dry it until the mark and the smell are gone'],
  water: ['dampen the whole panel evenly with a clean, damp cloth so it dries without a line', 'let it dry naturally away from heat', 'brush or smooth it once dry'],
  stain: ['blot it, without rubbing, and rinse it from the back with cold water as soon as you can', 'test a drop of liquid detergent on an inside seam, then work it into the stain and leave it for 15 minutes', 'wash it cold and air-dry it until the mark is gone, since heat sets most stains'],
  shrink: ['soak it for 30 minutes in lukewarm water with a good squeeze of hair conditioner or baby shampoo', 'press the water out without wringing, then gently stretch and reshape it back to size', 'dry it flat on a towel; a mild shrink eases back, though wool that has felted (gone thick and stiff) may not fully recover, and next time wash cold and skip the dryer'],
  crease: ['hang it in a steamy bathroom or go over it with a steamer', 'iron it inside out, slightly damp, at the setting for its fabric', 'hang it as soon as it comes out of the wash'],
  pilling: ['lay it flat and take the pills off with a fabric shaver or a sweater comb in light strokes', 'wash it inside out on a gentle cycle', 'keep bag straps and rough surfaces off the spots that pill'],
  smell: ['soak it for an hour in cool water with a cup of white vinegar, then wash it', 'dry it completely in the air, outside if you can', 'air it out between wears instead of putting it straight back'],
  stretch: ['wash it and dry it flat, easing it back into shape as it dries', 'a quick warm rinse helps a stretched cuff or neckline tighten up again', 'store it folded rather than on a hanger'],
  fade: ['wash it inside out in cold water with a detergent for dark colours', 'dry it in the shade rather than the sun or a hot dryer', 'wash it less often and air it between wears'],
  shine: ['hold a steamer or a steaming iron just above the shiny patch, without touching it, to lift the flattened fibres', 'brush it with a soft clothes brush against the grain while it is still warm', 'from now on, press it inside out or through a damp cloth, never with the iron straight on the fabric'],
  moths: ['freeze it in a sealed bag for 72 hours to kill any eggs, then brush it well', 'clean it before you put it away, since moths go for worn fabric', 'store it in a breathable garment bag with cedar or lavender'],
  repair: ['close a small hole or tear from the inside with a needle and matching thread in small stitches, or back it with an iron-on mending patch', 'on jeans and workwear a visible patch or sashiko stitching is a fine fix', 'a tailor can do invisible mending on a good piece; it is only not worth it when the fabric around it is worn thin'],
  storage: ['clean it before you put it away, since moths and old stains go for worn fabric', 'store it in a breathable cotton bag or box, never plastic', 'keep it somewhere cool, dark and dry'],
  proofing: ['clean it first, since dirt keeps new proofing from taking (waxed cotton with a cold damp cloth and no soap, a technical shell in the machine with a technical wash)', 'for waxed cotton, warm the tin of wax and work it into the fabric with a soft cloth, seams and shoulders first, then go over it with a hairdryer so it sinks in; for a shell, use a wash-in or spray-on reproofer', 'let it cure overnight somewhere warm (a shell: a low tumble dry brings the coating back), and redo the shoulders and cuffs each season, where the wear is'],
  wash: ['check the care label, then wash it inside out in cold water on a gentle cycle', 'use a mild detergent and skip the fabric softener', 'air-dry it rather than tumbling it'],
};

/** Milk or sick on a protein fibre: no enzyme detergent, which digests silk and wool along with the stain. */
const DELICATE_PROTEIN: readonly string[] = [
  'lift off what you can with a spoon, then rinse the spot from the back under cold water straight away, never hot',
  'dab it, without rubbing, with a drop of gentle silk or baby shampoo in cool water (no enzyme detergent, which eats silk and wool), then rinse',
  'roll it in a towel to press the water out, dry it flat away from heat, and take any mark that stays to a dry cleaner, saying what it is',
];

/** Where a fabric needs its own method: these replace the general steps and carry the caution inside them. */
// prettier-ignore
export const SPECIFIC_METHOD: Partial<Record<FabricId, Partial<Record<CareProblem, readonly string[]>>>> = {
  suede: {
    smell: ['air it out somewhere dry and ventilated for a day, away from heat', 'sprinkle baking soda inside (or put a sachet in shoes), leave it overnight and brush or shake it out', 'keep water off it; a suede cleaner or a cobbler handles anything stubborn'],
    salt: ['let the boots dry, then brush the salt off with a suede brush', 'dab the line with a cloth barely dampened in equal parts white vinegar and water, then let it dry away from heat', 'brush the nap up again and spray on a suede protector before the next wet day'],
    water: ['dampen the whole panel evenly with a barely wet sponge so it dries without a ring', 'stuff it with paper and let it dry away from heat', 'brush the nap back up with a suede brush once dry'],
    grease: ['cover the spot with cornstarch or talc and leave it overnight to draw the oil out', 'brush it off with a suede brush', 'repeat once if needed, and take a stubborn mark to a cobbler rather than using water'],
    mud: ['let the mud dry completely, never wipe it wet', 'brush it off with a suede brush in one direction', 'rub what is left with a suede eraser, then brush the nap up'],
    stain: ['rub the mark gently with a suede eraser (a clean pencil eraser will do)', 'brush the nap back up with a suede brush', 'for anything oily, cover it with cornstarch overnight first; keep water off it'],
    wash: ['brush it after each wear with a suede brush to lift dirt', 'rub scuffs out with a suede eraser', 'spray it with a suede protector before the first wear and again each season'],
    storage: ['brush it clean first', 'keep it in a breathable bag, with shoe trees or paper inside to hold the shape', 'keep it out of sunlight, which fades suede'],
  },
  leather: {
    smell: ["wipe the lining and outside with a cloth barely dampened in equal parts white vinegar and water; don't soak it", 'hang it to air somewhere dry and ventilated for a day or two, away from heat and sun, with a sachet of baking soda or charcoal in the pockets', 'condition the leather once it is fresh, and store it in a breathable cover, never plastic, which is what makes leather musty'],
    water: ['blot the water off and let it dry naturally, away from heat, stuffed or on a wide hanger so it keeps its shape', 'wipe the whole panel lightly with a damp cloth so it dries without a ring', 'condition it once dry'],
    salt: ['wipe the salt line with a cloth dampened in equal parts white vinegar and water', 'let it dry naturally, away from a radiator', 'condition the leather afterwards so it does not crack'],
    ink: ['dab fresh ink with a cotton bud and a little rubbing alcohol, without spreading it', 'wipe with a barely damp cloth', 'condition the spot afterwards; old ink on pale leather is a job for a leather specialist'],
    grease: ['blot off what you can and cover the spot with cornstarch for a few hours', 'brush it off and wipe with a barely damp cloth', 'condition the leather once it is clean'],
    wash: ['wipe it with a barely damp cloth and let it dry naturally', 'condition it every few months with a leather conditioner', 'polish shoes with a cream in their colour and use shoe trees'],
    storage: ['clean and condition it first', 'hang a jacket on a wide, padded hanger in a breathable cover, and put shoe trees in shoes', 'keep it out of plastic and sunlight so it can breathe and does not fade'],
  },
  wool: {
    protein: DELICATE_PROTEIN,
    shrink: ['soak it for 30 minutes in lukewarm water with a good squeeze of hair conditioner, which relaxes the fibres', 'press the water out in a towel, then stretch it gently back to size', 'dry it flat, pinning it to size if needed; fully felted wool will not come back'],
    pilling: ['lay it flat and take the pills off with a sweater comb or fabric shaver', 'wash it inside out in cold water with a wool detergent', 'rest it a day between wears so the fibres recover'],
    smell: ['air it outside or in a steamy bathroom for a few hours, which is often enough for wool', 'if not, hand-wash it cold with a wool detergent', 'dry it flat, away from heat'],
    crease: ['hang it in a steamy bathroom or steam it, which drops most creases from wool', 'press with a cloth between the iron and the wool, on the wool setting', 'rest it a day on a shaped hanger'],
    wash: ['hand-wash it in cold water with a wool detergent, or use the wool cycle', 'press the water out in a towel, without wringing', 'dry it flat, away from heat'],
    storage: ['clean it before storing, since moths go for worn wool', 'fold knits and hang coats on broad hangers in breathable cotton bags, never plastic', 'add cedar or lavender and keep it somewhere cool and dry'],
  },
  cashmere: {
    protein: DELICATE_PROTEIN,
    pilling: ['lay it flat and lift the pills with a cashmere comb in short strokes', 'hand-wash it cool with a wool or baby shampoo', 'pilling eases after the first few washes, so it is not a sign of a bad sweater'],
    shrink: ['soak it in lukewarm water with hair conditioner for 30 minutes', 'press the water out in a towel and ease it gently back to size', 'dry it flat, shaped to size, away from heat'],
    wash: ['hand-wash it in cool water with a wool or baby shampoo', 'roll it in a towel to press the water out, without wringing', 'dry it flat and fold it, never hang it'],
    storage: ['wash it before storing, since moths go for worn cashmere', 'fold it into a breathable bag, never on a hanger', 'add cedar and keep it cool and dry'],
  },
  silk: {
    protein: DELICATE_PROTEIN,
    sweat: ['dab the underarms with a mix of cool water and white vinegar, or a little baby shampoo', 'rinse in cool water without rubbing', 'roll it in a towel and dry it flat in the shade; no bleach of any kind'],
    water: ['dampen the whole panel evenly so the spot dries without a ring', 'let it dry flat away from heat', 'press it on the silk setting with a cloth between'],
    wash: ['hand-wash it in cool water with a little silk or baby shampoo', 'rinse without wringing and roll it in a towel', 'dry it flat in the shade and iron it inside out on the silk setting'],
    crease: ['steam it, or hang it in a steamy bathroom', 'iron it inside out on the lowest setting, with a cloth between', 'hang it on a padded hanger'],
  },
  linen: {
    crease: ['iron it while it is still damp, inside out, on the linen setting', 'or hang it in a steamy bathroom for a softer look', 'a few creases are part of linen, so don’t chase every one'],
    wash: ['wash it cool to warm on a gentle cycle', 'take it out while damp and shake it', 'hang it to dry and iron it while damp'],
  },
  denim: {
    fade: ['wash it inside out in cold water with a detergent for dark colours', 'skip the dryer and hang it to dry in the shade', 'wash it less often and air it between wears'],
    smell: ['air it outside for a day, or freeze it in a bag overnight for a quick refresh', 'if that is not enough, wash it inside out in cold water with a cup of white vinegar', 'hang it to dry'],
    shrink: ['soak it in lukewarm water with hair conditioner for 30 minutes', 'put it on damp and stretch it at the waist and legs as it dries', 'hang it to dry; next time skip the dryer'],
    stretch: ['wash it in cold water and put it in the dryer on medium for 20 minutes, which tightens cotton denim', 'take it out while slightly damp', 'stretchy denim with elastane bags more, so wash it less often'],
  },
  cotton: {
    shrink: ['soak it for 30 minutes in lukewarm water with hair conditioner or baby shampoo', 'stretch it gently back to size while damp', 'dry it flat or hanging, not in the dryer'],
  },
  synthetic: {
    smell: ['soak it for an hour in cool water with a cup of white vinegar, or a sports detergent', 'wash it cold, inside out, without fabric softener, which traps odour', 'air-dry it fully, and never leave it balled up damp in a gym bag'],
    wash: ['wash it inside out in cold water with a sports detergent', 'skip fabric softener, which clogs the fabric', 'air-dry it; heat wears out the stretch'],
  },
  down: {
    wash: ['wash it alone in a front-loader on a gentle cycle, cold or lukewarm, with a down-specific wash, zips and poppers closed', 'rinse it two or three times so no soap is left in the down', 'tumble it on low with two or three clean tennis or dryer balls until it is completely dry, with no clumps left, which can take a few hours'],
    // A smell in down (smoke, sweat, mildew) comes out in the down wash itself, never a soak, which clumps the fill.
    smell: ['wash it alone in a front-loader on a gentle cycle, cold or lukewarm, with a down-specific wash, rather than soaking it, which clumps the down', 'rinse it two or three times so no soap or smell is left', 'tumble it on low with two or three clean tennis or dryer balls until it is completely dry, since down left damp smells musty'],
    storage: ['clean it and make sure it is fully dry', 'hang it loosely or keep it in a large breathable bag, never compressed', 'keep it cool and dry so the down keeps its loft'],
  },
};

/** How each problem reads in the answer's lead. */
export const PROBLEM_LEAD: Record<CareProblem, (subject: string) => string> = {
  grass: (s) => `For grass stains on ${s}`,
  wine: (s) => `For a wine stain on ${s}`,
  coffee: (s) => `For a coffee or tea stain on ${s}`,
  grease: (s) => `For a grease or oil stain on ${s}`,
  ink: (s) => `For ink or marker on ${s}`,
  tomato: (s) => `For a tomato or sauce stain on ${s}`,
  curry: (s) => `For a curry or turmeric stain on ${s}`,
  sunscreen: (s) => `For sunscreen marks on ${s}`,
  paint: (s) => `For paint on ${s}`,
  rust: (s) => `For rust marks on ${s}`,
  sweat: (s) => `For sweat and deodorant stains on ${s}`,
  mud: (s) => `For mud on ${s}`,
  blood: (s) => `For blood on ${s}`,
  salt: (s) => `For salt stains on ${s}`,
  makeup: (s) => `For a makeup stain on ${s}`,
  water: (s) => `For water marks on ${s}`,
  wax: (s) => `To get wax or gum off ${s}`,
  sap: (s) => `To get tree sap or resin off ${s}`,
  protein: (s) => `To get sick, milk or food out of ${s}`,
  comfort: (s) => `To make ${s} comfortable`,
  stain: (s) => `For a stain on ${s}`,
  shrink: (s) => `To bring ${s} back after shrinking`,
  crease: (s) => `To get creases and wrinkles out of ${s}`,
  pilling: (s) => `To take pilling off ${s}`,
  smell: (s) => `To get a smell out of ${s}`,
  stretch: (s) => `To bring ${s} back into shape`,
  fade: (s) => `To keep ${s} from fading`,
  shine: (s) => `To take the shine off ${s}`,
  moths: (s) => `To protect ${s} from moths`,
  repair: (s) => `To mend ${s}`,
  storage: (s) => `To store ${s}`,
  proofing: (s) => `To re-proof ${s} against the rain`,
  wash: (s) => `To wash and care for ${s}`,
};

/** A stain said to have dried or set ('what if it's already dried', 'an old stain', 'it went through the dryer'): the method changes. */
// prettier-ignore
export const SET_IN_SAID: readonly string[] = [
  'already dried/set/washed/dry', "it's/its/it has/has dried", 'dried in/on/up', 'set in', 'set-in', 'has/have set', 'old stain/stains/mark/marks',
  'days/weeks/months old', 'been there for', 'through the wash/dryer/drier', 'went in the wash/dryer/drier', 'washed and dried', 'dried it', 'it dried',
  'dried overnight', 'washed it/them/this/these once/twice/already', 'survived the wash', 'after a/the/one wash', 'after washing', 'still there after',
];

/** The method for a stain that has dried or set: longer soaks and repeats, and heat kept off until it is gone. */
export const SET_IN_METHOD: readonly string[] = [
  'soak it for an hour or overnight in cool water with an enzyme or oxygen-based stain remover worked in from the back, since a dried stain needs time',
  'rinse, check it in daylight and repeat the soak until the mark is gone',
  'keep it out of the dryer until then, since heat sets what is left for good',
];

/** Oil left after a wash is lifted by what cuts or draws out oil, not by a soak, which water slides over. */
const OIL_SET_IN: readonly string[] = [
  'an oily mark that came through the wash needs a degreaser, not a soak: lay it flat and cover the mark with baking soda or cornflour (talc works too) for an hour to draw the oil up, then brush it off',
  'work neat washing-up liquid (dish soap) into both sides of the mark with your fingers or a soft toothbrush and leave it for 30 minutes',
  'wash it in the warmest water the label allows and let it air-dry; if a shadow is still there, repeat before it ever goes in the dryer, which bakes oil in for good',
];

/**
 * A set stain's method by its substance, where the general soak would not shift it: oil needs a degreaser, dye from
 * turmeric or tomato needs oxygen bleach and sun, ink a solvent. Substances with no row take the soak; those whose usual
 * method works as well on a dried mark (rust, wax, sap, paint, salt) keep it.
 */
// prettier-ignore
export const SET_IN_BY_STAIN: Partial<Record<CareProblem, readonly string[]>> = {
  grease: OIL_SET_IN,
  sunscreen: OIL_SET_IN,
  curry: ['soak it for a few hours in cool water with oxygen bleach (test it on an inside seam of a colour first)', 'wash it as the label says, then dry it in direct sunlight, which breaks down set turmeric better than anything else', 'if any yellow is left, repeat the soak and the sun, keeping it out of the dryer until it is gone'],
  tomato: ['work dish soap into the back of the mark for the oil in the sauce, then soak it for a few hours in cool water with oxygen bleach', 'wash it cold and dry it in sunlight, which fades what is left of the red', 'if a mark is left, repeat the soak, keeping it out of the dryer until it is gone'],
  ink: ['lay it face down on a paper towel and dab the back with rubbing alcohol or hand sanitiser, moving to a clean patch as the ink lifts', 'rinse, work in liquid detergent and leave it for 15 minutes', 'wash it cold and air-dry it, repeating until it is gone; ink that has been through a hot dryer may leave a faint shadow'],
  rust: GENERAL_METHOD.rust,
  wax: GENERAL_METHOD.wax,
  sap: GENERAL_METHOD.sap,
  paint: GENERAL_METHOD.paint,
  salt: GENERAL_METHOD.salt,
};

/** Fabrics a set stain goes to a dry cleaner for rather than a long soak at home. */
export const SET_IN_CLEANER: ReadonlySet<FabricId> = new Set(['silk', 'wool', 'cashmere', 'suede', 'leather']);
export const SET_IN_CLEANER_LINE = (fabric: string) =>
  `On ${fabric}, skip the long soak and take it to a dry cleaner, telling them what the stain is and that it has set.`;

/** Asked whether to clean it at home or take it to a dry cleaner ('can I wash it at home or does it have to go to the dry cleaner?'). */
// prettier-ignore
export const HOME_OR_CLEANER_ASKED: readonly string[] = ['dry cleaner/cleaners/cleaning', 'dry clean/cleaned', 'wash/clean/washed/cleaned/launder * at home', 'wash/clean * myself', 'professionally cleaned'];

/** Each fabric's answer to 'at home or the dry cleaner?'. */
// prettier-ignore
export const HOME_OR_CLEANER: Record<FabricId, string> = {
  silk: 'You can hand wash silk at home in cold water with a gentle detergent for delicates, pressing the water out in a towel; take it to a dry cleaner if the label says dry clean only or the mark stays after one try.',
  wool: 'Wool can be hand washed at home in cold water with a wool detergent and dried flat; tailoring and coats go to the dry cleaner.',
  cashmere: 'Cashmere is best hand washed at home in cool water with a gentle wool wash, then dried flat; a dry cleaner is only needed for a stubborn mark.',
  suede: 'Suede is not washed at home: brush it, and take anything more than a surface mark to a leather and suede specialist cleaner.',
  leather: 'Leather is never washed: a damp cloth and conditioner at home, and a leather specialist for anything more.',
  linen: 'Linen washes well at home, cool to warm on a gentle cycle; only lined or structured linen goes to the dry cleaner.',
  denim: 'Denim washes at home, inside out in cold water; it never needs a dry cleaner.',
  cotton: 'Cotton washes at home, in cold to warm water; it only needs a dry cleaner when it is tailored or lined.',
  synthetic: 'Synthetics wash at home, cold and gentle, and air-dried; they never need a dry cleaner.',
  down: 'Down washes at home on a gentle cycle with a down wash, or at a launderette with a large machine; dry cleaning strips its loft.',
};

/** The kinds of damage a repair answer tells apart, by what is said ('a run in my tights', 'lost a button', 'the seam split'). */
export type Damage = 'button' | 'zip' | 'sole' | 'seam' | 'hem' | 'ladder' | 'snag' | 'fray' | 'hole';

/** What each kind of damage is said with, checked in this order; a hole or tear is the rest. */
// prettier-ignore
export const DAMAGE_SAID: readonly { id: Damage; phrases: readonly string[] }[] = [
  { id: 'button', phrases: ['a/the/one/its/missing/loose/lost/spare/top/bottom/two/few/cuff/coat/shirt button/buttons', 'button/buttons fell/came/popped/is/was/are/keeps/missing/off/hanging/loose'] },
  { id: 'zip', phrases: ['zip/zips/zipper/zippers/zipped/fly'] },
  { id: 'sole', phrases: ['sole/soles', 'heel/heels came/fell/broke/snapped/broken/off'] },
  { id: 'seam', phrases: ['seam/seams', 'split/splits/burst/busted'] },
  { id: 'hem', phrases: ['hem/hems/hemline'] },
  { id: 'ladder', phrases: ['ladder/ladders/laddered/laddering', 'a/the run', 'run/runs in', 'tights/stockings/pantyhose/nylons'] },
  { id: 'snag', phrases: ['snag/snags/snagged/snagging', 'pulled thread/threads', 'pulled a thread'] },
  { id: 'fray', phrases: ['frayed/fraying/fray/frays/unravelling/unraveling/unravelled/unraveled'] },
];

/** The material a hole or tear is mended by: a knit is darned, a woven cloth patched, leather glued, a down shell taped. */
export type MendBy = 'knit' | 'woven' | 'leather' | 'down';

/** Words of a piece's name or the message that make it a knit (darned, not patched). */
export const KNIT_WORDS: ReadonlySet<string> = new Set([
  'knit',
  'knits',
  'knitted',
  'sweater',
  'sweaters',
  'jumper',
  'jumpers',
  'cardigan',
  'cardigans',
  'crewneck',
  'crew-neck',
  'turtleneck',
  'rollneck',
  'v-neck',
  'pullover',
  'tee',
  't-shirt',
  'jersey',
  'merino',
  'cashmere',
  'lambswool',
  'socks',
  'beanie',
  'scarf',
  'hoodie',
  'sweatshirt',
  'fisherman',
  'cable',
]);

/** How to mend each kind of damage: three steps, the last saying when it is a job for a tailor or not worth it. */
// prettier-ignore
export const MEND: Record<Exclude<Damage, 'hole'>, readonly string[]> & { hole: Record<MendBy, readonly string[]> } = {
  hole: {
    knit: ['darn it yourself: turn it inside out and, with a darning needle and matching yarn (fine thread for a thin knit), weave over and under across the hole, catching the sound loops all round', 'stretch it over a darning egg or a mug as you go and keep the stitches loose, so the knit still gives', 'a hole bigger than a coin on a good piece is worth a tailor’s invisible mending; it is only not worth it when the knit is thin or holed all over'],
    woven: ['close a small hole or tear from the inside with a needle and matching thread in small stitches, or back it with an iron-on mending patch', 'on jeans and workwear a visible patch or sashiko stitching is a fine fix', 'a tailor can do invisible mending on a good piece; it is only not worth it when the fabric around it is worn thin'],
    leather: ['glue a leather repair patch behind a small hole or tear with flexible leather glue, pressing the edges together', 'don’t stitch it yourself, since a needle tears leather further', 'a leather repairer or cobbler patches a larger one to match, which is worth it on a good jacket or pair of boots'],
    down: ['seal a small hole or tear straight away with a repair tape made for down jackets (a nylon repair patch, rounded at the corners) so no more down escapes', 'push any feather poking out back in rather than pulling it out', 'an outdoor-gear repair shop or the maker’s repair service sews in a proper patch for a bigger tear, which is worth it on a good jacket'],
  },
  button: ['sew it back on through the same holes with a needle and matching thread, six to eight passes', 'leave a little slack and wind the thread round under the button a few times to make a shank, so it still closes easily', 'look for a spare sewn inside a side seam or on the care label; a haberdasher or tailor can match one if not'],
  sole: ['glue a sole coming away back with a flexible shoe glue, both surfaces clean and dry, then clamp or tape it overnight', 'keep them off wet ground for a day so the glue cures', 'a cobbler resoles or reheels a good pair for far less than new ones; a cheap pair worn through at the sole is the time to replace them'],
  zip: ['a zip that splits or sticks often only needs its slider squeezed gently closed with pliers, or the teeth rubbed with a pencil or a bar of soap', 'a lost pull is replaced with a split ring or a clip-on zip pull', 'broken teeth or a torn tape need a new zip, which a tailor fits for a modest price and is worth it on a coat or good trousers'],
  seam: ['turn it inside out and sew along the old seam line with small backstitches in matching thread, a little past each end of the split', 'knot it well at both ends, or run it through a sewing machine on a straight stitch', 'a tailor fixes a split seam quickly and cheaply, and is the one to see when the fabric itself has torn beside the seam'],
  hem: ['pin the hem back up and slip-stitch it by hand with matching thread, catching only a thread or two of the outside', 'iron-on hemming tape is a quick fix with no sewing', 'a tailor re-hems for little, which is worth it on trousers or a skirt you wear often'],
  ladder: ['dab clear nail polish or a little hairspray on both ends of the ladder straight away so it stops running', 'a ladder in sheer tights cannot be mended invisibly; a tiny hole at the toe or above the hem can be stitched closed with matching thread', 'once it shows below the hem, keep the pair for under trousers or boots and replace it'],
  snag: ['don’t cut the pulled loop: push it through to the inside with a snag repair tool, a crochet hook or a needle threaded through it', 'ease the fabric on each side of the snag gently to even out the pulled stitches', 'if the yarn has broken, catch the ends on the inside with a few stitches of matching thread so it cannot ladder or unravel'],
  fray: ['trim the loose threads close, without cutting into the weave', 'stop the edge with a dab of fray stop or clear nail polish on the inside, or a line of small stitches in matching thread', 'a tailor can bind or re-hem a frayed edge, which is worth it on a piece you wear often'],
};

/** How the mend reads in the answer's lead ('To mend the hole in your Charcoal Merino Crewneck'). */
export const MEND_LEAD: Record<Damage, (subject: string) => string> = {
  hole: (s) => `To mend the hole in ${s}`,
  sole: (s) => `To fix the sole of ${s}`,
  button: (s) => `To put the button back on ${s}`,
  zip: (s) => `To fix the zip on ${s}`,
  seam: (s) => `To mend the split seam on ${s}`,
  hem: (s) => `To put the hem of ${s} back up`,
  ladder: (s) => `For a ladder in ${s}`,
  snag: (s) => `To fix the snag in ${s}`,
  fray: (s) => `To stop ${s} fraying`,
};

/** A tear or rip said ('tore my jacket', 'a rip in the sleeve'): the lead names it so, not a hole. */
export const TEAR_SAID: readonly string[] = ['tear/tears/tore/torn/rip/rips/ripped/ripping/gash/slit'];

/** After a moth hole is mended, the one line that keeps moths from coming back. */
export const MOTHS_AFTER = 'Then freeze it in a sealed bag for 72 hours to kill any eggs, and store it clean with cedar so the moths don’t come back.';

/** Asked whether a piece is done for ('are they ruined?', 'fix it or toss it?', 'can it be saved?', 'worth mending?'). */
// prettier-ignore
export const SALVAGE_ASKED: readonly string[] = ['ruined', 'ruin/ruins/ruining it/them', 'destroyed', 'done for', 'a goner', 'toss/bin/chuck/ditch it/them/this/these', 'throw * out/away', 'worth fixing/mending/repairing/saving/it',
  'be saved/salvaged/fixed/repaired/mended/rescued', 'save/salvage/rescue it/them', 'beyond saving/repair/help', 'keep or', 'or keep', 'replace it/them', 'or replace', 'replace or', 'or buy new', 'or toss'];

/** The answer to 'is it ruined?' for a problem, on a fabric where it differs; a piece with no row here gets the method alone. */
// prettier-ignore
export const SALVAGE: Partial<Record<CareProblem, { any: string } & Partial<Record<FabricId, string>>>> = {
  water: { any: 'Almost certainly not ruined: water marks even out once the piece dries slowly and evenly.', suede: 'Almost certainly not ruined: soaked suede recovers if it dries slowly, away from heat, and is brushed once dry.', leather: 'Almost certainly not ruined: wet leather recovers if it dries slowly, away from heat, and is conditioned once dry.' },
  stain: { any: 'Not ruined while the stain is fresh: most come out if they are treated before any heat.' },
  // Said so it answers 'is it ruined?' and 'can it be saved?' alike; the method's last step says what felting means.
  shrink: { any: 'Usually it can be saved: a mild shrink eases back with a conditioner soak.', cashmere: 'Usually it can be saved: a mild shrink eases back with a conditioner soak, though cashmere that has felted will not come back.' },
  smell: { any: 'Not ruined: a smell comes out with airing and the right wash.' },
  pilling: { any: 'Not ruined: pilling comes off, and the piece looks new again.' },
  salt: { any: 'Not ruined: salt lines come out with a vinegar wipe once dry.' },
};

/** The answer to 'fix it or toss it?' for each kind of damage. */
// prettier-ignore
export const MEND_VERDICT: Record<Damage, string> = {
  hole: 'Fix it: a small hole or tear is an easy mend, not a reason to toss it.',
  button: 'Fix it: a lost button takes five minutes to sew back on.',
  zip: 'Fix it: a zip is one of the cheapest repairs there is.',
  sole: 'Fix it: a sole coming away is an easy glue job or a cheap visit to a cobbler.',
  seam: 'Fix it: a split seam is the easiest repair there is.',
  hem: 'Fix it: a fallen hem takes a few minutes to stitch back up.',
  ladder: 'Stop it spreading, but a ladder in sheer tights does not mend invisibly.',
  snag: 'Fix it: a snag pulls back in without a trace.',
  fray: 'Fix it: a frayed edge is easy to stop.',
};

/** Shoes' own methods, ahead of the fabric's for these problems: a smell lives in the insoles and the lining whatever the upper is. */
// prettier-ignore
export const SHOE_METHOD: Partial<Record<CareProblem, readonly string[]>> = {
  smell: ['take out any removable insoles and laces, wash the insoles by hand in warm soapy water and let everything air-dry', 'fill them with baking soda (or cedar inserts, or newspaper) overnight, then shake it out', 'air-dry them away from heat, never in the dryer or on a radiator, and rotate pairs so each dries out fully between wears'],
  wash: ['take out any laces and removable insoles and scrub the uppers and soles with a soft brush and warm soapy water', 'canvas or mesh pairs can go through a cold, gentle wash in a pillowcase if the label allows', 'stuff them with paper and air-dry them away from heat, never in the dryer'],
};

/**
 * A structured piece out of shape (a crushed straw hat, dented shoes, a slumped bag) is steamed and stuffed back into it,
 * not washed and dried flat as a stretched knit is.
 */
// prettier-ignore
export const SHAPE_METHOD: Record<'hat' | 'shoes' | 'bag', readonly string[]> = {
  hat: ['hold it in the steam of a kettle, a hand-width from the spout, for a few seconds at a time until the straw or felt softens', 'push the crown and brim back into shape with your hands and stuff the crown with tissue paper', 'let it dry on a bowl or a rolled towel of the right size, away from heat, and carry it crown-down or in a hat box from now on'],
  shoes: ['stuff them firmly with paper or put in shoe trees', 'warm a dent with a hairdryer on low (leather) or over steam (canvas and suede), then push it out from the inside', 'let them dry and set with the paper in, away from direct heat'],
  bag: ['stuff it with tissue paper or a small towel until it stands in its own shape', 'steam any creases in leather or canvas from a distance and smooth them by hand', 'store it stuffed and upright in its dust bag, not squashed under others'],
};

/** Outerwear said or named this way is technical, not tailoring: washed as its fabric says, never just brushed and steamed. */
export const NOT_TAILORED_WORDS: ReadonlySet<string> = new Set([
  'parka',
  'parkas',
  'puffer',
  'anorak',
  'shell',
  'windbreaker',
  'fleece',
  'raincoat',
  'rain',
  'ski',
  'snow',
  'quilted',
  'padded',
  'gilet',
  'down',
  'softshell',
  'waterproof',
  'insulated',
]);
