import { SUGGESTIONS } from '../lib/chat';

/** Spec 2.6: four starters; clicking one sends it. */
export function SuggestionChips({ onPick, disabled }: { onPick: (text: string) => void; disabled: boolean }) {
  return (
    <ul aria-label="Suggestions" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none] md:flex-wrap md:overflow-visible">
      {SUGGESTIONS.map((s) => (
        <li key={s} className="shrink-0">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(s)}
            className="rounded-full border border-border bg-card px-3 py-1.5 text-xs font-medium text-foreground transition-colors hover:border-accent hover:bg-accent/10 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {s}
          </button>
        </li>
      ))}
    </ul>
  );
}
