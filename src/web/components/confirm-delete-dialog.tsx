import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The delete call is under way: the button says so and cannot be pressed twice. */
  pending: boolean;
  title: ReactNode;
  /** What else goes with it, or what deleting cannot undo. */
  description?: ReactNode;
  /** The destructive button's label ('Delete Retailer'); 'Delete' by default. */
  confirmLabel?: string;
  className?: string;
}

/** The one confirmation every delete asks for: Cancel, and a destructive button that shows the call in flight. */
export function ConfirmDeleteDialog({ open, onClose, onConfirm, pending, title, description, confirmLabel = 'Delete', className }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className={cn('max-w-sm', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
