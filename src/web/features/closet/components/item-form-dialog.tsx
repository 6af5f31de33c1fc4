import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CATEGORIES,
  canonicalSubcategory,
  CLOTHING_COLOR_NAMES,
  FORMALITIES,
  ITEM_STATUSES,
  MATERIALS,
  SEASONS,
  SUBCATEGORIES,
  WARMTHS,
  type Category,
} from '../../../../shared/closet-constants';
import {
  CLOSET_FIELD_LIMITS,
  ZCreateClothingItemRequest,
  ZUpdateClothingItemRequest,
  type TClothingItem,
  type TCreateClothingItemInput,
  type TCreateClothingItemRequest,
} from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useCreateClothingItem } from '../api/create-item';
import { describeClosetImage } from '../api/describe-image';
import { useUpdateClothingItem } from '../api/update-item';
import { useClosetAuth } from '../hooks/use-closet-auth';
import { label } from './options';
import { PhotoField } from './photo-field';
import { ValueOptions } from './value-options';
import { colourForNewPiece } from '../../../../shared/colour-in-name';

type Values = TCreateClothingItemInput;
type FieldName = Exclude<keyof Values, 'id' | 'userId' | 'addedAt' | 'timesWorn' | 'lastWornOn' | 'costPerWear'>;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const toPrice = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function defaults(item: TClothingItem | null, category: Category | undefined): Values {
  // Selects and inputs hold '' for "nothing"; setValueAs turns it back into null for the schema.
  return {
    name: item?.name ?? '',
    category: item?.category ?? category ?? '',
    subcategory: item?.subcategory ?? '',
    brand: item?.brand ?? '',
    color: item?.color ?? '',
    size: item?.size ?? '',
    season: item?.season ?? 'All Seasons',
    imageUrl: item?.imageUrl ?? null,
    material: item?.material ?? '',
    formality: item?.formality ?? '',
    warmth: item?.warmth ?? '',
    price: item?.price ?? '',
    status: item?.status ?? 'active',
  } as unknown as Values;
}

export interface ItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: add a new item. */
  item: TClothingItem | null;
  defaultCategory?: Category;
}

export function ItemFormDialog({ open, onOpenChange, item, defaultCategory }: ItemFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? 'Edit Clothing Item' : 'Add Clothing Item'}</DialogTitle>
          <DialogDescription>
            {item ? 'Change what you like; only what you change is saved.' : 'A photo helps: we pick out its color for you.'}
          </DialogDescription>
        </DialogHeader>
        {/* A fresh form per opening: a canceled edit never leaks into the next one. */}
        {open ? <ItemForm key={item?.id ?? 'new'} item={item} defaultCategory={defaultCategory} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ItemForm({ item, defaultCategory, onDone }: { item: TClothingItem | null; defaultCategory: Category | undefined; onDone: () => void }) {
  const id = useId();
  const create = useCreateClothingItem();
  const update = useUpdateClothingItem();
  const { requireSignedIn, isAuthError } = useClosetAuth();
  const [photoBusy, setPhotoBusy] = useState(false);
  const hasDetails = !!item && !!(item.material || item.warmth || item.price !== null || item.status !== 'active');
  const [moreOpen, setMoreOpen] = useState(hasDetails);
  const colorFromPhoto = useRef(false);
  /** The values the last photo suggested: a field still holding one may be replaced by the next photo's. */
  const suggested = useRef<Partial<Record<'name' | 'category' | 'subcategory', string>>>({});
  const [reading, setReading] = useState(false);
  const [prefilled, setPrefilled] = useState(false);

  const form = useForm<Values, unknown, TCreateClothingItemRequest>({
    resolver: zodResolver(item ? ZUpdateClothingItemRequest : ZCreateClothingItemRequest) as unknown as Resolver<Values, unknown, TCreateClothingItemRequest>,
    defaultValues: defaults(item, defaultCategory),
    // Spec 5: an error clears as soon as its field is edited; it is checked again on the next save.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setValue, setError, clearErrors, watch, reset } = form;
  // Read during render: react-hook-form only tracks the parts of formState a component reads.
  const { errors, dirtyFields } = formState;
  const category = watch('category') as Category | '';
  const imageUrl = watch('imageUrl');
  const saving = create.isPending || update.isPending;

  // The subcategory picker's options follow the category. A value set in the same tick as its category
  // (the photo pre-fill) reached the <select> before its option existed and showed as none: apply it
  // again once the options are rendered.
  useEffect(() => {
    const sub = (form.getValues('subcategory') as string | null) ?? '';
    if (sub) setValue('subcategory', sub as never);
  }, [category, form, setValue]);
  const verb = item ? 'update' : 'add';

  const field = (name: FieldName, options: { setValueAs?: (v: unknown) => unknown; onChange?: () => void } = {}) => {
    const error = errors[name]?.message;
    return {
      ...register(name, {
        ...(options.setValueAs ? { setValueAs: options.setValueAs } : {}),
        onChange: () => {
          clearErrors(name);
          options.onChange?.();
        },
      }),
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
  };
  const errorOf = (name: FieldName) => <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />;

  const onServerError = (error: unknown, fallbackTitle: string, fallbackDescription?: string) => {
    if (isAuthError(error, verb)) return;
    if (error instanceof ApiError && error.field && error.field in form.getValues()) setError(error.field as FieldName, { message: error.message });
    toast.error(fallbackTitle, fallbackDescription ?? (error instanceof Error ? error.message : undefined));
  };

  const onSubmit = handleSubmit((data) => {
    if (!requireSignedIn(verb)) return;
    const done = () => {
      reset();
      onDone();
    };
    if (!item) {
      create.mutate(data, {
        onSuccess: (created) => {
          toast.success('Item added', `${created.name} has been added to your closet`);
          done();
        },
        onError: (error) => onServerError(error, 'Failed to add item', 'There was an error adding your clothing item. Please try again.'),
      });
      return;
    }
    // PATCH sends only what changed, so a formality left on 'Auto' keeps following the subcategory.
    const dirty = dirtyFields as Partial<Record<FieldName, boolean>>;
    const changes = Object.fromEntries(Object.entries(data).filter(([k]) => dirty[k as FieldName]));
    update.mutate(
      { id: item.id, changes },
      {
        onSuccess: () => {
          toast.success('Item updated', 'Your clothing item has been updated successfully');
          done();
        },
        onError: (error) => onServerError(error, 'Failed to update item'),
      },
    );
  });

  /** With AI_VISION_MODEL set, the photo names the piece; only empty fields, or ones an earlier photo filled, change. */
  const prefillFromPhoto = useCallback(
    async (imageUrl: string) => {
      setReading(true);
      try {
        const { suggestion } = await describeClosetImage(imageUrl);
        if (!suggestion) return;
        const free = (name: 'name' | 'category' | 'subcategory') => {
          const current = (form.getValues(name) as string | null | undefined) ?? '';
          return current === '' || current === suggested.current[name];
        };
        const filled: string[] = [];
        const put = (name: 'name' | 'category' | 'subcategory', value: string) => {
          setValue(name, value as never, { shouldDirty: true });
          clearErrors(name);
          suggested.current[name] = value;
          filled.push(name);
        };
        if (free('category')) put('category', suggestion.category);
        const category = form.getValues('category') as Category | '';
        const subcategory = suggestion.subcategory && category === suggestion.category ? canonicalSubcategory(category, suggestion.subcategory) : null;
        if (subcategory && free('subcategory')) put('subcategory', subcategory);
        if (suggestion.name && free('name')) put('name', suggestion.name);
        setPrefilled(filled.length > 0);
      } catch {
        // A suggestion is a convenience: the form works the same without one.
      } finally {
        setReading(false);
      }
    },
    [form, setValue, clearErrors],
  );

  const onDetectedColor = useCallback(
    (color: string) => {
      // Never overwrite a color the user typed; do replace one an earlier photo filled in.
      if (form.getValues('color') && !colorFromPhoto.current) return;
      colorFromPhoto.current = true;
      // A colour the name states ('Black trousers') is the piece's colour, whatever the pixels say.
      setValue('color', colourForNewPiece(form.getValues('name'), color, color), { shouldDirty: true });
      clearErrors('color');
    },
    [form, setValue, clearErrors],
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={item ? 'Edit clothing item' : 'Add clothing item'}>
      <div className="grid gap-2">
        <Label>Photo</Label>
        <PhotoField
          imageUrl={imageUrl}
          onChange={(url) => {
            setValue('imageUrl', url, { shouldDirty: true });
            setPrefilled(false);
            if (url) void prefillFromPhoto(url);
          }}
          onDetectedColor={onDetectedColor}
          onBusyChange={setPhotoBusy}
        />
        <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
          {reading ? 'Reading the photo…' : prefilled ? 'Filled in from your photo. Check and change anything.' : null}
        </p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input {...field('name')} placeholder="e.g. Navy blazer" maxLength={CLOSET_FIELD_LIMITS.name} autoComplete="off" />
        {errorOf('name')}
      </div>

      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            {...field('category', {
              onChange: () => {
                // A subcategory belongs to one category's list: one the new category lacks is cleared.
                const next = form.getValues('category') as Category | '';
                const sub = (form.getValues('subcategory') as string | null) ?? '';
                if (sub && (!next || !canonicalSubcategory(next, sub))) setValue('subcategory', '' as never, { shouldDirty: true });
              },
            })}
          >
            <option value="" disabled>
              Select…
            </option>
            <ValueOptions values={CATEGORIES} />
          </NativeSelect>
          {errorOf('category')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-subcategory`}>Subcategory</Label>
          <NativeSelect {...field('subcategory')} disabled={!category}>
            <option value="">{category ? 'None' : 'Pick a category first'}</option>
            {category ? <ValueOptions values={SUBCATEGORIES[category]} /> : null}
          </NativeSelect>
          {errorOf('subcategory')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-brand`}>Brand</Label>
          <Input {...field('brand')} placeholder="Optional" maxLength={CLOSET_FIELD_LIMITS.brand} autoComplete="off" />
          {errorOf('brand')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-color`}>Color</Label>
          <Input
            {...field('color', {
              onChange: () => {
                colorFromPhoto.current = false;
              },
            })}
            list={`${id}-colors`}
            placeholder="e.g. Navy"
            maxLength={CLOSET_FIELD_LIMITS.color}
            autoComplete="off"
          />
          <datalist id={`${id}-colors`}>
            {CLOTHING_COLOR_NAMES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {errorOf('color')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-size`}>Size</Label>
          <Input {...field('size')} placeholder="e.g. M or 32x32" maxLength={CLOSET_FIELD_LIMITS.size} autoComplete="off" />
          {errorOf('size')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-season`}>Season</Label>
          <NativeSelect {...field('season')}>
            <ValueOptions values={SEASONS} />
          </NativeSelect>
          {errorOf('season')}
        </div>
      </div>

      <div className="rounded-lg border border-border">
        <button
          type="button"
          className="flex w-full items-center justify-between px-4 py-3 text-sm font-medium"
          aria-expanded={moreOpen}
          aria-controls={`${id}-more`}
          onClick={() => setMoreOpen((o) => !o)}
        >
          More details
          <ChevronDown className={cn('size-4 transition-transform', moreOpen && 'rotate-180')} aria-hidden />
        </button>
        <div id={`${id}-more`} hidden={!moreOpen} className="grid grid-cols-2 gap-x-3 gap-y-4 border-t border-border p-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-material`}>Material</Label>
            <NativeSelect {...field('material', { setValueAs: emptyToNull })}>
              <option value="">Not set</option>
              <ValueOptions values={MATERIALS} format={label} />
            </NativeSelect>
            {errorOf('material')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-formality`}>Formality</Label>
            <NativeSelect {...field('formality', { setValueAs: emptyToNull })}>
              <option value="">Auto (from subcategory)</option>
              <ValueOptions values={FORMALITIES} format={label} />
            </NativeSelect>
            {errorOf('formality')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-warmth`}>Warmth</Label>
            <NativeSelect {...field('warmth', { setValueAs: emptyToNull })}>
              <option value="">Not set</option>
              <ValueOptions values={WARMTHS} format={label} />
            </NativeSelect>
            {errorOf('warmth')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-price`}>Price paid ($)</Label>
            <Input {...field('price', { setValueAs: toPrice })} type="number" inputMode="decimal" min={0} step="0.01" placeholder="For cost per wear" />
            {errorOf('price')}
          </div>
          <div className="col-span-2 grid gap-2">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <NativeSelect {...field('status')}>
              <ValueOptions values={ITEM_STATUSES} format={label} />
            </NativeSelect>
            {errorOf('status')}
          </div>
        </div>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || photoBusy}>
          {saving ? 'Saving...' : item ? 'Save Changes' : 'Add Item'}
        </Button>
      </DialogFooter>
    </form>
  );
}
