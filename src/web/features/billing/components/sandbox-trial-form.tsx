import { FlaskConical } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Sandbox mode (no Stripe keys): no card; the button starts the trial at once. Says plainly that it is test mode. */
export function SandboxTrialForm({ onStart, busy, trial = true }: { onStart: () => void; busy: boolean; trial?: boolean }) {
  return (
    <div className="grid gap-4">
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-dashed border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
      >
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>Test mode.</strong> Payments are simulated on this server: no card is needed and nothing is charged.{' '}
          {trial ? 'Your trial starts' : 'Your subscription starts'} as soon as you press the button.
        </p>
      </div>
      <Button type="button" size="lg" disabled={busy} onClick={onStart} className="w-full">
        {busy ? 'Processing...' : trial ? 'Start Your Free Trial' : 'Subscribe'}
      </Button>
    </div>
  );
}
