import { AdminTabs } from './admin-tabs';
import { PANEL_SUBTITLE } from './administration-page';

/** /admin: the same tools for signed-in isAdmin users, inside the app's layout; their session is the credential. */
export function AdminPage() {
  return (
    <section className="grid grid-cols-1 gap-6 px-4 py-6">
      <div>
        <h2 className="font-serif text-2xl font-semibold">Admin Dashboard</h2>
        <p className="mt-1 text-sm text-muted-foreground">{PANEL_SUBTITLE}</p>
      </div>
      <AdminTabs />
    </section>
  );
}
