import { ArrowLeftRight, Loader2, Shirt } from 'lucide-react';
import { useState } from 'react';
import type { TClothingItem } from '../../../../shared/schemas/closet';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { useSwapOptions } from '../api/swap-options';

interface Props {
  item: TClothingItem;
  date: string;
  /** The outfit's item ids joined: options are asked again when the outfit changes. */
  outfitKey: string;
  busy: boolean;
  disabled: boolean;
  onSwap: (replacementId: number) => void;
}

/** 'Swap' under a piece: the engine's options for that slot, next best first, loaded when the menu opens. */
export function SwapPieceMenu({ item, date, outfitKey, busy, disabled, onSwap }: Props) {
  const [open, setOpen] = useState(false);
  const options = useSwapOptions(date, outfitKey, item.id, open);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 h-8 w-full px-2"
          disabled={disabled || busy}
          aria-label={`Swap ${item.name}`}
          data-testid="swap-piece"
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <ArrowLeftRight aria-hidden />}
          {busy ? 'Swapping…' : 'Swap'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="px-2 py-1.5 text-xs font-medium text-muted-foreground">Instead of {item.name}</DropdownMenuLabel>
        {options.isPending ? (
          <p role="status" className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Finding options…
          </p>
        ) : options.isError ? (
          <p role="alert" className="px-2 py-2 text-sm text-destructive">
            {options.error.message || "Couldn't load options."}
          </p>
        ) : options.data.options.length === 0 ? (
          <p className="px-2 py-2 text-sm text-muted-foreground">Nothing else in your closet suits this slot today.</p>
        ) : (
          options.data.options.map((option, i) => (
            <DropdownMenuItem key={option.id} onSelect={() => onSwap(option.id)} data-testid="swap-option">
              <span className="size-9 shrink-0 overflow-hidden rounded border border-border bg-muted">
                {option.imageUrl ? (
                  <img src={option.imageUrl} alt="" className="size-full object-cover" />
                ) : (
                  <Shirt className="m-2 text-muted-foreground" aria-hidden />
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate">{option.name}</span>
                <span className="block truncate text-xs text-muted-foreground">{i === 0 ? 'Next best' : option.color}</span>
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
