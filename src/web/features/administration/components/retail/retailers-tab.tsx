import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { AffiliateClicksCard } from './affiliate-clicks-card';
import { AffiliatesPanel } from './affiliates-panel';
import { ProductSourcesPanel } from './product-sources-panel';
import { RetailersPanel } from './retailers-panel';
import { SummaryCards } from './summary-cards';

/** The Retailers tab: spec 2.14's summary cards, then spec 2.15's dashboard (decisions.md 6). */
export function RetailersTab() {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SummaryCards />
      <AffiliateClicksCard />
      <Card>
        <CardHeader>
          <CardTitle>Retailer Dashboard</CardTitle>
          <CardDescription>Retailers, their affiliate programs and the product sources recommendations draw on.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="retailers" className="grid min-w-0 grid-cols-1 gap-4">
            <div className="-mx-2 min-w-0 overflow-x-auto px-2">
              <TabsList aria-label="Retailer dashboard" className="w-max">
                <TabsTrigger className="whitespace-nowrap" value="retailers">
                  Retailers
                </TabsTrigger>
                <TabsTrigger className="whitespace-nowrap" value="affiliates">
                  Affiliate Programs
                </TabsTrigger>
                <TabsTrigger className="whitespace-nowrap" value="sources">
                  Product Sources
                </TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="retailers" className="min-w-0">
              <RetailersPanel />
            </TabsContent>
            <TabsContent value="affiliates" className="min-w-0">
              <AffiliatesPanel />
            </TabsContent>
            <TabsContent value="sources" className="min-w-0">
              <ProductSourcesPanel />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
