import type { Category } from '../../shared/closet-constants';
import type { Priority } from '../../shared/schemas/stylist';
import type { ClosetItem } from '../stylist/types';

/** What the recommender reads from a closet item. */
export type RecommendationItem = Pick<ClosetItem, 'name' | 'category' | 'subcategory' | 'color' | 'formality' | 'warmth' | 'material' | 'status'>;

export interface RecommendationProfile {
  preferredStyle: string;
  colorPalette: string[];
  essentialItems: { name: string; category: string; description: string; priority: Priority }[];
}

export interface RecommendationDraft {
  /** Stable identity of the gap, so one gap is never suggested twice in a month. */
  key: string;
  name: string;
  description: string;
  category: string;
  priority: Priority;
  priceRange: string;
  checklist: string[];
}

export const MIN_RECOMMENDATIONS = 3;
export const MAX_RECOMMENDATIONS = 6;
/** Fewer tops than this and outfits start repeating within a week. */
export const MIN_TOPS = 5;
export const MIN_BOTTOMS = 3;

const BUSINESS_STYLES = new Set(['business casual', 'classic professional']);
const PRIORITY_ORDER: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/-/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

const itemWords = (i: RecommendationItem) => new Set(words(`${i.name} ${i.subcategory ?? ''} ${i.color} ${i.material ?? ''}`));
const matchesAny = (i: RecommendationItem, list: readonly string[]) => {
  const w = itemWords(i);
  return list.some((x) => w.has(x));
};

const BUSINESS_SHOE_WORDS = ['loafer', 'oxford', 'derby', 'brogue', 'monk', 'pump', 'heel', 'dress', 'wingtip', 'chelsea'];
const BLAZER_WORDS = ['blazer', 'sportcoat', 'suit', 'jacket'];
const WARM_WORDS = ['coat', 'parka', 'puffer', 'overcoat', 'sweater', 'knit', 'wool', 'cashmere', 'fleece', 'cardigan', 'turtleneck'];
const LIGHT_WORDS = ['linen', 'short', 'tee', 'tshirt', 'tank', 'sandal', 'polo', 'seersucker'];

type Season = 'winter' | 'spring' | 'summer' | 'fall';
const seasonOfMonth = (month: number): Season => (month === 12 || month <= 2 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'fall');

const DEFAULT_PRICE: Record<string, string> = {
  Tops: '$30 - $80',
  Bottoms: '$50 - $120',
  Outerwear: '$120 - $300',
  Shoes: '$80 - $180',
  Accessories: '$25 - $80',
};

/** Evergreen suggestions per style, used when the closet has few real gaps. Rotated by month for variety. */
const STAPLES: Record<string, Omit<RecommendationDraft, 'key' | 'priority'>[]> = {
  'smart casual': [
    {
      name: 'Heavyweight white tees',
      category: 'Tops',
      priceRange: '$25 - $60',
      description: 'Plain, thick cotton tees are the base of countless smart casual outfits, under a blazer or an overshirt.',
      checklist: ['Cotton of 180 g/m² or more', 'Shoulder seam sits on your shoulder', 'Hem ends at mid-fly', 'Collar lies flat after washing'],
    },
    {
      name: 'Dark straight-leg jeans',
      category: 'Bottoms',
      priceRange: '$60 - $150',
      description: 'Dark, clean denim dresses up with a blazer and down with sneakers.',
      checklist: ['Dark indigo with no distressing', 'Straight or slim-straight leg', 'No bunching at the ankle', 'Comfortable mid or high rise'],
    },
    {
      name: 'Suede loafers',
      category: 'Shoes',
      priceRange: '$90 - $200',
      description: 'Suede loafers sit between sneakers and dress shoes: right for most smart casual plans.',
      checklist: ['Brown or tobacco suede', 'Leather sole or a slim rubber sole', 'Snug heel with no slipping', 'Protector spray before the first wear'],
    },
    {
      name: 'Merino crew-neck sweater',
      category: 'Tops',
      priceRange: '$60 - $140',
      description: 'A fine merino knit layers over a shirt or under a jacket and works most of the year.',
      checklist: ['Fine-gauge merino wool', 'Navy, grey or camel', 'Cuffs reach the wrist', 'Fits over a collared shirt'],
    },
  ],
  'business casual': [
    {
      name: 'Light blue oxford shirt',
      category: 'Tops',
      priceRange: '$40 - $90',
      description: 'The most versatile office shirt: works with a blazer, a sweater or on its own.',
      checklist: ['Oxford cloth, button-down collar', 'Collar closes with a finger of room', 'Cuffs end at the wrist bone', 'No ballooning when tucked'],
    },
    {
      name: 'Grey wool trousers',
      category: 'Bottoms',
      priceRange: '$70 - $160',
      description: 'Mid-grey trousers pair with navy blazers, white shirts and brown shoes.',
      checklist: ['Wool or wool blend', 'Mid or charcoal grey', 'Slight or no break at the shoe', 'Flat front or a single pleat'],
    },
    {
      name: 'Merino V-neck sweater',
      category: 'Tops',
      priceRange: '$60 - $140',
      description: 'A fine knit over a collared shirt is business casual at its easiest.',
      checklist: ['Fine-gauge merino', 'Navy, charcoal or burgundy', 'Hem covers the waistband', 'Thin enough to wear under a blazer'],
    },
    {
      name: 'Leather belt',
      category: 'Accessories',
      priceRange: '$30 - $80',
      description: 'A plain leather belt matching your shoes finishes every tucked-in outfit.',
      checklist: ['Matches your most-worn shoes', 'Simple metal buckle', 'About 3 cm wide', 'Fits on the middle hole'],
    },
  ],
  'classic professional': [
    {
      name: 'White dress shirts',
      category: 'Tops',
      priceRange: '$50 - $120',
      description: 'Crisp white shirts go with every suit and tie you own.',
      checklist: ['Poplin or twill cotton', 'Collar fits with one finger of room', 'Sleeves show 1 cm below the jacket', 'Non-iron or easy-care finish'],
    },
    {
      name: 'Charcoal suit',
      category: 'Outerwear',
      priceRange: '$300 - $700',
      description: 'After navy, charcoal is the most useful suit colour: serious, versatile and flattering.',
      checklist: ['Year-round wool (about 260 g/m²)', 'Shoulders end at your shoulders', 'Jacket covers your seat', 'Budget for hemming and sleeves'],
    },
    {
      name: 'Silk ties in navy and burgundy',
      category: 'Accessories',
      priceRange: '$40 - $90',
      description: 'Two solid or small-pattern silk ties cover most business occasions.',
      checklist: ['100% silk', 'Width matches your lapels', 'Solid or small pattern', 'Tip reaches the belt buckle'],
    },
    {
      name: 'Black cap-toe oxfords',
      category: 'Shoes',
      priceRange: '$150 - $350',
      description: 'The most formal everyday shoe: right for interviews, suits and evening events.',
      checklist: ['Full-grain leather', 'Goodyear-welted or resoleable', 'A thumb of room at the toe', 'Cedar shoe trees to go with them'],
    },
  ],
  'minimalist modern': [
    {
      name: 'Heavyweight black and white tees',
      category: 'Tops',
      priceRange: '$30 - $70',
      description: 'Minimalist outfits live on perfect basics: dense cotton tees that hold their shape.',
      checklist: ['Dense cotton, 200 g/m² or more', 'Crew neck that stays flat', 'Clean, structured fit', 'One black, one white'],
    },
    {
      name: 'Black straight trousers',
      category: 'Bottoms',
      priceRange: '$70 - $160',
      description: 'Clean, straight black trousers anchor a tonal minimalist look.',
      checklist: ['Straight or wide leg', 'No break at the shoe', 'Wool or a matte blend', 'Works with sneakers and boots'],
    },
    {
      name: 'Camel or charcoal wool coat',
      category: 'Outerwear',
      priceRange: '$180 - $400',
      description: 'A long, plain wool coat is the statement piece of a minimal closet.',
      checklist: ['At least 70% wool', 'No extra hardware or logos', 'Ends at or above the knee', 'Fits over a knit'],
    },
    {
      name: 'Minimal leather sneakers',
      category: 'Shoes',
      priceRange: '$100 - $200',
      description: 'Plain white or black leather sneakers go with everything in a minimalist closet.',
      checklist: ['Smooth leather, no logos', 'Slim, low profile', 'Stitched (not glued) sole', 'White or black'],
    },
  ],
};

/** The last resort, valid for any closet: care keeps what is owned wearable. */
const CARE_KIT: Omit<RecommendationDraft, 'key' | 'priority'> = {
  name: 'Clothing care kit',
  category: 'Accessories',
  priceRange: '$30 - $70',
  description: 'Looking after what you own is the cheapest upgrade: shoes, knits and shirts last years longer.',
  checklist: ['Cedar shoe trees', 'Sweater comb or fabric shaver', 'Suede brush and protector spray', 'A handheld steamer'],
};

/**
 * Purchase suggestions for one month from the closet's gaps against the style profile: what is
 * missing outright first (High), then thin categories and profile gaps, then style staples.
 * Pure: the month is passed in. Always between 3 and 6 suggestions.
 */
export function recommendPurchases(input: { closet: readonly RecommendationItem[]; profile: RecommendationProfile; month: number }): RecommendationDraft[] {
  const owned = input.closet.filter((i) => i.status !== 'archived');
  const style = input.profile.preferredStyle.trim().toLowerCase();
  const business = BUSINESS_STYLES.has(style);
  const season = seasonOfMonth(input.month);
  const inCategory = (c: Category) => owned.filter((i) => i.category === c);
  const out: RecommendationDraft[] = [];
  const add = (d: RecommendationDraft) => {
    if (!out.some((o) => o.key === d.key || o.name.toLowerCase() === d.name.toLowerCase())) out.push(d);
  };

  const shoes = inCategory('Shoes');
  if (shoes.length === 0) {
    add(
      business
        ? {
            key: 'shoes:none',
            name: 'Leather loafers or derbies',
            category: 'Shoes',
            priority: 'High',
            priceRange: '$100 - $220',
            description: 'Your closet has no shoes yet. For your style, one pair of leather loafers or derbies covers the office and most evenings.',
            checklist: ['Brown leather goes with the most', 'Leather or Goodyear-welted sole', 'A thumb of room at the toe', 'Matching belt'],
          }
        : {
            key: 'shoes:none',
            name: 'White leather sneakers',
            category: 'Shoes',
            priority: 'High',
            priceRange: '$80 - $150',
            description: 'Your closet has no shoes yet. Clean white leather sneakers go with almost every casual and smart casual outfit.',
            checklist: ['Smooth leather upper', 'Minimal branding', 'Stitched sole', 'No-show socks to go with them'],
          },
    );
  } else if (business && !shoes.some((s) => s.formality === 'business' || s.formality === 'formal' || matchesAny(s, BUSINESS_SHOE_WORDS))) {
    add({
      key: 'shoes:business',
      name: 'Leather dress shoes',
      category: 'Shoes',
      priority: 'High',
      priceRange: '$120 - $250',
      description: `A ${input.profile.preferredStyle} closet needs at least one pair of polished leather shoes; none of your shoes are office-ready yet.`,
      checklist: ['Dark brown or black leather', 'Loafers, derbies or oxfords', 'Resoleable construction', 'Belt in the same colour'],
    });
  }

  if (inCategory('Outerwear').length === 0) {
    const coat =
      season === 'winter'
        ? {
            name: 'Wool overcoat',
            priceRange: '$150 - $350',
            description: 'You have no outerwear for the cold months. A navy, charcoal or camel wool coat works over suits and jeans alike.',
            checklist: ['At least 70% wool', 'Fits over a sweater or blazer', 'Ends at or just above the knee', 'Navy, charcoal or camel'],
          }
        : season === 'summer'
          ? {
              name: 'Light overshirt or denim jacket',
              priceRange: '$50 - $130',
              description: 'You have no outer layer. A light overshirt or denim jacket handles cool summer evenings and air conditioning.',
              checklist: ['Cotton, linen or denim', 'Room for a tee underneath', 'Neutral colour', 'Hip length'],
            }
          : {
              name: 'Lightweight trench or field jacket',
              priceRange: '$90 - $220',
              description: `You have no outerwear for ${season}. A trench or field jacket handles wind, light rain and cool mornings.`,
              checklist: ['Water-resistant cotton', 'Fits over a knit', 'Covers your hips', 'Khaki, navy or olive'],
            };
    add({ key: 'outerwear:none', category: 'Outerwear', priority: 'High', ...coat });
  }

  if (season === 'winter' && !owned.some((i) => i.warmth === 'warm' || matchesAny(i, WARM_WORDS))) {
    add({
      key: 'season:warm',
      name: 'Warm knitwear',
      category: 'Tops',
      priority: 'High',
      priceRange: '$60 - $150',
      description: 'Nothing in your closet is made for the cold. Two wool or cashmere knits make winter outfits warm and smart.',
      checklist: ['Wool, merino or cashmere', 'One crew neck, one roll neck or cardigan', 'Navy, grey or camel', 'Fits under your coat'],
    });
  }
  if (season === 'summer' && !owned.some((i) => i.warmth === 'light' || i.material === 'linen' || matchesAny(i, LIGHT_WORDS))) {
    add({
      key: 'season:light',
      name: 'Breathable linen shirt',
      category: 'Tops',
      priority: 'Medium',
      priceRange: '$40 - $100',
      description: 'Your closet has little for hot days. A linen shirt keeps you cool and still looks put together.',
      checklist: ['100% linen or a linen-cotton blend', 'White, light blue or sand', 'Relaxed but not baggy', 'Straight hem to wear untucked'],
    });
  }

  const tops = inCategory('Tops').length;
  if (tops < MIN_TOPS) {
    add({
      key: 'tops:few',
      name: business ? 'Button-down shirts' : 'Versatile tops',
      category: 'Tops',
      priority: tops < 2 ? 'High' : 'Medium',
      priceRange: '$30 - $80',
      description: `You have ${tops} ${tops === 1 ? 'top' : 'tops'}; ${MIN_TOPS} or more keep outfits from repeating every few days.`,
      checklist: business
        ? ['White oxford shirt', 'Light blue shirt', 'One fine-knit polo or sweater', 'Collars that stay crisp']
        : ['Two plain tees (white, grey)', 'One oxford or casual shirt', 'One knit', 'Colours from your palette'],
    });
  }
  const bottoms = inCategory('Bottoms');
  if (bottoms.length < MIN_BOTTOMS) {
    const jeans = bottoms.some((b) => matchesAny(b, ['jean', 'denim']));
    add({
      key: 'bottoms:few',
      name: business ? 'Tailored trousers' : jeans ? 'Chinos' : 'Dark straight-leg jeans',
      category: 'Bottoms',
      priority: bottoms.length === 0 ? 'High' : 'Medium',
      priceRange: '$50 - $130',
      description: `You have ${bottoms.length} ${bottoms.length === 1 ? 'bottom' : 'bottoms'}; every extra pair multiplies the outfits your tops can make.`,
      checklist: ['Neutral colour (navy, grey, khaki)', 'Straight or slightly tapered leg', 'Hemmed to a slight or no break', 'Works with your current shoes'],
    });
  }

  if (business && !owned.some((i) => matchesAny(i, BLAZER_WORDS) && (i.category === 'Outerwear' || i.category === 'Tops'))) {
    add({
      key: 'blazer:none',
      name: 'Navy blazer',
      category: 'Outerwear',
      priority: style === 'classic professional' ? 'High' : 'Medium',
      priceRange: '$120 - $300',
      description: 'A navy blazer is the backbone of office style: it turns a shirt and trousers into a meeting outfit.',
      checklist: ['Shoulder seam at your shoulder', 'Sleeves show 1 cm of shirt cuff', 'Covers most of your seat', 'Wool or wool blend'],
    });
  }

  for (const essential of input.profile.essentialItems) {
    const wanted = words(essential.name).filter((w) => w.length > 2);
    const ownedAlready = wanted.length > 0 && owned.some((i) => wanted.every((w) => itemWords(i).has(w)));
    if (ownedAlready) continue;
    add({
      key: `essential:${wanted.join(' ')}`,
      name: essential.name,
      category: essential.category,
      priority: essential.priority,
      priceRange: DEFAULT_PRICE[essential.category] ?? '$40 - $120',
      description: essential.description || `${essential.name} is on your essentials list and not in your closet yet.`,
      checklist: [
        `Fits your ${input.profile.preferredStyle} style`,
        'Neutral enough to wear with three things you own',
        'Try it on with your everyday shoes',
        'Check the care label before buying',
      ],
    });
  }

  const colours = new Set(owned.flatMap((i) => words(i.color)));
  const missing = input.profile.colorPalette.filter((c) => !words(c).every((w) => colours.has(w)));
  for (const colour of missing.slice(0, 2)) {
    add({
      key: `colour:${colour.toLowerCase()}`,
      name: `${colour.charAt(0).toUpperCase()}${colour.slice(1).toLowerCase()} knit or shirt`,
      category: 'Tops',
      priority: 'Low',
      priceRange: '$30 - $90',
      description: `${colour} is in your palette but not in your closet. A knit or shirt in ${colour.toLowerCase()} brings it into your outfits.`,
      checklist: [
        `A true ${colour.toLowerCase()}, checked in daylight`,
        'A knit or shirt to wear near your face',
        'Pairs with your neutral bottoms',
        'Washes without fading',
      ],
    });
  }

  if (inCategory('Accessories').length === 0) {
    add({
      key: 'accessories:none',
      name: 'Leather belt',
      category: 'Accessories',
      priority: 'Low',
      priceRange: '$30 - $70',
      description: 'You have no accessories yet. A plain leather belt matching your shoes finishes every tucked-in outfit.',
      checklist: ['Same colour as your most-worn shoes', 'Simple metal buckle', 'About 3 cm wide', 'Fits on the middle hole'],
    });
  }

  // Staples fill the month up to three suggestions, rotated so each month brings different ones.
  const staples = STAPLES[style] ?? STAPLES['smart casual']!;
  for (let k = 0; k < staples.length && out.length < MIN_RECOMMENDATIONS; k++) {
    const staple = staples[(input.month + k) % staples.length]!;
    const key = words(staple.name).filter((w) => w.length > 2);
    if (owned.some((i) => i.category === staple.category && key.filter((w) => itemWords(i).has(w)).length >= 2)) continue;
    add({ key: `staple:${staple.name.toLowerCase()}`, priority: 'Low', ...staple });
  }
  if (out.length < MIN_RECOMMENDATIONS) add({ key: 'care:kit', priority: 'Low', ...CARE_KIT });
  for (let k = 0; out.length < MIN_RECOMMENDATIONS && k < staples.length; k++) {
    const staple = staples[(input.month + k) % staples.length]!;
    add({ key: `staple:${staple.name.toLowerCase()}`, priority: 'Low', ...staple });
  }

  return out
    .map((d, i) => ({ d, i }))
    .sort((a, b) => PRIORITY_ORDER[a.d.priority] - PRIORITY_ORDER[b.d.priority] || a.i - b.i)
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ d }) => d);
}
