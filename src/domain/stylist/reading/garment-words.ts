/*
 * The garment words on their own, with nothing imported: the destination table reads them too ('a Panama hat' is no trip),
 * and the vocabulary reads the destination table's place words, so the words live where both can import them.
 */

/** Garments, each as the forms people write ('trainers' and 'sneakers' are rows of their own). */
// prettier-ignore
export const GARMENT_WORDS = [
  'shirt', 'shirts', 'tee', 'tees', 't-shirt', 't-shirts', 'tshirt', 'blouse', 'blouses', 'top', 'tops', 'sweater', 'sweaters', 'jumper', 'jumpers',
  'cardigan', 'cardigans', 'hoodie', 'hoodies', 'sweatshirt', 'sweatshirts', 'turtleneck', 'turtlenecks', 'polo', 'polos', 'camisole', 'tank',
  'jacket', 'jackets', 'coat', 'coats', 'overcoat', 'topcoat', 'peacoat', 'blazer', 'blazers', 'trench', 'parka', 'parkas', 'puffer', 'raincoat', 'slicker', 'windbreaker',
  'vest', 'vests', 'waistcoat', 'gilet', 'fleece', 'suit', 'suits', 'tuxedo', 'tux',
  'jeans', 'denim', 'chinos', 'khakis', 'trousers', 'pants', 'slacks', 'shorts', 'skirt', 'skirts', 'leggings', 'joggers', 'sweatpants', 'overalls',
  'dress', 'dresses', 'gown', 'gowns', 'sundress', 'bra', 'bras', 'jersey', 'jerseys', 'jumpsuit', 'jumpsuits', 'romper', 'swimsuit', 'swimsuits', 'bikini', 'trunks', 'swimwear',
  'shoes', 'shoe', 'boots', 'boot', 'sneakers', 'sneaker', 'trainers', 'loafers', 'loafer', 'heels', 'pumps', 'stilettos', 'sandals', 'sandal',
  'flats', 'oxfords', 'brogues', 'derbies', 'mules', 'clogs', 'runners', 'slippers', 'footwear', 'wellies', 'wellingtons',
  'tie', 'ties', 'bowtie', 'scarf', 'scarves', 'belt', 'belts', 'bag', 'bags', 'handbag', 'purse', 'clutch', 'tote', 'backpack',
  'hat', 'hats', 'cap', 'beanie', 'gloves', 'mittens', 'watch', 'necklace', 'earrings', 'bracelet', 'jewellery', 'jewelry', 'socks', 'tights',
  'sunglasses', 'umbrella', 'outfit', 'outfits', 'clothes', 'clothing', 'wardrobe', 'closet', 'layer', 'layers', 'accessories',
] as const;
