import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TRetailer } from '../../../../../shared/schemas/retail';
import { NativeSelect } from '../../../../components/ui/select';
import { FormField } from '../form-parts';

/** The retailer an affiliate program or product source belongs to; '0' until one is picked, which the schema refuses. */
export function RetailerSelect({
  id,
  retailers,
  error,
  registration,
}: {
  id: string;
  retailers: readonly TRetailer[];
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Retailer" error={error}>
      <NativeSelect id={id} {...registration} aria-invalid={!!error}>
        <option value="0">Select a retailer</option>
        {retailers.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
