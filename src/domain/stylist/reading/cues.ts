import type { PhraseRow } from './phrases';

/**
 * The frames people ask in, as phrase tables (ADR 0116): what marks a message as asking for an
 * outfit, care, fit, packing, shopping, a pairing, a colour or an etiquette rule, and the subjects
 * Wren declines. Phrases use the notation of ./phrases ('a/b' alternatives, '[x]' optional, '_' any one
 * word, '*' a run of up to eight words, '+' a run of one to eight). The parser decides between them; a new way of asking is a phrase here.
 */

type Cue = readonly string[];

/** Asking for an outfit. */
// prettier-ignore
export const OUTFIT: Cue = [
  'what should/shall/do/can/could/would i wear', 'what to wear', 'what/what\'s/whats outfit', 'what/what\'s/whats a good outfit',
  'what/what\'s/whats the best outfit', 'what/what\'s/whats thing to wear', 'what/what\'s/whats a good thing to wear', 'what/what\'s/whats the best thing to wear',
  'outfit for/to/idea/ideas', 'dress for/to/up', 'wear to/for/on/tomorrow/today/tonight', 'suggest/pick an/my/a outfit', 'put together a/an outfit',
  'how should/do i dress', 'what do/should i put on', 'i have a/an + tomorrow/today/tonight/on/this/next', 'i\'m/im going to', 'going to a/an',
  'invited to', 'dressed for', 'outfit', 'what to put on', 'help me dress', 'what should i go with',
  'what/which layer/layers', 'how should/do i layer', 'how many layers', 'layers please/pls/plz', 'layer me up',
  // 'What's my go-to this week?': the outfit one reaches for.
  'my go to', 'my go-to/goto', 'go-to/goto outfit/look/outfits/looks', 'go to outfit/look/outfits/looks',
  // 'Something for Thursday, please': something to wear on a day said.
  'something/anything [nice/simple/easy/comfy/comfortable/casual/smart/warm/cute/pretty/chic/quick/different/fresh/practical/lovely] for today/tonight/tomorrow/tmrw/monday/tuesday/wednesday/thursday/friday/saturday/sunday/mon/tue/tues/wed/thu/thurs/fri/sat/sun',
  'something/anything [nice/simple/easy/comfy/comfortable/casual/smart/warm/cute/pretty/chic/quick/different/fresh/practical/lovely] for the/this weekend',
  // 'Nothing fits and I have to leave': the closet as a whole failing asks for something to put on now, not a fit fix.
  // (The hurry alone is no outfit question: 'deodorant marks and I have to leave in 10' asks for a quick fix.)
  'nothing/none fits/fit/works', 'nothing i own/have fits/fit', 'nothing to wear',
  // Asking the stylist to choose: 'what would you put me in?', 'dress me for the gala', 'style me for a first date'.
  'what/which would/should/will/do/could you put me in', 'put me in for', 'dress/style me for/up/in', 'how would/should/will you dress/style me',
  // Making an outfit of what is owned: 'what's the best I can put together from what I own?', 'what can I pull together'.
  'can/could i put/pull/throw together', 'put/pull/throw together from', 'wear from my closet/wardrobe', 'what can i wear from',
  // A mood to dress for: 'wear smth that'll cheer me up', 'something to make me feel better'.
  "something/smth/smthg/sth/anything that'll/that will/to/that would cheer me up", 'cheer me up', 'make me feel better/good/confident',
];

/** A plain 'what should I wear' (the frame that keeps a message an outfit question against other cues). */
export const WHAT_TO_WEAR: Cue = ['what should/do/can i wear'];
/** ...for today, tonight or tomorrow (a trip word does not make it packing). */
export const WHAT_TO_WEAR_NOW: Cue = ['what should/do/can i wear today/tonight/tomorrow'];
/** Words of getting dressed that make an occasion or the weather an outfit question. */
export const DRESSING_VERBS: Cue = ['wear/wearing/dress/outfit/layer/layers/layering', 'put on'];

/** Care of clothes: washing, stains, storage. */
// prettier-ignore
export const CARE: Cue = [
  'wash/washing/washed/clean/cleaning/dryclean/drycleaning/drycleaner/stain/stains/stained/iron/ironing/steam/steaming/steamer/shrink/shrunk/launder/laundry/polish/moth/moths/pilling/pills/de-pill/depill/storing/storage/fold/folding/wrinkle/wrinkles/wrinkled/smell/deodorant/deodorise',
  'scuff/scuffs/scuffed/scuffing',
  // 'Store' the verb, not the shop ('at the thrift store').
  'store my/your/the/these/those/them/it/away/clothes/sweaters/coats/knits/shoes/boots', 'to store', 'put away',
  'dry clean/cleaning/cleaner', 'care for', 'look after', 'hang/hanging up',
  'reproof/re-proof/reproofing/re-proofing/rewax/re-wax/rewaxing/re-waxing/waterproofing',
  // Saving a piece a mishap hurt ('how do I rescue them?'); 'save them for boots' keeps them, so 'save' is not one.
  'rescue/salvage/restore/revive them/it/my/the/this/these',
];

/** How a garment fits the body. */
// prettier-ignore
export const FIT: Cue = [
  'fit/fits/fitting/fitted/tailor/tailored/tailoring/alter/altered/altering/alteration/alterations/hem/hemmed/size/sizing/length/petite/tall/curvy/proportion/proportions/flattering/slim/slimmer/hurt/hurts/hurting/pinch/pinches/pinching/rub/rubs/rubbing/blister/blisters/uncomfortable',
  'too tight/loose/long/short/big/small/baggy', 'body type/shape', 'short guy', 'plus size', 'broad shoulders', 'dig/digs/digging in',
  // How much room a piece has: 'swamped in the blazer', 'intentional oversized'.
  'oversized/oversize/undersized/boxy', 'swamped/swamps/drowning/drowned/swallowed/lost in',
];

/** What a fit problem is about: a garment's part, or the garment by a pronoun ('the hem drags', 'they're too long'); 'drag brunch' names neither. */
// prettier-ignore
export const FIT_PARTS: Cue = [
  'sleeve/sleeves/hem/hems/hemline/waist/waistband/collar/shoulder/shoulders/neckline/cuff/cuffs/seat/crotch/rise/bust/chest/hip/hips/thigh/thighs/leg/legs/inseam/armhole/armholes/back/length/it/they/them/these/those/this/one/ones',
];

/** Two things worn together. */
// prettier-ignore
export const PAIRING: Cue = [
  'go/goes [well] with', 'goes together', 'pair/pairs/paired/pairing [it/this/them] with', 'match/matches [with] my/a/the/this',
  'wear [it/this/them] with', 'style my/this/it/the/a/these', 'how do/can/should/would i [actually/even/best/really] wear/style', 'combine', 'team it/with',
  // 'How do I make my joggers look less sloppy?', 'how do I make it work now it's winter?': styling the piece named.
  'how do/can/could/should/would i make my/it/this/these/them/the * look/work',
  'way/ways to [actually/really/best] wear/style',
  'outfit/outfits with/around/for my',
  'combo/combos/combination/combinations with/for',
  'look/looks good/nice/best/right with',
  'layer/throw/wear [on] over/under it/this/that/my/the',
  'top/tops/shoe/shoes/color/colour/colors/colours/jacket/jackets/shirt/shirts goes/go/look/looks/work/works [best/good/well] with',
];
/** A verb that puts two colours together ('is it okay to pair navy with black?'). */
// 'Do navy and black clash?' asks the same thing turned round.
export const COMBINING: Cue = [
  'pair/pairs/paired/pairing/match/matches/matching/combine/combining/mix/mixing/together/clash/clashes/clashing',
  'go/goes [well] with',
];
/** One colour and what goes with it ('what goes with mustard?'). */
export const GOES_WITH: Cue = ['go/goes/work/works/look/looks/pair/pairs [well/best/good/nice] with', 'combo/combination/match/matches'];

/** Colours as the subject. */
export const COLOUR_TALK: Cue = ['color/colour/colors/colours/shade/shades/skintone/undertone/palette/clash/clashes', 'skin tone'];
/** 'What colours go with my mustard cardigan?': colours asked for, whatever piece they are asked of (not 'what colour shoes'). */
// prettier-ignore
export const COLOURS_ASKED: Cue = ['what/which colour/colours/color/colors go/goes/would/will/could/work/works/match/matches/pair/pairs/suit/suits'];
/** 'Does my olive jacket go with black?' */
export const GOES_WITH_COLOUR: Cue = ['does/do/can * go/work with * black/white/navy/brown/grey/gray/blue/red/green/pink/beige/tan/olive/burgundy'];

/** Buying something. */
// prettier-ignore
export const SHOPPING: Cue = [
  // Not 'bought': a piece bought is owned ('I bought the overalls on impulse, how do I wear them?').
  'buy/buying/shopping/purchase/afford/budget/cheap/expensive/splurge', 'invest/investing in',
  // 'Shop' the verb; 'the shop' is a place ('I open the shop at 7:30', 'it's only the shop and then dominoes').
  'shop for/around/online', 'to/i/we/should/where shop',
  // A brand asked about, not a brand that is someone's client ('pitching to a surf-wear brand').
  'which/what/good/best/favourite/favorite/affordable/decent brand/brands', 'brand/brands of/for/to/that/would/should', 'any brand/brands',
  // Money spent, not time ('spending Saturday in the garden'): spent on something, or an amount.
  'spend/spending on', 'spend/spending _ on', 'spend/spending my/our/the money/budget/cash', 'spend/spending about/around/under/over/up/less/more/much/money/max/maximum',
  'worth it/buying', 'where can/do/should i get/find', 'recommend/recommendation/recommendations/recommends/recommendations for/a',
  'should i get', 'add to my closet/wardrobe', 'missing from my closet/wardrobe',
  'want/need/looking/shopping for [a/some/an] new/good/decent/nice/cheap/proper', 'want/need [a/some/an] new/good/decent/nice/cheap/proper',
  'new pair of', 'replace my',
  // What to look for in one: the qualities of a piece to buy ('need a hoodie for cold mornings, what should I look for?').
  'what should/do/would/shall i look for', 'what to look for', 'look for in a/an/the/one',
  // A buying decision about a piece: getting, upgrading or replacing it ('thinking of getting a proper rain jacket', 'worth upgrading?').
  'thinking/thought of/about getting/buying', 'worth upgrading/replacing',
  // Weighing a piece seen in a shop ('I keep eyeing white linen pants online', 'do I actually need them?').
  'keep eyeing', 'been eyeing', 'eyeing up', 'do/would i actually/really need', 'earn/earns its/their place', 'upgrade/upgrading my/the/to/it/them', 'replace/replacing it/them/w/with/or', 'or replace/replacing',
];

/** An event asked about without saying which ('something for the thing at Ruth's?'): a clothes request to ask about, not to decline. */
/**
 * Asking for a fact about an event, a price or a time rather than what to wear ('when do the summer concerts start', 'how much
 * are the tickets', "what's a fair rate to charge"): with no word of dressing anywhere in the message, it is declined.
 */
// prettier-ignore
export const FACT_ASKED: Cue = [
  'when do/does/did/will/is/are/was', 'when the * start/starts/open/opens/end/ends/finish/finishes/begin/begins/close/closes',
  'how much is/are/does/do/will/would/was/were/to', 'how much the * is/are/cost/costs', 'what time', 'how long does/do/will/is', 'how far is/to',
  "what's/whats/what is a/the fair/good/going/usual/normal rate/price/cost/fee", 'rate/fee/price to charge', 'tickets cost/costs/are',
  'where can/do/should i buy/get tickets', 'opening hours', 'who is playing/performing/speaking',
  // A result asked ('who won the match last night', "what's the score").
  'who won/wins/scored', 'who is winning', "what's/whats the score", 'what was/is the score',
  // A place or a thing other than clothes chosen ('a good vegan place for lunch', 'which raga should I pick for the varnam').
  "what's/whats/any/know a/of good/great/nice/decent * place/places/spot/spots/restaurant/restaurants/cafe/cafes/bar/bars/pub/pubs",
  "what's/whats/any/know a/of good/great/nice/decent place/places/spot/spots/restaurant/restaurants/cafe/cafes/bar/bars/pub/pubs",
  'recommend a/any good/great/nice place/places/spot/restaurant/restaurants/cafe/bar',
  'any good/great/nice/decent place/places/spot/spots/restaurant/restaurants/cafe/cafes/bar/bars/pub/pubs',
  'which/what * should/shall/do/would i pick/choose/sing/play/cook/order/read/watch/book/perform',
];
/** Asking for a piece to be altered ('worth getting them hemmed?', 'should I take them up?'). */
export const FIT_FIX: Cue = [
  'hem/hemmed/hemming/tailor/tailored/tailoring/alter/altered/altering/alteration/alterations/shorten/shortened/shortening',
  'take/taken/taking them/it up/in',
  'them/it taken/taking up/in',
  'let them/it out',
  // A size or a cut chosen instead of an alteration ('size up or diff cut?', 'go down a size').
  'size/sized up/down',
  'go/going up/down a size',
  'different/diff/another/longer/shorter/tall/tall-fit cut/cuts/size/sizes',
];

export const UNNAMED_EVENT: Cue = ['something/anything/what for/to the/this/that/a thing/event/do/function/occasion'];

/** How people ask which metal to wear ('what metal goes with my stuff', 'gold or silver?'): a question about dressing. */
export const METAL_ASKED: Cue = ['what/which metal/metals', 'gold or silver', 'silver or gold', 'gold vs silver', 'silver vs gold', 'metal tone/tones'];

/** One piece weighed for a setting ('can the velvet blazer work in the daytime?', 'is my leather skirt only a night-out thing?'). */
// prettier-ignore
export const PIECE_IN_SETTING: Cue = [
  'can/could/would/will/does/do the/my/this/that/a/an + work/pass/go in/for/at/during/into', 'can/could i + wear/get away with * in/for/at/during the/a',
  'only/just a/an * thing', 'only/just for evening/evenings/night/nights/nighttime/daytime/day/weekends/work/the office',
];

/**
 * A verdict asked of a piece's warmth, or whether it passes ('is the tweed jacket too heavy for a May wedding?', 'can I get
 * away with the blazer over a tee for a talk?'): with an occasion or another piece, the outfit built around it answers.
 */
export const PIECE_VERDICT: Cue = ['too heavy/warm/hot/wintry/summery/light/thin/cold/flimsy', 'can/could/would i get away with', 'get away with wearing'];

/** A piece weighed against a season ('can I still wear my shirtdress in December?', 'can the cami be worn in winter?', 'a summer-only piece?'). */
// prettier-ignore
export const SEASON_VERDICT: Cue = ['can/could/should i [still/even/really] wear', 'can/could * be worn', 'summer/winter/spring/autumn/fall only/thing/piece',
  'too summery/wintry', 'out of season',
  // A piece asked to stand up to the day ('are my Docs OK on icy pavements?', 'is the trench fine in this rain?', 'good in snow?').
  'ok/okay/fine/good/alright/safe/enough on/in/for'];

/** A piece too thick to go under another ('too bulky under the coat', 'the sleeves feel stuffed'). */
// prettier-ignore
export const BULK: Cue = ['too bulky/chunky/thick/puffy/heavy', 'bulky/chunky/thick under', 'feel/feels/look/looks stuffed', 'stuffed/bulk in/into/under',
  // A layer that keeps a piece from closing over it ('with a thick sweater underneath it won't close').
  // The piece is what will not close; 'I can't fasten braces' is the person's hands, not bulk.
  "won't/wont/doesn't/doesnt/wouldn't/wouldnt close/button/zip/fasten", "won't/wont/doesn't/doesnt do up", 'bulky/chunky/thick _ underneath/under'];

/** Words that set a colour or piece aside ('besides black', 'other than navy', 'tired of all-black'). */
export const SETTING_ASIDE: Cue = [
  'besides/except/excluding',
  'other than',
  'apart/aside from',
  'instead of',
  'tired/sick/bored of [wearing]',
  'anything but',
  'no more',
  // 'A top that's not just black again', 'navy, not brown': a colour denied.
  'not [just/only/all/always/another]',
];

/** Clothes that must survive the day ('nothing precious please', 'stuff I can get dirty'): delicate pieces stay home. */
/** Dressing asked to be neither a woman's nor a man's ('I don't want anything gendered', 'gender-neutral'): no dresses, skirts or heels. */
export const NOTHING_GENDERED: Cue = [
  'nothing/anything/not/too gendered',
  'gender neutral/free/fluid',
  'gender-neutral/gender-free/gender-fluid',
  'genderless',
  'androgynous',
  'agender',
];

export const NOTHING_PRECIOUS: Cue = [
  'nothing/no/not precious/delicate',
  "don't/dont/wouldn't mind getting/it getting dirty/ruined/wrecked/messy",
  'can/could get dirty/ruined/wrecked/messy',
  "don't/dont mind ruining/wrecking",
  // A messy occasion said as what will happen ('prob gonna get messy', 'it'll be muddy'): nothing precious either.
  'get/gets/getting messy',
  'gonna/will/might get dirty/muddy/greasy',
  'going to get dirty/muddy/messy',
  "it'll/itll/will/gonna be messy/muddy",
];

/** Places one shops at: said with money or a buying word, the message is about shopping, never about storing ('$60 at the thrift store'). */
export const SHOP_PLACES: Cue = [
  'thrift/charity/vintage/consignment/department/outlet/secondhand/second-hand/clothing/clothes/shoe/fashion store/stores/shop/shops',
  'the mall',
  'goodwill',
  'op shop/shops',
];

/** Packing for a trip: a suitcase word, or 'pack'/'bring' with a trip or a length of stay. */
// prettier-ignore
export const PACKING: Cue = [
  'pack/packing for/list', 'packing/luggage/suitcase/carryon/carry-on', 'suit case', 'carry on',
  'what should/do/to/can i pack/bring/take', 'what to pack/bring/take', 'pack light',
  'pack/bring/take * trip/vacation/holiday/getaway/days/nights/week/weekend/travel/flight',
];

/** Building a wardrobe rather than an outfit. */
// prettier-ignore
export const CAPSULE: Cue = [
  'capsule/essentials/basics/staples/pack/packing/suitcase/carry-on/carryon/declutter', 'minimal/minimalist wardrobe', 'build a/my wardrobe',
  'wardrobe basics/essentials',
];

/** A rule or custom rather than an outfit. */
// prettier-ignore
export const ETIQUETTE: Cue = [
  'etiquette/appropriate/inappropriate/acceptable/allowed/rude/disrespectful/tacky/upstage/outshine', 'faux pas', 'frowned upon',
  'ok/okay/fine/rude/bad/wrong to wear', 'is it ok/okay/fine/rude/bad/wrong/weird/odd/strange/tacky',
  'can/may i/you/u/guest/guests/men/women [still] wear + to/at/after/before/in', 'can/may a guest [still] wear + to/at/after/before/in',
  'should guest/guests/men/women [still] wear + to/at/after/before/in', 'should a guest [still] wear + to/at/after/before/in',
  'wear/wearing white', 'after labor/labour day', 'before memorial day', 'the bride', 'does/do + mean/require',
  'what does/is black/white tie', 'what does/is cocktail attire', 'what does/is smart/business/dressy casual', 'what does/is semi formal',
  'what does/is business formal', 'mean by', 'dress code mean/means', 'guest attire',
  'is/are a/an/it/they/these/this + ok/okay/acceptable/appropriate/fine for/at/to', 'hat/hats indoors', 'match/matching my/your date/partner',
  'what do/should/would/will/does people/guest/guests/men/women/everyone/everybody/one/attendees [usually/normally/typically/generally] wear',
  'what do/should/would/will/does most people/a guest/the guests [usually/normally/typically/generally] wear',
  'what do/should/would/will/does people/guest/guests/men/women/everyone/everybody/one/attendees tend to wear',
  'have/need/supposed/expected/required/obliged to wear',
  'is/are [it/a/an/my/the/these/those/this] * ok/okay/acceptable/appropriate/fine/alright/allowed for/at/to/on/in',
  'is/are [it/a/an/my/the/these/those/this] * too casual/formal/dressy/much for/at/to/on/in',
  'is/are [it/a/an/my/the/these/those/this] * dressy/smart/formal enough for/at/to/on/in',
  // A verdict asked of a piece with the occasion said beside it ('interview at an agency, is a turtleneck too casual?').
  'is/are a/an/my/the/these/those/this * too casual/formal/dressy/much/plain/flashy/loud', 'is/are it/that/this/they trying too hard',
  // A rule asked of going without a piece ("I don't want to wear a tie. Is it fine without one?").
  'is/would it [be] ok/okay/fine/alright/acceptable/rude without', 'can i get away without/with not',
];

/** Two dress codes set side by side ('cocktail attire vs black tie, what's the difference?'). */
export const CODES_COMPARED: Cue = [
  'vs/versus/vs.',
  'difference/diff between',
  "what's/whats/what is the difference/diff",
  'the difference/diff',
  'compared to/with',
];
/** The custom of a group ('what do guests wear to a christening?'), whatever the occasion. */
// prettier-ignore
export const CUSTOM: Cue = [
  'what do/does/should/would people/ppl/guest/guests/men/women/everyone/everybody/one/attendees [usually/normally/typically/generally] wear',
  'what do/does/should/would most people/a guest/the guests [usually/normally/typically/generally] wear',
  'what do/does/should/would people/ppl/guest/guests/men/women/everyone/everybody/one/attendees tend to wear',
  'what do/does/should/would most people/a guest/the guests tend to wear',
];
/** A dress code's meaning. */
export const MEANING: Cue = ['mean/means/require/requires'];

/** How a piece is worn: buttons, tucking, sleeves and cuffs, lengths, socks, tights, patterns. */
// prettier-ignore
export const WEAR_RULE: Cue = [
  'button/buttons/buttoned/buttoning/unbutton/unbuttoned/unbuttoning/tuck/tucked/tucking/untuck/untucked', 'do [it/them/that] up',
  'roll/rolled/rolling [up] [my/the/your] sleeve/sleeves', 'sleeve/sleeves [_] cover/covers/covering/show/shows/showing/roll/rolled',
  'cuff/cuffs [_] show/showing/shows', 'trouser break', 'tie length/knot', 'what color/colour socks/tights/stockings',
  'socks/tights/stockings with/match/should', 'mix/mixing patterns/prints', 'pattern/patterns together/with', 'have/need/supposed to match',
  'belt/belts and/with [my] shoes', 'shoes and/with [my] belt/belts',
];
/** The frames that keep a how-it's-worn word an outfit question ('what to wear, tucked or not?'). */
export const OUTFIT_ASKED: Cue = [
  'what should/shall/do/can/could/would i wear',
  'what to wear',
  'outfit/outfits',
  // How dressed up to be is what to wear, asked by its level ('how smart should I go?', 'how dressy do we go').
  'how smart/dressy/formal/fancy/casual/dressed should/do/shall/would/must i/we go/be/look/dress',
];

/** Words of the trade: a message with one of these is about dressing. */
// prettier-ignore
export const FASHION_WORDS: Cue = [
  'wear/wearing/outfit/outfits/dress/dressed/style/styling/look/clothes/clothing/closet/wardrobe/color/colour/colors/colours/match/pair/fit/fits/fitting/tailor/pack/packing/accessory/accessories/layer/layers/layering',
];

/** Words of dressing and grooming beyond the garments the parser names. */
// prettier-ignore
export const DRESSING_WORDS: Cue = [
  'trend/trends/trendy/trending/fashion/fashionable/stylish/chic/elegant/dressy/wardrobe/jewellery/jewelry/accessory/accessories/shoe/shoes/sneaker/sneakers/boot/boots/heel/heels/hair/haircut/hairstyle/beard/shave/shaving/groom/grooming/makeup/perfume/cologne/fragrance/nail/nails/manicure/fabric/fabrics/material/materials/laundry/ironing/size/sizes/sizing/petite/tights/socks/belt/belts/hat/hats/sunglasses/watch/watches/tattoo/tattoos/piercing/piercings/glasses/eyewear/frames/aesthetic/vibe/brand/brands/basics/essentials/staples/capsule/declutter/decluttering/thrift/thrifting/thrifted/secondhand/second-hand/vintage/outlet/outlets',
  'make up', 'second hand', 'oversized/oversize/undersized',
  // 'How do I stay warm without looking like a marshmallow?': keeping warm, cool or dry is what clothes are for.
  'stay/keep/keeping/staying warm/cool/dry/comfortable/covered', 'swamped/drowning/swallowed in [my/the/this/that/a/an] _', 'look/looks/looking good/better/taller/slimmer/polished/decent/nice/smart/sharp/presentable/professional/respectable/classy', 'look/looks/looking put together',
];

/** Subjects the stylist declines, as the noun it names in its answer. */
// prettier-ignore
export const OFF_TOPIC: readonly PhraseRow[] = [
  { id: 'taxes', phrases: ['tax/taxes/irs/deduction/deductions/vat/gst', 'tax return', 'import/customs duty/duties/fees/charges'] },
  { id: 'money and investing', phrases: ['stock/stocks/invest/investing/investment/investments/crypto/bitcoin/mortgage/loan/loans/retirement/401k', 'savings account'] },
  { id: 'legal questions', phrases: ['lawyer/sue/lawsuit/divorce/solicitor/attorney', 'legal advice', 'contract law', 'suit against', 'small claims'] },
  { id: 'medical questions', phrases: [
    'diagnose/diagnosis/symptom/symptoms/medication/medications/medicine/doctor/illness/disease/rash/prescription/headache/headaches/migraine/migraines/fever/flu/covid/sick/injury/injured/injuries/sprain/sprained/allergy/allergies/allergic/antibiotic/antibiotics/ibuprofen/infection/pregnant/pregnancy/therapist/anxiety/depression/dizzy/dizziness/nausea/nauseous/faint/fainted/fainting/vomit/vomiting/cough/coughing/ache/aches/aching/pain/painful/hurt/hurts/bleeding/insomnia/dentist/toothache/hurting/sore/swollen/swelling/bruise/bruised/bruises/bruising/cramp/cramps/physio/physiotherapist/eczema/psoriasis/acne/dermatitis/hives/sunburn/sunburnt/sunburned/itchy/itching/ointment/wound/wounds/stitches/fracture/fractured/surgery/wart/warts/mole/moles',
    'blood pressure', 'cracked/cracking skin',
    // Mind, sleep and diet are health too ('anxious and can't sleep', 'how many calories to lose weight').
    'anxious/stressed/depressed/panic/calorie/calories/diet/dieting/nutrition/nutritionist/dietitian', "can't/cant/cannot sleep", 'my/your/our sleep', 'sleep schedule/pattern/routine', 'insomnia', 'jet lag', 'jetlag', 'lose/losing [some/a/the] [bit/little] [of] [extra/baby] weight', 'weight loss', 'melatonin/supplement/supplements/vitamin/vitamins/dosage/dose/painkiller/painkillers'] },
  { id: 'cooking', phrases: ['recipe/cook/cooking/bake/baking/bread', 'dinner recipe',
    // Making food, said with the meal ('a dinner I can throw together', 'what to make for lunch', 'whip up a quick breakfast').
    'dinner/dinners/meal/meals/lunch/lunches/breakfast/supper/snack/snacks/dish/dishes/soup/soups/stew/stews/salad/salads/cake/cakes/dessert/desserts/pasta/casserole i/we/you can/could throw/whip/rustle/knock/cook/make',
    'dinner/dinners/meal/meals/lunch/lunches/breakfast/supper/snack/snacks/dish/dishes to throw/whip/rustle/knock/cook',
    'throw/whip/rustle/knock/fix together/up [me] [a/an/some] [_] [_] dinner/meal/lunch/breakfast/supper/snack/dish',
    'make/makes/making/prep/prepping/fix for dinner/lunch/breakfast/supper/tea', 'make/cook/fix [a/an/some] [_] [_] dinner/meal/lunch/breakfast/supper/snack',
    'meal prep/prepping'] },
  { id: 'homework and maths', phrases: ['homework/math/maths/equation/calculus/algebra/essay'] },
  // Writing something for the person is not dressing them, whatever the document is for ('a cover letter for a fashion job').
  { id: 'writing letters and documents', phrases: [
    'write/writing/draft/drafting/proofread/proofreading/edit/rewrite/polish [me/up] [a/an/my/the/this] [_] resume/résumé/cv/essay/email/e-mail/letter/speech/poem/story/report/bio/toast/caption/post/text/message/review/note',
    'write/writing/draft/drafting/proofread/proofreading/edit/rewrite/polish [me/up] [a/an/my/the/this] cover letter'] },
  // What to say, read or preach is content, not clothes ('a good verse to open a sermon on forgiveness').
  { id: 'what to say or read', phrases: [
    'verse/verses/scripture/scriptures/psalm/psalms/passage/passages/reading/readings/quote/quotes/joke/jokes to/for open/start/begin/close/end',
    'good/best verse/verses/scripture/psalm/passage/quote/joke/prayer for/to/about/on', 'topic/topics/theme/themes for a/my/the sermon/speech/homily/talk/toast'] },
  // Something other than clothes chosen for an occasion is not dressing for it ('a hopeful hymn for a memorial', 'a gift for the host').
  { id: 'choosing music, readings, gifts or food', phrases: [
    'recommend/suggest/pick/choose/find [me] [a/an/some/the] [_] [_] hymn/hymns/song/songs/music/playlist/poem/poems/reading/readings/eulogy/gift/gifts/recipe/recipes/restaurant/restaurants/caterer/florist/flowers/cake/wine/book/books/movie/movies/film/films/toast',
    'good/best/nice hymn/hymns/song/songs/playlist/poem/poems/eulogy/gift/gifts/recipe/restaurant/restaurants/wine/book/movie/film for/to',
    // A piece of music by its kind ('a good jazz standard for a holiday concert', 'best carols to sing').
    'good/best/nice/easy [_] tune/tunes/standard/standards/carol/carols/track/tracks/song/songs/hymn/hymns for/to',
    'hymn/hymns/eulogy/playlist'] },
  { id: 'programming', phrases: ['code/coding/programming/javascript/python/software/computer'] },
  { id: 'politics', phrases: ['politics/election/vote/president/senator/government'] },
  { id: 'travel bookings', phrases: ['book [a/my] flight/hotel', 'cheap flight/flights', 'hotel deal/deals'] },
  // The route somewhere is not what to wear on it ('fastest way from the flat to the airport at 5am').
  { id: 'directions', phrases: ['fastest/quickest/shortest/easiest/cheapest/best way from', 'fastest/quickest/shortest/easiest/cheapest/best way to go/drive/travel',
    // Getting somewhere, not getting creases out ('the quickest way to get creases out of linen' is care).
    'fastest/quickest/shortest/easiest/cheapest/best way to get to/there/from/home/back/around/into/across',
    'directions to/from', 'how do/can/should i/we get to/from', 'how long does it take to get/drive',
    // A way to a place ('the fastest way to the airport', 'quickest way to hosea kutako airport'), not to a look or a clean shirt.
    'fastest/quickest/shortest way to the/a/an/my/our', 'fastest/quickest/shortest way to [_] [_] airport/station/stadium/terminal/centre/center/downtown/city/town',
    // How busy a road or a line is ('is the b6 busy at 7', 'traffic on the m8').
    'is/will the _ be/get busy/jammed/congested/gridlocked', 'is the _ busy/jammed/congested/gridlocked', 'traffic on/at/in/near/like/jam/jams'] },
  { id: 'car trouble', phrases: ['car repair/trouble/engine', 'oil change', 'tyre/tyres/tire/tires'] },
  { id: 'sports results', phrases: ['score of the game', 'who won', 'who is/was winning', "what's the score", 'what is/was the score', 'the final score', 'sport/sports results', 'sport/sports result',
    // Asking for a winner: 'who' with a verb of winning, however the guess is framed ('who do you reckon takes it on Sunday').
    'who * win/wins/won/winning/beat/beats/lose/loses', 'which team/side/club/player/horse * win/wins/won/winning', 'who * take/takes it'] },
  { id: 'relationship advice', phrases: ['breakup', 'break up', 'boyfriend/girlfriend left'] },
  // A stain or a clean on a thing in the home is not clothes care ('wine on my carpet').
  { id: 'cleaning around the home', phrases: ['carpet/carpets/rug/rugs/couch/sofa/upholstery/mattress/curtains/tablecloth/grout/oven/countertop'] },
];

/**
 * Requests for a task whose product is not clothes, by the verb of the main clause, as the noun Wren declines: the verb's
 * object decides ('write me a listing for a house with a pool', 'suggest a sermon illustration for Sunday'), so an occasion
 * or an activity inside that object is no occasion to dress for (other-task.ts). Read on the words' lemmas.
 */
export const OTHER_TASKS: readonly PhraseRow[] = [
  { id: 'writing that', phrases: ['write/draft/compose/proofread/rewrite/translate/summarise/summarize'] },
  { id: 'choosing things other than clothes', phrases: ['suggest/recommend/pick/choose/find/name'] },
  { id: 'predictions', phrases: ['predict'] },
  { id: 'planning that', phrases: ['plan/organise/organize/schedule/arrange'] },
  { id: 'questions outside clothes', phrases: ['tell me/us'] },
  // Teaching and testing ('can you quiz me on beta blockers for my exam', 'explain the chemistry'): the subject is the object.
  { id: 'teaching', phrases: ['quiz/test/teach/explain/tutor/drill', 'help me study/revise/learn'] },
];
/**
 * Asking whether something is so ('do you know if they're closing the bridge this weekend?', 'any idea when the shops open?'):
 * a fact of the world, which a stylist does not know, unless it is the weather or something of clothes.
 */
export const KNOWING_ASKED: readonly PhraseRow[] = [
  { id: 'questions outside clothes', phrases: ['know if/whether/when/where/why', 'any idea if/whether/when/where/why', 'hear/heard if/whether'] },
];
/**
 * Machines and services that run, start or break down ('are the buses running?', 'get my truck started', 'the heater is not
 * working'): how they work is not the stylist's (other-task.ts). Vocabulary: a noun per row, and the verbs they do it by.
 */
// prettier-ignore
export const MACHINES: readonly string[] = ['bus', 'buses', 'tram', 'trams', 'train', 'trains', 'metro', 'subway', 'ferry', 'ferries', 'flight', 'flights',
  'car', 'cars', 'truck', 'trucks', 'van', 'engine', 'battery', 'heater', 'furnace', 'boiler', 'radiator', 'generator', 'pipes', 'wifi', 'laptop', 'phone'];
export const MACHINE_VERBS: readonly string[] = ['run', 'work', 'start', 'break', 'stall', 'delay', 'cancel', 'freeze', 'die', 'charge', 'operate'];

/** Question words that ask for a person ('who is hosting on Saturday?'): a stylist's answer is never a person. */
export const PERSON_ASKED: readonly string[] = ['who', 'whos', 'whom', 'whose'];
/** Words that may stand before such a verb in the clause that asks it ('hey can u', 'would you mind', 'I need you to'). */
// prettier-ignore
export const TASK_FRAME: readonly string[] = ['hey', 'hi', 'hello', 'yo', 'ok', 'okay', 'so', 'and', 'also', 'now', 'then', 'just', 'please', 'pls', 'plz', 'kindly', 'quick', 'quickly',
  'can', 'could', 'would', 'will', 'you', 'u', 'ya', 'mind', 'i', "i'd", 'need', 'want', 'like', 'love', 'to', 'help', 'me', 'us', 'do', 'maybe', 'possibly', 'actually',
  'have'];
/** Objects of choosing or writing that are the stylist's own trade ('recommend a good cobbler', 'find me a tailor', 'suggest a store'). */
// prettier-ignore
export const DRESSING_OBJECTS: readonly string[] = ['cobbler', 'cobblers', 'seamstress', 'tailor', 'tailors', 'alterations', 'cleaner', 'cleaners', 'drycleaner', 'launderette', 'laundromat',
  'store', 'stores', 'shop', 'shops', 'boutique', 'boutiques', 'mall', 'retailer', 'retailers', 'label', 'labels', 'designer', 'designers', 'stylist', 'combination', 'combo',
  'ensemble', 'attire', 'getup', 'gear', 'kit', 'uniform', 'costume', 'costumes', 'weather', 'forecast', 'temperature', 'detergent', 'remover'];

/** What a follow-up changes, by the words that say it. */
// prettier-ignore
/** Two pieces weighed against each other ('would the cream sweater work better than the tweed sport coat?'). */
export const COMPARING: Cue = [
  'better/nicer/smarter/dressier/warmer than', 'rather than', 'more appropriate than', 'over the/my', 'instead of the/my',
  // The other one is the piece just suggested: 'would the suit trousers be better?', 'is the grey one better or nah'.
  'would/will/could/wouldn\'t/is/are the/my * be/look better/nicer/smarter/dressier/warmer', 'is/are the/my * better/nicer/smarter/dressier',
  // The safe choice kept as the other side: 'the chukkas alright, or should I stick to the black oxfords?'
  'or should/do/would/shall i stick to/with', 'or stick to/with', 'or should/do/would/shall i go with the/my',
];
/** One piece put in another's place, the new one named second ('what if I swap the jumper for the mustard cardigan?'). */
export const SWAPPING: Cue = ['swap/switch/trade/replace/exchange [out] the/my/that/this * for/with'];

/** Asking for something in a piece's place ('the blouse has a stain I can't get out, what else?'). */
export const ALTERNATIVE: Cue = [
  'what else',
  'anything else',
  'something else',
  'instead',
  'alternative/alternatives',
  'other option/options',
  'backup',
  'replace/swap it/that/this/them',
  // 'The cleaners can't do it by Tuesday, what now?': asked what to do in its place.
  'what now',
  'now what',
  'plan b',
];

/**
 * A wardrobe the person is tired of, or a look they want out of ('I'm so bored of everything I own', 'my wife says I dress
 * like a bus mechanic', 'stuck in a rut'): a fresh outfit from what they own is the answer, not a refusal.
 */
export const STYLE_RUT: Cue = [
  'bored/tired/sick of [all] [of] everything/my',
  'bored/tired/sick of what i',
  'in a [style/fashion] rut',
  'dress/dressing like a/an',
  'same thing/outfit/outfits every day/week',
  'look/looks/looking frumpy/dated/boring/drab/old-fashioned',
  // How the person feels in their clothes ('feeling a bit frumpy lately', 'I feel so blah in everything').
  'i [just] feel/felt [a] [bit] [so/really/kinda/quite] frumpy/dowdy/drab/invisible/shapeless/boring/blah',
  'feeling/feelin [a] [bit] [so/really/kinda/quite] frumpy/dowdy/drab/invisible/shapeless/boring/blah',
  // The same few pieces on repeat ('I wear the same 3 things every week', 'I always look the same').
  'wear/wearing the same [_] things/outfits/clothes/stuff/pieces',
  'always look/looks the same',
  'put on looks the same',
  'mix/shake it/things up',
  // What one's clothes make one look like ('I dress like I'm always on my way to a job site').
  "dress/dresses like i'm/im",
  'look [a] [bit/little] less severe/boring/drab/dull/frumpy/dated',
  // The same pieces every day ('it's the same old flannels every single day', 'everything looks the same').
  'same old',
  'every single day',
  'everything looks the same',
  'all looks the same',
  'need/want a new look',
  // Told what one looks like every day ('I always look like I'm about to go ice fishing', 'I dress older than 45').
  'always look/looks like',
  'always dress/dresses like',
  'dress/dressing/look/looking older than',
  'dress/look so/too old',
  'my style/wardrobe/closet/clothes is/are/feels/feel/looks/look [so/really/kinda/bit] boring/dated/stale/frumpy/drab/old',
  // Help asked with dressing as a whole ('I need help with my outfits, I don't even know where to start'): a fresh outfit to start from.
  'need/needs help with my outfits/clothes/style/wardrobe/look',
  'help me with my outfits/clothes/style/wardrobe/look',
  "don't/dont [even] know where to start",
];

/**
 * Asked whether a layer can stay home ('can I leave the down coat at home?', 'I don't need the big puffer, right?'): the
 * piece follows the frame (chat/skip-a-layer.ts). Notation of ./phrases.
 */
export const SKIP_ASKED: Cue = [
  'can/could/should/shall i leave/drop/skip/ditch/lose [the/my]',
  "don't/dont need [the/my]",
  'do not need [the/my]',
  'get/go away without [the/my]',
  'go without [the/my]',
  'leave [the/my]',
];

/** A piece said as the one to move away from ('I was going to wear the black wrap dress again but want something with more life'). */
export const AWAY_FROM_SAID: Cue = [
  'was/were going to',
  'something/anything different/new/fresh/else',
  'something with [a] [bit] more',
  'sick/tired/bored of',
  'change it up',
];

/**
 * A rule about what to wear, reported ('the manager said all black with closed shoes', 'we wear black bottoms', 'collar n
 * tie', "we've been told black top and bottom"): the pieces named after it are required.
 */
export const RULE_STATED: Cue = [
  'rule/rules is/are/says',
  'dress code is/says',
  'must/have/has/need/needs to be/wear',
  'must wear',
  'we/everyone/everybody/all wear',
  'we all wear',
  'said/says/told/asked for',
  'told us',
  'been told',
  'collar and/n/&/+ tie',
  'collar tie',
  'closed shoes/toes',
  'closed-toe/closed-toed shoes',
  'uniform is',
];
/** The same said after the pieces it requires ('dark suit is the rule', 'a tie is a must'). */
export const RULE_STATED_AFTER: Cue = ['is/are the rule', 'is/are a must', 'is/are required/compulsory/mandatory/expected', 'is/are non-negotiable'];

/** A piece past saving, so what is bought replaces it ('my Chelsea boots leak', 'the zip has finally died', 'soles cracked'). */
export const WORN_OUT: Cue = [
  'leak/leaks/leaking/leaky',
  'falling/fell/coming/came apart',
  'fallen apart',
  'worn out/through/thin',
  'wore through/out',
  'is/are/r [finally] done/dead/shot/knackered/stuffed/finished',
  'has/have/had [finally] died/gone/given out/had it',
  'died on me',
  'given up',
  'gave up',
  'cracked/split/ripped/torn/broken/busted/wrecked/useless',
  'cracking/splitting',
];

/** A piece out of use: stained, torn, at the cleaners, gone ('my lavender blouse has a coffee stain'). */
export const OUT_OF_USE: Cue = [
  'has/have/got a/an * stain/hole/tear/rip',
  'has/have/got a/an stain/hole/tear/rip',
  'is/are/got stained/ripped/torn/broken/ruined/missing/lost/shrunk',
  "is/are/it's/its at the [dry] cleaners",
  // Left somewhere else: 'my ta'ovala is at my mum's place this week', 'the boots are at my ex's'.
  "is/are/it's/its at my/her/his/our/their/the _ place/house/flat/home/work",
  "is/are/it's/its at my/her/his/our/their _",
  "is/are/it is/it's/its still at",
  'spilled/spilt * on it/them',
  'is/are in the wash/laundry/hamper',
  "doesn't/don't fit anymore",
  'is/are too small/tight now',
  'is/are/r [so/too/really/all/totally] filthy/dirty/muddy/soaked/soaking/wet/smelly/gross/wrecked/trashed/destroyed',
  "don't/dont/didn't/didnt have time to clean/wash/dry/iron/polish",
  'no time to clean/wash/dry/iron/polish',
  // Not back in time: 'the cleaners can't do it by Tuesday', "won't be ready by Friday".
  "can't/cant/cannot/won't/wont do/clean/fix/have/get it/them by/in",
  "won't/wont/not be ready/back/clean/dry/fixed by/in",
  // Gone missing: 'can't find the pashmina', 'lost it on the bus', 'my sister took it', "don't have the toque anymore".
  "can't/cant/cannot/couldn't/couldnt find",
  'lost it/them/my/the',
  'took/borrowed/nicked/stole it/them/my/the',
  "don't/dont/doesn't/doesnt have * anymore",
  "don't/dont/doesn't/doesnt have * any more",
  // Given away: 'I gave that tie to my son', 'sold the boots', 'got rid of my blazer'.
  'gave/given/lent/loaned/sold/donated/gifted/binned/tossed it/them/my/the/that/those/this',
  'got rid of',
];

export const CHANGES: readonly PhraseRow<'less formal' | 'more formal' | 'warmer' | 'cooler' | 'cheaper'>[] = [
  {
    id: 'less formal',
    phrases: [
      'less formal/dressy/fancy/smart/stuffy/corporate/serious',
      'more casual/relaxed/chill',
      'dress/dressed [it] down',
      'tone/dial [it/that] down',
      'too formal/dressy/fancy/stuffy/corporate',
      'casual/casualer version',
      'more laid back',
      'more laidback',
      // Said of the outfit just given ('is that too much?', "I'd look like I'm trying too hard", 'nobody dresses up for crits').
      "is/isn't that/it/this too much",
      // Said of a piece of it ('my nephew says the blazer is too much for a lunch').
      'is/are/feels/seems/looks [a/way] [bit/little] too much',
      "that's/thats too much",
      'bit/little too much',
      'trying [way/too] too hard',
      'try too hard',
      'nobody/noone dresses/dress up',
      'no one dresses/dress up',
      "people don't/dont dress up",
      'too done up/polished/put together',
    ],
  },
  {
    id: 'more formal',
    phrases: [
      'more formal/dressy/smart/polished/professional',
      'more put together',
      // A level said of the plan ('my mom says it's fancy this year'): dressier than the look before, unless it already was.
      "it's/its fancy/posh/dressy/formal/glam",
      "it'll/itll be fancy/posh/dressy/formal/glam",
      'it is fancy/posh/dressy/formal/glam',
      'it will be fancy/posh/dressy/formal/glam',
      'gonna be fancy/posh/dressy/formal/glam',
      'going to be fancy/posh/dressy/formal/glam',
      'dressier/smarter/fancier/sharper',
      'dress/dressed [it] up',
      'dial/step [it/that] up',
      'too casual/sloppy',
      // 'They're quite conservative': company that dresses carefully raises the level by a step.
      'conservative/traditional/old-fashioned/strict crowd/family/parents/in-laws/people',
      'quite/very/pretty/really/super/bit conservative/traditional/old-fashioned/strict',
    ],
  },
  // 'Warmer?' asks for a warmer outfit; 'if it's cold?' states the weather (a weather change).
  { id: 'warmer', phrases: ['warmer', 'too cold', 'something warm/cosier/cozier'] },
  { id: 'cooler', phrases: ['cooler [option]', 'too hot/warm', 'lighter option/version/outfit', 'something cooler/lighter'] },
  { id: 'cheaper', phrases: ['cheaper', 'less expensive', 'lower budget', 'too expensive/pricey', 'on a budget', 'budget version/option', 'more affordable'] },
];

/** A whole message that only greets, thanks, or asks what Wren is. */
// prettier-ignore
export const GREETING: Cue = ['hi/hello/hey/hiya/yo/howdy [there/wren]', 'good morning/afternoon/evening [there/wren]'];
// prettier-ignore
export const THANKS: Cue = [
  'thanks/thx/cheers/perfect/awesome', 'thanks/thx/cheers/perfect/awesome so much', 'thanks/thx/cheers/perfect/awesome a lot', 'thank you', 'thank you so much',
  'thank you a lot', 'great thanks', 'ok/okay thanks', 'ok/okay thanks so much', 'ok/okay thanks a lot',
];
// prettier-ignore
export const ABOUT: Cue = ['who are you', 'what can you do', 'what do you do', 'how can you help', 'what are you'];

/** Words said before a request that ask nothing themselves ('ok but would…', 'hmm so is…', 'ugh, can I…'): the request opens after them. */
// prettier-ignore
export const DISCOURSE_MARKERS: Cue = [
  'ok', 'okay', 'k', 'kk', 'but', 'so', 'and', 'hmm', 'hm', 'ugh', 'well', 'actually', 'also', 'wait', 'oh', 'ah', 'alright', 'right',
  'yeah', 'yes', 'yep', 'no', 'nah', 'um', 'umm', 'sorry', 'lol', 'haha', 'hey', 'then', 'now', 'cool', 'great', 'thanks', 'honestly', 'quick', 'question',
];

/** Words that open a clause as a request ('how do I…', 'any good…', 'should I…'), beside a question mark. */
export const REQUEST_OPENERS: readonly string[] = [
  'what',
  "what's",
  'whats',
  'how',
  'where',
  'which',
  'who',
  'why',
  'when',
  'any',
  'anyone',
  'anybody',
  'can',
  'could',
  'should',
  'would',
  'is',
  'are',
  'do',
  'does',
  'will',
  'shall',
  'recommend',
  'suggest',
];

/**
 * Words a request is made of whatever it asks ('what should I do', 'any ideas?', 'is it appropriate?', 'what should I
 * bring to change into?'): a clause that asks with only these leans on the clauses around it for its subject.
 */
// prettier-ignore
export const ASKING_WORDS: readonly string[] = [
  'what', "what's", 'whats', 'how', 'where', 'which', 'who', 'why', 'when', 'any', 'anyone', 'anybody', 'anything', 'something',
  'can', 'could', 'should', 'would', 'will', 'shall', 'must', 'might', 'may', 'do', 'does', 'did', 'doing', 'done', 'is', 'are', 'was',
  'were', 'be', 'been', 'have', 'has', 'had', 'get', 'got', 'getting', 'gonna', 'going', 'wanna', 'want', 'need', 'needs', 'you', 'your',
  'the', 'and', 'for', 'with', 'that', 'this', 'these', 'those', 'there', 'then', 'than', 'them', 'they', 'their', 'from', 'into', 'onto',
  'about', 'just', 'too', 'very', 'really', 'also', 'still', 'even', 'else', 'more', 'most', 'much', 'many', 'some', 'all', 'not', 'but',
  'okay', 'fine', 'right', 'wrong', 'good', 'best', 'better', 'worse', 'bad', 'great', 'nice', 'appropriate', 'suitable', 'acceptable',
  'weird', 'idea', 'ideas', 'suggestion', 'suggestions', 'thought', 'thoughts', 'advice', 'tip', 'tips', 'help', 'please', 'pls', 'plz',
  'recommend', 'recommendation', 'recommendations', 'suggest', 'think', 'know', 'tell', 'say', 'mean', 'means', 'option', 'options',
  'bring', 'take', 'pack', 'change', 'put', 'throw', 'grab', 'use', 'go', 'goes', 'look', 'looks', 'work', 'works', 'make', 'try',
  'wear', 'wearing', 'worn', 'dress', 'dressed', 'outfit', 'enough', 'possible', 'way', 'ways', 'thing', 'things', 'stuff', 'one',
  'ones', 'yes', 'yeah', 'now', 'here', 'instead', 'either', 'other', 'another', 'same', 'like', 'lol', 'haha', 'ugh', 'nothing',
  // How a look comes across: asked of the scene's outfit ('nothing fancy, right?', 'will I look respectable?').
  'fancy', 'dressy', 'formal', 'casual', 'smart', 'professional', 'respectable', 'presentable', 'comfortable', 'comfy', 'overdressed',
  'underdressed', 'chic', 'cute', 'stylish', 'sharp', 'polished', 'together', 'says', 'matters', 'matter', 'only', 'own', 'owned',
  'closet', 'wardrobe',
];

// What a question's own word may be and still ask the stylist (question/asked-thing.ts).

/** Words that stand for something to wear or a stylist's answer, whatever the sentence ('any ideas?', 'what's the best option'). */
// prettier-ignore
export const STANDS_FOR_WEAR: readonly string[] = ['thing', 'things', 'something', 'anything', 'one', 'ones', 'way', 'ways', 'idea', 'ideas',
  'option', 'options', 'tip', 'tips', 'advice', 'suggestion', 'suggestions', 'kind', 'kinds', 'type', 'types', 'sort', 'choice', 'choices',
  'best', 'move', 'rule', 'rules', 'etiquette', 'code', 'look', 'looks', 'vibe', 'piece', 'pieces', 'item', 'items', 'set', 'combo',
  // Clothes said loosely ('the coolest stuff I own', 'what gear', 'which fits').
  'stuff', 'gear', 'kit', 'bits', 'fits', 'fit', 'threads', 'garms', 'drip', 'attire',
  // Words of weighing and changing that ask about whatever the conversation is on ('what changes?', "what's the difference?").
  'difference', 'differences', 'change', 'changes', 'go-to', 'go', 'goto', 'favourite', 'favorite', 'usual', 'default', 'alternative',
  'alternatives', 'take', 'opinion', 'opinions', 'thoughts', 'verdict', 'deal', 'plan', 'problem', 'issue', 'point', 'reason', 'story',
  'better', 'worse', 'priority', 'priorities', 'essentials', 'basics', 'staples', 'must', 'must-have', 'must-haves'];

/** Verbs of the trade: dressing, choosing, buying, packing, caring, keeping warm or dry ('what should I bring', 'how do I stay dry'). */
// prettier-ignore
export const TRADE_VERBS: readonly string[] = ['wear', 'dress', 'pack', 'style', 'pair', 'match', 'layer', 'buy', 'shop', 'get', 'bring', 'put',
  'wash', 'clean', 'iron', 'steam', 'fix', 'mend', 'hem', 'tailor', 'alter', 'store', 'fold', 'dry', 'look', 'go', 'work', 'suit', 'fit',
  'keep', 'stay', 'survive', 'handle', 'deal', 'prepare', 'avoid', 'protect', 'choose', 'pick', 'find', 'need', 'use', 'try', 'do', 'be',
  'have', 'take', 'spend', 'afford', 'invest', 'replace', 'rock', 'pull', 'carry', 'accessorize', 'accessorise', 'cover', 'hide', 'show',
  'feel', 'stop', 'prevent', 'remove', 'treat', 'care', 'own', 'start', 'add', 'change', 'swap', 'switch', 'size', 'order', 'mean',
  // Asking an opinion of whatever the conversation is on ('what do you think?', 'what would you recommend').
  'think', 'reckon', 'suggest', 'recommend', 'say', 'prefer', 'like', 'love', 'want'];

// Small tables the question reader consumes (question/parse.ts).

/** Words that ask for a piece not to be repeated, rather than ruled out ('no repeated saree'). */
export const REPEATING: readonly string[] = ['repeated', 'repeating', 'repeat', 'same', 'matching', 'identical'];

/** Gatherings, beside the settings, held in a hall that a sport also uses ('the concert in the gym', 'awards night in the gym'). */
export const HALL_GATHERINGS: readonly string[] = [
  'assembly',
  'awards',
  'show',
  'play',
  'fair',
  'market',
  'night',
  'meeting',
  'presentation',
  'graduation',
  'dance',
  'social',
];

/** Words for the people who do an activity together, the person among them ('walking group', 'hiking crew'); a club is also a venue ('the rugby club'). */
export const DOERS: readonly string[] = ['group', 'crew', 'meetup', 'buddies', 'class', 'lesson', 'lessons'];

/** Words that join a plan to the one before ('then dinner with friends', 'and drinks after'): no part of the occasion's name. */
export const CONNECTIVES: readonly string[] = ['then', 'and', 'also', 'so', 'plus', 'later', 'afterwards', 'after', 'maybe', 'probably'];

/** Verbs of buying: refused under a negation, they leave the closet as it is. */
export const BUYING_VERBS: readonly string[] = ['buy', 'spend', 'afford', 'shop', 'purchase'];
/** Words after a refused verb that make it a cap, not a refusal ("can't spend more than $80"). */
export const CAP_AFTER: readonly string[] = ['more', 'over', 'above', 'much', 'beyond', 'past', 'expensive', 'pricey', 'fancy', 'designer', 'too'];

/** Pursuits whose word is also the place they are done in: after 'in' or 'at' with a gathering named, the place it is held ('a reception in an outdoor garden'). */
export const PLACES_OF_PURSUITS: readonly PhraseRow[] = [
  { id: 'gardening', phrases: ['garden', 'gardens', 'yard', 'backyard'] },
  { id: 'gym', phrases: ['gym'] },
];

/** A day said to be free of work ('tomorrow's my day off', 'not working Friday'): a follow-up that says it ends the work plan before. */
// prettier-ignore
export const DAY_OFF: readonly string[] = ['day/days off', 'off work', 'not working', 'not at work', 'no work', 'no shift', 'not on shift', 'got/have/taking the day off',
  'on leave', 'annual leave', 'day of leave'];

/** Work said as where the person goes straight after ('hot yoga b4 work', 'then straight to the office'), not where they come from. */
export const ON_TO_WORK: Cue = [
  'before/b4 work',
  'then [straight] to/into work/the office',
  'straight to work/the office',
  'go/going/head/heading [straight] to work/the office after',
];

/** Asked what to buy in a worn piece's place ('wat shld i get to replace it', 'need a replacement'). */
export const REPLACING: Cue = ['get/buy [something/one] to replace', 'a/the replacement', 'replacement for', 'need/want/get/buy new one/ones/pair/pairs'];

/** The single best thing to add asked for, with no piece named ('what's the one thing that would do the most for my closet?'). */
// prettier-ignore
/** What to buy asked in so many words ('what should I look for?', 'what to buy for it?'). */
export const BUY_ASKED: Cue = [
  'what/wat/wht should/do/shall/can i look for',
  'what/wat/wht to look for',
  'what/wat/wht should/do/shall i buy',
  'what/wat/wht to buy',
  // Whether to buy one more ('shud i grab a 2nd suit?', 'should I get another pair?'): a buying question whatever is owned.
  'should/shall/do i grab/get/buy/order a/another 2nd/second/third/new/spare',
  'should/shall/do i grab/get/buy/order another',
];

export const BEST_BUY_ASKED: Cue = [
  'one/single/best/first/next thing/piece/item/buy/purchase/investment to buy/get/add',
  'the one/single thing/piece/item/buy/purchase',
  'do/does/would the most for my closet/wardrobe',
  'most useful thing/piece/buy/addition',
  'biggest difference to my closet/wardrobe',
  // What the closet lacks, asked round the houses ('is there anything I'm actually missing?', 'what to look for to fill the gaps').
  'anything * missing/lacking',
  'fill the/my/some/any gap/gaps',
];
