import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZRetailerInput, type TRetailer } from '../../../../../shared/schemas/retail';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { PasswordInput } from '../../../../components/ui/password-input';
import { toast } from '../../../../lib/toast';
import { useSaveRetailer } from '../../api/retail';
import { errorText } from '../list-state';
import { FormField, SaveFooter, SwitchField } from '../form-parts';

type In = z.input<typeof ZRetailerInput>;
type Out = z.output<typeof ZRetailerInput>;
const SECRETS = ['apiKey', 'apiSecret', 'authToken'] as const;
type SecretField = (typeof SECRETS)[number];

export function RetailerFormDialog({ retailer, open, onOpenChange }: { retailer: TRetailer | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{retailer ? 'Edit Retailer' : 'Add Retailer'}</DialogTitle>
          <DialogDescription>API credentials are encrypted when stored and only ever shown masked.</DialogDescription>
        </DialogHeader>
        {open ? <RetailerForm key={retailer?.id ?? 'new'} retailer={retailer} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RetailerForm({ retailer, onDone }: { retailer: TRetailer | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveRetailer();
  const [clear, setClear] = useState<Record<SecretField, boolean>>({ apiKey: false, apiSecret: false, authToken: false });
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZRetailerInput),
    defaultValues: {
      key: retailer?.key ?? '',
      name: retailer?.name ?? '',
      baseUrl: retailer?.baseUrl ?? '',
      logoUrl: retailer?.logoUrl ?? '',
      apiKey: '',
      apiSecret: '',
      authToken: '',
      enabled: retailer?.enabled ?? true,
    },
  });
  const { errors } = form.formState;
  const masks: Record<SecretField, string | null> = {
    apiKey: retailer?.apiKeyMask ?? null,
    apiSecret: retailer?.apiSecretMask ?? null,
    authToken: retailer?.authTokenMask ?? null,
  };

  const onSubmit = form.handleSubmit((values) => {
    // Blank keeps the stored secret (omitted); a ticked 'Remove' clears it (null).
    const body: In = { ...values };
    for (const f of SECRETS) {
      if (clear[f]) body[f] = null;
      else if (!values[f]) delete body[f];
    }
    const verb = retailer ? 'update' : 'add';
    save.mutate(
      { id: retailer?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(retailer ? 'Retailer updated' : 'Retailer added');
          onDone();
        },
        onError: (e) => toast.error('Error', `Failed to ${verb} retailer: ${errorText(e)}`),
      },
    );
  });

  const secretField = (f: SecretField, label: string, password = false) => {
    const mask = masks[f];
    const Control = password ? PasswordInput : Input;
    return (
      <FormField id={`${id}-${f}`} label={label} error={errors[f]?.message} hint={mask ? `Stored: ${mask}. Leave blank to keep it.` : 'Optional'}>
        <Control id={`${id}-${f}`} autoComplete="off" disabled={clear[f]} placeholder={mask ?? ''} {...form.register(f)} />
        {mask ? (
          <label className="flex items-center gap-2 text-xs">
            <Checkbox checked={clear[f]} onCheckedChange={(v) => setClear((c) => ({ ...c, [f]: v === true }))} aria-label={`Remove the stored ${label}`} />
            Remove the stored {label}
          </label>
        ) : null}
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-key`} label="Key" error={errors.key?.message} hint="A short identifier, e.g. shopify">
          <Input id={`${id}-key`} maxLength={50} {...form.register('key')} aria-invalid={!!errors.key} />
        </FormField>
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input id={`${id}-name`} maxLength={100} {...form.register('name')} aria-invalid={!!errors.name} />
        </FormField>
      </div>
      <FormField id={`${id}-baseUrl`} label="Base URL" error={errors.baseUrl?.message}>
        <Input id={`${id}-baseUrl`} type="url" inputMode="url" placeholder="https://" {...form.register('baseUrl')} aria-invalid={!!errors.baseUrl} />
      </FormField>
      {secretField('apiKey', 'API Key')}
      {secretField('apiSecret', 'API Secret', true)}
      {secretField('authToken', 'Auth Token')}
      <FormField id={`${id}-logoUrl`} label="Logo URL" error={errors.logoUrl?.message} hint="Optional">
        <Input id={`${id}-logoUrl`} type="url" inputMode="url" placeholder="https://" {...form.register('logoUrl')} aria-invalid={!!errors.logoUrl} />
      </FormField>
      <SwitchField control={form.control} name="enabled" id={`${id}-enabled`} label="Enabled" />
      <SaveFooter pending={save.isPending} label={retailer ? 'Update Retailer' : 'Add Retailer'} onCancel={onDone} />
    </form>
  );
}
