import { Info } from 'lucide-react';
import { useAiStylistKind } from '../../api/ai-prompts';

/**
 * Said beside the prompts and in the editor when the local stylist answers (issue 43.6): it writes
 * its own replies, so an edited prompt changes nothing until a model is configured.
 */
export function LocalStylistNote() {
  const { data } = useAiStylistKind();
  if (data?.kind !== 'local') return null;
  return (
    <p role="note" className="flex items-start gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm" data-testid="local-stylist-note">
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span>
        The local stylist is in use: it writes its own replies and does not read these prompts. Prompts apply only when a model is configured (AI_BASE_URL,
        AI_API_KEY and AI_MODEL).
      </span>
    </p>
  );
}
