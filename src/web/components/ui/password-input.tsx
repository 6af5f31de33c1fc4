import * as React from 'react';
import { cn } from '../../lib/utils';
import { Input } from './input';

/**
 * A password field with a visible 'Show' / 'Hide' toggle. The toggle's name is its visible
 * text (not 'Show password') so `getByLabel('Password')` still finds only the field.
 */
export const PasswordInput = React.forwardRef<HTMLInputElement, Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'>>(({ className, ...props }, ref) => {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className={cn('pr-16', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-1 right-1 rounded-sm px-2.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:text-foreground"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
});
PasswordInput.displayName = 'PasswordInput';
