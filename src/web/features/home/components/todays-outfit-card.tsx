import { Bookmark, BookmarkCheck, Check, CloudSun, Loader2, RefreshCw, Shirt, Sparkles, Undo2 } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { MAX_OUTFIT_ITEMS } from '../../../../shared/closet-constants';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import type { DailyOutfit } from '../lib/outfit-cache';
import { refreshesLeftLabel } from '../lib/refreshes';
import { formatWeather } from '../lib/weather';
import { useCurrentUser } from '../../../lib/current-user';
import { temperatureUnitFor } from '../../../lib/temperature-unit';
import type { NotTodayReason } from '../../../../shared/stylist-constants';
import { NotTodayMenu } from './not-today-menu';
import { SwapPieceMenu } from './swap-piece-menu';

// Shown only until a home location is saved: its form and validation download then, not with every Home (ADR 0055).
const HomeLocationForm = lazy(() => import('../../../components/home-location-form').then((m) => ({ default: m.HomeLocationForm })));
/**
 * Holds the compact form's height (its label line and a row of 40 px controls) while its code loads, so
 * "Add clothing items" below does not jump down under a finger or a click when the form arrives.
 */
const HomeLocationFormSpace = () => (
  <div className="grid gap-2" aria-hidden data-testid="home-location-space">
    <span className="text-sm font-medium leading-none">&nbsp;</span>
    <div className="h-10" />
  </div>
);

/** What the card can do with the stylist's own outfit (a browser-made one has nothing stored to react to). */
export interface OutfitActions {
  swap: (date: string, itemId: number, replacementId: number) => void;
  swappingItemId: number | null;
  notToday: (date: string, reason: NotTodayReason) => void;
  isDeclining: boolean;
  saveLook: (outfit: DailyOutfit) => void;
  isSaving: boolean;
  /** The item ids of the look saved on this screen, joined. */
  savedKey: string | null;
  undoWorn: () => void;
  isUndoing: boolean;
}

function OutfitItem({ item, swap }: { item: TClothingItem; swap?: ReactNode }) {
  return (
    <li className="min-w-0">
      <div className="aspect-square overflow-hidden rounded-md border border-border bg-muted">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs font-medium text-muted-foreground">
            <Shirt className="size-6" aria-hidden />
            {item.category}
          </div>
        )}
      </div>
      <p className="mt-2 line-clamp-2 text-sm font-medium leading-snug">{item.name}</p>
      <p className="truncate text-xs text-muted-foreground">{item.color}</p>
      {swap}
    </li>
  );
}

const REASONS_SHOWN = 3;

/** The stylist's reasons as small bullets: the first few, the rest one click away. */
function OutfitReasons({ reasons }: { reasons: string[] }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (reasons.length === 0) return null;
  const shown = all ? reasons : reasons.slice(0, REASONS_SHOWN);
  return (
    <div>
      <ul id={listId} className="grid gap-1 text-xs text-muted-foreground" aria-label="Why this outfit" data-testid="outfit-reasons">
        {shown.map((reason, i) => (
          <li key={`${i}-${reason}`} className="flex gap-2">
            <span aria-hidden className="mt-1.5 size-1 shrink-0 rounded-full bg-accent" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      {reasons.length > REASONS_SHOWN ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((a) => !a)}
          className="mt-1 cursor-pointer text-xs font-medium text-accent underline-offset-4 hover:underline"
        >
          {all ? 'Show fewer reasons' : `Show ${reasons.length - REASONS_SHOWN} more ${reasons.length - REASONS_SHOWN === 1 ? 'reason' : 'reasons'}`}
        </button>
      ) : null}
    </div>
  );
}

function OutfitSkeleton() {
  return (
    <div data-testid="outfit-loading" aria-busy="true">
      <span className="sr-only" role="status">
        Putting together today's outfit…
      </span>
      {/* As many tiles as an outfit can have, laid out as the outfit's own grid lays out that many. */}
      <div className="grid grid-cols-4 gap-3">
        {Array.from({ length: MAX_OUTFIT_ITEMS }, (_, i) => (
          <div key={i}>
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="mt-2 h-4 w-3/4" />
            <Skeleton className="mt-1 h-3 w-1/2" />
          </div>
        ))}
      </div>
      {/* As tall as the outfit that replaces it (note, reasons, weather, the 'Wore this outfit' footer): the cards below do not jump (issue 15). */}
      <div className="mt-4 grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="mt-3 grid gap-1.5">
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-3/5" />
        <Skeleton className="h-3 w-1/4" />
      </div>
      <Skeleton className="mt-3 h-3 w-1/2" />
      <Skeleton className="mt-10 h-9 w-44" />
    </div>
  );
}

interface Props {
  outfit: DailyOutfit | undefined;
  isLoading: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
  onWear: () => void;
  isWearing: boolean;
  dateLabel: string;
  actions?: OutfitActions;
}

/** Spec 2.4 and issue 24: up to 4 items (shoes always), the note, a refresh that forces a new outfit, a skeleton while it is made. */
export function TodaysOutfitCard({ outfit, isLoading, isRefreshing, onRefresh, onWear, isWearing, dateLabel, actions }: Props) {
  const { user } = useCurrentUser();
  const items = outfit?.items.slice(0, MAX_OUTFIT_ITEMS) ?? [];
  const refreshesLeft = refreshesLeftLabel(outfit?.refreshesLeft);
  const showSkeleton = isLoading || !outfit;
  const needsCloset = !showSkeleton && items.length === 0 && outfit.localKind !== 'unavailable';
  // Only the stylist's stored outfit can be swapped, turned down or saved: a local one exists in this browser alone.
  const reactable = !showSkeleton && !!actions && outfit.source !== 'local' && items.length > 0;
  const outfitKey = items.map((i) => i.id).join(',');
  const busy = isRefreshing || !!actions?.isDeclining || actions?.swappingItemId != null;
  const saved = !!actions?.savedKey && actions.savedKey === outfitKey;
  return (
    <Card id="todays-outfit" className="scroll-mt-20 lg:col-span-2" aria-labelledby="todays-outfit-title" data-testid="todays-outfit">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div>
          <CardTitle id="todays-outfit-title" className="flex items-center gap-2">
            <Sparkles className="size-5 text-accent" aria-hidden />
            Today's Outfit
          </CardTitle>
          <CardDescription>{dateLabel}</CardDescription>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button variant="outline" size="icon" aria-label="Refresh outfit" title="Refresh outfit" onClick={onRefresh} disabled={isLoading || isRefreshing}>
            <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden />
          </Button>
          {refreshesLeft ? (
            <span className="text-xs text-muted-foreground" data-testid="refreshes-left">
              {refreshesLeft}
            </span>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {showSkeleton ? (
          <OutfitSkeleton />
        ) : (
          <div className="grid gap-4">
            {items.length > 0 ? (
              <ul
                className={cn('grid gap-3', items.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3')}
                aria-label="Outfit items"
                data-testid="outfit-items"
              >
                {items.map((item) => (
                  <OutfitItem
                    key={item.id}
                    item={item}
                    swap={
                      reactable ? (
                        <SwapPieceMenu
                          item={item}
                          date={outfit.date}
                          outfitKey={outfitKey}
                          busy={actions.swappingItemId === item.id}
                          disabled={busy || !!outfit.worn}
                          onSwap={(replacementId) => actions.swap(outfit.date, item.id, replacementId)}
                        />
                      ) : null
                    }
                  />
                ))}
              </ul>
            ) : null}
            <div className="grid gap-2">
              {outfit.refresh && !outfit.refresh.changed ? (
                // A refresh that could not change the outfit says so, and what would make another possible.
                <p role="status" className="rounded-md border border-dashed border-border p-3 text-sm" data-testid="refresh-unchanged">
                  {outfit.refresh.note ?? 'Nothing else in your closet suits today.'}
                </p>
              ) : null}
              {outfit.source === 'local' && items.length > 0 ? (
                <Badge variant="secondary" className="w-fit">
                  Quick pick from your closet
                </Badge>
              ) : null}
              <p className="text-sm leading-relaxed" data-testid="style-note">
                {outfit.styleNote}
              </p>
              {outfit.plan ? (
                // The look planned ahead on the outfit calendar (issue 44); when the forecast moved since, why, and the other look.
                <p role="status" className="rounded-md border border-border p-3 text-sm" data-testid="planned-look">
                  {outfit.plan.weatherNote ?? 'The look you planned for today.'}{' '}
                  <Link href={`/plans?date=${outfit.date}`} className="underline">
                    {outfit.plan.weatherNote ? "See a look for today's weather" : 'Outfit calendar'}
                  </Link>
                </p>
              ) : null}
              <OutfitReasons reasons={outfit.reasons} />
              {outfit.weather ? (
                <p className="flex items-center gap-2 text-xs text-muted-foreground" data-testid="outfit-weather">
                  <CloudSun className="size-4 shrink-0" aria-hidden />
                  <span>{formatWeather(outfit.weather, temperatureUnitFor(user))}</span>
                </p>
              ) : null}
              {user && !user.homeLocation ? (
                <div className="grid gap-1 rounded-md border border-dashed border-border p-3" data-testid="ask-home-location">
                  <p className="text-xs text-muted-foreground">
                    Where do you live? Add your home city or ZIP for your local forecast instead of typical weather.
                  </p>
                  <Suspense fallback={<HomeLocationFormSpace />}>
                    <HomeLocationForm userId={user.id} current={null} compact />
                  </Suspense>
                </div>
              ) : null}
            </div>
            {needsCloset ? (
              <Button asChild className="w-fit">
                <Link href="/closet">
                  <Shirt aria-hidden /> Add clothing items
                </Link>
              </Button>
            ) : null}
          </div>
        )}
      </CardContent>
      {!showSkeleton && items.length > 0 ? (
        <CardFooter className="flex flex-wrap gap-2">
          <Button variant={outfit.worn ? 'secondary' : 'default'} onClick={onWear} disabled={isWearing || outfit.worn} className="w-full sm:w-auto">
            <Check aria-hidden />
            {outfit.worn ? 'Worn today' : isWearing ? 'Saving…' : 'Wore this outfit'}
          </Button>
          {outfit.worn && outfit.wearIds?.length && actions ? (
            <Button variant="ghost" onClick={actions.undoWorn} disabled={actions.isUndoing} data-testid="undo-wear">
              {actions.isUndoing ? <Loader2 className="animate-spin" aria-hidden /> : <Undo2 aria-hidden />}
              {actions.isUndoing ? 'Undoing…' : 'Undo'}
            </Button>
          ) : null}
          {reactable ? (
            <>
              <Button
                variant="outline"
                onClick={() => actions.saveLook(outfit)}
                disabled={actions.isSaving || saved}
                data-testid="save-look"
                className="flex-1 sm:flex-none"
              >
                {actions.isSaving ? <Loader2 className="animate-spin" aria-hidden /> : saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
                {saved ? 'Saved' : actions.isSaving ? 'Saving…' : 'Save look'}
              </Button>
              <NotTodayMenu busy={actions.isDeclining} disabled={busy || !!outfit.worn} onChoose={(reason) => actions.notToday(outfit.date, reason)} />
            </>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
