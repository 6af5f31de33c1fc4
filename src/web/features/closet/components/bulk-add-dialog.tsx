import { AlertCircle, Loader2, RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CATEGORIES, CLOTHING_COLOR_NAMES, type Category } from '../../../../shared/closet-constants';
import { CLOSET_FIELD_LIMITS, ZBulkCreateClothingItemsRequest } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { NativeSelect } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useBulkCreateClothingItems } from '../api/bulk-create-items';
import { uploadClosetImage } from '../api/upload-image';
import { useClosetAuth } from '../hooks/use-closet-auth';
import { preparePhoto } from '../hooks/prepare-photo';
import { ValueOptions } from './value-options';

type DraftStatus = 'waiting' | 'processing' | 'ready' | 'failed';
interface Draft {
  key: string;
  file: File;
  status: DraftStatus;
  previewUrl: string | null;
  imageUrl: string | null;
  name: string;
  nameEdited: boolean;
  category: Category | '';
  color: string;
}
type DraftErrors = Record<string, Partial<Record<'name' | 'category' | 'color', string>>>;

/** A starting name from colour and category, e.g. 'Navy top'; the user can type over it. */
const NOUN: Record<Category, string> = {
  Tops: 'top',
  Bottoms: 'bottoms',
  'Dresses & jumpsuits': 'dress',
  Outerwear: 'jacket',
  'Suits & tailoring': 'blazer',
  Shoes: 'shoes',
  Bags: 'bag',
  Accessories: 'accessory',
  Jewellery: 'jewelry',
  Activewear: 'activewear',
  Swim: 'swimwear',
};
const suggestName = (color: string, category: Category) => `${color ? `${color} ` : ''}${NOUN[category]}`.replace(/^./, (c) => c.toUpperCase());

/** The review grid for many photos at once: each becomes a draft with its colour detected, saved together. */
export function BulkAddDialog({ files, onClose }: { files: File[] | null; onClose: () => void }) {
  return (
    <Dialog open={!!files} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">{files ? <BulkAdd files={files} onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function BulkAdd({ files, onDone }: { files: File[]; onDone: () => void }) {
  const id = useId();
  const bulk = useBulkCreateClothingItems();
  const { requireSignedIn, isAuthError } = useClosetAuth();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    files.map((file, i) => ({
      key: `${i}-${file.name}`,
      file,
      status: 'waiting',
      previewUrl: null,
      imageUrl: null,
      name: '',
      nameEdited: false,
      category: '',
      color: '',
    })),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [processingIndex, setProcessingIndex] = useState(0);
  const mounted = useRef(true);
  const previews = useRef<string[]>([]);

  const patch = useCallback((key: string, changes: Partial<Draft>) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...changes } : d))), []);

  const processOne = useCallback(
    async (draft: Draft, cancelled: () => boolean) => {
      patch(draft.key, { status: 'processing' });
      try {
        const photo = await preparePhoto(draft.file);
        const uploaded = await uploadClosetImage(photo);
        if (cancelled()) return true;
        const previewUrl = URL.createObjectURL(photo);
        previews.current.push(previewUrl);
        setDrafts((all) =>
          all.map((d) =>
            d.key === draft.key ? { ...d, status: 'ready', previewUrl, imageUrl: uploaded.imageUrl, color: d.color || (uploaded.detectedColor ?? '') } : d,
          ),
        );
        return true;
      } catch {
        if (!cancelled()) patch(draft.key, { status: 'failed' });
        return false;
      }
    },
    [patch],
  );

  // One at a time, in order: the progress line stays honest and the server is not flooded.
  useEffect(() => {
    let cancelled = false;
    const isCancelled = () => cancelled;
    mounted.current = true;
    const urls = previews.current;
    void (async () => {
      let failed = 0;
      for (const [i, draft] of drafts.entries()) {
        if (cancelled) return;
        setProcessingIndex(i + 1);
        if (!(await processOne(draft, isCancelled))) failed++;
      }
      if (cancelled) return;
      setProcessingIndex(0);
      if (failed) toast.error('Upload failed', 'Failed to process the image. Please try again.');
    })();
    return () => {
      cancelled = true;
      mounted.current = false;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
    // Runs once for the files this dialog was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const processing = processingIndex > 0 || drafts.some((d) => d.status === 'processing');
  const ready = drafts.filter((d) => d.status === 'ready');
  const failedCount = drafts.filter((d) => d.status === 'failed').length;

  const retry = async (draft: Draft) => {
    if (!(await processOne(draft, () => !mounted.current))) toast.error('Upload failed', 'Failed to process the image. Please try again.');
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (processing || ready.length === 0 || bulk.isPending) return;
    if (!requireSignedIn('add')) return;
    const request = { items: ready.map((d) => ({ name: d.name, category: d.category, color: d.color, imageUrl: d.imageUrl })) };
    const parsed = ZBulkCreateClothingItemsRequest.safeParse(request);
    if (!parsed.success) {
      const next: DraftErrors = {};
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path as [string, number, 'name' | 'category' | 'color'];
        const key = ready[index]?.key;
        if (key && field && !next[key]?.[field]) next[key] = { ...next[key], [field]: issue.message };
      }
      setErrors(next);
      const first = Object.keys(next)[0];
      const firstField = first ? Object.keys(next[first]!)[0] : undefined;
      if (first && firstField) document.getElementById(`${id}-${first}-${firstField}`)?.focus();
      return;
    }
    bulk.mutate(parsed.data, {
      onSuccess: ({ items }) => {
        toast.success(
          items.length === 1 ? 'Item added' : 'Items added',
          items.length === 1 ? `${items[0]!.name} has been added to your closet` : `${items.length} items have been added to your closet`,
        );
        onDone();
      },
      onError: (error) => {
        if (!isAuthError(error, 'add')) toast.error('Failed to add items', 'There was an error adding your clothing items. Please try again.');
      },
    });
  };

  const edit = (draft: Draft, changes: Partial<Draft>, field: 'name' | 'category' | 'color') => {
    if (errors[draft.key]?.[field]) setErrors((e) => ({ ...e, [draft.key]: { ...e[draft.key], [field]: undefined } }));
    patch(draft.key, changes);
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label="Add several items">
      <DialogHeader>
        <DialogTitle>Add {drafts.length === 1 ? '1 item' : `${drafts.length} items`}</DialogTitle>
        <DialogDescription>Give each piece a name and a category; colors are read from the photos. Press Enter to save them all.</DialogDescription>
      </DialogHeader>

      <div className="grid gap-2" aria-live="polite">
        {processing ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium" data-testid="bulk-progress">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Processing {processingIndex || drafts.length} of {drafts.length}…
            </p>
            <Progress value={((processingIndex - 1) / drafts.length) * 100} label="Processing photos" />
          </>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="bulk-progress">
            {ready.length} of {drafts.length} photos ready{failedCount ? `, ${failedCount} could not be processed and will be skipped` : ''}.
          </p>
        )}
      </div>

      <ul className="grid gap-2">
        {drafts.map((draft, i) => {
          const e = errors[draft.key] ?? {};
          const fid = (f: string) => `${id}-${draft.key}-${f}`;
          return (
            <li
              key={draft.key}
              className={cn(
                // Phones: photo and remove button on the first line, the fields below across the whole row
                // (beside the photo they were 174 px and cut 'Dresses & jumpsuits'). Wider: one line.
                'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-3 rounded-lg border border-border p-2.5 sm:flex sm:items-center',
                draft.status === 'failed' && 'border-destructive/50',
              )}
              data-testid="bulk-draft"
            >
              <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-muted sm:size-14">
                {draft.previewUrl ? <img src={draft.previewUrl} alt="" className="size-full object-cover" /> : null}
                {draft.status === 'waiting' || draft.status === 'processing' ? (
                  <span className="absolute inset-0 flex items-center justify-center text-muted-foreground">
                    {draft.status === 'processing' ? (
                      <Loader2 className="size-5 animate-spin" aria-label="Processing" />
                    ) : (
                      <span className="text-xs">Waiting</span>
                    )}
                  </span>
                ) : null}
                {draft.status === 'failed' ? (
                  <span className="absolute inset-0 flex items-center justify-center text-destructive">
                    <AlertCircle className="size-6" aria-label="Upload failed" />
                  </span>
                ) : null}
              </div>
              <div className="order-last col-span-full grid min-w-0 gap-2 sm:order-none sm:flex-1">
                {draft.status === 'failed' ? (
                  <div className="grid gap-2 text-sm">
                    <p className="truncate text-destructive">Upload failed: {draft.file.name}</p>
                    <div className="flex gap-2">
                      <Button type="button" size="sm" variant="outline" onClick={() => void retry(draft)}>
                        <RotateCcw aria-hidden /> Retry
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}>
                        Remove
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_8rem] sm:items-start">
                    <div className="grid gap-1">
                      <Label htmlFor={fid('name')} className="sr-only">
                        Name of item {i + 1}
                      </Label>
                      <Input
                        id={fid('name')}
                        value={draft.name}
                        placeholder="Name"
                        maxLength={CLOSET_FIELD_LIMITS.name}
                        autoComplete="off"
                        aria-invalid={e.name ? true : undefined}
                        onChange={(ev) => edit(draft, { name: ev.target.value, nameEdited: true }, 'name')}
                      />
                      {e.name ? <p className="text-xs text-destructive">{e.name}</p> : null}
                    </div>
                    {/* Stacked on phones: side by side, "Category" and "Black" were cut to "Cate" and "Blacl". */}
                    <div className="grid gap-2 sm:contents">
                      <div className="grid gap-1">
                        <Label htmlFor={fid('category')} className="sr-only">
                          Category of item {i + 1}
                        </Label>
                        <NativeSelect
                          id={fid('category')}
                          value={draft.category}
                          aria-invalid={e.category ? true : undefined}
                          className={cn(e.category && 'border-destructive')}
                          onChange={(ev) => {
                            const category = ev.target.value as Category;
                            edit(draft, { category, ...(!draft.nameEdited ? { name: suggestName(draft.color, category) } : {}) }, 'category');
                            if (!draft.nameEdited && errors[draft.key]?.name) setErrors((x) => ({ ...x, [draft.key]: { ...x[draft.key], name: undefined } }));
                          }}
                        >
                          <option value="" disabled>
                            Category
                          </option>
                          <ValueOptions values={CATEGORIES} />
                        </NativeSelect>
                        {e.category ? <p className="text-xs text-destructive">{e.category}</p> : null}
                      </div>
                      <div className="grid gap-1">
                        <Label htmlFor={fid('color')} className="sr-only">
                          Color of item {i + 1}
                        </Label>
                        <Input
                          id={fid('color')}
                          value={draft.color}
                          placeholder="Color"
                          list={`${id}-colors`}
                          maxLength={CLOSET_FIELD_LIMITS.color}
                          autoComplete="off"
                          aria-invalid={e.color ? true : undefined}
                          onChange={(ev) => edit(draft, { color: ev.target.value }, 'color')}
                        />
                        {e.color ? <p className="text-xs text-destructive">{e.color}</p> : null}
                      </div>
                    </div>
                  </div>
                )}
              </div>
              {draft.status !== 'failed' ? (
                <button
                  type="button"
                  className="col-start-3 self-start rounded-sm p-1 text-muted-foreground hover:text-foreground sm:self-center"
                  aria-label={`Remove item ${i + 1}`}
                  onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                >
                  <X className="size-4" aria-hidden />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <datalist id={`${id}-colors`}>
        {CLOTHING_COLOR_NAMES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={processing || ready.length === 0 || bulk.isPending}>
          {bulk.isPending ? 'Saving...' : `Save all (${ready.length})`}
        </Button>
      </DialogFooter>
    </form>
  );
}
