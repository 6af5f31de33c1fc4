-- Issue 27: the categories real closets have. Pieces filed on the old five shelves move where they
-- belong, then every subcategory is mapped onto its category's list (ADR 0092). Only text columns
-- change, so the schema is untouched; the words below are frozen with this migration on purpose.
-- Dresses, jumpsuits and rompers filed as tops or bottoms ('dress shirt', 'dress trousers'... are not dresses).
UPDATE "clothing_items" SET "category" = 'Dresses & jumpsuits'
WHERE "category" IN ('Tops', 'Bottoms')
  AND regexp_replace(lower(coalesce("subcategory", '') || ' ' || "name"), '\mdress(es)? (shirt|pant|trouser|shoe|slack|boot|watch|sock|coat|suit)', ' ', 'g')
      ~ '\m(dress(es)?|sundress(es)?|gowns?|jumpsuits?|rompers?|playsuits?|boilersuits?|catsuits?)\M';
--> statement-breakpoint
UPDATE "clothing_items" SET "category" = 'Bags'
WHERE "category" = 'Accessories'
  AND lower(coalesce("subcategory", '') || ' ' || "name") ~ '\m(bags?|handbags?|totes?|clutch(es)?|backpacks?|purses?|crossbody|satchels?|briefcases?|rucksacks?|duffels?)\M';
--> statement-breakpoint
UPDATE "clothing_items" SET "category" = 'Jewellery'
WHERE "category" = 'Accessories'
  AND lower(coalesce("subcategory", '') || ' ' || "name") ~ '\m(jewell?e?ry|necklaces?|earrings?|bracelets?|rings?|brooch(es)?|cufflinks?|pendants?|bangles?|anklets?)\M';
--> statement-breakpoint
-- Tailoring only where the words say so: a blazer or suit jacket filed as outerwear, a waistcoat
-- filed as a top or outerwear, suit or tuxedo trousers filed as bottoms. A 'vest' may be a puffer and stays.
UPDATE "clothing_items" SET "category" = 'Suits & tailoring'
WHERE ("category" = 'Outerwear'
    AND lower(coalesce("subcategory", '') || ' ' || "name") ~ '\m(blazers?|suit jackets?|tuxedo|tuxedo jackets?|dinner jackets?|sport ?coats?|sports coats?|waistcoats?)\M')
   OR ("category" = 'Tops' AND lower(coalesce("subcategory", '') || ' ' || "name") ~ '\mwaistcoats?\M')
   OR ("category" = 'Bottoms'
    AND lower(coalesce("subcategory", '') || ' ' || "name") ~ '\m(suit|tuxedo) (trousers?|pants|skirts?)\M');
--> statement-breakpoint
-- Each subcategory becomes its list's entry: the same words in any case, else the longest entry it
-- names as whole words ('Navy wool coat' → 'Wool coat', 'Oxford shoes' → 'Oxfords'), else 'Other'.
WITH "allowed"("category", "subcategory") AS (
  VALUES
  ('Tops', 'T-shirt'),
  ('Tops', 'Shirt'),
  ('Tops', 'Oxford shirt'),
  ('Tops', 'Dress shirt'),
  ('Tops', 'Polo'),
  ('Tops', 'Blouse'),
  ('Tops', 'Tank top'),
  ('Tops', 'Camisole'),
  ('Tops', 'Bodysuit'),
  ('Tops', 'Sweater'),
  ('Tops', 'Cardigan'),
  ('Tops', 'Sweatshirt'),
  ('Tops', 'Hoodie'),
  ('Tops', 'Turtleneck'),
  ('Bottoms', 'Jeans'),
  ('Bottoms', 'Trousers'),
  ('Bottoms', 'Chinos'),
  ('Bottoms', 'Dress trousers'),
  ('Bottoms', 'Shorts'),
  ('Bottoms', 'Skirt'),
  ('Bottoms', 'Leggings'),
  ('Bottoms', 'Joggers'),
  ('Dresses & jumpsuits', 'Mini dress'),
  ('Dresses & jumpsuits', 'Midi dress'),
  ('Dresses & jumpsuits', 'Maxi dress'),
  ('Dresses & jumpsuits', 'Shirt dress'),
  ('Dresses & jumpsuits', 'Slip dress'),
  ('Dresses & jumpsuits', 'Sweater dress'),
  ('Dresses & jumpsuits', 'Gown'),
  ('Dresses & jumpsuits', 'Jumpsuit'),
  ('Dresses & jumpsuits', 'Romper'),
  ('Dresses & jumpsuits', 'Playsuit'),
  ('Outerwear', 'Jacket'),
  ('Outerwear', 'Denim jacket'),
  ('Outerwear', 'Leather jacket'),
  ('Outerwear', 'Bomber'),
  ('Outerwear', 'Coat'),
  ('Outerwear', 'Wool coat'),
  ('Outerwear', 'Trench coat'),
  ('Outerwear', 'Parka'),
  ('Outerwear', 'Puffer'),
  ('Outerwear', 'Raincoat'),
  ('Outerwear', 'Vest'),
  ('Suits & tailoring', 'Suit jacket'),
  ('Suits & tailoring', 'Blazer'),
  ('Suits & tailoring', 'Tuxedo jacket'),
  ('Suits & tailoring', 'Waistcoat'),
  ('Suits & tailoring', 'Suit trousers'),
  ('Suits & tailoring', 'Tuxedo trousers'),
  ('Suits & tailoring', 'Suit skirt'),
  ('Shoes', 'Sneakers'),
  ('Shoes', 'Loafers'),
  ('Shoes', 'Oxfords'),
  ('Shoes', 'Derbies'),
  ('Shoes', 'Boots'),
  ('Shoes', 'Chelsea boots'),
  ('Shoes', 'Heels'),
  ('Shoes', 'Flats'),
  ('Shoes', 'Sandals'),
  ('Shoes', 'Mules'),
  ('Shoes', 'Slides'),
  ('Bags', 'Tote'),
  ('Bags', 'Shoulder bag'),
  ('Bags', 'Crossbody'),
  ('Bags', 'Clutch'),
  ('Bags', 'Backpack'),
  ('Bags', 'Belt bag'),
  ('Bags', 'Briefcase'),
  ('Accessories', 'Belt'),
  ('Accessories', 'Scarf'),
  ('Accessories', 'Hat'),
  ('Accessories', 'Cap'),
  ('Accessories', 'Tie'),
  ('Accessories', 'Bow tie'),
  ('Accessories', 'Sunglasses'),
  ('Accessories', 'Gloves'),
  ('Accessories', 'Socks'),
  ('Accessories', 'Watch'),
  ('Jewellery', 'Necklace'),
  ('Jewellery', 'Earrings'),
  ('Jewellery', 'Bracelet'),
  ('Jewellery', 'Ring'),
  ('Jewellery', 'Brooch'),
  ('Jewellery', 'Cufflinks'),
  ('Activewear', 'Sports bra'),
  ('Activewear', 'Training top'),
  ('Activewear', 'Leggings'),
  ('Activewear', 'Running shorts'),
  ('Activewear', 'Joggers'),
  ('Activewear', 'Track pants'),
  ('Activewear', 'Track jacket'),
  ('Swim', 'Swimsuit'),
  ('Swim', 'Bikini'),
  ('Swim', 'Swim trunks'),
  ('Swim', 'Swim shorts'),
  ('Swim', 'Rash guard'),
  ('Swim', 'Cover-up')
),
"mapped" AS (
  SELECT i."id",
    coalesce(
      (SELECT a."subcategory" FROM "allowed" a WHERE a."category" = i."category" AND lower(a."subcategory") = lower(trim(i."subcategory"))),
      (SELECT a."subcategory" FROM "allowed" a
        WHERE a."category" = i."category"
          AND lower(i."subcategory") ~ ('\m' || regexp_replace(lower(a."subcategory"), 's$', '') || 's?\M')
        ORDER BY length(a."subcategory") DESC, a."subcategory" LIMIT 1),
      'Other') AS "subcategory"
  FROM "clothing_items" i
  WHERE i."subcategory" IS NOT NULL
)
UPDATE "clothing_items" c SET "subcategory" = m."subcategory"
FROM "mapped" m
WHERE c."id" = m."id" AND c."subcategory" IS DISTINCT FROM m."subcategory";
