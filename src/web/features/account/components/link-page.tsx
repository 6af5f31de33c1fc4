import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../../components/ui/card';
import { usePublicConfig } from '../../../lib/public-config';

/** The page a link from a mail or a text opens (verify an email, undo a change): the brand, and one card that says what happened. */
export function LinkPage({ children }: { children: ReactNode }) {
  const { brandName } = usePublicConfig();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background p-4">
      <Link href="/" className="font-serif text-xl font-semibold tracking-tight">
        {brandName}
      </Link>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-3 pt-6" aria-live="polite">
          {children}
        </CardContent>
      </Card>
    </main>
  );
}

/** The card's heading with its icon: what the link did, or did not. */
export function LinkPageHeading({ icon: Icon, tone, children }: { icon: LucideIcon; tone: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className={`size-7 shrink-0 ${tone}`} aria-hidden />
      <h1 className="text-xl font-semibold">{children}</h1>
    </div>
  );
}
