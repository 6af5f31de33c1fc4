import type { TBasicInfoDraft } from '../../../../shared/schemas/onboarding';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';

export type BasicField = 'fullName' | 'age' | 'gender';

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 3);

/** Step 2: the profile fields. Age and weight are whole numbers; height is feet and inches. */
export function BasicInfoStep({ value, onChange, invalid }: { value: TBasicInfoDraft; onChange: (v: TBasicInfoDraft) => void; invalid: BasicField | null }) {
  const set = (patch: Partial<TBasicInfoDraft>) => onChange({ ...value, ...patch });
  const err = (field: BasicField) => (invalid === field ? { 'aria-invalid': true, 'aria-describedby': 'step-error' } : {});
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="ob-full-name">Full name</Label>
        <Input
          id="ob-full-name"
          autoComplete="name"
          value={value.fullName}
          onChange={(e) => set({ fullName: e.target.value })}
          maxLength={100}
          {...err('fullName')}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor="ob-age">Age</Label>
          <Input
            id="ob-age"
            inputMode="numeric"
            pattern="[0-9]*"
            value={value.age}
            onChange={(e) => set({ age: digits(e.target.value) })}
            placeholder="e.g. 32"
            {...err('age')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ob-gender">Gender</Label>
          <NativeSelect id="ob-gender" value={value.gender} onChange={(e) => set({ gender: e.target.value as TBasicInfoDraft['gender'] })} {...err('gender')}>
            <option value="">Select...</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
          </NativeSelect>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">
          Height <span className="font-normal text-muted-foreground">(optional)</span>
        </legend>
        <div className="grid grid-cols-2 gap-4">
          <div className="relative">
            <Input
              id="ob-height-feet"
              aria-label="Height, feet"
              inputMode="numeric"
              value={value.heightFeet}
              onChange={(e) => set({ heightFeet: digits(e.target.value).slice(0, 1) })}
              placeholder="5"
              className="pr-10"
            />
            <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
              ft
            </span>
          </div>
          <div className="relative">
            <Input
              id="ob-height-inches"
              aria-label="Height, inches"
              inputMode="numeric"
              value={value.heightInches}
              onChange={(e) => set({ heightInches: String(Math.min(11, Number(digits(e.target.value).slice(0, 2)) || 0) || '') })}
              placeholder="10"
              className="pr-10"
            />
            <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
              in
            </span>
          </div>
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="ob-weight">
          Weight <span className="font-normal text-muted-foreground">(optional, lbs)</span>
        </Label>
        <Input id="ob-weight" inputMode="numeric" value={value.weight} onChange={(e) => set({ weight: digits(e.target.value) })} placeholder="e.g. 165" />
      </div>
      <p className="text-xs text-muted-foreground">Height and weight only estimate your sizes; they are never shared.</p>
    </div>
  );
}
