/**
 * `npm run bench:chat`: the local stylist's chat quality benchmark (issue 16).
 *
 * Questions written as people ask them (occasions, weather, days, follow-ups, pairings, care,
 * fit, colour, shopping, capsule, off-topic), each asked against three closets (menswear,
 * womenswear, mixed) through the same path as POST /api/ai-stylist/chat minus the database:
 * parse → ground in the closet with the outfit engine and typical weather → the local stylist.
 * Every answer is judged by rubric checks written here, independently of the stylist's code:
 *   - length: at most 900 characters; at most five sentences, or a list of at most five points
 *   - owned: every 'your X' names an item the user owns
 *   - outfit: an outfit question names at least two owned items, or says what is missing
 *   - gender: nothing for the other wardrobe unless the question asked for it
 *   - weather: no suede or linen suggested when rain or snow is asked about
 *   - asked: each constraint of the question (occasion, day, weather, budget, piece, decline) is addressed
 * Prints every failed check and exits 1 below 95 % of checks passed or above 50 ms p95.
 */
import { CLOSETS, chatAsker, closeChatAsker, generalChecks, percentile } from './chat-harness';

const PASS_TARGET = 0.95;
const P95_TARGET_MS = 50;

interface Case {
  q: string;
  /** Earlier user questions (each answered first), for follow-ups. */
  before?: string[];
  /** Patterns the answer must contain: the constraints asked. */
  asked?: RegExp[];
  outfit?: boolean;
}

// prettier-ignore
const CASES: Case[] = [
  { q: 'What should I wear to a wedding in the rain?', asked: [/wedding/i, /rain/i], outfit: true },
  { q: 'what do i wear to a wedding on saturday', asked: [/wedding/i, /Saturday/], outfit: true },
  { q: "I've got a job interview tomorrow, what should I wear?", asked: [/interview/i, /tomorrow/i], outfit: true },
  { q: 'Outfit for a first date tonight?', asked: [/first date/i, /tonight/i], outfit: true },
  { q: 'What should I wear to the office today?', asked: [/work|office|business/i], outfit: true },
  { q: 'gym outfit please', asked: [/gym|athletic/i], outfit: true },
  { q: 'What should I wear for a hike this weekend?', asked: [/hike/i, /weekend/i], outfit: true },
  { q: 'Funeral on Friday, what is appropriate?', asked: [/funeral/i, /Friday/], outfit: true },
  { q: "What should I wear to brunch on Sunday if it's sunny?", asked: [/brunch/i, /Sunday/], outfit: true },
  { q: 'What do I wear to a black tie gala?', asked: [/formal|black tie|gala/i], outfit: true },
  { q: 'Cocktail party tonight and it might snow, help!', asked: [/cocktail/i, /snow/i], outfit: true },
  { q: "It's freezing today, what should I wear to work?", asked: [/cold|freezing/i], outfit: true },
  { q: "What should I wear tomorrow? It's going to be really hot", asked: [/hot/i, /tomorrow/i], outfit: true },
  { q: 'Dinner date on Thursday, it will be raining', asked: [/Thursday/, /rain/i], outfit: true },
  { q: 'What should I wear today?', asked: [/today/i], outfit: true },
  { q: 'What to wear to a client meeting on Wednesday?', asked: [/meeting/i, /Wednesday/], outfit: true },
  { q: 'Going to a concert tonight, what should I wear?', asked: [/concert/i, /tonight/i], outfit: true },
  { q: 'What should I wear to a graduation on December 12th?', asked: [/graduation/i, /December 12/], outfit: true },
  { q: 'What should I wear to a casual barbecue?', asked: [/barbecue/i], outfit: true },
  { q: 'Wedding outfit but no heels please', asked: [/wedding/i], outfit: true },
  { q: "What should I wear to dinner? I don't want to wear jeans", asked: [/dinner/i, /no jeans/i], outfit: true },
  { q: 'Smart casual outfit for a windy day?', asked: [/smart casual/i], outfit: true },
  { q: "and if it's cold?", before: ['What should I wear to a wedding on Saturday?'], asked: [/wedding/i, /cold/i], outfit: true },
  { q: 'what about tomorrow?', before: ['What should I wear to the office today?'], asked: [/tomorrow/i], outfit: true },
  { q: 'and if it rains?', before: ['Outfit for a first date tonight?'], asked: [/first date/i, /rain/i], outfit: true },
  { q: 'What about Saturday?', before: ['What do I wear to a casual barbecue?'], asked: [/Saturday/, /barbecue/i], outfit: true },
  { q: 'What goes with my black jeans?', asked: [/black jeans/i] },
  { q: 'What shoes go with my trench coat?', asked: [/trench/i] },
  { q: 'How do I style a blazer?', asked: [/blazer/i] },
  { q: 'What can I wear with my grey sweater?', asked: [/sweater|grey|gray/i] },
  { q: 'What goes with a green skirt?', asked: [/skirt/i] },
  { q: 'Does navy go with black?', asked: [/navy/i, /black/i] },
  { q: 'Can I wear brown shoes with black trousers?', asked: [/brown|black/i] },
  { q: 'What colours suit olive skin?', asked: [/colou?r|tone|undertone/i] },
  { q: 'Do burgundy and pink clash?', asked: [/burgundy|pink/i] },
  { q: 'How do I wash a wool sweater?', asked: [/wash|wool|knit/i] },
  { q: 'How do I get a wine stain out of a shirt?', asked: [/stain/i] },
  { q: 'How should I store my winter coats?', asked: [/stor|coat|hang/i] },
  { q: 'How do I look after suede shoes?', asked: [/suede|shoe/i] },
  { q: 'How should chinos fit?', asked: [/fit|length|leg/i] },
  { q: 'My trousers are too long, what should I do?', asked: [/tailor|hem|length|break/i] },
  { q: "I'm petite, any tips?", asked: [/petite|proportion|length|short/i] },
  { q: 'How should a blazer fit?', asked: [/shoulder|fit|sleeve/i] },
  { q: 'What should I buy for winter under $200?', asked: [/\$200/] },
  { q: 'Best shoes to invest in on a budget of 150?', asked: [/\$150/] },
  { q: 'What should I buy next?', asked: [/buy|spend|piece|add/i] },
  { q: 'How do I build a capsule wardrobe?', asked: [/capsule/i] },
  { q: 'What should I pack for a weekend trip?', asked: [/pack/i] },
  // Issue 23: packing read from the trip (its length as said, place, month, purpose), and an activity's bag.
  { q: 'heading to barcelona for 9 days in june, lots of museums and one nice restaurant night, what should i pack', asked: [/9 days/, /Barcelona/, /June/, /museums/i, /restaurant/i, /for all the walking/] },
  { q: 'beach trip to thailand for 2 weeks what do i bring', asked: [/2 weeks/, /Thailand/, /hot/, /swim|trunks|swimsuit/i] },
  { q: 'packing for a 3 night sales conference in toronto', asked: [/3 nights/, /Toronto/, /conference days/i] },
  { q: 'camping upstate for a long weekend, gets chilly at night, what to pack', asked: [/long weekend/, /camping/i, /trail shoes|hiking boots/i] },
  { q: 'suitcase help: cousins wedding in tuscany next month, 5 days', asked: [/5 days/, /Tuscany/, /wedding/i] },
  { q: 'what shuold i pack for a fortnight in iceland in febuary', asked: [/fortnight/, /Iceland/, /February/, /snow|cold|freezing/i] },
  { q: 'wat do i throw in my gym bag for spin class tomorrow', asked: [/tomorrow/, /In the bag/] },
  { q: 'rainy week in dublin, packing list pls', asked: [/a week/, /Dublin/, /rain/i] },
  { q: "What's trending this season?", asked: [/trend/i] },
  { q: 'Can you do my taxes?', asked: [/^I can't help with taxes/] },
  { q: 'Whats a good recipe for banana bread', asked: [/^I can't help with cooking/] },
  { q: 'Who will win the election?', asked: [/^I can't help with politics/] },
  { q: 'Can you fix my python code?', asked: [/^I can't help with programming/] },
  { q: 'Should I buy bitcoin?', asked: [/^I can't help with money/] },
  { q: 'hi', asked: [/Wren/] },
  // Questions about the person's own pieces (issue 23 points 1, 2, 4), in loose wording.
  { q: 'can i wear my white sneakers w grey wool trousers', asked: [/sneakers/i, /trousers/i, /^(Yes|I'd skip|Yes, with)/] },
  { q: 'which jackets go with my dark jeans', asked: [/jeans/i, /Blazer|Coat|Jacket/] },
  { q: 'what goes with mustard', asked: [/mustard/i, /your [A-Z]/] },
  { q: 'is olive and navy a good combo', asked: [/olive/i, /navy/i] },
  { q: 'can i wear jeans to a rehearsal dinner', asked: [/rehearsal dinner/i, /^(Yes|No)/] },
  { q: 'what do ppl wear to a christening', asked: [/christening/i, /your [A-Z]/] },
  { q: 'spilled coffee on my white shirt this morning', asked: [/coffee/i] },
  { q: 'got bike chain grease on my jeans', asked: [/grease|oil/i, /jeans/i] },
  { q: 'my wool jumper came out of the wash tiny', asked: [/shrink/i] },
  { q: 'sleeves on my coat are way too long', asked: [/sleeve/i, /shorten/i] },
  { q: 'how do i keep my boots from losing their shape over summer', asked: [/boot/i, /shoe trees|shapers|paper/i] },
  { q: 'need a good winter coat, budget 250', asked: [/coat/i, /\$250/, /Shop/] },
  { q: "rent or buy a tux for my brother's wedding? about $400", asked: [/rent/i, /\$400/] },
];

async function main() {
  const { converse, times, target } = await chatAsker();
  console.log(`Asking ${target}`);
  const failures: string[] = [];
  let checks = 0;
  let passed = 0;
  let questions = 0;
  for (const c of CLOSETS) {
    for (const k of CASES) {
      const a = await converse(c, k.before ?? [], k.q);
      questions++;
      const where = `[${c.name}] ${k.q}\n    → ${a.replace(/\n/g, '\n      ')}`;
      const results = [
        ...generalChecks(c, [...(k.before ?? []), k.q].join(' '), a, !!k.outfit),
        ...(k.asked ?? []).map((re) => ({ ok: re.test(a), label: `asked ${re}` })),
      ];
      for (const r of results) {
        checks++;
        if (r.ok) passed++;
        else failures.push(`${r.label}: ${where}`);
      }
    }
  }

  times.sort((x, y) => x - y);
  const p95 = percentile(times, 0.95);
  const median = percentile(times, 0.5);
  const rate = passed / checks;
  for (const f of failures) console.log(`FAIL ${f}\n`);
  console.log(`Questions: ${questions} over ${CLOSETS.length} closets (${CASES.length} each)`);
  console.log(`Rubric checks passed: ${passed}/${checks} = ${(rate * 100).toFixed(1)} % (target ≥ ${PASS_TARGET * 100} %)`);
  console.log(`Answer time: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target < ${P95_TARGET_MS} ms)`);
  if (rate < PASS_TARGET || p95 >= P95_TARGET_MS) process.exitCode = 1;
  await closeChatAsker();
}

await main();
