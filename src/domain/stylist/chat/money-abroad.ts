/**
 * Money said in a currency the price tables do not hold ('R1,500', '400 kr'): the person's sum is said back beside the
 * range in dollars, never weighed against it, since no exchange rate here is current enough to judge it.
 */
export function rangeBesideMoneyAbroad(said: string, range: string, pair: boolean): string {
  return `A good ${pair ? 'pair' : 'one'} runs about ${range} in US dollars; I can't convert ${said} reliably, so weigh it against that, and look at last season's models and sales if it falls short.`;
}
