import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZHomeLocationRequest, type THomeLocation, type THomeLocationRequest } from '../../shared/schemas/auth';
import { timeZoneLabel } from '../../shared/time-zone';
import { api, ApiError } from '../lib/api';
import { currentUserKey } from '../lib/current-user';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { FieldError, Label } from './ui/label';

/** PUT /api/users/{id}/home-location */
export const saveHomeLocation = (userId: number, body: THomeLocationRequest) => api.put<THomeLocation>(`/api/users/${userId}/home-location`, body);

/**
 * 'Home city or ZIP' (issue 16): geocoded once on save, so the weather is the user's own, and the
 * account's zone moves to the city's (issue 24). Used by the Home card (when no location is set)
 * and SMS Settings; Settings → Profile edits it beside the zone.
 */
export function HomeLocationForm({
  userId,
  current,
  onSaved,
  compact = false,
}: {
  userId: number;
  current: string | null;
  onSaved?: (saved: THomeLocation) => void;
  compact?: boolean;
}) {
  const qc = useQueryClient();
  const id = useId();
  const [saved, setSaved] = useState<THomeLocation | null>(null);
  const form = useForm<THomeLocationRequest>({ resolver: zodResolver(ZHomeLocationRequest), defaultValues: { homeLocation: current ?? '' } });
  const onSubmit = async (values: THomeLocationRequest) => {
    try {
      const result = await saveHomeLocation(userId, values);
      setSaved(result);
      await qc.invalidateQueries({ queryKey: currentUserKey });
      onSaved?.(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) form.setError('homeLocation', { message: error.message });
      else toast.error('Error', error instanceof Error ? error.message : 'Could not save your location.');
    }
  };
  const error = form.formState.errors.homeLocation?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-2" aria-label="Home location">
      <Label htmlFor={`${id}-home`}>Home city or ZIP</Label>
      <div className={compact ? 'flex gap-2' : 'flex flex-wrap gap-2'}>
        <Input
          id={`${id}-home`}
          placeholder="94110 or Chicago, IL"
          autoComplete="postal-code"
          className="min-w-0 flex-1"
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('homeLocation')}
        />
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Loader2 className="animate-spin" aria-hidden /> : <MapPin aria-hidden />}
          Save
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {saved ? (
        <p className="text-xs text-muted-foreground" role="status">
          Weather now comes from {saved.place}; your time zone is {timeZoneLabel(saved.timeZone)}.
        </p>
      ) : null}
    </form>
  );
}
