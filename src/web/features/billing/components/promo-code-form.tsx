import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Tag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZApplyPromoCodeForm, type TApplyPromoCodeForm, type TPromoOffer } from '../../../../shared/schemas/billing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { usePublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useApplyPromoCode } from '../api/apply-promo-code';
import { useCheckPromoCode } from '../api/check-promo-code';

/**
 * Spec 2.13 and 5: a collapsible 'Have a promo code?' section; the code is trimmed and must not be
 * blank. The code is checked first (ADR 0117): a lifetime code is redeemed at once, as before; a
 * percent-off or free-months code goes to the page, which shows its price and subscribes with it.
 */
export function PromoCodeForm({
  subscriptionStatus,
  offer,
  onOffer,
}: {
  subscriptionStatus: string | null;
  offer: TPromoOffer | null;
  onOffer: (offer: TPromoOffer) => void;
}) {
  const [open, setOpen] = useState(false);
  const { assistantName } = usePublicConfig();
  const apply = useApplyPromoCode();
  const check = useCheckPromoCode();
  const panelId = useId();
  const form = useForm<TApplyPromoCodeForm>({ resolver: zodResolver(ZApplyPromoCodeForm), defaultValues: { promoCode: '' } });
  const error = form.formState.errors.promoCode?.message;

  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.status === 409 && e.message === 'Already Subscribed')
      toast.error('Already Subscribed', `Your subscription is ${subscriptionStatus ?? 'active'}`);
    // Unknown, expired, used up, or already used by this person: the server's words say which.
    else if (e instanceof ApiError && [404, 409, 422].includes(e.status)) toast.error('Invalid Promo Code', e.message);
    else toast.error('Promo Code Error', 'Failed to apply promo code. Please try again.');
  };
  const redeemLifetime = (values: TApplyPromoCodeForm) =>
    apply.mutate(values, {
      onSuccess: (data) => {
        if (data.success && data.isLifetimeFree) toast.success('Promo Code Applied!', `You now have lifetime free access to ${assistantName}.`);
        else toast.error('Invalid Promo Code', data.message ?? 'Please check your promo code and try again.');
      },
      onError: failed,
    });
  const onSubmit = form.handleSubmit((values) =>
    check.mutate(values, {
      onSuccess: (found) => {
        if (found.kind === 'lifetime') return redeemLifetime(values);
        onOffer(found);
        toast.success('Promo Code Applied!', found.summary);
      },
      onError: failed,
    }),
  );
  const busy = check.isPending || apply.isPending;

  if (offer) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm" data-testid="promo-applied">
        <Tag aria-hidden className="size-4 shrink-0 text-accent" />
        <span>
          <span className="font-mono font-semibold">{offer.code}</span> applied: {offer.summary}
        </span>
      </p>
    );
  }

  return (
    <div className="rounded-lg border border-border bg-card">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="flex items-center gap-2">
          <Tag aria-hidden className="size-4 text-accent" />
          Have a promo code?
        </span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <form id={panelId} onSubmit={onSubmit} noValidate className="grid gap-2 px-4 pb-4">
          <Label htmlFor={`${panelId}-code`}>Promo code</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${panelId}-code`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Enter your code"
              aria-invalid={!!error}
              aria-describedby={error ? `${panelId}-error` : undefined}
              {...form.register('promoCode')}
            />
            <Button type="submit" variant="outline" disabled={busy} className="sm:w-44">
              {busy ? 'Applying...' : 'Apply Promo Code'}
            </Button>
          </div>
          {error && (
            <p id={`${panelId}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
