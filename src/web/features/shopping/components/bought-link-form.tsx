import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { ZBoughtProductRequest } from '../../../../shared/schemas/bought';
import { useBoughtProduct } from '../api/bought';

/** The link branch of the one request schema: the form checks what the route checks. */
const ZLinkForm = ZBoughtProductRequest.options[1];
type TLinkForm = z.infer<typeof ZLinkForm>;

/** 'I bought this' from a product link (issue 44): a link copied from Shop or the retailer's page for a catalog product. */
export function BoughtLinkForm() {
  const bought = useBoughtProduct();
  const form = useForm<TLinkForm>({ resolver: zodResolver(ZLinkForm), defaultValues: { link: '' } });
  const submit = form.handleSubmit((values) =>
    bought.mutate(values, {
      onSuccess: (r) => {
        const filled = r.filledGaps.map((g) => g.label).join(', ');
        toast.success(
          r.created ? 'Added to your closet' : 'Already in your closet',
          [r.item.name, filled ? `Fills a gap: ${filled}.` : ''].filter(Boolean).join('. '),
        );
        form.reset();
      },
      onError: (error) => form.setError('link', { message: error.message }),
    }),
  );
  const error = form.formState.errors.link?.message;
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-end" noValidate>
      <div className="grid flex-1 gap-1">
        <Label htmlFor="bought-link">Bought something from the catalog? Paste its link</Label>
        <Input
          id="bought-link"
          placeholder="https://…/go/123"
          aria-invalid={!!error}
          aria-describedby={error ? 'bought-link-error' : undefined}
          {...form.register('link')}
        />
        {error && (
          <p id="bought-link-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={bought.isPending}>
        {bought.isPending ? 'Adding...' : 'Add to closet'}
      </Button>
    </form>
  );
}
