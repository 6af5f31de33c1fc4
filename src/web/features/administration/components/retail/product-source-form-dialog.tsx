import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  paramsFromRows,
  PRODUCT_SOURCE_TYPES,
  QUERY_PARAM_SUGGESTIONS,
  ZProductSourceInput,
  type TProductSource,
  type TRetailer,
} from '../../../../../shared/schemas/retail';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { FieldError } from '../../../../components/ui/label';
import { NativeSelect } from '../../../../components/ui/select';
import { toast } from '../../../../lib/toast';
import { useSaveProductSource } from '../../api/retail';
import { errorText } from '../list-state';
import { FormField, SaveFooter, SwitchField } from '../form-parts';
import { RetailerSelect } from './retailer-select';

type In = z.input<typeof ZProductSourceInput>;
type Out = z.output<typeof ZProductSourceInput>;
interface Row {
  id: number;
  key: string;
  value: string;
}

interface Props {
  source: TProductSource | null;
  retailers: TRetailer[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}

export function ProductSourceFormDialog({ source, retailers, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{source ? 'Edit Product Source' : 'Add Product Source'}</DialogTitle>
          <DialogDescription>Where recommendations come from at a retailer. Higher priority is shown first.</DialogDescription>
        </DialogHeader>
        {open ? <SourceForm key={source?.id ?? 'new'} source={source} retailers={retailers} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

let rowId = 1;
const rowsOf = (params: Record<string, string> | undefined): Row[] => {
  const rows = Object.entries(params ?? {}).map(([key, value]) => ({ id: rowId++, key, value }));
  return rows.length ? rows : [{ id: rowId++, key: '', value: '' }];
};

function SourceForm({ source, retailers, onDone }: { source: TProductSource | null; retailers: TRetailer[]; onDone: () => void }) {
  const id = useId();
  const save = useSaveProductSource();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(source?.queryParams));
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZProductSourceInput),
    defaultValues: {
      retailerId: source?.retailerId ?? retailers[0]?.id ?? 0,
      name: source?.name ?? '',
      type: source?.type ?? 'collection',
      priority: source?.priority ?? 10,
      enabled: source?.enabled ?? true,
    },
  });
  const { errors } = form.formState;
  const setRow = (rid: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.id === rid ? { ...r, ...patch } : r)));

  const onSubmit = form.handleSubmit((values) => {
    const verb = source ? 'update' : 'add';
    // Spec 5: only rows with both a key and a value after trimming are kept.
    const body: In = { ...values, queryParams: paramsFromRows(rows) };
    save.mutate(
      { id: source?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(source ? 'Product source updated' : 'Product source added');
          onDone();
        },
        onError: (e) => toast.error('Error', `Failed to ${verb} product source: ${errorText(e)}`),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <RetailerSelect id={`${id}-retailer`} retailers={retailers} error={errors.retailerId?.message} registration={form.register('retailerId')} />
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        <Input id={`${id}-name`} placeholder="e.g. New arrivals" {...form.register('name')} aria-invalid={!!errors.name} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-type`} label="Type" error={errors.type?.message}>
          <NativeSelect id={`${id}-type`} {...form.register('type')}>
            {PRODUCT_SOURCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t[0]!.toUpperCase() + t.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-priority`} label="Priority" error={errors.priority?.message} hint="0 to 100; higher is shown first">
          <Input
            id={`${id}-priority`}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            {...form.register('priority')}
            aria-invalid={!!errors.priority}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Query parameters</legend>
        <datalist id={`${id}-keys`}>
          {Object.keys(QUERY_PARAM_SUGGESTIONS).map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
        <datalist id={`${id}-sort`}>
          {QUERY_PARAM_SUGGESTIONS.sort.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
        {rows.map((r, i) => (
          <div key={r.id} className="flex items-center gap-2">
            <Input
              aria-label={`Parameter ${i + 1} name`}
              placeholder="Key"
              list={`${id}-keys`}
              value={r.key}
              onChange={(e) => setRow(r.id, { key: e.target.value })}
            />
            <Input
              aria-label={`Parameter ${i + 1} value`}
              placeholder="Value"
              list={r.key.trim() === 'sort' ? `${id}-sort` : undefined}
              value={r.value}
              onChange={(e) => setRow(r.id, { value: e.target.value })}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="shrink-0"
              aria-label={`Remove parameter ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows((rs) => rs.filter((x) => x.id !== r.id))}
            >
              <X aria-hidden />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => setRows((rs) => [...rs, { id: rowId++, key: '', value: '' }])}
        >
          <Plus aria-hidden /> Add Parameter
        </Button>
        <FieldError message={(errors.queryParams as { message?: string } | undefined)?.message} />
      </fieldset>
      <SwitchField control={form.control} name="enabled" id={`${id}-enabled`} label="Active" />
      <SaveFooter pending={save.isPending} label={source ? 'Update Product Source' : 'Add Product Source'} onCancel={onDone} />
    </form>
  );
}
