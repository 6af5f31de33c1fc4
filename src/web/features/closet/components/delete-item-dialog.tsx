import type { TClothingItem } from '../../../../shared/schemas/closet';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteClothingItem } from '../api/delete-item';
import { useClosetAuth } from '../hooks/use-closet-auth';

/** Spec 2.5 and 5: deleting needs confirmation. */
export function DeleteItemDialog({ item, onClose }: { item: TClothingItem | null; onClose: () => void }) {
  const remove = useDeleteClothingItem();
  const { requireSignedIn, isAuthError } = useClosetAuth();
  const confirm = () => {
    if (!item || !requireSignedIn('delete')) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success('Item deleted', 'Your clothing item has been removed from your closet');
        onClose();
      },
      onError: (error) => {
        if (!isAuthError(error, 'delete')) toast.error('Failed to delete item', error.message);
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={!!item}
      onClose={onClose}
      onConfirm={confirm}
      pending={remove.isPending}
      title="Are you sure you want to delete this item?"
      description={item ? `${item.name} will be removed from your closet, with its photo and wear history.` : undefined}
    />
  );
}
