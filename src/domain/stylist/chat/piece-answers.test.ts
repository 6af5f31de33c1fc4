import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { buyOneAnswer } from './buy-one';
import { careAnswer } from './care';
import { colourClosetAnswer } from './colour-closet';
import { etiquetteAnswer } from './etiquette';
import { fitAnswer } from './fit';
import { mentionsIn } from './owned-match';
import { piecePairingAnswer } from './piece-pairing';

/** Answers about the person's own pieces: each names the owned pieces the question is about, and only owned pieces as theirs. */
const today = '2026-11-23';
const closet = [
  item({ id: 1, name: 'Tan Suede Boots', category: 'Shoes', color: 'Tan', material: 'suede' }),
  item({ id: 2, name: 'Khaki Chinos', category: 'Bottoms', color: 'Khaki' }),
  item({ id: 3, name: 'Charcoal Trousers', category: 'Bottoms', color: 'Charcoal', formality: 'business' }),
  item({ id: 4, name: 'White Oxford Shirt', category: 'Tops', color: 'White' }),
  item({ id: 5, name: 'Emerald Wrap Dress', category: 'Tops', color: 'Emerald' }),
  item({ id: 6, name: 'Floral Midi Skirt', category: 'Bottoms', color: 'Pink' }),
  item({ id: 7, name: 'Navy Pencil Skirt', category: 'Bottoms', color: 'Navy' }),
  item({ id: 8, name: 'Black Ankle Boots', category: 'Shoes', color: 'Black' }),
  item({ id: 9, name: 'Denim Jacket', category: 'Outerwear', color: 'Blue' }),
  item({ id: 10, name: 'Camel Wool Coat', category: 'Outerwear', color: 'Camel' }),
  item({ id: 11, name: 'Gold Necklace', category: 'Accessories', color: 'Gold' }),
  item({ id: 12, name: 'Dark Jeans', category: 'Bottoms', color: 'Indigo' }),
  item({ id: 13, name: 'White Sneakers', category: 'Shoes', color: 'White' }),
  item({ id: 14, name: 'Black Oxford Shoes', category: 'Shoes', color: 'Black', formality: 'formal' }),
  item({ id: 15, name: 'Navy Merino Sweater', category: 'Tops', color: 'Navy', material: 'wool' }),
  item({ id: 16, name: 'Black Leather Jacket', category: 'Outerwear', color: 'Black', material: 'leather' }),
];
const q = (message: string) => parseQuestion(message, { today });

describe('owned pieces matched by the words written', () => {
  it.each([
    ['can i wear my tan boots w the khaki chinos', [1, 2]],
    ['which shoes go best with the floral skirt', [null, 6]],
    ['is my wrap dress too much for brunch', [5]],
    ['my black boots are scuffed', [8]],
  ])('%s', (message, ids) => {
    expect(mentionsIn(message, q(message).pieces, closet).map((m) => m.item?.id ?? null)).toEqual(ids);
  });
  it('a colour or fabric the item lacks rules it out; several equal candidates are not guessed', () => {
    expect(mentionsIn('my brown boots', ['boots'], closet)[0]!.item).toBeNull();
    expect(mentionsIn('my leather boots', ['boots'], closet)[0]!.item).toBeNull();
    expect(mentionsIn('my skirt', ['skirt'], closet)[0]!.item).toBeNull();
  });
});

describe('pairing', () => {
  const pair = (message: string) => piecePairingAnswer({ question: q(message), message, closet })!;
  it('two named pieces get a verdict naming both, and a third owned piece', () => {
    const a = pair('can i wear my tan boots w the khaki chinos');
    expect(a.text).toMatch(/^Yes: your Tan Suede Boots with your Khaki Chinos\./);
    expect(a.text).toMatch(/Finish it with your White Oxford Shirt/);
  });
  it('two formality levels apart is a no, with what would work instead', () => {
    const a = pair('can i wear my white sneakers with the charcoal trousers');
    expect(a.text).toMatch(/^I'd skip it: your White Sneakers with your Charcoal Trousers\./);
    expect(a.text).toMatch(/Your (Khaki Chinos|Dark Jeans) would work better/);
  });
  it('a category asked gets only owned pieces of that category, never a dress as a top', () => {
    const a = pair('what tops go with my navy pencil skirt');
    expect(a.text).toMatch(/With your Navy Pencil Skirt, your White Oxford Shirt/);
    expect(a.text).not.toMatch(/Wrap Dress/);
    const shoes = pair('which shoes go best w the floral skirt');
    expect(shoes.text).toMatch(/^With your Floral Midi Skirt, your /);
    expect(shoes.text).not.toMatch(/Chinos|Jacket|Coat|Shirt/);
  });
  it.each([
    ['which of my shirts goes best with the navy sweater', /your White Oxford Shirt/],
    ['what colours work with the emerald wrap dress for shoes and jewellery?', /your (Black Ankle Boots|White Sneakers|Tan Suede Boots)/],
    ['wich one of my coats w the dark jeans', /your (Camel Wool Coat|Denim Jacket|Black Leather Jacket)/],
  ])('the kind asked for however it is said: %s', (message, owned) => {
    const a = pair(message);
    expect(a.text).toMatch(owned);
    expect(a.text).not.toMatch(/^Yes|I'd skip/);
  });
  it('two pieces with no colour said get the rule, never a verdict on blank colours', () => {
    const a = pair('should my belt match my shoes');
    expect(a.text).toMatch(/same family \(brown with brown, black with black\)/);
    expect(a.text).not.toMatch(/ and are | and {2}|I don't see shoes/);
  });
  it('a colour asked for a belt names leather colours and says when none is owned', () => {
    const a = pair('what colour belt with navy chinos');
    expect(a.text).toMatch(/You don't own a belt/);
    expect(a.text).toMatch(/brown or black belts work with navy/);
  });
});

describe('colour', () => {
  const colour = (message: string) => colourClosetAnswer({ question: q(message), message, closet })!;
  it('one colour: the rule and the owned pieces that frame it', () => {
    const a = colour('what goes with mustard');
    expect(a.text).toMatch(/^Mustard looks best with neutrals/);
    expect(a.text).toMatch(/your .*(Chinos|Shirt|Jeans|Coat)/);
  });
  it('two colours: the rule and one owned piece of each', () => {
    expect(colour('do navy and camel work').text).toMatch(/try your Navy .* with your Camel Wool Coat/);
  });
  it('a question about skin is answered by the colours that flatter it, not by the closet colour named', () => {
    const a = colourClosetAnswer({ question: q('what colours suit olive skin'), message: 'what colours suit olive skin', closet })!;
    expect(a.text).toMatch(/^With olive skin, /);
    expect(a.text).not.toMatch(/^Olive looks best/);
  });
});

describe('care and storage', () => {
  const care = (message: string) => careAnswer({ question: q(message), closet, message });
  it('the owned piece by its words, and the cause treated', () => {
    expect(care('my kid got marker on my white shirt').text).toMatch(/^For ink or marker on your White Oxford Shirt/);
    expect(care('curry sauce on my khaki chinos').text).toMatch(/^For a curry or turmeric stain on your Khaki Chinos.*sunlight/);
  });
  it('a leather smell is not soaked', () => {
    const a = care('my leather jacket smells musty');
    expect(a.text).toMatch(/Black Leather Jacket/);
    expect(a.text).not.toMatch(/soak it for an hour/);
  });
  it('two problems are both answered', () => {
    const a = care('red wine on my white shirt and it shrank too');
    expect(a.text).toMatch(/wine stain/);
    expect(a.text).toMatch(/shrinking/);
  });
  it('washing and another problem in one message: both answered, and ruining is not rain', () => {
    const message = 'how do i wash my navy merino sweater without ruining it? its also starting to pill';
    const question = q(message);
    expect(question.weather).toEqual([]);
    const a = careAnswer({ question, closet, message });
    expect(a.text).toMatch(/Navy Merino Sweater/);
    expect(a.text).toMatch(/pilling/);
    expect(a.text).toMatch(/wash/i);
  });
  it('storage names each piece with its own method, and the off-season line', () => {
    const a = care('how to store my wool coat and suede boots for summer');
    expect(a.text).toMatch(/your Camel Wool Coat on a wide, shaped hanger/);
    expect(a.text).toMatch(/your Tan Suede Boots .*brush the suede/);
    expect(a.text).toMatch(/vacuum bags only for cotton and synthetics/);
    expect(care('where do i keep my gold necklace so it doesnt knot').text).toMatch(/^Keep your Gold Necklace apart .*clasp fastened/);
    expect(care('no room for my sweaters').text).toMatch(/Fold your Navy Merino Sweater.*To free space/);
  });
});

describe('fit guide: how a garment ought to fit, with no problem named', () => {
  const guide = (message: string) => fitAnswer({ question: q(message), closet, message })!;
  it.each([
    ['how should my denim jacket fit', /^For your Denim Jacket, good fit looks like this: the shoulder seam/],
    ['how are jeans supposed to fit', /^For your Dark Jeans, good fit looks like this: a waist/],
    ['how shoud sneakers fit', /thumb's width/],
  ])('%s', (message, re) => {
    expect(q(message).kind).toBe('fit');
    expect(guide(message).text).toMatch(re);
  });
  it('how long should sleeves be: the sleeve only, on the jacket not the trousers, and no problem invented', () => {
    const message = 'how long should the sleeves on my leather jacket be';
    expect(q(message).fitIssue).toBeNull();
    const a = guide(message);
    expect(a.text).toMatch(/^For your Black Leather Jacket, good fit looks like this: a sleeve that ends at the wrist bone/);
    expect(a.text).not.toMatch(/too long/);
  });
});

describe('fit', () => {
  it('the wrap dress, not another dress, with a quick fix', () => {
    const a = fitAnswer({ question: q('my wrap dress keeps falling open at the top'), closet, message: 'my wrap dress keeps falling open at the top' })!;
    expect(a.text).toMatch(/^For your Emerald Wrap Dress, too loose at the neckline/);
    expect(a.text).toMatch(/snap|safety pin/);
  });
});

describe('an owned piece against the weather', () => {
  it.each([
    [
      'can i wear my tan suede boots in the snow',
      /^I'd keep your Tan Suede Boots for another day: suede/,
      /Wear your Black (Ankle Boots|Oxford Shoes) in the snow instead/,
    ],
    ['is it ok to wear my denim jacket in the rain', /^Yes: your Denim Jacket is fine in the rain/, /./],
    ['can i wear my camel wool coat if its 90 out', /too warm for that heat/, /no coat at all/],
  ])('%s', (message, verdict, instead) => {
    const a = etiquetteAnswer({ question: q(message), message, closet, wardrobe: 'mixed' });
    expect(a.text).toMatch(verdict);
    expect(a.text).toMatch(instead);
  });
});

describe('a dress code explained for the wardrobe and the occasion named', () => {
  it.each([
    ['menswear', /^Business casual means chinos/, /skirt|blouse/],
    ['womenswear', /^Business casual means tailored trousers or a midi skirt/, /\btie\b/],
  ] as const)('%s hears only its own pieces', (wardrobe, meaning, foreign) => {
    const message = 'what does business casual mean';
    const a = etiquetteAnswer({ question: q(message), message, closet, wardrobe });
    expect(a.text).toMatch(meaning);
    expect(a.text.split('From your closet')[0]).not.toMatch(foreign);
  });
  it('names the occasion asked about', () => {
    const message = 'what does smart casual actually mean at a work holiday party';
    expect(etiquetteAnswer({ question: q(message), message, closet, wardrobe: 'mixed' }).text).toMatch(/^At the work holiday party, smart casual means/);
  });
  it('a pairing for a look says the look back', () => {
    const message = 'which shoes should i wear with my khaki chinos for a casual look';
    expect(piecePairingAnswer({ question: q(message), message, closet })!.text).toMatch(/^With your Khaki Chinos for a casual look, your /);
  });
});

describe('etiquette: a rule about colour is not a rule about the piece', () => {
  it('"does it have to be black?" is answered about the colour, naming the owned piece', () => {
    const message = 'is my charcoal trousers ok for a funeral or do they have to be black?';
    const a = etiquetteAnswer({ question: q(message), message, closet, wardrobe: 'mixed' });
    expect(a.text).toMatch(/^Yes/);
    expect(a.text).toMatch(/Charcoal Trousers/);
    expect(a.text).toMatch(/doesn't have to be black: charcoal/);
  });
});

describe('etiquette: a verdict on the piece for the occasion named', () => {
  const etiquette = (message: string) => etiquetteAnswer({ question: q(message), message, closet, wardrobe: 'mixed' }).text;
  it.each([
    ['can I wear jeans to a rehearsal dinner', /^No: a rehearsal dinner calls for cocktail attire, and your Dark Jeans/],
    ['are sneakers ok for a first day at a law firm', /^No: a first day at a law firm calls for business formal attire.*Black Oxford Shoes/],
    ['is my denim jacket ok for a barbecue', /^Yes: a barbecue calls for a casual look/],
    ['is my camel wool coat too formal for a barbecue', /^(It's a little dressy|It's fine): a barbecue/],
    ['is my denim jacket too casual for a barbecue', /^It's fine: a barbecue calls for a casual look, and your Denim Jacket sits right at that level/],
    ['what do people wear to a bris', /^For a bris, guests usually wear/],
    ['does a guest have to wear a dress to a bridal shower', /^No: a dress isn't required at a bridal shower/],
    ['is a jumpsuit ok for a wedding', /^Yes, with a condition: a wedding calls for formal attire, so it has to be a dressy one/],
  ])('%s', (message, re) => {
    expect(etiquette(message)).toMatch(re);
  });
  it('the occasion named is never asked for again', () => {
    expect(etiquette('is a grey suit fine for a funeral')).not.toMatch(/Tell me the occasion/);
  });
});

describe('buying one thing', () => {
  const buy = (message: string) => buyOneAnswer({ question: q(message), message, closet })!.text;
  it('the item, the budget, and the Shop', () => {
    const a = buy('want a good raincoat under 150');
    expect(a).toMatch(/^For a raincoat, look for a waterproof rating/);
    expect(a).toMatch(/\$150 is enough/);
    expect(a).toMatch(/The Shop/);
  });
  it('buy against rent is reasoned with the price', () => {
    expect(buy('should i buy or rent a tux budget 350')).toMatch(
      /Renting costs about \$100–\$200 each time, so with \$350 buying pays for itself by the third wear/,
    );
  });
  it('a tight budget says where to look', () => {
    expect(buy('need a winter coat, max $80')).toMatch(/tight .*second-hand/);
  });
});

describe('an occasion the closet cannot reach names the closest owned outfit', () => {
  it('a funeral with a casual closet: the dressiest dark pieces, and that one outfit at the level is worth finding', () => {
    const casual = [
      item({ id: 1, name: 'Black Turtleneck', category: 'Tops', color: 'Black' }),
      item({ id: 2, name: 'Striped Tee', category: 'Tops', color: 'Navy', subcategory: 'T-shirt' }),
      item({ id: 3, name: 'Black Jeans', category: 'Bottoms', color: 'Black', subcategory: 'Jeans' }),
      item({ id: 4, name: 'Brown Leather Boots', category: 'Shoes', color: 'Brown', subcategory: 'Boots' }),
      item({ id: 5, name: 'Grey Wool Coat', category: 'Outerwear', color: 'Grey', material: 'wool' }),
    ];
    const message = "what's appropriate to wear to a funeral these days?";
    const text = etiquetteAnswer({ question: parseQuestion(message, { today: '2026-11-23' }), message, closet: casual, wardrobe: 'mixed' }).text;
    expect(text).toMatch(/Nothing in your closet reaches .* yet: the closest is your Black Turtleneck, Black Jeans, Brown Leather Boots and Grey Wool Coat/);
  });
});
