import { Camera, ImagePlus, Loader2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { usePhotoUpload } from '../hooks/use-photo-upload';

interface PhotoFieldProps {
  imageUrl: string | null | undefined;
  onChange: (imageUrl: string | null) => void;
  onDetectedColor: (color: string) => void;
  onBusyChange: (busy: boolean) => void;
}

export const PHOTO_ACCEPT = 'image/jpeg,image/jpg,image/png,image/webp';

/** Picks, checks, shrinks and uploads the item's photo; the preview is the shrunk local copy, so it shows at once. */
export function PhotoField({ imageUrl, onChange, onDetectedColor, onBusyChange }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy } = usePhotoUpload();
  const [preview, setPreview] = useState<string | null>(null);
  const [detected, setDetected] = useState<string | null>(null);

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (!result) return;
    setPreview(result.previewUrl);
    onChange(result.imageUrl);
    setDetected(result.detectedColor);
    if (result.detectedColor) onDetectedColor(result.detectedColor);
  };

  const shown = preview ?? imageUrl ?? null;
  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="relative flex aspect-square w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-input bg-muted text-muted-foreground hover:border-accent"
        aria-label={shown ? 'Change photo' : 'Upload photo'}
      >
        {shown ? <img src={shown} alt="" className="size-full object-cover" /> : <Camera className="size-8" aria-hidden />}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-background/70">
            <Loader2 className="size-6 animate-spin" aria-hidden />
          </span>
        ) : null}
      </button>
      <div className="grid gap-2 text-sm">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy}>
            <ImagePlus aria-hidden /> {shown ? 'Change photo' : 'Upload photo'}
          </Button>
          {shown && !busy ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setPreview(null);
                setDetected(null);
                onChange(null);
              }}
            >
              <X aria-hidden /> Remove
            </Button>
          ) : null}
        </div>
        <p className="text-muted-foreground" aria-live="polite">
          {busy ? 'Processing photo…' : detected ? `Color detected: ${detected}` : 'JPEG, PNG or WebP, up to 5MB.'}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Photo file"
        data-testid="item-photo-input"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
