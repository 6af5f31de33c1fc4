import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
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
    <Dialog open={!!item} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Are you sure you want to delete this item?</DialogTitle>
          {item ? <DialogDescription>{item.name} will be removed from your closet, with its photo and wear history.</DialogDescription> : null}
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
