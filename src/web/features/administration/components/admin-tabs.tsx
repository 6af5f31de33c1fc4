import type { ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AiPromptsTab } from './ai-prompts/ai-prompts-tab';
import { AiTestingTab } from './ai-testing/ai-testing-tab';
import { DatabaseTab } from './database/database-tab';
import { PromoCodesTab } from './promo-codes/promo-codes-tab';
import { RetailersTab } from './retail/retailers-tab';

export interface AdminTab {
  value: string;
  label: string;
  Component: ComponentType;
}

/**
 * The console's tabs, in order; the first is the default. One list on purpose: another feature
 * adds its tab (Promo Codes) with one entry here.
 */
export const ADMIN_TABS: AdminTab[] = [
  { value: 'ai-prompts', label: 'AI Prompts', Component: AiPromptsTab },
  { value: 'ai-testing', label: 'AI Testing', Component: AiTestingTab },
  { value: 'retailers', label: 'Retailers', Component: RetailersTab },
  { value: 'promo-codes', label: 'Promo Codes', Component: PromoCodesTab },
  { value: 'database', label: 'Database', Component: DatabaseTab },
];

export function AdminTabs() {
  return (
    <Tabs defaultValue={ADMIN_TABS[0]!.value} className="grid min-w-0 grid-cols-1 gap-4">
      {/* Scrolls sideways on a phone instead of squeezing the labels. */}
      <div className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label="Administration sections" className="w-max min-w-full justify-start sm:min-w-0">
          {ADMIN_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="flex-1 whitespace-nowrap sm:flex-none">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {ADMIN_TABS.map((t) => (
        <TabsContent key={t.value} value={t.value} className="min-w-0 focus-visible:outline-none">
          <t.Component />
        </TabsContent>
      ))}
    </Tabs>
  );
}
