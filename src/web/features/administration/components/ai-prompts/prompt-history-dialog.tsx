import { RotateCcw } from 'lucide-react';
import type { TAiPrompt } from '../../../../../shared/schemas/administration';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { toast } from '../../../../lib/toast';
import { usePromptVersions, useRestorePromptVersion } from '../../api/ai-prompts';
import { errorText, ListState, OnOffBadge } from '../list-state';
import { formatDateTime } from '../../../../lib/format-time';

const when = (iso: string) => formatDateTime(iso);

/** Every saved state of a prompt, newest first; any older one is one click from being live again. */
export function PromptHistoryDialog({ prompt, onOpenChange }: { prompt: TAiPrompt | null; onOpenChange: (o: boolean) => void }) {
  const versions = usePromptVersions(prompt?.id ?? null);
  const restore = useRestorePromptVersion();
  const onRestore = (version: number) =>
    prompt &&
    restore.mutate(
      { id: prompt.id, version },
      {
        onSuccess: () => {
          toast.success('AI prompt updated successfully', `Version ${version} is live again.`);
          void versions.refetch();
        },
        onError: (e) => toast.error('Error', errorText(e)),
      },
    );

  return (
    <Dialog open={prompt !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>History of {prompt?.name}</DialogTitle>
          <DialogDescription>Every saved version, newest first. Restoring makes an older text live as a new version.</DialogDescription>
        </DialogHeader>
        <ListState what="versions" isPending={versions.isPending} error={versions.error}>
          <ol className="grid max-h-[60dvh] gap-3 overflow-y-auto pr-1">
            {versions.data?.map((v, i) => (
              <li key={v.id || v.version} className="grid gap-2 rounded-md border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold">Version {v.version}</span>
                    {i === 0 ? <span className="text-xs text-muted-foreground">(current)</span> : null}
                    <OnOffBadge on={v.isActive} labels={['Active', 'Inactive']} />
                  </div>
                  {i > 0 ? (
                    <Button size="sm" variant="outline" onClick={() => onRestore(v.version)} disabled={restore.isPending}>
                      <RotateCcw aria-hidden /> Restore
                    </Button>
                  ) : null}
                </div>
                <p className="text-xs text-muted-foreground">
                  {v.changedBy === 'built-in' ? 'Built-in text' : `Saved by ${v.changedBy}`} · {when(v.createdAt)}
                  {v.restoredFrom ? ` · restored from version ${v.restoredFrom}` : ''}
                </p>
                <pre className="max-h-40 overflow-auto whitespace-pre-wrap rounded bg-muted p-2 font-mono text-xs">{v.prompt}</pre>
              </li>
            ))}
          </ol>
        </ListState>
      </DialogContent>
    </Dialog>
  );
}
