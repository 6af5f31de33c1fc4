import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../components/ui/card';

export function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router? No route in src/web/app/routes.tsx matches this path.</p>
          <Link href="/" className="mt-4 inline-block text-sm font-medium text-accent underline-offset-4 hover:underline">
            Go to the start page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
