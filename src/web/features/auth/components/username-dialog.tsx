import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { TUser } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/**
 * After sign-up the derived username is shown once, clearly (decisions.md section 2):
 * it is what the person signs in with. Closing the dialog in any way continues.
 */
export function UsernameDialog({ user, brandName, onContinue }: { user: TUser | null; brandName: string; onContinue: () => void }) {
  const [copied, setCopied] = useState(false);
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';
  const copy = async () => {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(user.username);
      setCopied(true);
    } catch {
      // clipboard unavailable (insecure context or denied): the username stays on screen to copy by hand
    }
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onContinue())}>
      <DialogContent className="max-w-md" onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle className="font-serif text-2xl">
            Welcome to {brandName}
            {firstName ? `, ${firstName}` : ''}!
          </DialogTitle>
          <DialogDescription>
            Your username is <strong className="font-semibold text-foreground">{user?.username}</strong>. You'll use it to sign in.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-3 rounded-lg border border-border bg-muted/60 px-4 py-3">
          <span className="font-mono text-lg font-semibold break-all" data-testid="new-username">
            {user?.username}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={copy}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
            <span className="sr-only"> username</span>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">Save it with your password in your password manager. Next, we'll start your style consultation by text.</p>
        <DialogFooter>
          <Button type="button" variant="accent" size="lg" onClick={onContinue} autoFocus>
            Continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
