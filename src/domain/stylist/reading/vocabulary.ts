import { PEOPLE } from './people';
import { GARMENT_WORDS } from './garment-words';
import { ACTIVITIES, FABRICS, PROBLEMS, type Concept } from '../question/lexicon';
import { OCCASION_HEADS } from '../question/occasion-phrase';
import { PLACE_WORDS } from '../question/destinations';
import type { Category } from '../../../shared/closet-constants';
import { phraseWords, type PhraseRow } from './phrases';
import { EXAMINATIONS, MEDICAL_VISITS } from './medical';

/**
 * The product's own vocabulary, as plain tables (ADR 0116): the words a person uses to ask a
 * stylist something. The reader corrects a misspelt word towards these words, each weighted by
 * how central its table is to the questions Wren answers. A new word is a row, never a pattern.
 */

export { GARMENT_WORDS } from './garment-words';

/**
 * Garments the parser names, each row a garment with the closet category it is filed under and the
 * phrases people write for it. Rows claim words in order: 'dress shirt' is read before 'dress' and
 * 'shirt', 'oxford shoes' before 'my oxford' (the shirt). A new word for a piece is a phrase here.
 */
// prettier-ignore
/** Fabrics that are also said as a garment ('a flannel', 'my fleece'): the garment only when no garment word follows. */
export const FABRIC_GARMENTS: readonly string[] = ['flannel', 'flannels', 'fleece', 'fleeces', 'denim', 'jersey'];

export const GARMENTS: readonly (PhraseRow & { category: Category })[] = [
  { id: 'rain jacket', category: 'Outerwear', phrases: ['rain jacket/jackets'] },
  { id: 'raincoat', category: 'Outerwear', phrases: ['raincoat/raincoats/cagoule/cagoules', 'rain coat/coats', 'slicker/slickers', 'rain slicker/slickers'] },
  { id: 'trench coat', category: 'Outerwear', phrases: ['trench [coat/coats]'] },
  { id: 'leather jacket', category: 'Outerwear', phrases: ['leather jacket/jackets'] },
  { id: 'denim jacket', category: 'Outerwear', phrases: ['denim/jean jacket/jackets'] },
  { id: 'dress shirt', category: 'Tops', phrases: ['dress shirt/shirts'] },
  { id: 'dress shoes', category: 'Shoes', phrases: ['dress shoes'] },
  { id: 't-shirt', category: 'Tops', phrases: ['t-shirt/t-shirts/tshirt/tshirts/tee/tees'] },
  {
    id: 'button-down',
    category: 'Tops',
    phrases: ['button-down/button-downs/buttondown/buttondowns/button-up/button-ups/buttonup/buttonups', 'button down/downs/up/ups [shirt/shirts]'],
  },
  { id: 'polo', category: 'Tops', phrases: ['polo/polos [shirt/shirts]'] },
  { id: 'bra', category: 'Tops', phrases: ['bra/bras/bralette/bralettes', 'sports bra/bras'] },
  // A team's shirt ('my Jets jersey'); before another garment's noun it is the fabric ('a jersey maxi dress', FABRIC_GARMENTS).
  { id: 'jersey', category: 'Tops', phrases: ['jersey/jerseys'] },
  { id: 'blazer', category: 'Outerwear', phrases: ['blazer/blazers/sportcoat/sportcoats', 'sport coat/coats'] },
  { id: 'suit jacket', category: 'Outerwear', phrases: ['suit jacket/jackets'] },
  { id: 'tuxedo', category: 'Tops', phrases: ['tux/tuxs/tuxes/tuxedo/tuxedos', 'dinner suit/suits/jacket/jackets'] },
  { id: 'suit', category: 'Tops', phrases: ['suit/suits/pantsuit/pantsuits', 'trouser/pant/skirt suit/suits', 'two/three piece suit/suits'] },
  {
    id: 'swimsuit',
    category: 'Tops',
    phrases: [
      'swimsuit/swimsuits/bikini/bikinis/trunks/swimwear/boardshorts/one-piece/one-pieces/rashguard/rashguards',
      'rash guard/guards/vest',
      'rashie/rashies/rashy',
      'swim suit/suits/trunks',
      'swimming costume/costumes',
      'bathing suit/suits',
      'board shorts',
    ],
  },
  { id: 'tie', category: 'Accessories', phrases: ['tie/ties/necktie/neckties/bowtie/bowties', 'bow tie/ties'] },
  { id: 'jeans', category: 'Bottoms', phrases: ['jeans/denim', 'denim flares/bellbottoms'] },
  { id: 'chinos', category: 'Bottoms', phrases: ['chino/chinos/khakis'] },
  {
    id: 'trousers',
    category: 'Bottoms',
    phrases: [
      'trousers/pants/slacks/cargos/cargoes/palazzo/palazzos/salwar/salwars/shalwar/overtrousers/over-trousers/corduroys/cords/culottes/capris/jeggings',
      'cargo pants/trousers',
      'rain/waterproof pants/trousers',
      'flares/bellbottoms',
      'bell bottoms',
      'flared pants/trousers',
    ],
  },
  { id: 'joggers', category: 'Bottoms', phrases: ['jogger/joggers/sweatpants/trackpants/trackies/tracksuit/tracksuits', 'track pants'] },
  {
    id: 'overalls',
    category: 'Dresses & jumpsuits',
    phrases: ['overalls/dungarees/romper/rompers/playsuit/playsuits/coveralls', 'bib overalls', 'bibs and brace'],
  },
  { id: 'wetsuit', category: 'Swim', phrases: ['wetsuit/wetsuits'] },
  { id: 'shorts', category: 'Bottoms', phrases: ['shorts'] },
  { id: 'skirt', category: 'Bottoms', phrases: ['skirt/skirts/kilt/kilts', 'maxi/midi/mini skirt/skirts'] },
  // A length said alone is the dress ('over the mustard maxi'); with 'skirt' after it the row above claims it.
  {
    id: 'dress',
    category: 'Tops',
    phrases: ['dress/dresses/gown/gowns/sundress/sundresses/shirtdress/shirtdresses/maxi/maxis/midi/midis', 'shirt dress/dresses'],
  },
  { id: 'jumpsuit', category: 'Tops', phrases: ['jumpsuit/jumpsuits'] },
  { id: 'blouse', category: 'Tops', phrases: ['blouse/blouses'] },
  { id: 'oxfords', category: 'Shoes', phrases: ['oxfords/brogue/brogues/derby/derbies', 'oxford shoes'] },
  // A fabric said as the garment ('my red plaid flannel'); before another garment it is that garment's fabric.
  {
    id: 'shirt',
    category: 'Tops',
    phrases: [
      'flannel/flannels [shirt/shirts]',
      'shirt/shirts',
      'guayabera/guayaberas',
      'oxford shirt/shirts',
      'white/blue/pink/striped/my/a/an/the/that/this oxford',
      'light blue oxford',
    ],
  },
  {
    id: 'sweater',
    category: 'Tops',
    phrases: [
      'sweater/sweaters/jumper/jumpers/knit/knits/pullover/pullovers/turtleneck/turtlenecks/quarter-zip/quarter-zips/half-zip/half-zips',
      'quarter/half zip/zips',
      'rollneck/rollnecks/roll-neck/roll-necks/polo-neck/polo-necks/mock-neck/mock-necks/funnel-neck/funnel-necks',
      'roll/polo/mock/funnel neck/necks',
    ],
  },
  { id: 'cardigan', category: 'Tops', phrases: ['cardigan/cardigans'] },
  { id: 'hoodie', category: 'Tops', phrases: ['hoodie/hoodies/sweatshirt/sweatshirts'] },
  {
    id: 'coat',
    category: 'Outerwear',
    phrases: ['coat/coats/overcoat/overcoats/topcoat/topcoats/greatcoat/greatcoats/peacoat/peacoats/parka/parkas/puffer/puffers', 'pea/car/top coat/coats'],
  },
  {
    id: 'jacket',
    category: 'Outerwear',
    phrases: [
      'jacket/jackets/bomber/bombers/windbreaker/windbreakers/anorak/anoraks/shacket/shackets/overshirt/overshirts/softshell/softshells',
      // A shell said with what it keeps out ('my rain shell', 'the hard shell'): a shell alone may be a seashell.
      'rain/hard/waterproof/wind shell/shells',
    ],
  },
  { id: 'fleece', category: 'Outerwear', phrases: ['fleece/fleeces'] },
  { id: 'vest', category: 'Outerwear', phrases: ['vest/vests/waistcoat/waistcoats/gilet/gilets/bodywarmer/bodywarmers'] },
  // Boots and shoes are often said by their maker ('my Blundstones', 'the Docs'): each such name is a row word.
  {
    id: 'boots',
    category: 'Shoes',
    phrases: [
      'boot/boots/booties/chukka/chukkas/gumboots/wellies/wellingtons/cleats/blundstones/blunnies/uggs/timberlands/timbs/docs',
      'chelsea/chukka/desert boot/boots',
      'doc/dr martens',
      // Safety boots by their toe ('the steel caps', 'my steel toes').
      'steel caps/toes',
      'steelcaps/steeltoes',
    ],
  },
  {
    id: 'sneakers',
    category: 'Shoes',
    phrases: [
      'sneaker/sneakers/trainer/trainers/high-tops/hightops/high-top/low-tops/converse/chucks/nikes/yeezys/af1/af1s',
      'air force/forces 1/1s/ones',
      'high top/tops',
      'running shoes',
      'trail runner/runners',
      'trail/walking/hiking shoe/shoes',
      'new/my/some/pair of runners',
      // Brands people call their trainers by ('my gray New Balance', 'new asics').
      'new balance/balances',
      'asics/hoka/hokas/adidas/skechers/allbirds/reeboks/pumas',
    ],
  },
  { id: 'loafers', category: 'Shoes', phrases: ['loafer/loafers'] },
  // Platforms and wedges lift the foot as heels do ('hem them or just wear platforms?').
  { id: 'heels', category: 'Shoes', phrases: ['heels/pumps/stiletto/stilettos/platforms/wedges', 'platform shoes/heels'] },
  {
    id: 'sandals',
    category: 'Shoes',
    phrases: [
      'sandal/sandals/flip-flop/flip-flops/flipflop/flipflops/slides/chappal/chappals/kolhapuri/kolhapuris/jandal/jandals/havaianas/huarache/huaraches/birkenstocks/birks/tevas',
    ],
  },
  { id: 'flats', category: 'Shoes', phrases: ['flats/espadrille/espadrilles/jutti/juttis/mojari/mojaris', 'ballet flats'] },
  // What goes on the feet is shoes, said of the body ('what do I wear on my feet for twelve hours').
  {
    id: 'shoes',
    category: 'Shoes',
    phrases: ['shoe/shoes/footwear/kicks/clog/clogs/mules/crocs/moccasins/slingbacks/slippers/slipper', 'mary janes', 'on my/your/her/his/their/our feet'],
  },
  { id: 'leggings', category: 'Bottoms', phrases: ['leggings'] },
  { id: 'scarf', category: 'Accessories', phrases: ['scarf/scarves'] },
  { id: 'hijab', category: 'Accessories', phrases: ['hijab/hijabs/headscarf/headscarves/tudung/tudungs'] },
  { id: 'neck warmer', category: 'Accessories', phrases: ['neck gaiter/gaiters/warmer/warmers/tube/tubes', 'balaclava/balaclavas/snood/snoods'] },
  { id: 'belt', category: 'Accessories', phrases: ['belt/belts'] },
  {
    id: 'bag',
    category: 'Accessories',
    phrases: [
      'bag/bags/handbag/handbags/purse/purses/clutch/clutches/tote/totes/backpack/backpacks/rucksack/rucksacks/satchel/satchels/crossbody/daypack/daypacks',
    ],
  },
  { id: 'hat', category: 'Accessories', phrases: ['hat/hats/cap/caps/beanie/beanies/toque/toques/tuque/tuques/fascinator/fascinators'] },
  // An umbrella is carried, not worn, but 'I don't own an umbrella' is a fact the answer must keep (never suggest one).
  { id: 'umbrella', category: 'Accessories', phrases: ['umbrella/umbrellas/brolly/brollies'] },
  { id: 'watch', category: 'Accessories', phrases: ['watch/watches'] },
  {
    id: 'jewellery',
    category: 'Accessories',
    phrases: [
      'jewellery/jewelery/jewelry/necklace/necklaces/earring/earrings/bracelet/bracelets/pendant/pendants/bangle/bangles/brooch/brooches/anklet/anklets/cufflinks',
    ],
  },
  { id: 'socks', category: 'Accessories', phrases: ['sock/socks'] },
  { id: 'gloves', category: 'Accessories', phrases: ['glove/gloves/mittens'] },
  { id: 'tights', category: 'Accessories', phrases: ['tights/stockings/pantyhose'] },
  {
    id: 'top',
    category: 'Tops',
    phrases: ['top/tops/tank/tanks/camisole/camisoles/cami/camis/tunic/tunics/henley/henleys/bodysuit/bodysuits', 'tank top/tops'],
  },
  // Garments of many dress traditions, each a row as people name them (issue 38.2: a new piece is a row, not code).
  {
    id: 'saree',
    category: 'Tops',
    phrases: [
      'saree/sarees/sari/saris/lehenga/lehengas/anarkali/anarkalis/abaya/abayas/kaftan/kaftans/caftan/caftans/kimono/kimonos/hanbok/qipao/cheongsam/kebaya/kebayas/boubou/boubous/agbada/agbadas',
    ],
  },
  {
    id: 'kurta',
    category: 'Tops',
    phrases: ['kurta/kurtas/kurti/kurtis/dashiki/dashikis/sherwani/sherwanis/barong/barongs/huipil/huipils'],
  },
  { id: 'sarong', category: 'Bottoms', phrases: ['sarong/sarongs/lungi/lungis/dhoti/dhotis/lavalava'] },
  { id: 'poncho', category: 'Outerwear', phrases: ['poncho/ponchos/shawl/shawls/dupatta/dupattas/pashmina/pashminas'] },
];

/**
 * A wish for something ('I'd like an actual swimsuit', 'want a winter coat', "I'm after a rain jacket"): with a piece as its
 * object it asks what to buy (parse.ts wishedPiece).
 */
// prettier-ignore
export const WISHING: readonly string[] = ["i'd/id like", 'i would like', 'want', "i'm/im after", 'i am after', 'on the hunt for', 'in the market for', 'hunting for',
  'need/needs [a] new/replacement', 'time for [a] new',
  // A gift to the person ('my wife wants to get me proper winter boots') is a piece to buy all the same.
  'to get/buy/gift me', 'getting/buying/gifting me', 'buy me'];
/**
 * A part of the body said to suffer the cold, and the piece that covers it ('my neck and face get wrecked on the walk to
 * work, what should I buy?' is a neck warmer): what to buy when no piece is named.
 */
// prettier-ignore
export const COLD_PARTS: readonly PhraseRow[] = [
  { id: 'neck warmer', phrases: ['neck/face/throat/chin/nose * freeze/freezes/freezing/frozen/cold/wrecked/numb/raw/chapped/burns/stings', 'cold/frozen/freezing/numb/raw neck/face'] },
  { id: 'hat', phrases: ['ears/head * freeze/freezes/freezing/frozen/cold/wrecked/numb/ache/aches/hurt/hurts/sting/stings', 'cold/frozen/freezing/numb ears/head'] },
  { id: 'gloves', phrases: ['hands/fingers * freeze/freezes/freezing/frozen/cold/wrecked/numb/raw/chapped', 'cold/frozen/freezing/numb hands/fingers'] },
  { id: 'socks', phrases: ['feet/toes * freeze/freezes/freezing/frozen/cold/numb', 'cold/frozen/freezing/numb feet/toes'] },
];
/** Words between a wish and a piece that make the piece one owned, or the wish another verb's ('want my coat to...', 'want to wear'). */
// prettier-ignore
export const WISH_BREAKS: ReadonlySet<string> = new Set(['to', 'my', 'your', 'his', 'her', 'our', 'their', 'it', 'this', 'that', 'these', 'those', 'the', 'with', 'for', 'and', 'or', 'you']);
/** Negations before a wish: 'I don't want a puffer' rules a piece out. */
export const WISH_NEGATIONS: ReadonlySet<string> = new Set(["don't", 'dont', 'not', 'never', "didn't", 'didnt', "doesn't", 'doesnt']);
/** Getting a piece: money said with it is what it cost, not a budget ('just thrifted a suede jacket for $30'; the reader reads 'thrifted' as 'thrift'). */
// prettier-ignore
export const ACQUIRED: ReadonlySet<string> = new Set(['bought', 'thrifted', 'thrift', 'got', 'picked', 'scored', 'found', 'snagged', 'grabbed', 'purchased', 'ordered', 'nabbed']);
/** Words that hedge a sum and say nothing of what it is ('for only $12', 'paid like 40'). */
export const MONEY_HEDGES: ReadonlySet<string> = new Set(['only', 'just', 'like', 'about', 'around', 'roughly', 'barely']);
/** Verbs whose object is the money a piece cost ('paid $40 for these boots'). */
export const PAID: ReadonlySet<string> = new Set(['paid', 'cost', 'costs', 'costed']);
/** Verbs of a body's weight: 'pounds' after them are weight, not money ('dropped about 25 pounds since the summer'). */
export const WEIGHED: ReadonlySet<string> = new Set([
  'lost',
  'dropped',
  'gained',
  'put',
  'weigh',
  'weighs',
  'weighed',
  'shed',
  'losing',
  'dropping',
  'gaining',
]);

/** When 'dress' is the verb: after one of these words or first ('to dress up', 'I dress for work'), before one of the next ('dress for', 'dress up'). */
// prettier-ignore
export const DRESS_VERB_BEFORE = ['to', 'i', 'we', 'you', 'u', 'should', 'how', 'me', 'and', 'or', 'not', "don't", 'dont', 'always', 'usually', 'better',
  // Who dresses ('people dress up a bit', 'everyone will dress up', 'the ladies dress up'): the verb's subject.
  'they', 'people', 'everyone', 'everybody', 'nobody', 'folks', 'guests', 'ladies', 'men', 'women', 'guys', 'most', 'will', 'would', 'must', 'might', 'tend'];
// prettier-ignore
export const DRESS_VERB_NEXT = ['for', 'to', 'up', 'down', 'like', 'in', 'when', 'if', 'warmly', 'smart', 'smartly', 'nicely', 'appropriately', 'well', 'me', 'us'];

/**
 * Occasions the parser names, with the title the engine's dress-code table reads for each. Rows are
 * independent: a message may name several, and one phrase may be two occasions ('rehearsal dinner').
 */
// prettier-ignore
export const OCCASIONS: readonly (PhraseRow & { title: string })[] = [
  // A wedding is also said by its verb ('my granddaughter is getting married', 'they're tying the knot').
  { id: 'wedding', title: 'wedding', phrases: ['wedding/weddings/nuptials', 'wedding guest', 'rehearsal dinner', 'getting/get/gets married', 'tying/tie the knot'] },
  // Said in the mourners' own words too: a Māori tangi, a Muslim janazah, the burial or the requiem.
  { id: 'funeral', title: 'funeral', phrases: ['funeral/funerals/memorial/wake/cremation/shiva/tangi/tangihanga/janazah/janaza/burial/interment/requiem', 'memorial service', 'celebration/celebrations of life', 'life celebration'] },
  { id: 'job interview', title: 'interview', phrases: ['[job] interview/interviews/interviewing', 'job/career/careers/recruitment/graduate fair'] },
  { id: 'first date', title: 'first date', phrases: ['first date'] },
  { id: 'date', title: 'date night', phrases: ['date night', 'a/the/my/romantic date/dates', 'speed/blind date/dating', 'dating event/night/app',
    // An evening out with one's partner is a date whatever it is called ('goin out w the wife sat nite').
    'go/goes/going/goin/out/night/nite/dinner with/w/w/ the/my wife/husband/hubby/missus/partner/girlfriend/boyfriend/gf/bf/fiance/fiancee/fiancé/fiancée'] },
  { id: 'dinner', title: 'dinner', phrases: ['dinner/dinners'] },
  { id: 'brunch', title: 'brunch', phrases: ['brunch'] },
  { id: 'cocktail party', title: 'cocktail party', phrases: ['cocktail party/hour/event'] },
  { id: 'party', title: 'party', phrases: ['party/parties/quinceanera/quince/sweet16', 'sweet sixteen/16', '[_] birthday/birthdays', 'hen/stag/hens/bucks do/night/weekend/party', 'bachelorette/bachelor/bachelorette',
    // A night of social dancing ('going dancing', 'to dance salsa at the club'): festive, in shoes that turn.
    'go/going/went/out dancing', 'to/go/going dance', 'dance night/social/hall', 'dancing night/tonight',
    // A night out with friends: festive, smarter than the day.
    'night/nite/evening out', 'going/goin/go out out', 'girls/lads/boys/ladies night'] },
  { id: 'gala', title: 'gala', phrases: ['gala/ball/prom/banquet/award/awards', 'award/awards ceremony'] },
  { id: 'graduation', title: 'graduation', phrases: ['graduation/graduations/commencement/convocation', 'graduates/graduating from/next/this/on/in/at/tomorrow/today/soon'] },
  { id: 'work', title: 'work', phrases: [
    'work/office/workday', 'my job', 'teaching/lecturing/tutoring', 'day/shift at work', 'full/long day at/of work/teaching/meetings', 'business trip/travel', 'new/first job/role/position', 'first day at/of work/my/a/the',
    'starting [a/my] [new] job/role/position', 'law/accounting/consulting/architecture/engineering/design/pr/ad firm',
    // A bank one works at dresses up; going to the bank is an errand (the 'casual day' row).
    'at/to a/the/my firm/agency/startup/start-up', 'at/for a/my bank', 'work/working/job at/for/in a/the bank', 'site visit/walkthrough/walk-through/inspection/meeting', 'walkthrough/walk-through',
    // A student's days on the job are work days ('placement at 7', 'on clinicals', 'my practicum').
    'placement/placements/practicum/clinicals', 'on/at/my/a prac/internship', 'ward/grand/hospital round/rounds',
    // A shift is the job in the trades that wear uniform ('for my shift on Thursday', 'night shift'); 'a shift dress' is no
    // shift, and 'after my shift' is the hour of something else.
    'for/to/on my/the [_] shift/shifts', 'night/early/late/double/trial/weekend shift/shifts', 'on shift'] },
  // Appearing before a court is dressed as conservatively as an interview; sitting on a jury as for an office day.
  { id: 'court', title: 'court', phrases: ['court/tribunal/deposition/arraignment', 'court date/appearance/hearing/case', 'a/my/the hearing'] },
  { id: 'jury duty', title: 'meeting', phrases: ['jury duty/service/selection', 'juror/courthouse/courtroom'] },
  { id: 'meeting', title: 'meeting', phrases: ['meeting/meetings/presentation/presentations/pitch', 'presenting/present to/my/a/the', 'defending my/a/the',
    // A design school's review of work before a panel ('crits on Friday').
    'crit/crits/critique/critiques', 'design/portfolio/performance review/reviews',
    // Seeing a client is a meeting wherever it is held ('have to go see a client in San Isidro').
    'see/seeing/meet/meeting/visit/visiting a/the/my/our/some/new client/clients/customer/customers'] },
  { id: 'conference', title: 'conference', phrases: ['conference/networking/seminar/workshop'] },
  { id: 'gym', title: 'gym', phrases: ['gym/workout/yoga/pilates', 'work out'] },
  { id: 'hike', title: 'hike', phrases: ['hike/hiking/trail'] },
  { id: 'beach', title: 'beach', phrases: ['beach/pool', 'pool party'] },
  { id: 'concert', title: 'concert', phrases: ['concert/gig/festival/fest/pageant/pageants/nativity'] },
  { id: 'church', title: 'brunch', phrases: ['church/mass/service/services/christening/baptism/communion/confirmation/sermon/preach/preaching/worship', 'bar/bat mitzvah',
    // Prayers at home or at the temple ('a small pooja at home').
    'pooja/puja/poojas/pujas/havan/satsang/kirtan/aarti',
    // A house of worship names the service held there ('the wedding is at the gurdwara', 'what do I wear to the mosque').
    'gurdwara/gurudwara/mandir/mosque/masjid/synagogue/shul/temple'] },
  { id: 'travel', title: 'road trip', phrases: ['flight/plane/airport/travel/traveling/travelling/trip/vacation/holiday'] },
  { id: 'barbecue', title: 'barbecue', phrases: ['barbecue/bbq/cookout/picnic/braai/asado/churrasco'] },
  { id: 'theatre', title: 'theatre', phrases: ['theatre/theater/opera/ballet/musical', 'a/the play'] },
  { id: 'gallery', title: 'gallery', phrases: ['gallery/galleries/museum/exhibition', 'art show', 'private view'] },
  { id: 'casual day', title: 'errands', phrases: [
    'errand/errands/coffee/weekend/ballgame/tailgate', 'hang/hanging out', 'shopping trip',
    // Stops of an ordinary day ('go to the bank and then the doctor', 'pop to the post office').
    'go/going/pop/popping/head/heading/run/running/stop/nip to the bank/pharmacy/chemist/chemists/supermarket/shops/market/doctor/doctors/dentist/clinic',
    'go/going/pop/popping/head/heading/run/running/stop/nip to the post office', 'have to go to the bank/pharmacy/chemist/supermarket/market/doctor/doctors/dentist',
    // A piece weighed for the daytime is weighed for an ordinary day ('can the velvet blazer work in the daytime?').
    'in/for/during the daytime', 'during the day', 'for daytime', 'daytime wear',
    'soccer/football/baseball/basketball/hockey/rugby/sports/ball game/match'] },
  { id: 'video call', title: 'meeting', phrases: ['zoom', 'webcam', 'video/zoom/teams call/calls/meeting/meetings/interview/pitch', 'over/on/via video/zoom/teams/camera/webcam'] },
];

/**
 * Gatherings an activity's word can set the scene for ('a garden ceremony', 'a ski lodge dinner', 'a
 * hiking club reception'): the activity word before one of these is where it happens, not what the
 * person does. A pool or beach party is the exception the parser keeps (its guests are in the water).
 */
// prettier-ignore
export const SETTING_NOUNS: ReadonlySet<string> = new Set(['ceremony', 'ceremonies', 'wedding', 'weddings', 'reception', 'party', 'parties', 'dinner',
  'lunch', 'luncheon', 'brunch', 'gala', 'banquet', 'service', 'fundraiser', 'drinks', 'celebration', 'vows', 'elopement', 'concert', 'concerts',
  'gig', 'gigs', 'recital', 'recitals']);

export { NOT_AN_OCCASION } from './set-aside';

/** When 'work' is the verb, not the office: before these ('what works with', 'does it work well')... */
// prettier-ignore
export const WORK_VERB_NEXT = ['with', 'together', 'well', 'best', 'better', 'harder', 'hard', 'ok', 'okay'];
/** ...or after a thing that works ('make my wardrobe work harder', 'will it work'). */
// prettier-ignore
export const WORK_VERB_SUBJECTS = ['wardrobe', 'closet', 'clothes', 'pieces', 'outfit', 'outfits', 'it', 'this', 'that', 'they', 'them', 'these', 'those'];
/** ...or last, unless after the words that make it the place ('to work', 'after work', 'my work'). */
// prettier-ignore
export const WORK_PLACE_BEFORE = ['to', 'at', 'for', 'from', 'after', 'before', 'my', 'of', 'the', 'off', 'into'];

/** Occasions by their common words; the occasion reader's event nouns and the activities join them below. */
// prettier-ignore
export const OCCASION_WORDS = [
  'wedding', 'weddings', 'funeral', 'interview', 'date', 'dinner', 'brunch', 'lunch', 'party', 'gala', 'prom', 'graduation', 'office', 'work',
  'meeting', 'presentation', 'pitch', 'conference', 'networking', 'gym', 'workout', 'hike', 'hiking', 'beach', 'concert', 'festival',
  'church', 'christening', 'baptism', 'flight', 'airport', 'travel', 'trip', 'vacation', 'holiday', 'barbecue', 'picnic', 'theatre',
  'theater', 'opera', 'ballet', 'gallery', 'museum', 'exhibition', 'errands', 'coffee', 'weekend', 'bowling', 'karaoke', 'cocktail',
  'reception', 'rehearsal', 'ceremony', 'christmas', 'birthday', 'anniversary', 'shower', 'housewarming', 'reunion', 'recital',
  'commute', 'school', 'campus', 'class', 'lecture', 'tailgate', 'game', 'match', 'stadium', 'yoga', 'pilates', 'running', 'cycling',
  'skiing', 'camping', 'fishing', 'golf', 'tennis', 'climbing', 'dancing', 'club', 'bar', 'restaurant', 'cruise', 'safari', 'festival',
] as const;

// prettier-ignore
export const COLOUR_WORDS = ['off white', 'navy blue', 'light blue', 'dark blue', 'royal blue', 'forest green', 'olive green', 'dark green', 'hot pink', 'dusty pink',
  'black', 'white', 'grey', 'gray', 'navy', 'blue', 'red', 'green', 'olive', 'brown', 'tan', 'beige', 'camel', 'cream', 'ivory', 'khaki',
  'burgundy', 'maroon', 'wine', 'pink', 'purple', 'lavender', 'lilac', 'yellow', 'mustard', 'orange', 'rust', 'teal', 'charcoal', 'silver',
  'gold', 'coral', 'mint', 'sage', 'stone', 'taupe', 'emerald', 'cobalt', 'blush', 'mauve', 'terracotta', 'chocolate', 'indigo',
  'plum', 'magenta', 'fuchsia', 'peach', 'turquoise', 'crimson', 'scarlet', 'oxblood', 'ochre', 'violet',
  // Neutrals and shades the colour table knows that people write of leather and knits ('cognac boots', 'ecru jeans').
  'cognac', 'ecru', 'oatmeal', 'mocha', 'greige', 'graphite', 'pewter', 'bordeaux', 'periwinkle', 'cerulean', 'sapphire', 'jade'] as const;

/**
 * Words of a piece's make and look that stand inside its name, between a word that qualifies it and its noun ('a
 * camp-collar shirt', 'a wax-print dress', 'a tie-dyed tee'): the word before them names the piece, not an activity
 * done or a stain on it.
 */
// prettier-ignore
export const PIECE_MAKE_WORDS: ReadonlySet<string> = new Set(['print', 'prints', 'printed', 'pattern', 'patterned', 'dye', 'dyed', 'effect', 'coated',
  'finish', 'look', 'tone', 'toned', 'collar', 'collared', 'neck', 'necked', 'sleeve', 'sleeved', 'lined', 'toe', 'toed', 'leg', 'legged', 'waist',
  'waisted', 'breasted', 'cut', 'length', 'heel', 'heeled', 'sole', 'soled', 'zip', 'style', 'stripe', 'striped', 'check', 'rise', 'hem', 'button']);

// prettier-ignore
export const WEATHER_VOCABULARY = [
  'rain', 'rainy', 'raining', 'drizzle', 'drizzly', 'showers', 'pouring', 'downpour', 'storm', 'stormy', 'thunderstorms', 'snow', 'snowy',
  'snowing', 'sleet', 'slush', 'cold', 'freezing', 'chilly', 'frosty', 'icy', 'cool', 'mild', 'warm', 'hot', 'heat', 'heatwave', 'scorching',
  'sweltering', 'windy', 'breezy', 'humid', 'humidity', 'humidex', 'muggy', 'sunny', 'sunshine', 'cloudy', 'overcast', 'degrees', 'forecast', 'weather',
  'fahrenheit', 'celsius', 'temperature',
  // Inflections the English model does not know, so the reader would 'correct' them ('gusts' to 'guests').
  'wind', 'winds', 'gust', 'gusts', 'gusty', 'gale', 'gales', 'blustery', 'breeze', 'fog', 'foggy', 'damp', 'hail', 'blizzard', 'frost',
  'sleeting', 'drizzling', 'showery', 'thundery',
] as const;

/** The verbs and nouns of asking a stylist: what to wear, pair, pack, buy, wash, fit. */
// prettier-ignore
export const ASKING_WORDS = [
  'what', 'which', 'should', 'would', 'could', 'where', 'when', 'how', 'wear', 'wearing', 'dress', 'dressed', 'style', 'styling', 'match',
  'matching', 'pair', 'pairing', 'pack', 'packing', 'bring', 'buy', 'buying', 'shop', 'shopping', 'budget', 'afford', 'tailor', 'fit',
  'fitting', 'wash', 'washing', 'stain', 'iron', 'ironing', 'laundry', 'clean', 'cleaning', 'shrink', 'shrunk', 'appropriate', 'formal',
  'casual', 'dressy', 'fancy', 'smart', 'tonight', 'tomorrow', 'today', 'morning', 'afternoon', 'evening', 'night', 'monday', 'tuesday',
  'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'please', 'because', 'with', 'without', 'something', 'anything', 'nothing',
  'going', 'think', 'okay', 'look', 'looks', 'color', 'colour', 'colors', 'colours', 'suitcase', 'luggage', 'instead', 'other', 'better',
  'coworkers', 'colleagues', 'friends', 'family',
] as const;

/** Parts of a garment and how it fits. */
// prettier-ignore
export const FIT_WORDS = [
  'shoulder', 'shoulders', 'sleeve', 'sleeves', 'waist', 'waistband', 'hips', 'chest', 'collar', 'neck', 'neckline', 'length', 'inseam',
  'thighs', 'seat', 'rise', 'hem', 'hemline', 'cuffs', 'tight', 'loose', 'baggy', 'long', 'short', 'wide', 'narrow', 'size', 'sizes',
  'petite', 'tall', 'fitted', 'slim', 'button', 'buttons', 'zipper', 'pocket', 'pockets', 'lining', 'seam', 'seams', 'stretch', 'stretched',
  'gape', 'gapes', 'gaping', 'gaped', 'pulls', 'pulling', 'bunches', 'bunching', 'sags', 'sagging', 'rides', 'riding',
] as const;

/** Trades whose offices dress up or down: an office's (and its interview's) dress code when the message names one. */
// prettier-ignore
export const WORKPLACES: readonly Concept<'formal' | 'relaxed'>[] = [
  { id: 'formal', terms: ['law firm', 'legal', 'lawyer', 'attorney', 'court', 'courtroom', 'bank', 'banking', 'investment', 'finance', 'financial',
    'wealth management', 'private equity', 'consulting', 'consultancy', 'accounting', 'corporate', 'government office', 'insurance', 'hedge fund'] },
  { id: 'relaxed', terms: ['startup', 'start-up', 'tech company', 'tech job', 'software', 'agency', 'design studio', 'design firm', 'creative',
    'studio', 'gaming', 'nonprofit', 'non-profit', 'media company', 'coffee shop', 'cafe', 'retail', 'brewery', 'bakery', 'roaster', 'roastery',
    'restaurant', 'bar', 'record store', 'bookshop', 'bookstore', 'gym', 'chill', 'laid back', 'laid-back', 'relaxed place', 'casual place',
    // Creative trades dress down, and their interviews with them.
    'record label', 'music label', 'music company', 'fashion brand', 'fashion label', 'magazine', 'advertising', 'ad agency', 'marketing agency',
    'architecture firm', 'architecture practice', 'publishing house', 'publisher', 'film company', 'production company', 'radio station',
    'theatre company', 'theater company', 'games studio', 'game studio', 'gallery', 'tattoo studio', 'skate shop', 'surf shop'] },
];

interface Table {
  words: readonly string[];
  /** How central the table is to what Wren is asked: a tie between two corrections goes to the commoner word. */
  weight: number;
}

const termWords = (terms: readonly string[]) => terms.flatMap((t) => t.split(/\s+/));

const TABLES: Table[] = [
  { words: ASKING_WORDS, weight: 5 },
  { words: GARMENT_WORDS, weight: 4 },
  { words: OCCASION_WORDS, weight: 3 },
  { words: WEATHER_VOCABULARY, weight: 3 },
  { words: COLOUR_WORDS.flatMap((c) => c.split(' ')), weight: 2 },
  { words: termWords(ACTIVITIES.flatMap((a) => a.terms)), weight: 2 },
  { words: termWords(OCCASION_HEADS), weight: 2 },
  { words: termWords(FABRICS.flatMap((f) => f.terms)), weight: 2 },
  { words: termWords(PROBLEMS.flatMap((p) => p.terms)), weight: 1 },
  { words: FIT_WORDS, weight: 2 },
  { words: phraseWords(GARMENTS), weight: 1 },
  { words: phraseWords(OCCASIONS), weight: 1 },
  { words: termWords(WORKPLACES.flatMap((w) => w.terms)), weight: 1 },
  // prettier-ignore
  { words: ['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'month', 'week', 'weekend', 'next', 'last', 'this', 'coming', 'after', 'before'], weight: 2 },
  // Places are words the reader leaves as they are, never a target worth moving towards.
  { words: PLACE_WORDS, weight: 0.5 },
  // Who one goes with is read as written ('my bros wedding' is not a bris).
  { words: PEOPLE, weight: 1 },
  // A visit and its examinations are read as written ('bloods', 'ekg'), never corrected towards a garment.
  { words: [...phraseWords(MEDICAL_VISITS), ...phraseWords(EXAMINATIONS)], weight: 1 },
];

/** Every word of the vocabulary with its weight: the sum over the tables that hold it. */
export const VOCABULARY: Map<string, number> = new Map();
const listeners: (() => void)[] = [];

function add(words: readonly string[], weight: number): void {
  for (const w of words) if (/^[a-z][a-z'-]*$/.test(w) && w.length >= 3) VOCABULARY.set(w, (VOCABULARY.get(w) ?? 0) + weight);
  for (const l of listeners) l();
}
for (const { words, weight } of TABLES) add(words, weight);

/**
 * The parser's own patterns lend their words to the vocabulary: a word the parser can recognise is a
 * word worth correcting towards ('clent' → 'client', 'follding' → 'folding'). Only fragments that are
 * whole English words are taken ('theat(re|er)' lends nothing), as `isWord` judges.
 */
export function lendPatternWords(patterns: readonly RegExp[], isWord: (w: string) => boolean, weight = 1): void {
  lendWords(
    patterns.flatMap((p) => p.source.toLowerCase().match(/[a-z]{3,}/g) ?? []),
    isWord,
    weight,
  );
}

/** Words the parser's tables read lent the same way, with their inflections where those are words ('stain' lends 'stains'). */
export function lendWords(candidates: readonly string[], isWord: (w: string) => boolean, weight = 1): void {
  const words = new Set<string>();
  for (const w of candidates) {
    if (!isWord(w)) continue;
    words.add(w);
    for (const form of [`${w}s`, `${w}es`, `${w}ed`, `${w}ing`]) if (isWord(form)) words.add(form);
  }
  add([...words], weight);
}

/** Called when the vocabulary grows, so an index built on it is rebuilt. */
export function onVocabularyChange(listener: () => void): void {
  listeners.push(listener);
}

/**
 * Names people call a piece by that its own name may not hold ('my Docs' for 'Black Dr. Martens 1460 boots', 'my Timbs'): each
 * row is one thing by every name. Vocabulary: a new nickname is a word in its row.
 */
// prettier-ignore
export const NAME_ALIASES: readonly (readonly string[])[] = [
  ['docs', 'doc martens', 'dr martens', 'doc marten', 'dr marten', 'dms', 'doc', 'martens'],
  ['timbs', 'timberlands', 'timberland'],
  ['blunnies', 'blundstones', 'blundstone'],
  ['chucks', 'converse', 'chuck taylors', 'chuck taylor'],
  ['birks', 'birkenstocks', 'birkenstock'],
  ['uggs', 'ugg'],
  ['af1s', 'air force 1s', 'air forces', 'air force'],
  ['jandals', 'flip flops', 'thongs', 'slops', 'havaianas'],
];
