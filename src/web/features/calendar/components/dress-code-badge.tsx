import type { DressCode } from '../../../../shared/schemas/calendar';
import { cn } from '../../../lib/utils';

/** One colour per dress code, readable in both themes: the badge is how a busy week is scanned. */
const TONES: Record<DressCode, string> = {
  Casual: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  'Smart Casual': 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  'Business Casual': 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  'Business Formal': 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
  Cocktail: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  Formal: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  'Black Tie': 'bg-black text-white dark:bg-white dark:text-black',
  Athletic: 'bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-100',
  Outdoor: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

export function DressCodeBadge({ code, className }: { code: DressCode; className?: string }) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[code], className)}
      data-testid="dress-code-badge"
    >
      {code}
    </span>
  );
}
