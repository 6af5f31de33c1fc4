import { AlertCircle, FileUp, Loader2, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ICS_MAX_BYTES, type TCalendarFeed, type TImportResult } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldError, Label } from '../../../components/ui/label';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import { useCreateFeed, useDeleteFeed, useFeeds, useImportIcsFile, useRefreshFeed } from '../api/feeds';
import { importSummary, skippedSummary } from '../lib/import-summary';
import { formatDateTime } from '../../../lib/format-time';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Add calendar feed': subscribe to an ICS address, upload an .ics file, manage subscriptions. */
export function FeedsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add calendar feed</DialogTitle>
          <DialogDescription>
            Paste the secret iCal address from Google Calendar, Apple iCloud or Outlook. We read it now and every 6 hours; your events get dress codes
            automatically.
          </DialogDescription>
        </DialogHeader>
        {open ? <FeedsPanel /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FeedsPanel() {
  const id = useId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateFeed();
  const feeds = useFeeds();
  const importFile = useImportIcsFile();
  const [lastImport, setLastImport] = useState<TImportResult | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const subscribe = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) {
      setError('Paste the calendar address (https:// or webcal://)');
      return;
    }
    create.mutate(
      { url: url.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: (feed) => {
          toast.success('Calendar added', `${feed.name}: ${plural(feed.result.imported, 'event')} imported`);
          setUrl('');
          setName('');
        },
        onError: (err) => {
          setError(err.message);
          toast.error('Could not add the calendar', err.message);
        },
      },
    );
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > ICS_MAX_BYTES) {
      toast.error('File too large', 'Calendar files can be at most 1 MB.');
      return;
    }
    importFile.mutate(file, {
      onSuccess: (r) => {
        setLastImport(r);
        toast.success(
          'Calendar imported',
          `${plural(r.imported, 'new event')}, ${r.updated} updated, ${r.unchanged} unchanged${r.skipped ? `, ${r.skipped} skipped` : ''}`,
        );
      },
      onError: (err) => {
        setLastImport(null);
        toast.error('Import failed', err.message);
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={subscribe} noValidate className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-url`}>Calendar address</Label>
          <Input
            id={`${id}-url`}
            value={url}
            inputMode="url"
            autoComplete="off"
            placeholder="webcal://… or https://…/basic.ics"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-url-error` : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(undefined);
            }}
          />
          <FieldError id={`${id}-url-error`} message={error} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name (optional)</Label>
          <Input id={`${id}-name`} value={name} maxLength={100} placeholder="Work" onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <>
              <Loader2 className="animate-spin" /> Adding...
            </>
          ) : (
            'Add feed'
          )}
        </Button>
      </form>

      <div className="grid gap-2 border-t border-border pt-4">
        <p className="text-sm font-medium">Or import a file</p>
        <p className="text-sm text-muted-foreground">An .ics export (at most 1 MB). Importing the same file again only updates what changed.</p>
        <input ref={fileInput} type="file" accept=".ics,text/calendar" className="sr-only" id={`${id}-file`} onChange={(e) => onFile(e.target.files?.[0])} />
        <Button type="button" variant="outline" disabled={importFile.isPending} onClick={() => fileInput.current?.click()}>
          <FileUp /> {importFile.isPending ? 'Importing...' : 'Choose .ics file'}
        </Button>
        {lastImport ? (
          <div role="status" className="grid gap-1 text-sm" data-testid="import-summary">
            <p className={lastImport.skipped ? 'text-amber-700 dark:text-amber-400' : 'text-muted-foreground'}>{importSummary(lastImport)}</p>
            {lastImport.warnings.map((w) => (
              <p key={w} className="text-amber-700 dark:text-amber-400">
                {w}
              </p>
            ))}
          </div>
        ) : null}
      </div>

      <div className="grid gap-2 border-t border-border pt-4">
        <p className="text-sm font-medium">Your calendar feeds</p>
        {feeds.isPending ? (
          <p className="text-sm text-muted-foreground">Loading feeds...</p>
        ) : feeds.isError ? (
          <p className="text-sm text-destructive">Error loading feeds: {feeds.error.message}</p>
        ) : feeds.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No feeds yet.</p>
        ) : (
          <ul className="divide-y divide-border">
            {feeds.data.map((feed) => (
              <FeedRow key={feed.id} feed={feed} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function FeedRow({ feed }: { feed: TCalendarFeed }) {
  const refresh = useRefreshFeed();
  const remove = useDeleteFeed();
  const { user } = useCurrentUser();
  const refreshed = feed.lastRefreshedAt ? formatDateTime(feed.lastRefreshedAt, { timeZone: user?.timezone }) : 'never';
  return (
    <li className="flex items-start gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{feed.name}</p>
        <p className="text-xs text-muted-foreground">
          {feed.host} · {plural(feed.eventCount, 'event')} · refreshed {refreshed}
        </p>
        {!feed.lastError && feed.lastResult && (feed.lastResult.skipped > 0 || feed.lastResult.warnings.length > 0) ? (
          <p className="mt-1 text-xs text-amber-700 dark:text-amber-400">
            {[feed.lastResult.skipped ? `Last refresh ${skippedSummary(feed.lastResult)}.` : '', ...feed.lastResult.warnings].filter(Boolean).join(' ')}
          </p>
        ) : null}
        {feed.lastError ? (
          <p className="mt-1 flex items-start gap-1 text-xs text-destructive">
            <AlertCircle className="mt-0.5 size-3 shrink-0" aria-hidden="true" /> {feed.lastError}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Refresh ${feed.name}`}
        disabled={refresh.isPending}
        onClick={() =>
          refresh.mutate(feed.id, {
            onSuccess: (r) =>
              toast.success('Calendar refreshed', `${plural(r.result.imported, 'new event')}, ${r.result.updated} updated, ${r.result.removed} removed`),
            onError: (err) => toast.error('Refresh failed', err.message),
          })
        }
      >
        <RefreshCw className={refresh.isPending ? 'animate-spin' : undefined} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${feed.name}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(feed.id, {
            onSuccess: () => toast.success('Calendar removed', `${feed.name} and its events are gone`),
            onError: (err) => toast.error('Could not remove the calendar', err.message),
          })
        }
      >
        <Trash2 />
      </Button>
    </li>
  );
}
