/**
 * The temperature scale a person writes in, read from what else they write (issue 38.5: stated facts
 * win). A number said with no unit ('minus 14 on the bridge', 'its 31 outside') is read in the
 * person's scale; the account gives one (the home's country, else the phone's), but a +1 number
 * with no home set says little, while a message that measures in kilometres, centimetres or kilos,
 * or prices in a currency other than the dollar, is written by someone who reads °C. A unit said
 * outright ('13°C', '40F') decides. The newest message that says anything wins.
 */

// prettier-ignore
const METRIC_MEASURES = ['km', 'kms', 'kph', 'km/h', 'kmh', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'cm', 'mm', 'kg', 'kgs', 'kilo', 'kilos',
  'metre', 'metres', 'litre', 'litres'];
/** Currencies whose countries read °C (the dollar is left out: Australia, Canada and the US all write '$'). */
const CELSIUS_MONEY =
  /(?:[£€₹₦₱₺₽₪฿₫₴]|\bR\$|\bR ?\d|\bkr\.?\s?\d|\d\s?kr\b|\b(?:NOK|SEK|DKK|ZAR|INR|BRL|EUR|GBP|KES|NGN|NZD|AUD|CHF|JPY|yen|rupees?|rand|euros?|pounds?)\b)/i;
const SAID_C = /(?:-?\d+\s?°\s?c\b|\b-?\d+\s?(?:degrees?\s)?(?:celsius|centigrade)\b|\b-?\d+c\b)/i;
const SAID_F = /(?:-?\d+\s?°\s?f\b|\b-?\d+\s?(?:degrees?\s)?fahrenheit\b|\b-?\d+f\b)/i;
const MEASURED = new RegExp(`\\d(?:[.,]\\d+)?\\s?(?:${METRIC_MEASURES.map((m) => m.replace('/', '\\/')).join('|')})\\b`, 'i');

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
