import { History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TAiPrompt } from '../../../../../shared/schemas/administration';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { toast } from '../../../../lib/toast';
import { useAiPrompts, useDeletePrompt } from '../../api/ai-prompts';
import { EmptyState, errorText, ListState, OnOffBadge } from '../list-state';
import { LocalStylistNote } from './local-stylist-note';
import { PromptFormDialog } from './prompt-form-dialog';
import { PromptHistoryDialog } from './prompt-history-dialog';

/** Spec 2.14 AI Prompts: Name, Description, Status, Actions; add, edit, delete, and each prompt's history. */
export function AiPromptsTab() {
  const prompts = useAiPrompts();
  const remove = useDeletePrompt();
  const [editing, setEditing] = useState<TAiPrompt | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [history, setHistory] = useState<TAiPrompt | null>(null);

  const open = (p: TAiPrompt | null) => {
    setEditing(p);
    setFormOpen(true);
  };
  const onDelete = (p: TAiPrompt) =>
    remove.mutate(p.id, { onSuccess: () => toast.success('AI prompt deleted successfully'), onError: (e) => toast.error('Error', errorText(e)) });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>AI Prompts</CardTitle>
          <CardDescription>System prompts the stylist uses for chat, the daily outfit and onboarding.</CardDescription>
        </div>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden /> Add Prompt
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LocalStylistNote />
        <ListState what="AI prompts" isPending={prompts.isPending} error={prompts.error}>
          {prompts.data?.length === 0 ? (
            <EmptyState>No AI prompts yet.</EmptyState>
          ) : (
            <div className="-mx-2 overflow-x-auto px-2">
              <table className="w-full min-w-[34rem] text-left text-sm">
                <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Name
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Description
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {prompts.data?.map((p) => (
                    <tr key={p.id} className="border-b border-border/60 align-top last:border-0">
                      <td className="py-3 pr-3">
                        <div className="font-mono text-xs font-semibold">{p.name}</div>
                        <div className="mt-0.5 text-xs text-muted-foreground">
                          v{p.version}
                          {p.builtIn ? ' · built-in' : ''}
                        </div>
                      </td>
                      <td className="max-w-xs py-3 pr-3 text-muted-foreground">
                        <span className="line-clamp-2">{p.description ?? '—'}</span>
                      </td>
                      <td className="py-3 pr-3">
                        <OnOffBadge on={p.isActive} labels={['Active', 'Inactive']} />
                      </td>
                      <td className="py-2">
                        <div className="flex justify-end gap-1">
                          <Button size="icon" variant="ghost" aria-label={`Edit ${p.name}`} onClick={() => open(p)}>
                            <Pencil aria-hidden />
                          </Button>
                          <Button size="icon" variant="ghost" aria-label={`History of ${p.name}`} onClick={() => setHistory(p)}>
                            <History aria-hidden />
                          </Button>
                          <Button
                            size="icon"
                            variant="ghost"
                            className="text-destructive"
                            aria-label={`Delete ${p.name}`}
                            title={p.builtIn ? 'Built-in prompts can be switched off, not deleted' : undefined}
                            disabled={p.builtIn || remove.isPending}
                            onClick={() => onDelete(p)}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListState>
      </CardContent>
      <PromptFormDialog prompt={editing} open={formOpen} onOpenChange={setFormOpen} />
      <PromptHistoryDialog prompt={history} onOpenChange={(o) => !o && setHistory(null)} />
    </Card>
  );
}
