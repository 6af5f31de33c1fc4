import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';

/**
 * A list of short texts as removable chips, and a box to add one (Enter or the Add button).
 * `onAdd` answers the message to show under the field, or null when it was added.
 */
export function EditableList({
  id,
  label,
  hint,
  items,
  itemName,
  placeholder,
  maxLength,
  error,
  onAdd,
  onRemove,
  pending,
  onPendingChange,
  renderChip,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  items: readonly string[];
  /** 'goal': names each × button 'Remove goal: <text>'. */
  itemName: string;
  placeholder: string;
  maxLength: number;
  error?: string | undefined;
  onAdd: (text: string) => string | null;
  onRemove: (item: string) => void;
  /** The text typed but not yet added, held by the form so Save can count and add it. */
  pending: string;
  onPendingChange: (text: string) => void;
  renderChip?: (item: string) => ReactNode;
  disabled?: boolean;
}) {
  const [announce, setAnnounce] = useState('');
  const add = () => {
    if (onAdd(pending) === null) setAnnounce(`Added ${pending.trim()}`);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {items.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Your ${label.toLowerCase()}`}>
          {items.map((item) => (
            <li key={item} className="flex min-w-0 items-center gap-1 rounded-full border border-border bg-card py-1 pl-3 pr-1 text-sm">
              {renderChip ? renderChip(item) : <span className="min-w-0 break-words">{item}</span>}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 shrink-0 rounded-full"
                aria-label={`Remove ${itemName}: ${item}`}
                disabled={disabled}
                onClick={() => {
                  onRemove(item);
                  setAnnounce(`Removed ${item}`);
                }}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None yet.</p>
      )}
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          value={pending}
          // One over the limit, so a pasted long text shows the schema's message instead of being cut silently.
          maxLength={maxLength + 1}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => onPendingChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds to the list; it does not submit the whole form.
              e.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled || !pending.trim()} aria-label={`Add ${itemName}`}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <span className="sr-only" aria-live="polite">
        {announce}
      </span>
    </div>
  );
}
