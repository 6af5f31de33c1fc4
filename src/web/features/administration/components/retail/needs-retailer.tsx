import { TriangleAlert } from 'lucide-react';

/** Spec 2.15's yellow notice when there is no retailer to attach a record to. */
export function NeedsRetailerNotice({ children }: { children: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-100"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
