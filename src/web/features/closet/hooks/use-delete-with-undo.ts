import { useCallback } from 'react';
import { toast as sonner } from 'sonner';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { toast } from '../../../lib/toast';
import { useDeleteClothingItem, useRestoreClothingItem } from '../api/delete-item';
import { useClosetAuth } from './use-closet-auth';

/** How long the toast offers Undo. The server keeps a deleted item far longer (its hourly sweep), so an Undo tapped late still works. */
export const UNDO_MS = 8000;

/**
 * Delete at once, with Undo (issue 27) instead of a confirmation: the item leaves the closet, a
 * toast offers Undo for a few seconds, and Undo asks the server to restore it with its wears and photo.
 */
export function useDeleteWithUndo(onDeleted: (item: TClothingItem) => void) {
  const remove = useDeleteClothingItem();
  const restore = useRestoreClothingItem();
  const { requireSignedIn, isAuthError } = useClosetAuth();
  const undo = useCallback(
    (item: TClothingItem) =>
      // The promise, not mutate's callbacks: those are dropped if the screen re-rendered away meanwhile, and Undo must always answer.
      restore.mutateAsync(item.id).then(
        (back) => toast.success('Item restored', `${back.name} is back in your closet`),
        (error: Error) => {
          if (!isAuthError(error, 'update')) toast.error('Could not undo', error.message);
        },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutateAsync is stable
    [restore.mutateAsync, isAuthError],
  );
  const deleteItem = useCallback(
    (item: TClothingItem) => {
      if (!requireSignedIn('delete')) return;
      remove.mutate(item.id, {
        onSuccess: () => {
          onDeleted(item);
          // sonner directly: this toast needs an Undo action, which the app's toast helper does not offer.
          sonner.success('Item deleted', {
            description: `${item.name} was removed from your closet`,
            duration: UNDO_MS,
            action: { label: 'Undo', onClick: () => undo(item) },
          });
        },
        onError: (error) => {
          if (!isAuthError(error, 'delete')) toast.error('Failed to delete item', error.message);
        },
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [remove.mutate, requireSignedIn, isAuthError, undo, onDeleted],
  );
  return { deleteItem, deleting: remove.isPending };
}
