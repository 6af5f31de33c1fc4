import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../lib/toast';
import { useDeleteEvent } from '../api/delete-event';

export function DeleteEventDialog({ event, onClose }: { event: TCalendarEvent | null; onClose: () => void }) {
  const remove = useDeleteEvent();
  const confirm = () => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        toast.success('Event deleted', `${event.title} has been removed from your calendar`);
        onClose();
      },
      onError: (error) => toast.error('Failed to delete event', error.message),
    });
  };
  return (
    <Dialog open={!!event} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Delete this event?</DialogTitle>
          {event ? (
            <DialogDescription>
              {event.title} will be removed from your calendar.
              {event.source !== 'manual' ? ' It comes back at the next sync while its calendar still has it.' : ''}
            </DialogDescription>
          ) : null}
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
