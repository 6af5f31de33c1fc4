import { ImagePlus, Loader2, Sparkles, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { BODY_TYPES, HAIR_COLORS, SKIN_TONES } from '../../../../shared/constants';
import { bodyForAnalysis, heightToInches, wholeOrNull, type TPhotoAnalysisResult } from '../../../../shared/schemas/onboarding';
import { Button } from '../../../components/ui/button';
import { FieldError, Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useAnalyzePhotos } from '../api/analyze-photos';
import { DEFAULT_SELECTS, type OnboardingDraft } from '../lib/draft';
import { photoFilesProblem, PhotoTooSmall, preparePortrait } from '../lib/photos';
import { swatchFor } from '../lib/swatches';

type PhotoFields = Pick<OnboardingDraft, 'photos' | 'analysis' | 'skinTone' | 'hairColor' | 'bodyType'>;

/** Spec 8: the analysis failure message by cause. */
function analysisFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return 'Images are too large. Please use smaller photos or compress them before uploading.';
  if (error instanceof ApiError && /payload too large/i.test(error.message))
    return 'Images are too large. Please use smaller photos or compress them before uploading.';
  if (error instanceof TypeError) return 'Network error. Please check your connection and try again.';
  return "We couldn't fully analyze your photos. Please try again with different images.";
}

/** Step 3: one or two photos, analysed for skin tone, hair colour, body type and a palette the user can adjust. */
export function PhotoStep({
  draft,
  onChange,
  userId,
  error,
}: {
  draft: OnboardingDraft;
  onChange: (patch: Partial<PhotoFields>) => void;
  userId: number | undefined;
  /** The step's problem, shown under the upload area. */
  error?: string | undefined;
}) {
  const invalid = Boolean(error);
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const analyze = useAnalyzePhotos();
  const busy = preparing || analyze.isPending;

  const runAnalysis = (photos: string[]) => {
    if (!userId) {
      toast.error('Authentication required', 'Please log in to use the AI photo analysis feature');
      return;
    }
    const body = bodyForAnalysis(heightToInches(draft.basic.heightFeet, draft.basic.heightInches), wholeOrNull(draft.basic.weight));
    analyze.mutate(
      { userId, photos, ...body, gender: draft.basic.gender || null },
      {
        onSuccess: (result: TPhotoAnalysisResult) =>
          onChange({ photos, analysis: result, skinTone: result.skin_tone, hairColor: result.hair_color, bodyType: result.body_type }),
        onError: (error) => toast.error('Analysis failed', analysisFailure(error)),
      },
    );
  };

  const addFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    const problem = photoFilesProblem(files, draft.photos.length);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setPreparing(true);
    try {
      const prepared = [];
      for (const f of files) prepared.push(await preparePortrait(f));
      const photos = [...draft.photos, ...prepared];
      onChange({ photos });
      runAnalysis(photos);
    } catch (error) {
      if (error instanceof PhotoTooSmall) toast.error('Image too small', error.message);
      else toast.error('Upload error', "We couldn't process your photos. Please try again.");
    } finally {
      setPreparing(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = (index: number) => {
    const photos = draft.photos.filter((_, i) => i !== index);
    // Spec 4: removing all photos clears the analysis.
    if (photos.length === 0) onChange({ photos, analysis: null, ...DEFAULT_SELECTS });
    else {
      onChange({ photos });
      runAnalysis(photos);
    }
  };

  const a = draft.analysis;
  return (
    <div className="grid gap-6">
      <p className="leading-relaxed text-muted-foreground">
        Add a clear, well-lit photo of your face and upper body: a front view, and a side view if you like. They are analyzed once for your coloring and never
        saved.
      </p>

      <div
        className={cn(
          'grid gap-4 rounded-2xl border-2 border-dashed p-4 transition-colors sm:p-5',
          dragging ? 'border-accent bg-accent/5' : invalid ? 'border-destructive' : 'border-border',
        )}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void addFiles(e.dataTransfer.files);
        }}
      >
        {draft.photos.length ? (
          <ul className="grid grid-cols-2 gap-3" aria-label="Your photos">
            {draft.photos.map((src, i) => (
              <li key={i} className="relative overflow-hidden rounded-xl bg-muted">
                <img src={src} alt={`Photo ${i + 1}`} className="aspect-[3/4] w-full object-cover" />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute right-2 top-2 size-8 rounded-full bg-card/90 shadow"
                  onClick={() => remove(i)}
                  disabled={busy}
                  aria-label={`Remove photo ${i + 1}`}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={input}
          id="ob-photos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void addFiles(e.target.files)}
          data-testid="photo-input"
        />
        {draft.photos.length < 2 ? (
          <div className="flex flex-col items-center gap-2 py-3 text-center">
            <Button
              id="ob-photo-input"
              type="button"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-describedby={invalid ? 'ob-photo-error ob-photo-hint' : 'ob-photo-hint'}
              aria-invalid={invalid || undefined}
            >
              <ImagePlus aria-hidden /> {draft.photos.length ? 'Add a side view' : 'Upload photos'}
            </Button>
            <p id="ob-photo-hint" className="text-xs text-muted-foreground">
              JPEG, PNG or WebP · up to 2 photos · under 10MB each
            </p>
            <FieldError id="ob-photo-error" message={error} />
          </div>
        ) : null}
      </div>

      <div aria-live="polite">
        {busy ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {preparing ? 'Preparing your photos...' : 'Analyzing your coloring and fit...'}
          </p>
        ) : a ? (
          <section className="grid gap-4 rounded-2xl bg-muted/50 p-4 sm:p-5" aria-label="Photo analysis" data-testid="photo-analysis">
            <h3 className="flex items-center gap-2 font-medium">
              <Sparkles className="size-4 text-accent" aria-hidden /> {a.season ? `${a.season} palette` : 'Your palette'} · {a.undertone} undertone
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {a.color_palette.recommended_colors.map((c) => (
                <li key={c.color} className="flex items-start gap-3 text-sm">
                  <span aria-hidden className="mt-0.5 size-6 shrink-0 rounded-full border border-border" style={{ backgroundColor: swatchFor(c.color) }} />
                  <span>
                    <span className="font-medium">{c.color}</span>
                    <span className="block text-muted-foreground">{c.reason}</span>
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-sm">
              <span className="font-medium">Estimated sizes:</span> top {a.estimated_size.top_size}, bottom {a.estimated_size.bottom_size} ·{' '}
              {a.estimated_size.fit_preference}
            </p>
            <p className="text-sm text-muted-foreground">
              Fits to look for: {[...a.style_and_fit.tops, ...a.style_and_fit.bottoms].map((f) => f.style.toLowerCase()).join(', ')}.
            </p>
          </section>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id="ob-skin-tone" label="Skin tone" value={draft.skinTone} options={SKIN_TONES} onChange={(skinTone) => onChange({ skinTone })} />
        <SelectField id="ob-hair-color" label="Hair color" value={draft.hairColor} options={HAIR_COLORS} onChange={(hairColor) => onChange({ hairColor })} />
        <SelectField id="ob-body-type" label="Body type" value={draft.bodyType} options={BODY_TYPES} onChange={(bodyType) => onChange({ bodyType })} />
      </div>
    </div>
  );
}

function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
