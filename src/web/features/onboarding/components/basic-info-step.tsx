import { DEPARTMENT_LABELS, DEPARTMENTS, GENDER_LABELS, GENDERS } from '../../../../shared/constants';
import type { BasicInfoField, StepProblems, TBasicInfoDraft } from '../../../../shared/schemas/onboarding';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { ChoiceGroup } from '../../../components/choice-group';

export type BasicField = BasicInfoField;
export const BASIC_FIELD_IDS: Record<BasicField, string> = {
  fullName: 'ob-full-name',
  age: 'ob-age',
  gender: 'ob-gender-female',
  height: 'ob-height-feet',
  weight: 'ob-weight',
};

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 3);
const errorId = (field: BasicField) => `ob-${field}-error`;

/** Where the wardrobe side comes from when no department was picked (departmentsOf, ADR 0094). */
const DERIVED: Record<TBasicInfoDraft['gender'], string> = {
  '': '',
  male: 'Menswear, unless you pick otherwise.',
  female: 'Womenswear, unless you pick otherwise.',
  non_binary: 'Both, unless you pick otherwise.',
  prefer_not_to_say: 'Both, unless you pick otherwise.',
};

/**
 * Step 2: the profile fields, each error under its own field (issue 27). The name is asked only
 * when sign-up did not (askName). Age and weight are whole numbers; height is feet and inches.
 */
export function BasicInfoStep({
  value,
  onChange,
  problems,
  askName,
}: {
  value: TBasicInfoDraft;
  onChange: (v: TBasicInfoDraft, field: BasicField | 'departments') => void;
  problems: StepProblems<BasicField>;
  askName: boolean;
}) {
  const set = (patch: Partial<TBasicInfoDraft>, field: BasicField | 'departments') => onChange({ ...value, ...patch }, field);
  const err = (field: BasicField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});
  return (
    <div className="grid gap-5">
      {askName ? (
        <div className="grid gap-2">
          <Label htmlFor="ob-full-name">Full name</Label>
          <Input
            id="ob-full-name"
            autoComplete="name"
            value={value.fullName}
            onChange={(e) => set({ fullName: e.target.value }, 'fullName')}
            maxLength={100}
            {...err('fullName')}
          />
          <FieldError id={errorId('fullName')} message={problems.fullName} />
        </div>
      ) : null}
      <div className="grid gap-2 sm:max-w-48">
        <Label htmlFor="ob-age">Age</Label>
        <Input
          id="ob-age"
          inputMode="numeric"
          pattern="[0-9]*"
          value={value.age}
          onChange={(e) => set({ age: digits(e.target.value) }, 'age')}
          placeholder="e.g. 32"
          {...err('age')}
        />
        <FieldError id={errorId('age')} message={problems.age} />
      </div>
      <ChoiceGroup
        name="ob-gender"
        legend="Gender"
        options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
        value={value.gender}
        onChange={(gender) => set({ gender }, 'gender')}
        error={problems.gender}
        errorId={errorId('gender')}
        columns={2}
      />
      <ChoiceGroup
        name="ob-departments"
        legend="Departments I shop"
        hint={value.departments ? 'Outfits and the shop follow this.' : DERIVED[value.gender] || 'Outfits and the shop follow this.'}
        options={DEPARTMENTS.map((d) => ({ value: d, label: DEPARTMENT_LABELS[d] }))}
        value={value.departments ?? ''}
        onChange={(departments) => set({ departments }, 'departments')}
        columns={3}
      />
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
              onChange={(e) => set({ heightFeet: digits(e.target.value).slice(0, 1) }, 'height')}
              placeholder="5"
              className="pr-10"
              {...err('height')}
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
              onChange={(e) => set({ heightInches: String(Math.min(11, Number(digits(e.target.value).slice(0, 2)) || 0) || '') }, 'height')}
              placeholder="10"
              className="pr-10"
              {...err('height')}
            />
            <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
              in
            </span>
          </div>
        </div>
        <FieldError id={errorId('height')} message={problems.height} />
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="ob-weight">
          Weight <span className="font-normal text-muted-foreground">(optional, lbs)</span>
        </Label>
        <Input
          id="ob-weight"
          inputMode="numeric"
          value={value.weight}
          onChange={(e) => set({ weight: digits(e.target.value) }, 'weight')}
          placeholder="e.g. 165"
          className={cn(problems.weight && 'border-destructive')}
          {...err('weight')}
        />
        <FieldError id={errorId('weight')} message={problems.weight} />
      </div>
      <p className="text-xs text-muted-foreground">Height and weight only estimate your sizes; they are never shared.</p>
    </div>
  );
}
