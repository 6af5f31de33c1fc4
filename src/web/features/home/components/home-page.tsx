import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { renderNow } from '../../../lib/render-env';
import { useClosetItems } from '../api/get-closet-items';
import { useStylePreferences } from '../api/get-style-preferences';
import { useDailyOutfit } from '../hooks/use-daily-outfit';
import { useOutfitReactions } from '../hooks/use-outfit-reactions';
import { localIsoDate, partsIn } from '../../../lib/zoned-date';
import { currentMonth, formatDay } from '../lib/dates';
import { ClosetSummaryCard } from './closet-summary-card';
import { OutfitDiaryCard } from './outfit-diary-card';
import { RecommendationsCard } from './recommendations-card';
import { StyleTipsCard } from './style-tips-card';
import { TodaysOutfitCard } from './todays-outfit-card';

/** By the hour where the person is: at 2:30 AM it is still the evening before, never 'Good morning'. */
function greeting(hour: number) {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Spec 2.4, in order: Today's Outfit, closet progress and style profile, monthly recommendations, Style Tips. */
export function HomePage() {
  const { user } = useCurrentUser();
  const now = useMemo(() => renderNow(), []);
  const timeZone = user?.timezone;
  const today = localIsoDate(now, timeZone);
  const { month, year } = currentMonth(now, timeZone);

  const daily = useDailyOutfit(user?.id, today);
  const reactions = useOutfitReactions(user?.id, today);
  const closet = useClosetItems(user?.id);
  const preferences = useStylePreferences(user?.id);
  const itemCount = closet.data ? closet.data.filter((i) => i.status !== 'archived').length : closet.isError ? 0 : undefined;
  const firstName = user?.fullName.split(/\s+/)[0];

  return (
    <div className="px-4 py-6 md:px-6">
      <div className="mb-5">
        <p className="font-serif text-2xl font-semibold">
          {greeting(partsIn(now, timeZone).hour)}
          {firstName ? `, ${firstName}` : ''}
        </p>
        <p className="text-sm text-muted-foreground">Here's what to wear and what's next for your closet.</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-3 lg:gap-6">
        <TodaysOutfitCard
          outfit={daily.outfit}
          isLoading={daily.isLoading}
          isRefreshing={daily.isRefreshing}
          onRefresh={daily.refresh}
          onWear={daily.markWorn}
          isWearing={daily.isWearing}
          dateLabel={formatDay(daily.outfit?.date ?? today)}
          actions={{ ...reactions, undoWorn: () => void daily.undoWorn(), isUndoing: daily.isUndoing }}
        />
        <ClosetSummaryCard itemCount={itemCount} preferredStyle={preferences.data?.preferredStyle} styleGoals={preferences.data?.styleGoals ?? []} />
        <OutfitDiaryCard today={today} enabled={!!user} />
        <RecommendationsCard month={month} year={year} enabled={!!user} />
        <StyleTipsCard />
      </div>
    </div>
  );
}
