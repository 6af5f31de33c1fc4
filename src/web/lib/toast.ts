import { toast as sonner } from 'sonner';
import { navigate } from 'wouter/use-browser-location';

/** The spec's toasts: a title and an optional description; errors are 'destructive'. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, description ? { description } : undefined),
  error: (title: string, description?: string) => sonner.error(title, description ? { description } : undefined),
  info: (title: string, description?: string) => sonner(title, description ? { description } : undefined),
  /** A free-tier limit (402): the server's message, and a button that leads to /subscribe. */
  upgrade: (title: string, description: string) =>
    sonner.error(title, { description, action: { label: 'See Premium', onClick: () => navigate('/subscribe') } }),
};
