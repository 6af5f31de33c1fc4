import { Loader2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { DEPARTMENT_LABELS, DEPARTMENTS, GENDER_LABELS, GENDERS, type Department, type Gender } from '../../../../shared/constants';
import { ZProfileSettingsRequest, type TUser } from '../../../../shared/schemas/auth';
import { timeZoneLabel } from '../../../../shared/time-zone';
import { ChoiceGroup } from '../../../components/choice-group';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { FieldError, Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSaveProfileSettings } from '../api/save-profile-settings';
import { joinHeight, splitHeight } from '../lib/height';
import { EmailStatus } from './email-status';
import { PhoneChange } from './phone-change';
import { TimeZonePicker } from './time-zone-picker';

type Body = z.input<typeof ZProfileSettingsRequest>;
const FIELDS = ['fullName', 'username', 'email', 'currentPassword', 'gender', 'departments', 'age', 'height', 'homeLocation', 'timeZone'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: unknown): f is Field => FIELDS.includes(f as Field);

interface Draft {
  fullName: string;
  username: string;
  email: string;
  gender: Gender | '';
  departments: Department | '';
  age: string;
  feet: string;
  inches: string;
  homeLocation: string;
  timeZone: string;
  /** Asked only while the username or email differs from the stored one (ADR 0101); never kept after a save. */
  currentPassword: string;
}

const draftOf = (user: TUser): Draft => ({
  fullName: user.fullName,
  username: user.username ?? '',
  email: user.email ?? '',
  gender: user.gender ?? '',
  departments: user.departments ?? '',
  age: user.age === null ? '' : String(user.age),
  ...splitHeight(user.height),
  homeLocation: user.homeLocation ?? '',
  timeZone: user.timezone,
  currentPassword: '',
});

/** Whether the draft moves the account's way in: then the same form asks for the current password. */
const changesIdentity = (draft: Draft, user: TUser) =>
  draft.username.trim().toLowerCase() !== (user.username ?? '') || draft.email.trim().toLowerCase() !== (user.email ?? '');

/**
 * Settings → Profile: name, a chosen username (optional), email (verified by a link), phone (changed by a code to the new
 * number), gender and the departments the stylist and shop dress the person from, age, height, the home city (weather, and the zone it implies) and the one time zone
 * every screen, text, job and calendar import uses. Only what changed is sent, checked first by
 * the route's own schema so each error shows under its field.
 */
export function ProfileSection({ user }: { user: TUser }) {
  const id = useId();
  const save = useSaveProfileSettings(user.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const choose = (key: 'gender' | 'departments') => (value: string) => {
    set(key)(value);
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  // Follows the stored values after a save (a new city can bring a new zone).
  useEffect(() => {
    setDraft(draftOf(user));
  }, [user]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const body: Body = {};
    if (draft.fullName.trim() !== user.fullName) body.fullName = draft.fullName;
    // Blank clears the username: the phone and email still sign in.
    if (draft.username.trim().toLowerCase() !== (user.username ?? '')) body.username = draft.username.trim() === '' ? null : draft.username;
    if (draft.email.trim().toLowerCase() !== (user.email ?? '')) body.email = draft.email.trim() === '' ? null : draft.email;
    if (draft.gender !== (user.gender ?? '') && draft.gender !== '') body.gender = draft.gender;
    if (draft.departments !== (user.departments ?? '') && draft.departments !== '') body.departments = draft.departments;
    const age = draft.age.trim() === '' ? null : /^\d+$/.test(draft.age.trim()) ? Number(draft.age) : undefined;
    if (age === undefined) found.age = 'Age must be a whole number';
    else if (age !== user.age) body.age = age;
    const height = joinHeight(draft.feet, draft.inches);
    if (height === undefined) found.height = 'Enter feet and inches (0 to 11), such as 5 ft 6 in';
    else if (height !== user.height) body.height = height;
    if (draft.homeLocation.trim() !== (user.homeLocation ?? '')) body.homeLocation = draft.homeLocation;
    if (draft.timeZone !== user.timezone) body.timeZone = draft.timeZone;
    // Blank is missing: the shared schema then asks for it under its field.
    if ((body.username !== undefined || body.email !== undefined) && draft.currentPassword !== '') body.currentPassword = draft.currentPassword;

    if (Object.keys(found).length === 0 && Object.keys(body).length === 0) {
      setErrors({});
      toast.success('Nothing to save', 'Your profile is as shown.');
      return;
    }
    const parsed = ZProfileSettingsRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        const moved = body.homeLocation !== undefined && body.timeZone === undefined && saved.timezone !== user.timezone;
        const emailSent = body.email ? ` We sent a link to ${saved.email} to verify it.` : '';
        toast.success(
          'Profile saved',
          moved ? `Your time zone moved with your city: ${timeZoneLabel(saved.timezone)}.${emailSent}` : `Your profile is up to date.${emailSent}`,
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status < 500 && isField(error.field)) setErrors({ [error.field]: error.message });
        else toast.error('Could not save', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.');
      },
    });
  };

  const described = (field: Field, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Who you are and where you live: your stylist dresses you for it, and outfits, texts and calendar times follow your time zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Profile settings">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input id={`${id}-name`} autoComplete="name" value={draft.fullName} onChange={(e) => set('fullName')(e.target.value)} {...described('fullName')} />
            <FieldError id={`${id}-fullName-error`} message={errors.fullName} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-username`}>
              Username <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id={`${id}-username`}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={draft.username}
              onChange={(e) => set('username')(e.target.value)}
              {...described('username', `${id}-username-hint`)}
            />
            <p id={`${id}-username-hint`} className="text-xs text-muted-foreground">
              Sign in with it as well as your phone number. Letters, digits, dots, dashes and underscores, starting with a letter.
            </p>
            <FieldError id={`${id}-username-error`} message={errors.username} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              value={draft.email}
              onChange={(e) => set('email')(e.target.value)}
              {...described('email', user.email ? `${id}-email-status` : `${id}-email-hint`)}
            />
            {user.email && draft.email.trim().toLowerCase() === user.email ? (
              <EmailStatus user={user} id={`${id}-email-status`} />
            ) : (
              <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
                For receipts, and to get back in if your number changes. We send a link to confirm it.
              </p>
            )}
            <FieldError id={`${id}-email-error`} message={errors.email} />
          </div>
          {changesIdentity(draft, user) ? (
            <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
              <Label htmlFor={`${id}-currentPassword`}>Current password</Label>
              <PasswordInput
                id={`${id}-currentPassword`}
                autoComplete="current-password"
                value={draft.currentPassword}
                onChange={(e) => set('currentPassword')(e.target.value)}
                {...described('currentPassword', `${id}-currentPassword-hint`)}
              />
              <p id={`${id}-currentPassword-hint`} className="text-xs text-muted-foreground">
                Needed to change your username or email. Your old email hears of the change, with a link to undo it.
              </p>
              <FieldError id={`${id}-currentPassword-error`} message={errors.currentPassword} />
            </div>
          ) : null}
          <ChoiceGroup
            name={`${id}-gender`}
            legend="Gender"
            options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            value={draft.gender}
            onChange={choose('gender')}
            error={errors.gender}
            errorId={`${id}-gender-error`}
            columns={4}
          />
          <ChoiceGroup
            name={`${id}-departments`}
            legend="Departments I shop"
            hint="Your stylist and the shop suggest from these, whatever your gender."
            options={DEPARTMENTS.map((d) => ({ value: d, label: DEPARTMENT_LABELS[d] }))}
            value={draft.departments}
            onChange={choose('departments')}
            error={errors.departments}
            errorId={`${id}-departments-error`}
            columns={3}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-age`}>Age</Label>
              <Input
                id={`${id}-age`}
                inputMode="numeric"
                className="sm:max-w-28"
                value={draft.age}
                onChange={(e) => set('age')(e.target.value)}
                {...described('age')}
              />
              <FieldError id={`${id}-age-error`} message={errors.age} />
            </div>
            {/* A group named by a label-styled line, not a fieldset: a legend sat 4 px below Age's label beside it. */}
            <div role="group" aria-labelledby={`${id}-height-label`} className="grid content-start gap-2" {...described('height')}>
              <span id={`${id}-height-label`} className="text-sm font-medium leading-none">
                Height
              </span>
              <div className="flex items-center gap-2">
                <Input
                  id={`${id}-feet`}
                  aria-label="Feet"
                  inputMode="numeric"
                  className="w-16"
                  value={draft.feet}
                  onChange={(e) => set('feet')(e.target.value)}
                  aria-invalid={errors.height ? true : undefined}
                />
                <span className="text-sm text-muted-foreground" aria-hidden>
                  ft
                </span>
                <Input
                  id={`${id}-inches`}
                  aria-label="Inches"
                  inputMode="numeric"
                  className="w-16"
                  value={draft.inches}
                  onChange={(e) => set('inches')(e.target.value)}
                  aria-invalid={errors.height ? true : undefined}
                />
                <span className="text-sm text-muted-foreground" aria-hidden>
                  in
                </span>
              </div>
              <FieldError id={`${id}-height-error`} message={errors.height} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-home`}>Home city or ZIP</Label>
            <Input
              id={`${id}-home`}
              placeholder="94110 or Chicago, IL"
              autoComplete="postal-code"
              value={draft.homeLocation}
              onChange={(e) => set('homeLocation')(e.target.value)}
              {...described('homeLocation', `${id}-home-hint`)}
            />
            <p id={`${id}-home-hint`} className="text-xs text-muted-foreground">
              Changing it sets your time zone to the city&apos;s; you can still pick another below.
            </p>
            <FieldError id={`${id}-homeLocation-error`} message={errors.homeLocation} />
          </div>
          <div className="grid gap-1">
            <TimeZonePicker value={draft.timeZone} onChange={set('timeZone')} disabled={save.isPending} />
            <FieldError id={`${id}-timeZone-error`} message={errors.timeZone} />
          </div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} className="sm:justify-self-start">
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {save.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
        <div className="border-t border-border pt-5">
          <PhoneChange user={user} />
        </div>
      </CardContent>
    </Card>
  );
}
