import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { adminToken } from '../api/admin-client';
import { useAdminLogout, useAdminStatus } from '../api/session';
import { AdminTabs } from './admin-tabs';
import { LoginForm } from './login-form';

export const PANEL_TITLE = 'Administration Panel';
export const PANEL_SUBTITLE = 'Manage AI prompts, simulations, and system configurations';

/** /administration (spec 2.14): its own password login; the token lives in local storage. */
export function AdministrationPage() {
  const [token, setToken] = useState<string | null>(() => adminToken.get());
  const qc = useQueryClient();
  const status = useAdminStatus(token, () => setToken(null));
  const logout = useAdminLogout();

  if (!token) return <LoginForm onLoggedIn={setToken} />;
  if (status.isPending) return <Spinner className="min-h-dvh" label="Checking your administration session" />;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        setToken(null);
        qc.removeQueries({ queryKey: ['admin-status'] });
        toast.success('Logged out successfully');
      },
    });

  return (
    <div className="min-h-dvh bg-background">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 md:py-10">
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h1 className="font-serif text-2xl font-semibold md:text-3xl">{PANEL_TITLE}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{PANEL_SUBTITLE}</p>
          </div>
          <Button variant="outline" className="shrink-0" onClick={onLogout} disabled={logout.isPending}>
            <LogOut aria-hidden /> Logout
          </Button>
        </header>
        <AdminTabs />
      </div>
    </div>
  );
}
