import {
  BarChart3,
  CalendarCheck,
  CalendarDays,
  Home,
  LogOut,
  Luggage,
  MessageCircle,
  Moon,
  Settings,
  Shield,
  ShoppingBag,
  Shirt,
  Sun,
  UserCog,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
// Straight from the modules, not the features' index: those also export screens (auth, subscribe) that the chrome must not load.
import { useLogout } from '../features/auth/api/session';
import { PlanSummary } from '../features/billing/components/plan-summary';
import { StripeReturnToast } from '../features/billing/components/stripe-return-toast';
import { SubscriptionNoticeBanner } from '../features/billing/components/subscription-notice';
import { TrialOffer } from '../features/billing/components/trial-offer';
import { useCurrentUser } from '../lib/current-user';
import { usePublicConfig } from '../lib/public-config';
import { useTheme } from '../lib/theme';
import { toast } from '../lib/toast';
import { cn } from '../lib/utils';

export const TABS = [
  { href: '/home', label: 'Home', icon: Home, match: ['/', '/home'] },
  { href: '/closet', label: 'Closet', icon: Shirt, match: ['/closet'] },
  { href: '/stylist', label: 'AI Stylist', icon: MessageCircle, match: ['/stylist'] },
  { href: '/calendar', label: 'Calendar', icon: CalendarDays, match: ['/calendar', '/calendar-events'] },
  { href: '/shopping', label: 'Shop', icon: ShoppingBag, match: ['/shopping'] },
] as const;

/** Spec 2.1: / and unknown paths show the product's name. */
export function headerTitle(path: string, brandName: string): string {
  const titles: Record<string, string> = { '/closet': 'My Closet', '/stylist': 'AI Stylist', '/calendar': 'Calendar' };
  // A page under a tab (/closet/12, the item page) keeps its tab's title.
  return titles[path] ?? titles[`/${path.split('/')[1] ?? ''}`] ?? brandName;
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

function AvatarMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const { theme, toggle } = useTheme();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/auth'),
      onError: () => toast.error('Logout failed', 'There was an error logging out. Please try again.'),
    });
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          // The name holds the initials shown, so someone who says what they see ('click MC') reaches it (WCAG 2.5.3).
          aria-label={`${initials(user.fullName) || '?'}, Account menu`}
          // The menu opens on pointerdown; a tap made before the page was hydrated is played back as a
          // bare click (detail 0) by the boot script (ADR 0055), which would otherwise open nothing.
          onClick={(e) => {
            if (e.detail === 0) setOpen(true);
          }}
          className="flex size-9 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
        >
          {initials(user.fullName) || '?'}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {user.fullName}
          <span className="block text-xs font-normal text-muted-foreground">{user.username ? `@${user.username}` : (user.phoneNumber ?? user.email)}</span>
          <PlanSummary />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/plans')}>
          <CalendarCheck aria-hidden /> Outfit calendar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/trips')}>
          <Luggage aria-hidden /> Packing lists
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/insights')}>
          <BarChart3 aria-hidden /> Wardrobe insights
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <UserCog aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/sms-settings')}>
          <Settings aria-hidden /> SMS Settings
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <Shield aria-hidden /> Admin Dashboard
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={toggle}>
          {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />} {theme === 'dark' ? 'Light theme' : 'Dark theme'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function isActive(match: readonly string[], location: string) {
  return match.includes(location) || match.some((m) => m !== '/' && location.startsWith(`${m}/`));
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { brandName } = usePublicConfig();
  const { user } = useCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
          <h1 className="truncate font-serif text-xl font-semibold" data-testid="header-title">
            {headerTitle(location, brandName)}
          </h1>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {TABS.map((t) => (
              <Button key={t.href} asChild variant={isActive(t.match, location) ? 'secondary' : 'ghost'} size="sm">
                <Link href={t.href} aria-current={isActive(t.match, location) ? 'page' : undefined}>
                  <t.icon aria-hidden /> {t.label}
                </Link>
              </Button>
            ))}
          </nav>
          <AvatarMenu />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 pb-24 md:pb-8">
        {location !== '/subscribe' && <SubscriptionNoticeBanner enabled={!!user} />}
        {user && <StripeReturnToast />}
        {location === '/home' && <TrialOffer key={user?.id} userId={user?.id} />}
        {children}
      </main>
      <nav
        aria-label="Tabs"
        data-testid="tab-bar"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-5">
          {TABS.map((t) => {
            const active = isActive(t.match, location);
            return (
              <li key={t.href}>
                <Link
                  href={t.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn('flex flex-col items-center gap-1 py-2 text-[11px] font-medium', active ? 'text-accent' : 'text-muted-foreground')}
                >
                  <t.icon className="size-5" aria-hidden />
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
