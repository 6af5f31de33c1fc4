import { toast as sonner } from 'sonner';
import { navigate } from 'wouter/use-browser-location';
import { quoteThis, takeRecentServerFailure } from './api';

/** An error toast right after a server error ends with its request id, unless its text already has it (ADR 0105). */
function withQuote(title: string, description?: string): string | undefined {
  const requestId = takeRecentServerFailure();
  if (!requestId || `${title} ${description ?? ''}`.includes(requestId)) return description;
  return description ? `${description} (${quoteThis(requestId)})` : quoteThis(requestId);
}

/** The spec's toasts: a title and an optional description; errors are 'destructive'. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, description ? { description } : undefined),
  error: (title: string, description?: string) => {
    const shown = withQuote(title, description);
    return sonner.error(title, shown ? { description: shown } : undefined);
  },
  info: (title: string, description?: string) => sonner(title, description ? { description } : undefined),
  /** Takes a toast away once what it said is no longer true (a failed login, then the right password). */
  dismiss: (id: string | number) => sonner.dismiss(id),
  /** A free-tier limit (402): the server's message, which names this button ('Subscribe to Premium'), leading to /subscribe. */
  upgrade: (title: string, description: string) =>
    sonner.error(title, { description, action: { label: 'Subscribe to Premium', onClick: () => navigate('/subscribe') } }),
};
