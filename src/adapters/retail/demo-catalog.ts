import type { CatalogCategory, CatalogGender, CatalogItem } from './normalize';
import { mulberry32 } from '../../shared/prng';
import { trimEndOf } from '../../shared/plain-text';

/**
 * The bundled demo catalog (issue 13 point 1): men's and general-fashion products across the
 * categories (women's dresses and skirts since issue 26; both departments in every closet
 * category — dresses, skirts, heels, bags, jewellery, activewear, swim, tailoring — since issue
 * 41), the same on every machine (seeded generation, no randomness at run time).
 * Images are drawn from the product itself (`demoProductSvg`) and served by the product.
 */

export const DEMO_COLORS: Record<string, string> = {
  black: '#1b1b1b',
  white: '#f4f4f2',
  navy: '#1f2a44',
  blue: '#2f5da8',
  'light blue': '#a7c7e7',
  gray: '#808080',
  charcoal: '#3a3f45',
  olive: '#5f6b34',
  khaki: '#c3b091',
  tan: '#c8a47a',
  brown: '#6f4e37',
  burgundy: '#6d1a2b',
  cream: '#efe6cc',
  green: '#2c5234',
  rust: '#a0471f',
  denim: '#4f6d8f',
  camel: '#b5835a',
  red: '#b71c1c',
  gold: '#c9a43b',
  silver: '#b8bcc2',
  pink: '#e8a0b4',
};

interface DemoType {
  name: string;
  category: CatalogCategory;
  /** Base price in dollars. */
  price: number;
  colors: string[];
  gender: CatalogGender;
  /** casual, smart or formal: written into the description for search and the stylist's formality rules. */
  formality: 'casual' | 'smart casual' | 'formal';
  material: string;
  blurb: string;
}

const T = (
  name: string,
  category: CatalogCategory,
  price: number,
  colors: string,
  formality: DemoType['formality'],
  material: string,
  blurb: string,
  gender: CatalogGender = 'men',
): DemoType => ({ name, category, price, colors: colors.split(','), gender, formality, material, blurb });

const TYPES: DemoType[] = [
  T(
    'Oxford Shirt',
    'shirts',
    59,
    'white,light blue,blue,navy,gray',
    'smart casual',
    'cotton oxford cloth',
    'A button-down collar shirt that dresses up or down',
  ),
  T('Poplin Dress Shirt', 'shirts', 79, 'white,light blue,gray,navy', 'formal', 'crisp cotton poplin', 'A sharp dress shirt for the office and for ties'),
  T('Linen Shirt', 'shirts', 69, 'white,cream,light blue,olive,tan', 'smart casual', 'breathable linen', 'A relaxed summer shirt that keeps cool'),
  T('Flannel Shirt', 'shirts', 64, 'red,green,navy,brown,charcoal', 'casual', 'brushed cotton flannel', 'A soft checked shirt for cold weekends'),
  T('Crew Neck T-Shirt', 'shirts', 25, 'white,black,gray,navy,olive,burgundy', 'casual', 'heavyweight cotton jersey', 'An everyday tee with a clean crew neck'),
  T('Pocket Tee', 'shirts', 29, 'white,black,gray,navy,rust', 'casual', 'slub cotton', 'A classic tee with a chest pocket', 'unisex'),
  T('Pique Polo Shirt', 'shirts', 49, 'white,navy,black,green,burgundy', 'smart casual', 'cotton pique', 'A polo with a ribbed collar for smart weekends'),
  T('Henley', 'shirts', 39, 'white,gray,navy,olive,brown', 'casual', 'waffle-knit cotton', 'A three-button henley for easy layering'),
  T(
    'Merino Crew Sweater',
    'shirts',
    98,
    'navy,charcoal,gray,burgundy,camel,green',
    'smart casual',
    'fine merino wool',
    'A light sweater over shirts or on its own',
  ),
  T('Cable Knit Sweater', 'shirts', 118, 'cream,navy,gray,green', 'casual', 'chunky wool blend', 'A warm cable knit for winter'),
  T('Hoodie', 'shirts', 69, 'gray,black,navy,olive', 'casual', 'loopback fleece', 'A heavyweight hoodie with a kangaroo pocket', 'unisex'),
  T('Quarter-Zip Pullover', 'shirts', 89, 'navy,charcoal,gray,camel', 'smart casual', 'cotton-cashmere knit', 'A quarter-zip pullover for cool offices'),
  T('Denim Shirt', 'shirts', 74, 'denim,blue,light blue', 'casual', 'washed denim', 'A western-style denim shirt'),
  T('Chambray Shirt', 'shirts', 68, 'light blue,blue', 'smart casual', 'lightweight chambray', 'A chambray shirt between casual and smart'),
  T('Turtleneck', 'shirts', 85, 'black,cream,navy,charcoal', 'smart casual', 'merino rib knit', 'A slim turtleneck for under blazers'),
  T('Slim Chinos', 'pants', 69, 'khaki,navy,olive,tan,gray,black', 'smart casual', 'stretch cotton twill', 'Slim-fit chinos with a tapered leg'),
  T('Straight Jeans', 'pants', 89, 'denim,blue,black,gray', 'casual', 'selvedge denim', 'Straight-leg jeans in rigid denim'),
  T('Slim Jeans', 'pants', 85, 'denim,blue,black', 'casual', 'stretch denim', 'Slim jeans with a little stretch'),
  T('Wool Dress Trousers', 'pants', 129, 'charcoal,navy,gray,black', 'formal', 'tropical wool', 'Flat-front dress trousers for suits and separates'),
  T('Cargo Pants', 'pants', 79, 'olive,khaki,black,tan', 'casual', 'ripstop cotton', 'Utility cargo pants with side pockets'),
  T('Joggers', 'pants', 59, 'gray,black,navy,olive', 'casual', 'fleece-back jersey', 'Tapered joggers with a drawstring waist', 'unisex'),
  T('Chino Shorts', 'pants', 45, 'khaki,navy,olive,white,light blue', 'casual', 'cotton twill', 'Nine-inch chino shorts for summer'),
  T('Pleated Trousers', 'pants', 119, 'camel,charcoal,cream,navy', 'smart casual', 'wool flannel', 'Relaxed pleated trousers with a high rise'),
  T('Corduroy Pants', 'pants', 89, 'brown,olive,navy,cream,rust', 'casual', 'wide-wale corduroy', 'Corduroy pants for autumn'),
  T('Linen Trousers', 'pants', 79, 'cream,tan,navy,white', 'smart casual', 'linen', 'Drawstring linen trousers for warm days'),
  T('Leather Sneakers', 'shoes', 129, 'white,black,navy,tan', 'smart casual', 'full-grain leather', 'Minimal low-top leather sneakers', 'unisex'),
  T('Canvas Sneakers', 'shoes', 59, 'white,black,navy,red,olive', 'casual', 'cotton canvas', 'Vulcanised canvas sneakers', 'unisex'),
  T('Chelsea Boots', 'shoes', 189, 'brown,black,tan', 'smart casual', 'suede', 'Elastic-sided Chelsea boots'),
  T('Penny Loafers', 'shoes', 159, 'brown,black,burgundy', 'smart casual', 'polished leather', 'Classic penny loafers'),
  T('Derby Shoes', 'shoes', 169, 'black,brown,tan', 'formal', 'calf leather', 'Open-laced derby shoes for suits'),
  T('Oxford Dress Shoes', 'shoes', 199, 'black,brown,burgundy', 'formal', 'calf leather', 'Cap-toe Oxford dress shoes for formal wear'),
  T('Suede Desert Boots', 'shoes', 139, 'tan,brown,gray', 'casual', 'suede with crepe sole', 'Ankle-high desert boots'),
  T('Running Trainers', 'shoes', 119, 'black,gray,navy,white', 'casual', 'engineered mesh', 'Cushioned trainers for runs and travel', 'unisex'),
  T('Boat Shoes', 'shoes', 99, 'brown,navy,tan', 'casual', 'oiled leather', 'Moccasin-toe boat shoes'),
  T('Hiking Boots', 'shoes', 179, 'brown,olive,black', 'casual', 'waterproof nubuck', 'Waterproof hiking boots with a lugged sole', 'unisex'),
  T('Denim Jacket', 'jackets', 98, 'denim,blue,black', 'casual', 'rigid denim', 'A trucker jacket in washed denim', 'unisex'),
  T('Bomber Jacket', 'jackets', 129, 'olive,black,navy', 'casual', 'nylon twill', 'A flight bomber with ribbed cuffs'),
  T('Unstructured Blazer', 'jackets', 229, 'navy,charcoal,camel,olive,gray', 'smart casual', 'wool hopsack', 'A soft-shouldered blazer for smart casual days'),
  T('Suit Jacket', 'jackets', 299, 'navy,charcoal,black,gray', 'formal', 'worsted wool', 'A two-button suit jacket for formal occasions'),
  T('Wool Overcoat', 'jackets', 349, 'camel,charcoal,navy,black', 'formal', 'wool-cashmere', 'A knee-length overcoat for winter'),
  T('Trench Coat', 'jackets', 279, 'khaki,navy,black', 'smart casual', 'cotton gabardine', 'A belted double-breasted trench coat', 'unisex'),
  T('Puffer Jacket', 'jackets', 189, 'black,navy,olive,red', 'casual', 'recycled down', 'A warm quilted puffer jacket', 'unisex'),
  T('Field Jacket', 'jackets', 159, 'olive,khaki,navy', 'casual', 'waxed cotton', 'A four-pocket field jacket'),
  T('Leather Jacket', 'jackets', 399, 'black,brown', 'casual', 'lambskin leather', 'A zip-front leather biker jacket'),
  T('Rain Parka', 'jackets', 169, 'navy,olive,black,rust', 'casual', 'waterproof shell', 'A hooded rain parka with taped seams', 'unisex'),
  T('Quilted Vest', 'jackets', 89, 'navy,olive,black', 'casual', 'quilted nylon', 'A light quilted vest for layering'),
  T('Harrington Jacket', 'jackets', 139, 'navy,tan,black,burgundy', 'smart casual', 'cotton poplin', 'A tartan-lined Harrington jacket'),
  T('Chore Coat', 'jackets', 119, 'blue,olive,brown,cream', 'casual', 'cotton canvas', 'A French work chore coat'),
  T('Leather Belt', 'accessories', 45, 'brown,black,tan', 'smart casual', 'bridle leather', 'A one-and-a-half inch leather belt'),
  T('Silk Tie', 'accessories', 59, 'navy,burgundy,green,black,gray', 'formal', 'printed silk', 'A hand-rolled silk tie'),
  T('Wool Scarf', 'accessories', 55, 'gray,navy,camel,burgundy,green', 'casual', 'lambswool', 'A brushed lambswool scarf', 'unisex'),
  T('Knit Beanie', 'accessories', 29, 'black,gray,navy,olive,rust', 'casual', 'merino rib knit', 'A ribbed beanie with a turn-up', 'unisex'),
  T('Baseball Cap', 'accessories', 32, 'navy,black,khaki,olive,white', 'casual', 'washed cotton twill', 'A six-panel cap with a leather strap', 'unisex'),
  T('Leather Wallet', 'accessories', 65, 'black,brown,tan', 'smart casual', 'vegetable-tanned leather', 'A slim bifold wallet'),
  T('Canvas Tote Bag', 'bags', 49, 'cream,navy,olive,black', 'casual', 'heavy canvas', 'A sturdy everyday tote bag', 'unisex'),
  T('Sunglasses', 'accessories', 89, 'black,brown,tan', 'casual', 'acetate frame', 'Classic wayfarer sunglasses', 'unisex'),
  T('Chronograph Watch', 'accessories', 249, 'black,brown,navy', 'smart casual', 'stainless steel', 'A chronograph watch on a leather strap'),
  T('Dress Socks', 'accessories', 18, 'navy,black,gray,burgundy', 'formal', 'mercerised cotton', 'Mid-calf dress socks'),
  T('Leather Gloves', 'accessories', 79, 'black,brown', 'smart casual', 'cashmere-lined leather', 'Cashmere-lined leather gloves'),
  T('Canvas Backpack', 'bags', 119, 'olive,navy,black,tan', 'casual', 'waxed canvas', 'A roll-top backpack for commuting', 'unisex'),
  T('Pocket Square', 'accessories', 25, 'white,navy,burgundy,light blue', 'formal', 'silk twill', 'A silk pocket square'),
  // Issue 26: what the dress codes ask for (appended, so the ids of the types above never move).
  T('Tuxedo', 'suits', 549, 'black,navy', 'formal', 'wool barathea with satin lapels', 'A peak-lapel dinner suit for black tie evenings'),
  T('Wool Suit', 'suits', 449, 'navy,charcoal,gray', 'formal', 'worsted wool', 'A two-piece suit for weddings, interviews and formal days'),
  T('Cocktail Dress', 'dresses', 179, 'black,navy,burgundy,green', 'formal', 'crepe', 'A knee-length cocktail dress for evening parties', 'women'),
  T('Evening Gown', 'dresses', 329, 'black,navy,burgundy', 'formal', 'silk satin', 'A floor-length evening gown for black tie', 'women'),
  T('Wrap Dress', 'dresses', 129, 'navy,green,rust,black', 'smart casual', 'jersey', 'A wrap dress that goes from the office to dinner', 'women'),
  T('Pencil Skirt', 'skirts', 89, 'black,navy,charcoal,camel', 'smart casual', 'stretch wool', 'A tailored pencil skirt for the office', 'women'),
  T('Pleated Midi Skirt', 'skirts', 99, 'navy,green,camel,black', 'smart casual', 'pleated crepe', 'A flowing pleated midi skirt', 'women'),
  T('Leather Tote', 'bags', 199, 'black,brown,tan', 'smart casual', 'pebbled leather', 'A structured leather tote for work', 'unisex'),
  T('Leather Briefcase', 'bags', 249, 'brown,black', 'formal', 'vegetable-tanned leather', 'A slim briefcase for documents and a laptop'),
  T('Evening Clutch', 'bags', 89, 'black,gold,silver', 'formal', 'satin', 'A small clutch for formal evenings', 'women'),
  // Issue 41: both departments in every closet category (appended, so the ids above never move).
  T('Midi Slip Dress', 'dresses', 119, 'black,navy,green,burgundy,cream', 'smart casual', 'satin', 'A bias-cut slip dress that layers under knits', 'women'),
  T('Shirt Dress', 'dresses', 99, 'white,light blue,khaki,navy', 'smart casual', 'cotton poplin', 'A belted shirt dress for the office and weekends', 'women'),
  T('Linen Sundress', 'dresses', 89, 'white,cream,blue,rust', 'casual', 'linen', 'A strappy sundress for hot days', 'women'),
  T('Knit Sweater Dress', 'dresses', 129, 'camel,gray,black,burgundy', 'smart casual', 'ribbed wool blend', 'A warm knit dress for winter', 'women'),
  T('Maxi Dress', 'dresses', 139, 'green,navy,rust,black', 'casual', 'flowing viscose', 'A floor-length maxi dress for summer evenings', 'women'),
  T('Sheath Dress', 'dresses', 149, 'black,navy,charcoal,red', 'formal', 'stretch crepe', 'A tailored sheath dress for work and formal days', 'women'),
  T('Wide-Leg Jumpsuit', 'dresses', 139, 'black,navy,olive', 'smart casual', 'crepe', 'A belted jumpsuit with wide legs', 'women'),
  T('A-Line Skirt', 'skirts', 79, 'navy,black,camel,green', 'smart casual', 'cotton twill', 'A knee-length A-line skirt', 'women'),
  T('Denim Mini Skirt', 'skirts', 59, 'denim,blue,black,white', 'casual', 'rigid denim', 'A five-pocket denim mini skirt', 'women'),
  T('Satin Midi Skirt', 'skirts', 95, 'black,cream,green,burgundy', 'smart casual', 'satin', 'A bias-cut satin midi skirt', 'women'),
  T('Pointed Pumps', 'shoes', 139, 'black,tan,red,navy', 'formal', 'patent leather', 'Pointed-toe pumps on a slim high heel', 'women'),
  T('Block Heels', 'shoes', 119, 'black,tan,burgundy,cream', 'smart casual', 'suede', 'Block-heel shoes with an ankle strap for all-day wear', 'women'),
  T('Slingback Heels', 'shoes', 129, 'black,cream,red', 'formal', 'leather', 'Kitten-heel slingbacks for evenings and offices', 'women'),
  T('Strappy Heeled Sandals', 'shoes', 109, 'black,gold,silver,tan', 'formal', 'leather', 'Strappy high-heel sandals for parties', 'women'),
  T('Ballet Flats', 'shoes', 89, 'black,tan,red,navy', 'smart casual', 'soft leather', 'Round-toe ballet flats', 'women'),
  T('Ankle Boots', 'shoes', 169, 'black,brown,tan', 'smart casual', 'suede', 'Heeled ankle boots with a side zip', 'women'),
  T('Knee-High Boots', 'shoes', 229, 'black,brown', 'smart casual', 'leather', 'Knee-high boots on a block heel', 'women'),
  T('Crossbody Bag', 'bags', 129, 'black,tan,burgundy,cream', 'casual', 'pebbled leather', 'A small crossbody bag with an adjustable strap', 'women'),
  T('Shoulder Bag', 'bags', 159, 'black,brown,cream,navy', 'smart casual', 'smooth leather', 'A structured shoulder bag for work', 'women'),
  T('Leather Handbag', 'bags', 219, 'black,tan,burgundy', 'smart casual', 'saffiano leather', 'A top-handle handbag', 'women'),
  T('Weekender Duffel Bag', 'bags', 179, 'navy,olive,brown', 'casual', 'waxed canvas', 'A weekender duffel bag for short trips', 'unisex'),
  T('Messenger Bag', 'bags', 139, 'black,brown,olive', 'smart casual', 'leather', 'A messenger bag for a laptop'),
  T('Hoop Earrings', 'accessories', 59, 'gold,silver', 'smart casual', 'gold-plated brass', 'Everyday hoop earrings (jewellery)', 'women'),
  T('Pendant Necklace', 'accessories', 69, 'gold,silver', 'smart casual', 'sterling silver', 'A fine chain necklace with a pendant (jewellery)', 'women'),
  T('Chain Bracelet', 'accessories', 49, 'gold,silver', 'smart casual', 'sterling silver', 'A curb chain bracelet (jewellery)', 'unisex'),
  T('Pearl Stud Earrings', 'accessories', 79, 'cream,white', 'formal', 'freshwater pearl', 'Pearl stud earrings for formal days (jewellery)', 'women'),
  T('Signet Ring', 'accessories', 89, 'gold,silver', 'smart casual', 'sterling silver', 'A polished signet ring (jewellery)'),
  T('Silk Scarf', 'accessories', 69, 'navy,burgundy,cream,green', 'smart casual', 'silk twill', 'A printed silk square scarf', 'women'),
  T(
    'Sports Bra',
    'shirts',
    45,
    'black,gray,navy,pink',
    'casual',
    'moisture-wicking stretch jersey',
    'A medium-support sports bra for the gym and yoga (activewear)',
    'women',
  ),
  T(
    'High-Rise Leggings',
    'pants',
    69,
    'black,navy,gray,olive',
    'casual',
    'sculpting stretch jersey',
    'Squat-proof high-rise leggings for workouts (activewear)',
    'women',
  ),
  T('Running Shorts', 'pants', 45, 'black,navy,gray', 'casual', 'lightweight ripstop', 'Lined running shorts (activewear)', 'unisex'),
  T('Performance Tee', 'shirts', 39, 'black,gray,navy,white,green', 'casual', 'quick-dry mesh', 'A breathable training tee for the gym (activewear)'),
  T('Track Jacket', 'jackets', 89, 'black,navy,green', 'casual', 'tricot', 'A zip-up track jacket (activewear)', 'unisex'),
  T('Yoga Tank', 'shirts', 39, 'black,gray,pink,green', 'casual', 'stretch modal', 'A relaxed tank for yoga and the gym (activewear)', 'women'),
  T('One-Piece Swimsuit', 'dresses', 89, 'black,navy,red,green', 'casual', 'recycled swim jersey', 'A scoop-back one-piece swimsuit (swimwear)', 'women'),
  T('Swim Shorts', 'pants', 59, 'navy,blue,green,red', 'casual', 'quick-dry swim nylon', 'Mid-length swim shorts with a drawstring (swimwear)'),
  T('Tailored Blazer', 'jackets', 199, 'black,navy,camel,cream', 'smart casual', 'stretch wool', 'A single-breasted tailored blazer for work', 'women'),
  T('Trouser Suit', 'suits', 349, 'black,navy,charcoal,camel', 'formal', 'wool crepe', 'A tailored two-piece trouser suit (tailoring)', 'women'),
  T('Wide-Leg Trousers', 'pants', 99, 'black,navy,camel,cream', 'smart casual', 'crepe', 'High-waisted wide-leg trousers', 'women'),
  T('Silk Blouse', 'shirts', 109, 'cream,white,black,navy,burgundy', 'smart casual', 'washable silk', 'A fluid silk blouse for work and evenings', 'women'),
  T('Fine-Knit Cardigan', 'shirts', 89, 'cream,gray,navy,camel', 'smart casual', 'merino wool', 'A fine-gauge cardigan', 'women'),
  T('Straight Jeans', 'pants', 89, 'denim,blue,black', 'casual', 'organic denim', 'High-rise straight-leg jeans', 'women'),
  T('White Leather Sneakers', 'shoes', 119, 'white', 'casual', 'leather', 'Clean low-top leather sneakers', 'women'),
  T('Wool Wrap Coat', 'jackets', 289, 'camel,black,gray,navy', 'smart casual', 'wool-cashmere', 'A belted wrap coat for winter', 'women'),
  // Issue 41, held-out set: the everyday pieces a mid-range store carries in each department that the
  // catalog lacked (appended, so the ids above never move). Women's first, then men's.
  T('Crew Neck T-Shirt', 'shirts', 25, 'white,black,gray,navy,pink', 'casual', 'organic cotton jersey', 'An everyday tee with a crew neck', 'women'),
  T(
    'Ribbed Tank Top',
    'shirts',
    22,
    'white,black,gray,cream,navy',
    'casual',
    'ribbed cotton jersey',
    'A fitted sleeveless tank top for layering or on its own',
    'women',
  ),
  T('Satin Cami Top', 'shirts', 55, 'black,cream,pink,green', 'smart casual', 'satin', 'A bias-cut camisole with thin adjustable straps', 'women'),
  T('Long-Sleeve Bodysuit', 'shirts', 42, 'black,white,cream', 'casual', 'stretch jersey', 'A scoop-neck bodysuit that stays tucked in', 'women'),
  T('Breton Striped Top', 'shirts', 49, 'navy,cream,black', 'casual', 'heavy cotton', 'A long-sleeve striped Breton top', 'women'),
  T(
    'Cotton Poplin Shirt',
    'shirts',
    69,
    'white,light blue,pink,black',
    'smart casual',
    'cotton poplin',
    'A crisp button-down shirt for work and weekends',
    'women',
  ),
  T('Relaxed Linen Shirt', 'shirts', 69, 'white,cream,blue,tan', 'casual', 'washed linen', 'An oversized button-up linen shirt for warm days', 'women'),
  T('Crew Neck Jumper', 'shirts', 79, 'cream,gray,navy,camel,black', 'smart casual', 'lambswool', 'A classic crew neck jumper (sweater)', 'women'),
  T('Cashmere V-Neck Sweater', 'shirts', 149, 'camel,gray,cream,black', 'smart casual', 'pure cashmere', 'A soft V-neck cashmere sweater', 'women'),
  T(
    'Chunky Knit Cardigan',
    'shirts',
    99,
    'cream,camel,gray,green',
    'casual',
    'chunky wool blend',
    'An oversized button-front cardigan in a chunky knit',
    'women',
  ),
  T('Puffer Gilet', 'jackets', 79, 'black,navy,cream,olive', 'casual', 'recycled down', 'A quilted puffer gilet (vest) for layering', 'women'),
  T('Linen Trousers', 'pants', 79, 'white,cream,black,tan,navy', 'smart casual', 'linen', 'Wide-leg drawstring linen trousers for warm days', 'women'),
  T(
    'Tailored Cigarette Trousers',
    'pants',
    89,
    'black,navy,camel,gray',
    'smart casual',
    'stretch crepe',
    'Slim tailored trousers with a pressed crease for the office',
    'women',
  ),
  T('Denim Shorts', 'pants', 45, 'denim,blue,white,black', 'casual', 'rigid denim', 'High-rise denim shorts with a frayed hem', 'women'),
  T('Linen Shorts', 'pants', 45, 'white,cream,tan,black', 'casual', 'linen', 'Paper-bag waist linen shorts for summer', 'women'),
  T('Bike Shorts', 'pants', 35, 'black,navy,olive', 'casual', 'sculpting stretch jersey', 'High-rise bike shorts for workouts (activewear)', 'women'),
  T('Linen Jumpsuit', 'dresses', 109, 'tan,black,olive', 'casual', 'linen', 'A sleeveless linen jumpsuit with a tie waist', 'women'),
  T(
    'Triangle Bikini',
    'dresses',
    65,
    'black,navy,red,pink',
    'casual',
    'recycled swim jersey',
    'A two-piece triangle bikini with tie sides (swimwear)',
    'women',
  ),
  T('Beach Cover-Up', 'dresses', 59, 'white,blue,black', 'casual', 'cotton voile', 'A loose kaftan cover-up for the beach and pool (swimwear)', 'women'),
  T('Leather Mules', 'shoes', 109, 'black,tan,cream', 'smart casual', 'leather', 'Backless pointed mules on a low block heel', 'women'),
  T('Flat Slide Sandals', 'shoes', 55, 'black,tan,white,gold', 'casual', 'leather', 'Flat slide sandals with a wide strap', 'women'),
  T('Espadrille Wedges', 'shoes', 79, 'cream,tan,black', 'casual', 'canvas and jute', 'Wedge espadrille sandals with ankle ties', 'women'),
  T('Leather Loafers', 'shoes', 119, 'black,burgundy,tan', 'smart casual', 'polished leather', 'Chunky-sole leather loafers', 'women'),
  T('Slim Leather Belt', 'accessories', 45, 'black,tan,brown', 'smart casual', 'smooth leather', 'A slim leather belt with a gold-tone buckle', 'women'),
  T('Straw Sun Hat', 'accessories', 49, 'tan,cream,black', 'casual', 'woven paper straw', 'A wide-brim straw sun hat for the beach and holidays', 'women'),
  T('Bucket Hat', 'accessories', 32, 'black,cream,khaki,olive', 'casual', 'cotton twill', 'A cotton bucket hat that shades the sun', 'unisex'),
  T('Crew Neck Jumper', 'shirts', 79, 'navy,gray,green,cream,burgundy', 'smart casual', 'lambswool', 'A classic crew neck jumper (sweater) in soft lambswool'),
  T('Shawl Collar Cardigan', 'shirts', 99, 'navy,charcoal,cream,camel', 'smart casual', 'chunky lambswool', 'A button-front cardigan with a shawl collar'),
  T('Crewneck Sweatshirt', 'shirts', 55, 'gray,navy,black,green', 'casual', 'loopback cotton', 'A crew neck sweatshirt for weekends', 'unisex'),
  T('Cotton Tank Top', 'shirts', 22, 'white,black,gray,navy', 'casual', 'cotton jersey', 'A sleeveless tank top (vest) for hot days and the gym'),
  T('Wool Overshirt', 'shirts', 89, 'charcoal,olive,navy,brown', 'casual', 'wool blend', 'A heavy overshirt worn as a light jacket'),
  T('Puffer Gilet', 'jackets', 99, 'black,navy,olive', 'casual', 'recycled down', 'A down-filled puffer gilet (body warmer) for layering'),
  T('Suit Waistcoat', 'suits', 119, 'navy,charcoal,gray', 'formal', 'worsted wool', 'A five-button suit waistcoat for three-piece tailoring'),
  T('Linen Shorts', 'pants', 49, 'cream,navy,olive,tan', 'casual', 'linen', 'Drawstring linen shorts for summer'),
  T('Board Shorts', 'pants', 55, 'navy,blue,green,black', 'casual', 'quick-dry stretch', 'Longer board shorts for surfing and the beach (swimwear)'),
  T('Swim Trunks', 'pants', 45, 'navy,black,red,blue', 'casual', 'quick-dry nylon', 'Short swim trunks with a mesh lining (swimwear)'),
  T('Pool Slides', 'shoes', 35, 'black,navy,white', 'casual', 'moulded rubber', 'Slip-on pool slides for the beach and gym', 'unisex'),
  T('Leather Sandals', 'shoes', 89, 'brown,tan,black', 'casual', 'leather', 'Two-strap leather sandals for summer'),
  T('Straw Panama Hat', 'accessories', 69, 'cream,tan', 'smart casual', 'toquilla straw', 'A Panama sun hat with a grosgrain band'),
];

const BRANDS = ['Northfield', 'Harbor & Pine', 'Atlas Standard', 'Common Thread', 'Kestrel', 'Urban Loom', 'Bellweather', 'Grayson Supply'];
const FITS: Record<CatalogCategory, string[]> = {
  shirts: ['Classic', 'Slim', 'Relaxed'],
  pants: ['Slim', 'Straight', 'Tapered'],
  shoes: ['Classic', 'Everyday', 'Premium'],
  jackets: ['Classic', 'Lightweight', 'Heritage'],
  accessories: ['Classic', 'Everyday', 'Premium'],
  suits: ['Classic', 'Slim', 'Modern'],
  dresses: ['Classic', 'Fitted', 'Flowing'],
  skirts: ['Classic', 'Fitted', 'Flowing'],
  bags: ['Classic', 'Everyday', 'Premium'],
};

const capitalize = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Every demo product: one per type and colour plus a second line per type for the first colours, about 1,020 in all. */
export function demoCatalog(productBaseUrl: string, imageBase: string): CatalogItem[] {
  const base = trimEndOf(productBaseUrl, '/');
  const items: CatalogItem[] = [];
  TYPES.forEach((type, typeIndex) => {
    const random = mulberry32(9001 + typeIndex * 7919);
    const lines = [0, 1];
    for (const line of lines) {
      const colors = line === 0 ? type.colors : type.colors.slice(0, 3);
      colors.forEach((color, colorIndex) => {
        const brand = BRANDS[(typeIndex * 3 + colorIndex + line * 5) % BRANDS.length]!;
        const fit = line === 0 ? '' : `${FITS[type.category][(typeIndex + colorIndex) % 3]!} `;
        const name = `${fit}${capitalize(color)} ${type.name}`;
        const externalId = `demo-${typeIndex + 1}-${line + 1}-${colorIndex + 1}`;
        const variation = 0.85 + random() * 0.4;
        const dollars = Math.max(9, Math.round(type.price * variation * (line === 1 ? 1.15 : 1))) - 0.01;
        items.push({
          externalId,
          name,
          brand,
          priceCents: Math.round(dollars * 100),
          currency: 'USD',
          imageUrl: `${imageBase}/${externalId}.png`,
          productUrl: `${base}/products/${externalId}`,
          description: `${type.blurb}, in ${color} ${type.material}. ${capitalize(type.formality)} — by ${brand}.`,
          colors: [color],
          category: type.category,
          gender: type.gender,
          inStock: random() > 0.06,
        });
      });
    }
  });
  return items;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SHAPES: Record<CatalogCategory, string> = {
  shirts: 'M140 120 L200 95 Q240 120 280 95 L340 120 L390 200 L345 225 L330 200 L330 400 L150 400 L150 200 L135 225 L90 200 Z',
  pants: 'M160 90 L320 90 L340 410 L265 410 L240 200 L215 410 L140 410 Z',
  shoes: 'M90 300 Q95 230 150 230 L220 240 Q260 270 330 280 Q390 290 395 330 L395 350 L90 350 Z',
  jackets: 'M150 100 L210 90 L240 150 L270 90 L330 100 L395 190 L385 410 L95 410 L85 190 Z',
  accessories: 'M240 110 A130 130 0 1 1 239.9 110 Z M240 170 A70 70 0 1 0 240.1 170 Z',
  suits: 'M150 100 L210 90 L240 200 L270 90 L330 100 L390 190 L380 300 L330 300 L340 410 L255 410 L240 320 L225 410 L140 410 L150 300 L100 300 L90 190 Z',
  dresses: 'M195 90 L285 90 L300 170 L270 230 L360 410 L120 410 L210 230 L180 170 Z',
  skirts: 'M170 150 L310 150 L370 400 L110 400 Z',
  bags: 'M120 200 L360 200 L380 400 L100 400 Z M190 200 Q190 120 240 120 Q290 120 290 200 L270 200 Q270 140 240 140 Q210 140 210 200 Z',
};

/** A product drawing: the category's silhouette in the product's colour, with its brand, for `sharp` to render. */
export function demoProductSvg(item: Pick<CatalogItem, 'category' | 'colors' | 'brand' | 'name'>): string {
  const fill = DEMO_COLORS[item.colors[0] ?? ''] ?? '#777777';
  const light = ['white', 'cream', 'light blue', 'khaki', 'tan'].includes(item.colors[0] ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
<rect width="480" height="600" fill="#f1efea"/>
<path d="${SHAPES[item.category]}" fill="${fill}" fill-rule="evenodd" stroke="${light ? '#9a968c' : 'none'}" stroke-width="3"/>
<text x="240" y="490" font-family="sans-serif" font-size="30" font-weight="bold" fill="#333" text-anchor="middle">${escapeXml(item.brand)}</text>
<text x="240" y="535" font-family="sans-serif" font-size="20" fill="#666" text-anchor="middle">${escapeXml(item.name.slice(0, 36))}</text>
</svg>`;
}
