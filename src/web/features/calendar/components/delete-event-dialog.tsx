import type { TCalendarEvent } from '../../../../shared/schemas/calendar';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={!!event}
      onClose={onClose}
      onConfirm={confirm}
      pending={remove.isPending}
      title="Delete this event?"
      description={
        event
          ? `${event.title} will be removed from your calendar.${event.source !== 'manual' ? ' It comes back at the next sync while its calendar still has it.' : ''}`
          : undefined
      }
    />
  );
}
