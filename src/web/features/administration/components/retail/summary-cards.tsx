import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useAffiliateSummary, useRetailerSummary } from '../../api/retail';
import { EmptyState, ListState } from '../list-state';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Spec 2.14's two cards, as counts: the dashboard below lists every retailer and program with its
 * badge, so listing them here as well showed each one twice on one tab (issue 43.6).
 */
export function SummaryCards() {
  const retailers = useRetailerSummary();
  const affiliates = useAffiliateSummary();
  const enabled = retailers.data?.filter((r) => r.enabled).length ?? 0;
  const active = affiliates.data?.filter((a) => a.enabled).length ?? 0;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Retailers</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState what="retailers" isPending={retailers.isPending} error={retailers.error}>
            {retailers.data?.length ? (
              <p className="text-sm" data-testid="retailer-summary">
                {plural(retailers.data.length, 'retailer', 'retailers')}: {enabled} Enabled, {retailers.data.length - enabled} Disabled.{' '}
                <span className="text-muted-foreground">Each is listed in the Retailer Dashboard below.</span>
              </p>
            ) : (
              <EmptyState>No retailers configured yet</EmptyState>
            )}
          </ListState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Affiliate Programs</CardTitle>
        </CardHeader>
        <CardContent>
          <ListState what="affiliate programs" isPending={affiliates.isPending} error={affiliates.error}>
            {affiliates.data?.length ? (
              <p className="text-sm" data-testid="affiliate-summary">
                {plural(affiliates.data.length, 'program', 'programs')}: {active} Active, {affiliates.data.length - active} Inactive.{' '}
                <span className="text-muted-foreground">Each is listed under Affiliate Programs below.</span>
              </p>
            ) : (
              <EmptyState>No affiliate configurations yet</EmptyState>
            )}
          </ListState>
        </CardContent>
      </Card>
    </div>
  );
}
