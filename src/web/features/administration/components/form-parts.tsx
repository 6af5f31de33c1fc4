import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FieldError, Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';

/** A label, the control, an optional hint and the field's error, wired for screen readers by id. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    // content-start: beside a taller field (one with a hint) the rows keep their height, so the two inputs line up.
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A switch bound to a yes/no field of the form, on until the form says otherwise, its label beside it. */
export function SwitchField<T extends FieldValues>({ control, name, id, label }: { control: Control<T>; name: Path<T>; id: string; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={id} checked={(field.value as boolean | undefined) ?? true} onCheckedChange={field.onChange} />}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** Every console form ends the same way: Cancel, and the submit button that says 'Saving...' while its call is in flight. */
export function SaveFooter({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : label}
      </Button>
    </DialogFooter>
  );
}
