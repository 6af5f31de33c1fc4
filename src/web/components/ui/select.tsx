import * as React from 'react';
import { cn } from '../../lib/utils';

/** A native select: keyboard and screen-reader behaviour for free, and the best picker on phones. */
export const NativeSelect = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(({ className, ...props }, ref) => (
  <select
    ref={ref}
    className={cn('flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base disabled:opacity-50 md:text-sm', className)}
    {...props}
  />
));
NativeSelect.displayName = 'NativeSelect';
