import { Check, Sparkles } from 'lucide-react';
import { PREMIUM_FEATURES, PREMIUM_PRICE_LABEL, TRIAL_DAYS } from '../../../../shared/billing';
import { dollars, monthsText } from '../../../../shared/promo-offer';
import type { TPromoOffer } from '../../../../shared/schemas/billing';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** Spec 2.13: the Premium card, its seven features and the price; with a code applied, the price it gives (ADR 0117). */
export function PremiumCard({ offer = null }: { offer?: TPromoOffer | null }) {
  const reduced = offer?.kind === 'percent_off' && offer.priceCents < offer.fullPriceCents;
  const badge = offer?.kind === 'free_months' && offer.freeMonths ? `${monthsText(offer.freeMonths)} free` : `${TRIAL_DAYS}-day free trial`;
  return (
    <Card className="overflow-hidden border-accent/40">
      <CardHeader className="gap-3 bg-accent/10">
        <div className="flex items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles aria-hidden className="size-5 text-accent" />
            Premium
          </h2>
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">{badge}</span>
        </div>
        {reduced ? (
          <p className="flex flex-wrap items-baseline gap-x-2" data-testid="premium-price">
            <span className="sr-only">Was {PREMIUM_PRICE_LABEL}, now</span>
            <s aria-hidden className="text-lg text-muted-foreground">
              {PREMIUM_PRICE_LABEL}
            </s>
            <span className="font-serif text-4xl font-semibold">{dollars(offer.priceCents)}</span>
            <span className="text-muted-foreground">/month{offer.durationMonths ? ` for ${monthsText(offer.durationMonths)}` : ''}</span>
            <span className="w-full text-sm font-medium text-accent">
              {offer.percentOff}% off with {offer.code}
            </span>
          </p>
        ) : (
          <p data-testid="premium-price">
            <span className="font-serif text-4xl font-semibold">{PREMIUM_PRICE_LABEL}</span>
            <span className="text-muted-foreground">/month</span>
          </p>
        )}
      </CardHeader>
      <CardContent className="pt-5">
        <ul className="grid gap-2.5" aria-label="Premium features">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-sm">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
