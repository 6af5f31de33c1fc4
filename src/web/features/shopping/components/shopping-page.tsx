import { useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCurrentUser } from '../../../lib/current-user';
import { BoughtLinkForm } from './bought-link-form';
import { RecommendationsTab } from './recommendations-tab';
import { SearchTab } from './search-tab';
import { ShoppingSignedOut } from './signed-out';

/** Spec 2.9: /shopping, two tabs (Recommendations by default, Search Products). */
export function ShoppingPage() {
  const { user } = useCurrentUser();
  // '/shopping?q=rain jacket' (a packing list's missing piece) opens the search with those words.
  const asked = new URLSearchParams(useSearch()).get('q')?.trim().slice(0, 200) || undefined;
  if (!user) return <ShoppingSignedOut />;
  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 py-6 md:px-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold md:text-3xl">Shop</h1>
        <p className="text-sm text-muted-foreground">Pieces picked to fill the gaps in your closet, and the whole catalog to search.</p>
      </header>
      <Tabs defaultValue={asked ? 'search' : 'recommendations'} className="grid gap-5">
        <TabsList className="w-full sm:w-auto sm:justify-self-start">
          <TabsTrigger value="recommendations" className="flex-1 sm:flex-none">
            Recommendations
          </TabsTrigger>
          <TabsTrigger value="search" className="flex-1 sm:flex-none">
            Search Products
          </TabsTrigger>
        </TabsList>
        <TabsContent value="recommendations">
          <RecommendationsTab />
        </TabsContent>
        <TabsContent value="search" forceMount className="data-[state=inactive]:hidden">
          <SearchTab initialQuery={asked} />
        </TabsContent>
      </Tabs>
      <BoughtLinkForm />
    </div>
  );
}
