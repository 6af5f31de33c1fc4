import { Download, Loader2 } from 'lucide-react';
import { DATA_EXPORT_TTL_DAYS } from '../../../../shared/schemas/account';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { fileSize, longDate } from '../lib/account-dates';
import type { SettingsSectionProps } from './section-props';

/** Settings → Download my data: a zip of everything (JSON plus photos), made in the background. */
export function DataExportSection({ user }: SettingsSectionProps) {
  const status = useDataExport();
  const request = useRequestDataExport();
  const s = status.data;
  const working = s?.status === 'queued' || s?.status === 'running';

  const ask = () =>
    request.mutate(undefined, {
      onError: (error) => toast.error('Could not start your export', error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.'),
    });

  return (
    <Card id="data">
      <CardHeader>
        <CardTitle>Download my data</CardTitle>
        <CardDescription>
          A zip of everything stored about you: your profile, closet, looks, calendar and texts as JSON, plus every photo you added.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <Skeleton className="h-10 w-48" aria-label="Loading your data export" />
        ) : working ? (
          <div className="grid gap-2" role="status" aria-live="polite">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Preparing your data… {s.progress}%
            </p>
            <Progress value={s.progress} label="Preparing your data" />
            <p className="text-xs text-muted-foreground">You can leave this page: the link appears here when it&apos;s ready.</p>
          </div>
        ) : s?.status === 'ready' && s.downloadUrl ? (
          <div className="grid gap-3" role="status" aria-live="polite">
            <p className="text-sm">
              Ready{s.readyAt ? ` since ${longDate(s.readyAt, user.timezone)}` : ''}
              {s.sizeBytes !== null ? ` · ${fileSize(s.sizeBytes)}` : ''}
              {s.photoCount !== null ? ` · ${s.photoCount} ${s.photoCount === 1 ? 'photo' : 'photos'}` : ''}.
              {s.expiresAt ? <span className="text-muted-foreground"> Available until {longDate(s.expiresAt, user.timezone)}.</span> : null}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <a href={s.downloadUrl} download className={buttonVariants({ variant: 'default' })}>
                <Download aria-hidden /> Download zip
              </a>
              <Button variant="outline" onClick={ask} disabled={request.isPending}>
                Make a new one
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-3">
            {s?.status === 'failed' ? (
              <p className="text-sm font-medium text-destructive" role="alert">
                Your last export could not be made. Please try again.
              </p>
            ) : null}
            <Button onClick={ask} disabled={request.isPending} aria-busy={request.isPending} className="sm:justify-self-start">
              {request.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
              Prepare my data
            </Button>
            <p className="text-xs text-muted-foreground">It takes a minute or two. The download stays available for {DATA_EXPORT_TTL_DAYS} days.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
