import { LockKeyhole } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

/** Spec 2.9, signed out. */
export function ShoppingSignedOut() {
  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <Card className="w-full max-w-sm text-center">
        <CardContent className="grid justify-items-center gap-4 p-8">
          <LockKeyhole aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">You need to sign in to view this page</p>
          <Button asChild className="w-full">
            <Link href="/">Go to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
