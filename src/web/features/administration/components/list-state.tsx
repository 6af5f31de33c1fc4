import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Spec 2.15: 'Loading' while fetching, 'Error loading ...' plus the error text on failure. */
export function ListState({ what, isPending, error, children }: { what: string; isPending: boolean; error: unknown; children: ReactNode }) {
  if (isPending)
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        Loading {what}...
      </p>
    );
  if (error)
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive">
        Error loading {what}: {errorText(error)}
      </p>
    );
  return <>{children}</>;
}

export function OnOffBadge({ on, labels }: { on: boolean; labels: [string, string] }) {
  return (
    <Badge variant={on ? 'accent' : 'secondary'} className={on ? '' : 'text-muted-foreground'}>
      {on ? labels[0] : labels[1]}
    </Badge>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">{children}</div>;
}
