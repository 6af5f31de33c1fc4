import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { describeTerms, PREMIUM_PRICE_CENTS, type PromoKind } from '../../../../../shared/promo-offer';
import { ZPromoCodeInput, type TPromoCode } from '../../../../../shared/schemas/billing';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useSavePromoCode } from '../../api/promo-codes';
import { errorText } from '../list-state';
import { FormField, SaveFooter, SwitchField } from '../form-parts';
import { endOfLocalDay, localDate } from './dates';

/** A whole-number field of the form: empty is null. */
function NumberInput({
  control,
  name,
  id,
  min,
  max,
  placeholder,
  invalid,
}: {
  control: Control<In, unknown, Out>;
  name: 'percentOff' | 'durationMonths' | 'freeMonths';
  id: string;
  min: number;
  max: number;
  placeholder: string;
  invalid: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          placeholder={placeholder}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          aria-invalid={invalid}
        />
      )}
    />
  );
}

type In = z.input<typeof ZPromoCodeInput>;
type Out = z.output<typeof ZPromoCodeInput>;

export function PromoCodeFormDialog({ promo, open, onOpenChange }: { promo: TPromoCode | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{promo ? 'Edit Promo Code' : 'Create Promo Code'}</DialogTitle>
          <DialogDescription>
            Codes ignore case when users apply them, and each user can redeem a code once. A code gives lifetime access, a percentage off, or free months.
          </DialogDescription>
        </DialogHeader>
        {open ? <PromoCodeForm key={promo?.id ?? 'new'} promo={promo} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PromoCodeForm({ promo, onDone }: { promo: TPromoCode | null; onDone: () => void }) {
  const id = useId();
  const save = useSavePromoCode();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZPromoCodeInput),
    defaultValues: {
      code: promo?.code ?? '',
      description: promo?.description ?? '',
      kind: promo?.kind ?? 'lifetime',
      percentOff: promo?.percentOff ?? null,
      durationMonths: promo?.durationMonths ?? null,
      freeMonths: promo?.freeMonths ?? null,
      // A code from before kinds with lifetime access off gives nothing: kept so until another kind is chosen.
      ...(promo?.kind === 'lifetime' && !promo.lifetimeFree ? { lifetimeFree: false } : {}),
      maxRedemptions: promo?.maxRedemptions ?? null,
      expiresAt: promo?.expiresAt ?? null,
      isActive: promo?.isActive ?? true,
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind') ?? 'lifetime';
  // Each kind keeps only its own numbers: switching kind empties the others, as the schema requires.
  const chooseKind = (next: PromoKind) => {
    form.setValue('kind', next, { shouldDirty: true });
    form.setValue('lifetimeFree', undefined);
    if (next !== 'percent_off') {
      form.setValue('percentOff', null);
      form.setValue('durationMonths', null);
    }
    if (next !== 'free_months') form.setValue('freeMonths', null);
    form.clearErrors(['percentOff', 'durationMonths', 'freeMonths']);
  };
  const preview = describeTerms(
    { kind, percentOff: form.watch('percentOff') ?? null, durationMonths: form.watch('durationMonths') ?? null, freeMonths: form.watch('freeMonths') ?? null },
    PREMIUM_PRICE_CENTS,
  );

  const onSubmit = form.handleSubmit((body) => {
    const verb = promo ? 'update' : 'create';
    save.mutate(
      { id: promo?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(promo ? 'Promo code updated' : 'Promo code created', body.code);
          onDone();
        },
        onError: (e) => {
          // A taken code belongs on its field as well as in the toast.
          if (e instanceof ApiError && e.field === 'code') form.setError('code', { message: e.message });
          toast.error('Error', `Failed to ${verb} promo code: ${errorText(e)}`);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormField id={`${id}-code`} label="Code" error={errors.code?.message} hint="Letters, digits, dashes and underscores, e.g. SPRING-2026">
        <Input
          id={`${id}-code`}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register('code')}
          aria-invalid={!!errors.code}
        />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message} hint="Optional: who the code is for">
        <Textarea id={`${id}-description`} rows={2} maxLength={500} {...form.register('description')} aria-invalid={!!errors.description} />
      </FormField>
      <FormField id={`${id}-kind`} label="Gives" error={errors.kind?.message}>
        <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => chooseKind(e.target.value as PromoKind)} aria-invalid={!!errors.kind}>
          <option value="lifetime">Lifetime free access</option>
          <option value="percent_off">Percent off the monthly price</option>
          <option value="free_months">Free months</option>
        </NativeSelect>
      </FormField>
      {kind === 'percent_off' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-percent`} label="Percent off" error={errors.percentOff?.message} hint="1 to 100">
            <NumberInput control={form.control} name="percentOff" id={`${id}-percent`} min={1} max={100} placeholder="e.g. 20" invalid={!!errors.percentOff} />
          </FormField>
          <FormField id={`${id}-duration`} label="For how many months" error={errors.durationMonths?.message} hint="Empty for as long as they subscribe">
            <NumberInput
              control={form.control}
              name="durationMonths"
              id={`${id}-duration`}
              min={1}
              max={36}
              placeholder="Always"
              invalid={!!errors.durationMonths}
            />
          </FormField>
        </div>
      ) : null}
      {kind === 'free_months' ? (
        <FormField
          id={`${id}-free`}
          label="Free months"
          error={errors.freeMonths?.message}
          hint="1 to 24; the first charge comes after them, in place of the trial"
        >
          <NumberInput control={form.control} name="freeMonths" id={`${id}-free`} min={1} max={24} placeholder="e.g. 3" invalid={!!errors.freeMonths} />
        </FormField>
      ) : null}
      {errors.lifetimeFree?.message ? <p className="text-sm text-destructive">{errors.lifetimeFree.message}</p> : null}
      <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite" data-testid="promo-terms-preview">
        {preview}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-max`} label="Max redemptions" error={errors.maxRedemptions?.message} hint="Empty for unlimited">
          <Controller
            control={form.control}
            name="maxRedemptions"
            render={({ field }) => (
              <Input
                id={`${id}-max`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder="Unlimited"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                aria-invalid={!!errors.maxRedemptions}
              />
            )}
          />
        </FormField>
        <FormField id={`${id}-expires`} label="Expires" error={errors.expiresAt?.message} hint="Through the end of that day; empty for never">
          <Controller
            control={form.control}
            name="expiresAt"
            render={({ field }) => (
              <Input
                id={`${id}-expires`}
                type="date"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ? localDate(field.value) : ''}
                onChange={(e) => field.onChange(e.target.value ? endOfLocalDay(e.target.value) : null)}
                aria-invalid={!!errors.expiresAt}
              />
            )}
          />
        </FormField>
      </div>
      <div className="grid gap-3">
        <SwitchField control={form.control} name="isActive" id={`${id}-active`} label="Active" />
        <p className="text-xs text-muted-foreground">Users can redeem a code only while it is active, has not expired and is not used up.</p>
      </div>
      <SaveFooter pending={save.isPending} label={promo ? 'Update Promo Code' : 'Create Promo Code'} onCancel={onDone} />
    </form>
  );
}
