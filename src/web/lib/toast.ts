import { toast as sonner } from 'sonner';

/** The spec's toasts: a title and an optional description; errors are 'destructive'. */
export const toast = {
  success: (title: string, description?: string) => sonner.success(title, description ? { description } : undefined),
  error: (title: string, description?: string) => sonner.error(title, description ? { description } : undefined),
  info: (title: string, description?: string) => sonner(title, description ? { description } : undefined),
};
