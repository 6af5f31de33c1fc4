import { Check, Sparkles } from 'lucide-react';
import { PREMIUM_FEATURES, PREMIUM_PRICE_LABEL, TRIAL_DAYS } from '../../../../shared/billing';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** Spec 2.13: the Premium card, its seven features and the price. */
export function PremiumCard() {
  return (
    <Card className="overflow-hidden border-accent/40">
      <CardHeader className="gap-3 bg-accent/10">
        <div className="flex items-center justify-between gap-3">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles aria-hidden className="size-5 text-accent" />
            Premium
          </h2>
          <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">{TRIAL_DAYS}-day free trial</span>
        </div>
        <p>
          <span className="font-serif text-4xl font-semibold">{PREMIUM_PRICE_LABEL}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
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
