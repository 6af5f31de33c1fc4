import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { DRESS_CODES, ZCreateEventRequest, type DressCode, type TCalendarEvent, type TCreateEventRequest } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCreateEvent } from '../api/create-event';
import { useSuggestedDressCode } from '../api/suggest-dress-code';
import { useUpdateEvent } from '../api/update-event';
import { useDebounced } from '../lib/use-debounced';

type Values = { title: string; date: string; startTime: string; endTime: string; location: string; description: string };
type FieldName = keyof Values;

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: a new event on `date`. */
  event: TCalendarEvent | null;
  date: string;
}

export function EventFormDialog({ open, onOpenChange, event, date }: EventFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{event ? 'Edit event' : 'Add event'}</DialogTitle>
          <DialogDescription>The dress code is suggested from what you type; pick another to override it.</DialogDescription>
        </DialogHeader>
        {open ? <EventForm key={event?.id ?? `new-${date}`} event={event} date={date} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ event, date, onDone }: { event: TCalendarEvent | null; date: string; onDone: () => void }) {
  const id = useId();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [allDay, setAllDay] = useState(event ? !event.startTime : false);
  // Untouched, the select follows the inference; a pick (or an earlier pick, when editing) is the user's.
  const [dress, setDress] = useState<{ touched: boolean; value: DressCode | '' }>(
    event?.dressCodeSource === 'user' ? { touched: true, value: event.dressCode ?? '' } : { touched: false, value: '' },
  );
  const form = useForm<Values, unknown, TCreateEventRequest>({
    resolver: zodResolver(ZCreateEventRequest) as unknown as Resolver<Values, unknown, TCreateEventRequest>,
    defaultValues: {
      title: event?.title ?? '',
      date: event?.date ?? date,
      startTime: event?.startTime ?? (event ? '' : '09:00'),
      endTime: event?.endTime ?? (event ? '' : '10:00'),
      location: event?.location ?? '',
      description: event?.description ?? '',
    },
  });
  const { register, handleSubmit, formState, setValue, setError, clearErrors, watch } = form;
  const { errors } = formState;
  const text = useDebounced({ title: watch('title'), description: watch('description'), location: watch('location') });
  const suggestion = useSuggestedDressCode(text);
  const suggested = suggestion.data?.dressCode ?? null;
  const shown = dress.touched ? dress.value : (suggested ?? '');
  const saving = create.isPending || update.isPending;

  const field = (name: FieldName) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorOf = (name: FieldName) => <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />;

  const onServerError = (error: Error, title: string) => {
    if (error instanceof ApiError && error.field && error.field in form.getValues()) setError(error.field as FieldName, { message: error.message });
    toast.error(title, error.message);
  };

  const onSubmit = handleSubmit((data) => {
    const body = { ...data, ...(allDay ? { startTime: null, endTime: null } : {}) };
    if (!event) {
      const dressCode = dress.touched && dress.value ? dress.value : undefined;
      create.mutate(
        { ...body, ...(dressCode ? { dressCode } : {}) },
        {
          onSuccess: (created) => {
            toast.success('Event added', created.dressCode ? `${created.title}: ${created.dressCode}` : created.title);
            onDone();
          },
          onError: (error) => onServerError(error, 'Failed to add event'),
        },
      );
      return;
    }
    const changes = { ...body, ...(dress.touched ? { dressCode: dress.value || null } : {}) };
    update.mutate(
      { id: event.id, changes },
      {
        onSuccess: () => {
          toast.success('Event updated', 'Your event has been saved');
          onDone();
        },
        onError: (error) => onServerError(error, 'Failed to update event'),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input {...field('title')} autoFocus placeholder="Dinner with Sam" maxLength={200} />
        {errorOf('title')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input {...field('date')} type="date" />
        {errorOf('date')}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-allday`}
          checked={allDay}
          onCheckedChange={(checked) => {
            setAllDay(checked === true);
            clearErrors(['startTime', 'endTime']);
            if (checked !== true) {
              if (!form.getValues('startTime')) setValue('startTime', '09:00');
              if (!form.getValues('endTime')) setValue('endTime', '10:00');
            }
          }}
        />
        <Label htmlFor={`${id}-allday`}>All day</Label>
      </div>
      {allDay ? null : (
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-startTime`}>Starts</Label>
            <Input {...field('startTime')} type="time" />
            {errorOf('startTime')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-endTime`}>Ends</Label>
            <Input {...field('endTime')} type="time" />
            {errorOf('endTime')}
          </div>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input {...field('location')} placeholder="Optional" maxLength={200} />
        {errorOf('location')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <textarea
          {...field('description')}
          rows={3}
          maxLength={2000}
          placeholder="Optional: a dress code written here is read too"
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base md:text-sm"
        />
        {errorOf('description')}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-dressCode`}>Dress code</Label>
        <NativeSelect
          id={`${id}-dressCode`}
          value={shown}
          onChange={(e) => setDress({ touched: e.target.value !== '', value: e.target.value as DressCode | '' })}
        >
          <option value="">{suggested ? `No dress code` : 'No dress code (none suggested)'}</option>
          {DRESS_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
              {!dress.touched && code === suggested ? ' (suggested)' : ''}
            </option>
          ))}
        </NativeSelect>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {dress.touched
            ? 'Your choice: it stays when the event changes.'
            : suggested
              ? `Suggested from the event: ${suggested}.`
              : 'Type a title to get a suggestion.'}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : event ? 'Save changes' : 'Add event'}
        </Button>
      </DialogFooter>
    </form>
  );
}
