import type { PhraseRow } from '../reading/phrases';

/**
 * The kinds of piece a person shops for, per family, with what each does (issue 38: a shopping
 * answer names kinds, not 'shoes'). Plain data: a new kind, or a new word for one, is a row here;
 * the shopping answers read the properties and never the names. Formality is the closet's scale
 * (0 athletic, 1 casual, 2 smart casual, 3 business, 4 formal), as the range a kind can be worn at.
 */

export type ShopFamily = 'shoes' | 'outerwear' | 'bottoms' | 'tops' | 'dresses' | 'bags';

export interface ShopKind extends PhraseRow {
  family: ShopFamily;
  /** The lowest and highest level it is worn at: loafers go from jeans to a suit, snow boots only casual. */
  formality: readonly [number, number];
  /** 0 none, 1 a cool day, 2 a cold one, 3 a freezing one. */
  warmth: 0 | 1 | 2 | 3;
  /** 0 none, 1 shrugs off a shower, 2 waterproof. */
  water: 0 | 1 | 2;
  /** A raised heel: what 'no heels' and 'flat' rule out. */
  heel: boolean;
  /** Its build, for what a closet already covers: two lace-up shoes overlap, a lace-up and a pull-on boot do not. */
  shape: string;
  /** The job it does, said in an answer after the kind's name ('pulls on, and ...'). */
  does: string;
  /** A fair price range for a decent one, USD. */
  price: readonly [number, number];
  /** Suggested only to a closet that is not menswear alone. */
  womenswear?: true;
  /** Shoes: 0 not for long walks, 1 fine for an evening's walking, 2 comfortable all day (a cushioned or low, stable sole). */
  walk?: 0 | 1 | 2;
}

// prettier-ignore
export const SHOP_KINDS: readonly ShopKind[] = [
  // Shoes
  { id: 'loafers', family: 'shoes', walk: 1, phrases: ['loafer/loafers', 'penny loafer/loafers'], formality: [1, 3], warmth: 0, water: 0, heel: false, shape: 'slip-on shoe', does: 'slip on flat and look polished with trousers, skirts and jeans alike', price: [90, 250] },
  { id: 'derbies', family: 'shoes', walk: 2, phrases: ['derby/derbies', 'derby shoe/shoes', 'lace-up/laceup shoe/shoes'], formality: [2, 3], warmth: 0, water: 0, heel: false, shape: 'lace-up shoe', does: 'are a flat leather lace-up that suits trousers and dark jeans', price: [90, 220] },
  { id: 'brogues', family: 'shoes', walk: 2, phrases: ['brogue/brogues', 'wingtip/wingtips'], formality: [2, 3], warmth: 0, water: 0, heel: false, shape: 'lace-up shoe', does: 'are a flat lace-up with detail, smart with trousers and easy with jeans', price: [90, 220] },
  { id: 'Chelsea boots', family: 'shoes', walk: 2, phrases: ['chelsea/chelsey boot/boots', 'chelseas'], formality: [1, 3], warmth: 1, water: 1, heel: false, shape: 'pull-on boot', does: 'pull on, go under trousers or over jeans, and shrug off wet pavements in leather', price: [100, 250] },
  { id: 'chukka boots', family: 'shoes', walk: 2, phrases: ['chukka/chukkas', 'chukka boot/boots', 'desert boot/boots'], formality: [1, 2], warmth: 1, water: 0, heel: false, shape: 'lace-up ankle', does: 'are a relaxed lace-up ankle boot, usually suede, for jeans and chinos', price: [90, 200] },
  { id: 'lace-up boots', family: 'shoes', walk: 2, phrases: ['lace-up/laceup/lace-ups/laceups boot/boots', 'lace up/ups', 'lace-ups/laceups', 'work/combat boot/boots', 'docs', 'doc/docs/dr martens/marten/martins'], formality: [1, 2], warmth: 2, water: 1, heel: false, shape: 'lace-up ankle', does: 'are sturdy everyday boots for jeans and chinos', price: [120, 280] },
  { id: 'oxfords', family: 'shoes', walk: 1, phrases: ['oxford/oxfords shoe/shoes', 'oxfords', 'dress shoe/shoes'], formality: [3, 4], warmth: 0, water: 0, heel: false, shape: 'lace-up shoe', does: 'are the sleekest lace-up, for suits and the dressiest trousers', price: [120, 300] },
  { id: 'monk straps', family: 'shoes', walk: 1, phrases: ['monk/monks [strap/straps]', 'monk-strap/monk-straps'], formality: [2, 4], warmth: 0, water: 0, heel: false, shape: 'buckle shoe', does: 'buckle rather than lace and sit between a loafer and an oxford', price: [120, 300] },
  { id: 'flat mules', family: 'shoes', phrases: ['mule/mules', 'flat mule/mules'], formality: [1, 3], warmth: 0, water: 0, heel: false, shape: 'backless shoe', does: 'slip on with no back, flat, and look sharp with wide trousers', price: [60, 180] },
  { id: 'ballet flats', family: 'shoes', walk: 1, phrases: ['ballet flat/flats', 'flats', 'ballerinas'], formality: [1, 3], warmth: 0, water: 0, heel: false, shape: 'slip-on shoe', does: 'are flat and neat with skirts, dresses and cropped trousers', price: [50, 160], womenswear: true },
  { id: 'Mary Janes', family: 'shoes', walk: 1, phrases: ['mary jane/janes'], formality: [1, 3], warmth: 0, water: 0, heel: false, shape: 'strap shoe', does: 'are a strapped flat that dresses up a skirt or trousers', price: [60, 180], womenswear: true },
  { id: 'clogs', family: 'shoes', walk: 2, phrases: ['clog/clogs'], formality: [1, 2], warmth: 0, water: 0, heel: false, shape: 'backless shoe', does: 'are easy all-day slip-ons for casual days', price: [80, 180] },
  { id: 'leather sneakers', family: 'shoes', walk: 2, phrases: ['leather sneaker/sneakers/trainer/trainers', 'sneaker/sneakers/trainer/trainers'], formality: [1, 2], warmth: 0, water: 0, heel: false, shape: 'sneaker', does: 'go with everything casual and smarten up in plain leather', price: [70, 180] },
  { id: 'heels', family: 'shoes', phrases: ['heel/heels', 'pump/pumps', 'stiletto/stilettos', 'block heel/heels', 'kitten heel/heels', 'slingback/slingbacks'], formality: [2, 4], warmth: 0, water: 0, heel: true, shape: 'heeled shoe', does: 'are the dressiest shoe for skirts, dresses and tailoring', price: [70, 220], womenswear: true },
  { id: 'heeled ankle boots', family: 'shoes', phrases: ['heeled boot/boots', 'heeled ankle boot/boots'], formality: [2, 3], warmth: 1, water: 0, heel: true, shape: 'heeled boot', does: 'dress up trousers and skirts in cooler months', price: [100, 250], womenswear: true },
  { id: 'ankle boots', family: 'shoes', walk: 1, phrases: ['ankle boot/boots', 'leather ankle boot/boots', 'booties'], formality: [1, 3], warmth: 1, water: 1, heel: false, shape: 'pull-on boot', does: 'go under trousers and with skirts and jeans through the cooler months', price: [90, 250] },
  { id: 'knee-high boots', family: 'shoes', walk: 1, phrases: ['knee-high/tall/riding boot/boots', 'knee high boot/boots'], formality: [1, 3], warmth: 2, water: 1, heel: false, shape: 'tall boot', does: 'go with skirts and dresses through the winter', price: [120, 300], womenswear: true },
  { id: 'snow boots', family: 'shoes', walk: 1, phrases: ['snow/winter/insulated boot/boots', 'duck boot/boots'], formality: [0, 1], warmth: 3, water: 2, heel: false, shape: 'snow boot', does: 'keep feet dry and warm in slush and snow', price: [90, 220] },
  { id: 'rain boots', family: 'shoes', phrases: ['rain/rubber boot/boots', 'wellies/wellingtons/galoshes'], formality: [0, 1], warmth: 0, water: 2, heel: false, shape: 'rubber boot', does: 'keep feet dry through puddles', price: [40, 130] },
  { id: 'hiking boots', family: 'shoes', walk: 2, phrases: ['hiking/walking/trail boot/boots'], formality: [0, 1], warmth: 1, water: 2, heel: false, shape: 'hiking boot', does: 'grip on trails and keep water out', price: [100, 220] },
  { id: 'sandals', family: 'shoes', walk: 1, phrases: ['sandal/sandals', 'slides', 'espadrille/espadrilles'], formality: [1, 2], warmth: 0, water: 0, heel: false, shape: 'sandal', does: 'are the warm-weather shoe', price: [40, 150] },
  // Outerwear
  { id: 'trench coat', family: 'outerwear', phrases: ['trench/trenches [coat/coats]'], formality: [1, 3], warmth: 1, water: 1, heel: false, shape: 'light long coat', does: 'covers showers and mild days over tailoring or jeans, but is not warm enough alone in a freeze', price: [120, 400] },
  { id: 'puffer', family: 'outerwear', phrases: ['puffer/puffers [coat/coats/jacket/jackets]', 'down coat/coats/jacket/jackets', 'quilted coat/coats'], formality: [0, 1], warmth: 3, water: 1, heel: false, shape: 'quilted coat', does: 'is the warmest thing you can wear for the weight, made for freezing days', price: [100, 300] },
  { id: 'parka', family: 'outerwear', phrases: ['parka/parkas', 'winter jacket/jackets'], formality: [0, 1], warmth: 3, water: 2, heel: false, shape: 'hooded parka', does: 'keeps out wind, snow and deep cold with a hood and a length past the hips', price: [150, 400] },
  { id: 'wool overcoat', family: 'outerwear', phrases: ['wool coat/coats/overcoat/overcoats', 'overcoat/overcoats/topcoat/topcoats/greatcoat/greatcoats', 'wool-blend coat/coats'], formality: [2, 4], warmth: 2, water: 0, heel: false, shape: 'wool coat', does: 'is the smart cold-weather coat over tailoring and knits', price: [150, 450] },
  { id: 'peacoat', family: 'outerwear', phrases: ['peacoat/peacoats', 'pea coat/coats'], formality: [1, 3], warmth: 2, water: 0, heel: false, shape: 'wool coat', does: 'is a short, warm wool coat that works casual or smart', price: [120, 300] },
  { id: 'raincoat', family: 'outerwear', phrases: ['raincoat/raincoats/mac/macs/mackintosh', 'rain coat/coats/jacket/jackets/shell/shells', 'shell jacket/jackets'], formality: [0, 2], warmth: 0, water: 2, heel: false, shape: 'rain shell', does: 'keeps you dry in real rain', price: [80, 250] },
  { id: 'leather jacket', family: 'outerwear', phrases: ['leather/biker jacket/jackets'], formality: [1, 2], warmth: 1, water: 1, heel: false, shape: 'short jacket', does: 'is the casual jacket that lifts a tee and jeans', price: [150, 450] },
  { id: 'denim jacket', family: 'outerwear', phrases: ['denim/jean jacket/jackets'], formality: [1, 1], warmth: 1, water: 0, heel: false, shape: 'short jacket', does: 'is a casual layer for mild days', price: [50, 150] },
  { id: 'bomber jacket', family: 'outerwear', phrases: ['bomber/bombers [jacket/jackets]'], formality: [1, 1], warmth: 1, water: 0, heel: false, shape: 'short jacket', does: 'is a casual layer for mild days', price: [60, 200] },
  { id: 'fleece', family: 'outerwear', phrases: ['fleece/fleeces [jacket/jackets]', 'teddy [coat/jacket]'], formality: [0, 1], warmth: 1, water: 0, heel: false, shape: 'fleece', does: 'is a warm casual layer on its own or under a shell', price: [40, 150] },
  { id: 'blazer', family: 'outerwear', phrases: ['blazer/blazers', 'sport coat/coats', 'suit jacket/jackets'], formality: [2, 3], warmth: 1, water: 0, heel: false, shape: 'tailored jacket', does: 'smartens a shirt or knit at once', price: [120, 350] },
  // Bottoms
  { id: 'tailored trousers', family: 'bottoms', phrases: ['tailored/dress/wool/suit trousers/pants/slacks'], formality: [2, 4], warmth: 1, water: 0, heel: false, shape: 'tailored trousers', does: 'go from the office to a dinner', price: [70, 200] },
  { id: 'waterproof trousers', family: 'bottoms', phrases: ['waterproof/rain/over trousers/pants', 'overtrousers/over-trousers/overpants'], formality: [0, 1], warmth: 1, water: 2, heel: false, shape: 'waterproof trousers', does: 'keep your legs dry through hours of rain or sleet', price: [50, 150] },
  { id: 'chinos', family: 'bottoms', phrases: ['chino/chinos/khakis'], formality: [1, 2], warmth: 1, water: 0, heel: false, shape: 'casual trousers', does: 'are the step up from jeans', price: [40, 120] },
  { id: 'jeans', family: 'bottoms', phrases: ['jeans'], formality: [1, 2], warmth: 1, water: 0, heel: false, shape: 'jeans', does: 'are the everyday base', price: [50, 150] },
  { id: 'wide-leg trousers', family: 'bottoms', phrases: ['wide-leg/wide trousers/pants', 'wide leg trousers/pants', 'palazzo/palazzos'], formality: [1, 3], warmth: 1, water: 0, heel: false, shape: 'tailored trousers', does: 'look relaxed and smart at once, with flats or boots', price: [60, 180] },
  { id: 'corduroy trousers', family: 'bottoms', phrases: ['corduroy/cord/cords trousers/pants', 'corduroys/cords'], formality: [1, 2], warmth: 2, water: 0, heel: false, shape: 'casual trousers', does: 'are warm casual trousers with texture', price: [50, 140] },
  { id: 'midi skirt', family: 'bottoms', phrases: ['midi skirt/skirts', 'skirt/skirts'], formality: [1, 3], warmth: 1, water: 0, heel: false, shape: 'skirt', does: 'goes from knits and boots to a blouse and flats', price: [40, 150], womenswear: true },
  // Tops
  { id: 'merino sweater', family: 'tops', phrases: ['merino/wool/cashmere sweater/sweaters/jumper/jumpers/knit/knits', 'sweater/sweaters/jumper/jumpers'], formality: [1, 3], warmth: 2, water: 0, heel: false, shape: 'knit', does: 'layers over a shirt or under a coat', price: [60, 180] },
  { id: 'cardigan', family: 'tops', phrases: ['cardigan/cardigans'], formality: [1, 2], warmth: 2, water: 0, heel: false, shape: 'knit', does: 'is the layer you can take off indoors', price: [50, 160] },
  { id: 'silk blouse', family: 'tops', phrases: ['blouse/blouses', 'silk blouse/blouses/shirt/shirts'], formality: [2, 4], warmth: 0, water: 0, heel: false, shape: 'blouse', does: 'dresses up trousers or a skirt', price: [50, 180], womenswear: true },
  { id: 'oxford shirt', family: 'tops', phrases: ['oxford/button-down/button-downs shirt/shirts', 'button-down/button-downs'], formality: [1, 3], warmth: 0, water: 0, heel: false, shape: 'shirt', does: 'works under a blazer or open over a tee', price: [40, 120] },
  { id: 'turtleneck', family: 'tops', phrases: ['turtleneck/turtlenecks/rollneck/rollnecks', 'mock-neck/mockneck'], formality: [2, 3], warmth: 2, water: 0, heel: false, shape: 'knit', does: 'is a sleek layer under a blazer or coat', price: [50, 150] },
  { id: 'thermal base layer', family: 'tops', phrases: ['thermal/thermals', 'base layer/layers', 'long johns', 'long underwear', 'thermal top/tops/leggings/underwear'], formality: [0, 1], warmth: 3, water: 0, heel: false, shape: 'base layer', does: 'goes under what you already wear and adds the most warmth for the money', price: [15, 60] },
  { id: 'flannel shirt', family: 'tops', phrases: ['flannel/flannels [shirt/shirts]', 'overshirt/overshirts', 'shacket/shackets'], formality: [1, 1], warmth: 2, water: 0, heel: false, shape: 'overshirt', does: 'layers over a tee or under a jacket and keeps a cold morning out', price: [20, 70] },
  { id: 'hoodie', family: 'tops', phrases: ['hoodie/hoodies', 'sweatshirt/sweatshirts', 'zip hoodie/hoodies'], formality: [0, 1], warmth: 2, water: 0, heel: false, shape: 'sweatshirt', does: 'is the easy warm layer for casual days', price: [20, 70] },
  // Dresses
  { id: 'wrap dress', family: 'dresses', phrases: ['wrap dress/dresses'], formality: [2, 3], warmth: 1, water: 0, heel: false, shape: 'dress', does: 'is a whole outfit for the office or a dinner', price: [60, 200], womenswear: true },
  { id: 'slip dress', family: 'dresses', phrases: ['slip dress/dresses'], formality: [2, 4], warmth: 0, water: 0, heel: false, shape: 'dress', does: 'is an evening dress that layers under knits by day', price: [60, 200], womenswear: true },
  { id: 'knit dress', family: 'dresses', phrases: ['knit/jumper/sweater dress/dresses'], formality: [1, 2], warmth: 2, water: 0, heel: false, shape: 'dress', does: 'is a warm one-piece outfit with boots', price: [60, 180], womenswear: true },
];

/**
 * The broad words for a family, said when a person shops for 'shoes' or 'a coat' without a kind.
 * `byLevel`: kinds of the family do the same job when worn at the same level in the same weather (coats); shoes differ by build.
 */
// prettier-ignore
export const FAMILY_WORDS: readonly (PhraseRow & { id: ShopFamily; noun: string; plural: boolean; byLevel?: true })[] = [
  { id: 'shoes', noun: 'shoes', plural: true, phrases: ['shoe/shoes/footwear/kicks', 'boot/boots'] },
  { id: 'outerwear', noun: 'a coat', plural: false, byLevel: true, phrases: ['coat/coats/jacket/jackets/outerwear'] },
  { id: 'bottoms', noun: 'trousers', plural: true, phrases: ['trousers/pants/bottoms'] },
  { id: 'tops', noun: 'a top', plural: false, phrases: ['top/tops'] },
  { id: 'dresses', noun: 'a dress', plural: false, phrases: ['dress/dresses'] },
  { id: 'bags', noun: 'a bag', plural: false, phrases: ['bag/bags/handbag/handbags'] },
];

/**
 * What a person asks of the kind: each row a constraint, the words for it, and the property it
 * reads. 'Dressier' ranks by the top of a kind's range; 'no heels' rules the heeled kinds out.
 */
export type ShopConstraintId = 'dressier' | 'casual' | 'warmer' | 'waterproof' | 'flat' | 'lighter' | 'walkable';
/** `ofKinds`: said about a kind's name ('no heels'), so it is read inside kinds' names too; the rest are not ('snow boots' asks for nothing warm). */
// prettier-ignore
export const SHOP_CONSTRAINTS: readonly (PhraseRow & { id: ShopConstraintId; said: string; ofKinds?: true })[] = [
  { id: 'dressier', said: 'dressier', phrases: ['dressier/smarter/fancier/classier/nicer/sharper/polished', 'more formal/polished/grown-up/professional', 'dressy/smart/formal', 'dress up',
    'nice/fancy/good/proper dinner/dinners/restaurant/restaurants/evening/evenings/event/events/occasion/occasions', 'somewhere nice/fancy', 'date night'] },
  // Shoes to walk in ('walk around in all day', 'comfortable', 'lots of walking'): a stable, cushioned sole. Standing through a shift is buy-one's.
  { id: 'walkable', said: 'easy to walk in all day', phrases: ['walk/walking around/about', 'walk/walking in all day', 'walk/walking all day', 'comfortable/comfy/walkable', 'lots of walking', 'walk/walking miles'] },
  { id: 'casual', said: 'more casual', phrases: ['more casual/relaxed', 'casual/everyday/laid-back/relaxed'] },
  { id: 'warmer', said: 'warm', phrases: ['warm/warmer/warmest/winter/cold/colder/freezing/snow/snowy', 'below freezing'] },
  { id: 'waterproof', said: 'waterproof', phrases: ['waterproof/rainproof/rain/rainy/wet/puddles/water-resistant', 'water resistant'] },
  { id: 'flat', said: 'flat', ofKinds: true, phrases: ['flat/flats', 'no/not/without/hate/refuse/avoid heel/heels', "can't/cannot/cant/don't/dont/won't/wont * heel/heels", 'refuse * heel/heels'] },
  { id: 'lighter', said: 'light', phrases: ['lighter/summery/breathable', 'light/lightweight coat/jacket/layer/shoes'] },
];

export type Season = 'winter' | 'spring' | 'summer' | 'autumn';
/** The season a purchase is for, by the words said ('for this winter', 'over Christmas', 'in May'). */
// prettier-ignore
export const SEASON_WORDS: readonly (PhraseRow & { id: Season })[] = [
  { id: 'winter', phrases: ['winter/winters/wintertime/christmas/xmas/december/january/february/snow/snowy/freezing/sub-zero/blizzard'] },
  { id: 'summer', phrases: ['summer/summers/june/july/august/heatwave'] },
  { id: 'spring', phrases: ['spring/march/april/may/easter'] },
  { id: 'autumn', phrases: ['autumn/fall/september/october/november/thanksgiving'] },
];

/** Words asking for something to liven a closet up rather than to fill a need. */
// prettier-ignore
export const FRESHEN_PHRASES: readonly string[] = [
  'boring/bland/dull/drab/monotonous/samey', 'less boring/bland/dull', 'tired/sick/bored of', 'more colour/color/interest/personality',
  'liven/spice/jazz/brighten * up', 'refresh/freshen',
];

/** Words asking for one piece that lifts the closet to a level ('more work appropriate', 'more professional', 'dress up my wardrobe'). */
// prettier-ignore
export const LEVEL_UP_PHRASES: readonly string[] = [
  'more work/office appropriate/ready/friendly', 'more professional/polished/grown-up/put-together/formal', 'more grown up', 'more put together',
  'work/office appropriate/ready', 'dress up my wardrobe/closet', 'smarten up', 'smarten my wardrobe/closet', 'less casual',
];

/** Words that say the closet should answer first ('or can I make do', 'with what I have'). */
export const FROM_CLOSET_PHRASES: readonly string[] = [
  'make it/them/this/that/what * work',
  'make do',
  'with what i have/own/got',
  'what i already have/own',
  'use what i have/own',
  'from my closet/wardrobe',
  'something i own/have',
];

/** Words for a shop of second-hand or cheap finds, said back so the answer is about that trip. */
export const SHOP_PLACES: readonly (PhraseRow & { said: string })[] = [
  {
    id: 'thrift',
    said: 'at the thrift store',
    phrases: ['thrift/thrifting/charity/consignment/secondhand/second-hand/vintage/goodwill/op', 'thrift shop/store/stores', 'second hand', 'op shop'],
  },
  { id: 'sale', said: 'in the sales', phrases: ['sale/sales/outlet/outlets/clearance'] },
];

/**
 * Accent colours for a closet tired of its neutrals, each with the piece it is easiest to bring in
 * as: colour near the face in a knit or blouse reads deliberate, never loud.
 */
export const ACCENT_COLOURS: readonly string[] = ['burgundy', 'emerald', 'camel', 'rust', 'cobalt', 'forest green', 'plum', 'mustard'];
