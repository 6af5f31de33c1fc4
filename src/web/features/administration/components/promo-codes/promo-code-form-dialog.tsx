import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZPromoCodeInput, type TPromoCode } from '../../../../../shared/schemas/billing';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useSavePromoCode } from '../../api/promo-codes';
import { errorText } from '../list-state';
import { FormField, SaveFooter, SwitchField } from '../form-parts';
import { endOfLocalDay, localDate } from './dates';

type In = z.input<typeof ZPromoCodeInput>;
type Out = z.output<typeof ZPromoCodeInput>;

export function PromoCodeFormDialog({ promo, open, onOpenChange }: { promo: TPromoCode | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{promo ? 'Edit Promo Code' : 'Create Promo Code'}</DialogTitle>
          <DialogDescription>Codes ignore case when users apply them, and each user can redeem a code once.</DialogDescription>
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
      lifetimeFree: promo?.lifetimeFree ?? true,
      maxRedemptions: promo?.maxRedemptions ?? null,
      expiresAt: promo?.expiresAt ?? null,
      isActive: promo?.isActive ?? true,
    },
  });
  const { errors } = form.formState;

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
        <SwitchField control={form.control} name="lifetimeFree" id={`${id}-lifetime`} label="Lifetime free access" />
        <SwitchField control={form.control} name="isActive" id={`${id}-active`} label="Active" />
        <p className="text-xs text-muted-foreground">
          Users can redeem a code only while it is active, gives lifetime access, has not expired and is not used up.
        </p>
      </div>
      <SaveFooter pending={save.isPending} label={promo ? 'Update Promo Code' : 'Create Promo Code'} onCancel={onDone} />
    </form>
  );
}
