import { RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Progress } from '../../../../components/ui/progress';
import { useDatabaseOverview, useRefreshDatabaseTab } from '../../api/database';
import { ListState } from '../list-state';
import { AuditCard } from './audit-card';
import { PrivacyRequests } from './privacy-requests';

const bytes = (n: number) => (n >= 1e9 ? `${(n / 1e9).toFixed(1)} GB` : n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.round(n / 1e3)} kB`);
const nf = new Intl.NumberFormat();

/** The Database tab, made real: live statistics, then the privacy tools. */
export function DatabaseTab() {
  const overview = useDatabaseOverview();
  const { refresh, isFetching } = useRefreshDatabaseTab();
  const d = overview.data;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Database</CardTitle>
            <CardDescription>Counted live from the database and the job queue.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={isFetching}>
            <RefreshCw className={isFetching ? 'animate-spin' : ''} aria-hidden /> Refresh
          </Button>
        </CardHeader>
        <CardContent>
          <ListState what="database statistics" isPending={overview.isPending} error={overview.error}>
            {d ? (
              <div className="grid gap-6">
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Stat label="Engine" value={d.databaseKind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} />
                  <Stat label="Size" value={bytes(d.sizeBytes)} />
                  <Stat label="Migrations" value={`${d.migrations.applied} applied`} detail={d.migrations.latest ?? undefined} />
                  <Stat label="Tables" value={String(d.tables.length)} detail={`${nf.format(d.tables.reduce((s, t) => s + t.rows, 0))} rows`} />
                </dl>
                <section className="grid gap-2" aria-labelledby="sms-month">
                  <h3 id="sms-month" className="text-sm font-semibold">
                    Text messages this month
                  </h3>
                  <dl className="grid gap-2 text-sm sm:grid-cols-2">
                    <div className="rounded-md border border-border p-3">
                      <dt className="font-medium">Automated texts (count against SMS_MONTHLY_LIMIT)</dt>
                      <dd className="text-muted-foreground">
                        {nf.format(d.sms.sentThisMonth)} sent to {nf.format(d.sms.usersTexted)} user{d.sms.usersTexted === 1 ? '' : 's'} (daily outfits and
                        reminders). The busiest user received {d.sms.busiestUser} of the {d.sms.monthlyLimitPerUser} automated texts a user may get each month.
                      </dd>
                    </div>
                    <div className="rounded-md border border-border p-3">
                      <dt className="font-medium">Replies to people&apos;s own texts (not counted)</dt>
                      <dd className="text-muted-foreground">
                        {nf.format(d.sms.repliesThisMonth)} sent: answers to texts people sent us, and codes or tests they asked for.
                      </dd>
                    </div>
                  </dl>
                  <Progress
                    value={Math.min(100, Math.round((d.sms.busiestUser / d.sms.monthlyLimitPerUser) * 100))}
                    label="Busiest user's automated texts, as a share of SMS_MONTHLY_LIMIT"
                  />
                </section>
                <section className="grid gap-2" aria-labelledby="queues">
                  <h3 id="queues" className="text-sm font-semibold">
                    Job queues
                  </h3>
                  {d.queues.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No job queues are defined yet.</p>
                  ) : (
                    <div className="overflow-x-auto">
                      <table className="w-full text-left text-sm">
                        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
                          <tr>
                            <th className="py-1.5 pr-3 font-medium">Queue</th>
                            <th className="py-1.5 pr-3 text-right font-medium">Waiting</th>
                            <th className="py-1.5 pr-3 text-right font-medium">Running</th>
                            <th className="py-1.5 text-right font-medium">Failed</th>
                          </tr>
                        </thead>
                        <tbody>
                          {d.queues.map((q) => (
                            <tr key={q.name} className="border-t border-border/60">
                              <td className="py-1.5 pr-3 font-mono text-xs">{q.name}</td>
                              <td className="py-1.5 pr-3 text-right tabular-nums">{q.queued}</td>
                              <td className="py-1.5 pr-3 text-right tabular-nums">{q.active}</td>
                              <td className={`py-1.5 text-right tabular-nums ${q.failed > 0 ? 'font-semibold text-destructive' : ''}`}>{q.failed}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </section>
                <section className="grid gap-2" aria-labelledby="tables">
                  <h3 id="tables" className="text-sm font-semibold">
                    Rows per table
                  </h3>
                  <ul className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
                    {d.tables.map((t) => (
                      <li key={t.name} className="flex justify-between gap-3 border-b border-border/50 py-1">
                        <span className="truncate font-mono text-xs">{t.name}</span>
                        <span className="tabular-nums">{nf.format(t.rows)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            ) : null}
          </ListState>
        </CardContent>
      </Card>
      <PrivacyRequests />
      <AuditCard />
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 truncate font-semibold">{value}</dd>
      {detail ? <dd className="truncate font-mono text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}
