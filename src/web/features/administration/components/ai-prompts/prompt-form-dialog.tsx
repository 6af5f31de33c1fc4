import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAiPromptInput, type TAiPrompt } from '../../../../../shared/schemas/administration';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { LocalStylistNote } from './local-stylist-note';
import { Input, Textarea } from '../../../../components/ui/input';
import { FieldError, Label } from '../../../../components/ui/label';
import { toast } from '../../../../lib/toast';
import { useCreatePrompt, useUpdatePrompt } from '../../api/ai-prompts';
import { errorText } from '../list-state';
import { SaveFooter, SwitchField } from '../form-parts';

type In = z.input<typeof ZAiPromptInput>;
type Out = z.output<typeof ZAiPromptInput>;

/** 'Add Prompt' and 'Edit AI Prompt' (spec 2.14); the same schema as the server checks. */
export function PromptFormDialog({ prompt, open, onOpenChange }: { prompt: TAiPrompt | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{prompt ? 'Edit AI Prompt' : 'Add Prompt'}</DialogTitle>
          <DialogDescription>
            {prompt?.builtIn
              ? 'A built-in prompt the stylist reads by name. Switch it off to use the text it ships with; every saved change can be restored from its history.'
              : 'The stylist reads the active prompt of its name on its next call.'}
          </DialogDescription>
        </DialogHeader>
        <LocalStylistNote />
        {open ? <PromptForm key={prompt?.id ?? 'new'} prompt={prompt} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PromptForm({ prompt, onDone }: { prompt: TAiPrompt | null; onDone: () => void }) {
  const id = useId();
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZAiPromptInput),
    defaultValues: { name: prompt?.name ?? '', description: prompt?.description ?? '', prompt: prompt?.prompt ?? '', isActive: prompt?.isActive ?? true },
  });
  const { errors } = form.formState;
  const busy = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((body) => {
    const done = {
      onSuccess: () => {
        toast.success(prompt ? 'AI prompt updated successfully' : 'AI prompt created successfully');
        onDone();
      },
      onError: (e: unknown) => toast.error('Error', errorText(e)),
    };
    if (prompt) update.mutate({ id: prompt.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} {...form.register('name')} readOnly={prompt?.builtIn} placeholder="e.g. stylist_chat" aria-invalid={!!errors.name} />
        <FieldError message={errors.name?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input id={`${id}-description`} {...form.register('description')} placeholder="What this prompt is for (optional)" />
        <FieldError message={errors.description?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-prompt`}>Prompt</Label>
        <Textarea id={`${id}-prompt`} rows={10} className="font-mono text-xs leading-relaxed" {...form.register('prompt')} aria-invalid={!!errors.prompt} />
        <p className="text-xs text-muted-foreground">
          {'{{assistantName}}'} and {'{{brandName}}'} are filled in when the prompt is used.
        </p>
        <FieldError message={errors.prompt?.message} />
      </div>
      <SwitchField control={form.control} name="isActive" id={`${id}-active`} label="Active" />
      <SaveFooter pending={busy} label={prompt ? 'Update Prompt' : 'Add Prompt'} onCancel={onDone} />
    </form>
  );
}
