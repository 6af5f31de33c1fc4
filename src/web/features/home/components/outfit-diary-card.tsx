import { BookOpen, Loader2, Shirt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DIARY_DAYS } from '../../../../shared/stylist-constants';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/utils';
import { useDiary } from '../api/get-diary';
import { useRemoveSavedLook, useSavedLooks } from '../api/saved-looks';
import { daysBack, formatDay, stripDay } from '../lib/dates';

function Thumb({ item, size = 'md' }: { item: TClothingItem; size?: 'sm' | 'md' }) {
  return (
    <div className={cn('shrink-0 overflow-hidden rounded-md border border-border bg-muted', size === 'sm' ? 'size-12' : 'aspect-square w-full')}>
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <Shirt className="size-5" aria-hidden />
        </div>
      )}
    </div>
  );
}

/** A strip of the last two weeks; the chosen day's look below it, with photos. */
function WornDiary({ today, enabled }: { today: string; enabled: boolean }) {
  const diary = useDiary(today, enabled);
  const [chosen, setChosen] = useState<string | null>(null);
  const days = daysBack(today, DIARY_DAYS);
  const byDate = new Map((diary.data?.days ?? []).map((d) => [d.date, d.items]));
  // The newest day with a wear until a day is picked: the diary opens on something worn when there is one.
  const selected = chosen ?? diary.data?.days[0]?.date ?? today;
  const items = byDate.get(selected) ?? [];

  if (diary.isPending) {
    return (
      <div aria-busy="true" data-testid="diary-loading">
        <span className="sr-only" role="status">
          Loading your outfit diary…
        </span>
        <div className="flex gap-2 overflow-hidden">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-12 shrink-0" />
          ))}
        </div>
        <Skeleton className="mt-4 h-20 w-full" />
      </div>
    );
  }
  if (diary.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-muted-foreground">Couldn't load your diary.</span>
        <Button variant="outline" size="sm" onClick={() => void diary.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Recent days" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" data-testid="diary-strip">
        {days.map((date) => {
          const { weekday, day } = stripDay(date);
          const worn = byDate.has(date);
          return (
            <button
              key={date}
              type="button"
              aria-pressed={date === selected}
              onClick={() => setChosen(date)}
              className={cn(
                'relative flex h-16 w-12 shrink-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md border text-xs outline-none focus-visible:ring-2 focus-visible:ring-accent',
                date === selected ? 'border-accent bg-accent/10 font-semibold' : 'border-border hover:bg-muted',
              )}
            >
              <span className="text-muted-foreground">{date === today ? 'Today' : weekday} </span>
              <span className="text-base">{day}</span>
              {/* The name starts with what is seen ('Mon 23'), then the full date and the state (issue 43.5: WCAG 2.5.3).
                  The button is positioned so this hidden text stays inside the scrolling strip, not widening the page. */}
              <span className="sr-only">{`, ${formatDay(date)}, ${worn ? 'outfit logged' : 'nothing logged'}`}</span>
              <span aria-hidden className={cn('size-1.5 rounded-full', worn ? 'bg-accent' : 'bg-transparent')} />
            </button>
          );
        })}
      </div>
      <div aria-live="polite" data-testid="diary-day">
        <p className="mb-2 text-sm font-medium">{formatDay(selected)}</p>
        {items.length > 0 ? (
          <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6" aria-label={`Worn on ${formatDay(selected)}`}>
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <Thumb item={item} />
                <p className="mt-1 line-clamp-2 text-xs">{item.name}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing logged this day. Press 'Wore this outfit' to keep your diary.</p>
        )}
      </div>
    </div>
  );
}

function SavedLooks({ enabled }: { enabled: boolean }) {
  const looks = useSavedLooks(enabled);
  const remove = useRemoveSavedLook();
  if (looks.isPending) return <Skeleton className="h-16 w-full" aria-label="Loading saved looks" />;
  if (looks.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-muted-foreground">Couldn't load your saved looks.</span>
        <Button variant="outline" size="sm" onClick={() => void looks.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (looks.data.length === 0) return <p className="text-sm text-muted-foreground">No saved looks yet: press 'Save look' on an outfit you like.</p>;
  return (
    <ul className="grid gap-3" aria-label="Saved looks" data-testid="saved-looks">
      {looks.data.map((look) => {
        const names = look.items.map((i) => i.name).join(', ');
        const removing = remove.isPending && remove.variables === look.id;
        return (
          <li key={look.id} className="flex items-center gap-3 rounded-md border border-border p-2">
            <div className="flex gap-1.5">
              {look.items.map((item) => (
                <Thumb key={item.id} item={item} size="sm" />
              ))}
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm">{names}</p>
              {look.sourceDate ? <p className="text-xs text-muted-foreground">From {formatDay(look.sourceDate)}</p> : null}
            </div>
            <Button variant="ghost" size="icon" aria-label={`Remove saved look: ${names}`} disabled={removing} onClick={() => remove.mutate(look.id)}>
              {removing ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Issue 24: what was worn when (a strip of recent days, each day's look with photos) and the looks kept with 'Save look'. */
export function OutfitDiaryCard({ today, enabled }: { today: string; enabled: boolean }) {
  const [tab, setTab] = useState('worn');
  return (
    <Card className="lg:col-span-2" aria-labelledby="outfit-diary-title" data-testid="outfit-diary">
      <CardHeader>
        <CardTitle id="outfit-diary-title" className="flex items-center gap-2">
          <BookOpen className="size-5 text-accent" aria-hidden />
          Outfit diary
        </CardTitle>
        <CardDescription>What you wore, and the looks you saved.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="mb-4">
            <TabsTrigger value="worn">Worn</TabsTrigger>
            <TabsTrigger value="saved">Saved looks</TabsTrigger>
          </TabsList>
          <TabsContent value="worn">
            <WornDiary today={today} enabled={enabled} />
          </TabsContent>
          <TabsContent value="saved">
            <SavedLooks enabled={enabled && tab === 'saved'} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
