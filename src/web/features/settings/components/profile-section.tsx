import { Loader2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ZProfileSettingsRequest, type TUser } from '../../../../shared/schemas/auth';
import { timeZoneLabel } from '../../../../shared/time-zone';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSaveProfileSettings } from '../api/save-profile-settings';
import { TimeZonePicker } from './time-zone-picker';

type Body = z.input<typeof ZProfileSettingsRequest>;
type Field = 'homeLocation' | 'timeZone';

/**
 * Settings → Profile: the home city (weather, and the zone it implies) and the one time zone every
 * screen, text, job and calendar import uses. Only what changed is sent; a new city moves the
 * zone with it unless the zone was changed here too.
 */
export function ProfileSection({ user }: { user: TUser }) {
  const id = useId();
  const save = useSaveProfileSettings(user.id);
  const [homeLocation, setHomeLocation] = useState(user.homeLocation ?? '');
  const [timeZone, setTimeZone] = useState(user.timezone);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Follows the stored values after a save (a new city can bring a new zone).
  useEffect(() => {
    setHomeLocation(user.homeLocation ?? '');
    setTimeZone(user.timezone);
  }, [user.homeLocation, user.timezone]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Body = {};
    if (homeLocation.trim() !== (user.homeLocation ?? '')) body.homeLocation = homeLocation;
    if (timeZone !== user.timezone) body.timeZone = timeZone;
    if (Object.keys(body).length === 0) {
      toast.success('Nothing to save', 'Your home city and time zone are as shown.');
      return;
    }
    const parsed = ZProfileSettingsRequest.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors({ [(issue.path[0] as Field | undefined) ?? 'homeLocation']: issue.message });
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        const moved = body.homeLocation !== undefined && body.timeZone === undefined && saved.timezone !== user.timezone;
        toast.success('Profile saved', moved ? `Your time zone moved with your city: ${timeZoneLabel(saved.timezone)}.` : 'Your profile is up to date.');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && (error.field === 'homeLocation' || error.field === 'timeZone')) {
          setErrors({ [error.field]: error.message });
        } else toast.error('Could not save', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Where you live sets your weather and your clock: outfits, texts and calendar times follow this time zone.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Profile settings">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-home`}>Home city or ZIP</Label>
            <Input
              id={`${id}-home`}
              placeholder="94110 or Chicago, IL"
              autoComplete="postal-code"
              value={homeLocation}
              onChange={(e) => setHomeLocation(e.target.value)}
              aria-invalid={errors.homeLocation ? true : undefined}
              aria-describedby={`${id}-home-hint${errors.homeLocation ? ` ${id}-home-error` : ''}`}
            />
            <p id={`${id}-home-hint`} className="text-xs text-muted-foreground">
              Changing it sets your time zone to the city&apos;s; you can still pick another below.
            </p>
            <FieldError id={`${id}-home-error`} message={errors.homeLocation} />
          </div>
          <div className="grid gap-1">
            <TimeZonePicker value={timeZone} onChange={setTimeZone} disabled={save.isPending} />
            <FieldError message={errors.timeZone} />
          </div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} className="sm:justify-self-start">
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {save.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
