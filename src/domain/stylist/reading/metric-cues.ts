/**
 * The temperature scale a person writes in, read from what else they write (issue 38.5: stated facts
 * win). A number said with no unit ('minus 14 on the bridge', 'its 31 outside') is read in the
 * person's scale; the account gives one (the home's country, else the phone's), but a +1 number
 * with no home set says little, while a message that measures in kilometres, centimetres or kilos,
 * or prices in a currency other than the dollar, is written by someone who reads °C. A unit said
 * outright ('13°C', '40F') decides. The newest message that says anything wins.
 */

/** Currencies whose countries read °C (the dollar is left out: Australia, Canada and the US all write '$'). */
const CELSIUS_MONEY =
  /(?:[£€₹₦₱₺₽₪฿₫₴]|\bR\$|\bR ?\d|\bkr\.?\s?\d|\d\s?kr\b|\b(?:NOK|SEK|DKK|ZAR|INR|BRL|EUR|GBP|KES|NGN|NZD|AUD|CHF|JPY|yen|rupees?|rand|euros?)\b)/i;
const SAID_C = /(?<![\w.])-?\d{1,3} ?(?:° ?c\b|(?:degrees? )?(?:celsius|centigrade)\b|c\b)/i;
const SAID_F = /(?<![\w.])-?\d{1,3} ?(?:° ?f\b|(?:degrees? )?fahrenheit\b|f\b)/i;
/** A number measured in metric units ('60 km/h', '30 cm', 'a 12km run', '10kg', '1.62 m' aside: a lone 'm' could be minutes). */
const MEASURED = /(?<![\w.])\d{1,4}(?:[.,]\d{1,2})? ?(?:km|kms|kph|km\/h|kmh|kilometres?|kilometers?|cm|mm|kg|kgs|kilos?|metres?|litres?)\b/i;

/** The scale the newest of `texts` that says anything is written in, or null; `texts` newest first. */
export function scaleWritten(texts: readonly string[]): 'C' | 'F' | null {
  for (const text of texts) {
    const c = SAID_C.test(text);
    const f = SAID_F.test(text);
    if (c !== f) return c ? 'C' : 'F';
    if (MEASURED.test(text) || CELSIUS_MONEY.test(text)) return 'C';
  }
  return null;
}
