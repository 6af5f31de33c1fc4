import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAffiliateInput, type TAffiliate, type TRetailer } from '../../../../../shared/schemas/retail';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Textarea } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { useSaveAffiliate } from '../../api/retail';
import { errorText } from '../list-state';
import { FormField, SaveFooter, SwitchField } from '../form-parts';
import { RetailerSelect } from './retailer-select';

type In = z.input<typeof ZAffiliateInput>;
type Out = z.output<typeof ZAffiliateInput>;

interface Props {
  config: TAffiliate | null;
  retailers: TRetailer[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}

export function AffiliateFormDialog({ config, retailers, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{config ? 'Edit Affiliate Config' : 'Add Affiliate Config'}</DialogTitle>
          <DialogDescription>How product links to this retailer become affiliate links.</DialogDescription>
        </DialogHeader>
        {open ? <AffiliateForm key={config?.id ?? 'new'} config={config} retailers={retailers} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AffiliateForm({ config, retailers, onDone }: { config: TAffiliate | null; retailers: TRetailer[]; onDone: () => void }) {
  const id = useId();
  const save = useSaveAffiliate();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZAffiliateInput),
    defaultValues: {
      retailerId: config?.retailerId ?? retailers[0]?.id ?? 0,
      template: config?.template ?? '',
      programId: config?.programId ?? '',
      trackingId: config?.trackingId ?? '',
      subId: config?.subId ?? '',
      partnerTag: config?.partnerTag ?? '',
      commission: config?.commission ?? '',
      // Spec 9: 30 days for a new configuration, 0 when editing one without a value.
      cookieDuration: config ? (config.cookieDuration ?? 0) : 30,
      notes: config?.notes ?? '',
      enabled: config?.enabled ?? true,
    },
  });
  const { errors } = form.formState;
  const text = (name: 'programId' | 'trackingId' | 'subId' | 'partnerTag' | 'commission', label: string, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input id={`${id}-${name}`} {...form.register(name)} />
    </FormField>
  );

  const onSubmit = form.handleSubmit((body) => {
    const verb = config ? 'update' : 'add';
    save.mutate(
      { id: config?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(config ? 'Affiliate configuration updated' : 'Affiliate configuration added');
          onDone();
        },
        onError: (e) => toast.error('Error', `Failed to ${verb} affiliate configuration: ${errorText(e)}`),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <RetailerSelect id={`${id}-retailer`} retailers={retailers} error={errors.retailerId?.message} registration={form.register('retailerId')} />
      <FormField
        id={`${id}-template`}
        label="Link template"
        error={errors.template?.message}
        hint={
          <>
            Placeholders: {'{trackingId}'}, {'{subId}'}, {'{partnerTag}'}, {'{productId}'}
          </>
        }
      >
        <Input
          id={`${id}-template`}
          className="font-mono text-xs"
          placeholder="https://shop.example.com/p/{productId}?tag={trackingId}"
          {...form.register('template')}
          aria-invalid={!!errors.template}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('programId', 'Program ID')}
        {text('trackingId', 'Tracking ID')}
        {text('subId', 'Sub ID')}
        {text('partnerTag', 'Partner tag')}
        {text('commission', 'Commission', 'e.g. 5% or $2 per sale')}
        <FormField id={`${id}-cookie`} label="Cookie duration (days)" error={errors.cookieDuration?.message}>
          <Input
            id={`${id}-cookie`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...form.register('cookieDuration')}
            aria-invalid={!!errors.cookieDuration}
          />
        </FormField>
      </div>
      <FormField id={`${id}-notes`} label="Notes" error={errors.notes?.message}>
        <Textarea id={`${id}-notes`} rows={2} {...form.register('notes')} />
      </FormField>
      <SwitchField control={form.control} name="enabled" id={`${id}-enabled`} label="Active" />
      <SaveFooter pending={save.isPending} label={config ? 'Update Affiliate Config' : 'Add Affiliate Config'} onCancel={onDone} />
    </form>
  );
}
