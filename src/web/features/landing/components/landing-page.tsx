import { Link } from 'wouter';
export function LandingPage() {
  return (
    <main className="p-6">
      <h1 className="text-3xl font-semibold">Wearwise</h1>
      <Link href="/auth">Get Started</Link>
    </main>
  );
}
