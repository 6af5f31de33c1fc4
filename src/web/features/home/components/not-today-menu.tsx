import { Loader2, ThumbsDown } from 'lucide-react';
import { NOT_TODAY_REASONS, type NotTodayReason } from '../../../../shared/stylist-constants';
import { Button } from '../../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';

/** 'Not today' and its reasons: the stylist remembers the reason and offers another outfit. */
export function NotTodayMenu({ busy, disabled, onChoose }: { busy: boolean; disabled: boolean; onChoose: (reason: NotTodayReason) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled || busy} data-testid="not-today" className="flex-1 sm:flex-none">
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <ThumbsDown aria-hidden />}
          {busy ? 'Finding another…' : 'Not today'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="px-2 py-1.5 text-xs font-medium text-muted-foreground">What's wrong with it?</DropdownMenuLabel>
        {NOT_TODAY_REASONS.map((r) => (
          <DropdownMenuItem key={r.value} onSelect={() => onChoose(r.value)} data-testid={`not-today-${r.value}`}>
            {r.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
