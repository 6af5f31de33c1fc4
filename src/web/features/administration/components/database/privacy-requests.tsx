import { Download, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import type { TUserSummary } from '../../../../../shared/schemas/administration-database';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../lib/toast';
import { downloadUserExport, useDeleteUser, useUserSearch } from '../../api/database';
import { EmptyState, errorText, ListState } from '../list-state';

/** Privacy requests: one user's data as a JSON download, or their account deleted with everything in it. */
export function PrivacyRequests() {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const users = useUserSearch(q);
  const [deleting, setDeleting] = useState<TUserSummary | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);

  const onExport = async (u: TUserSummary) => {
    setExporting(u.id);
    try {
      await downloadUserExport(u);
      toast.success('Export ready', `All data of ${u.handle} was downloaded as JSON.`);
    } catch (e) {
      toast.error('Error', `Failed to export ${u.handle}: ${errorText(e)}`);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy requests</CardTitle>
        <CardDescription>
          Export everything stored about a user, or delete their account, rows and photos. Deleting asks for the username (or the phone number when there is
          none).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-q`}>Find a user</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input id={`${id}-q`} className="pl-9" placeholder="Username or name" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
        </div>
        <ListState what="users" isPending={users.isPending} error={users.error}>
          {users.data?.length === 0 ? (
            <EmptyState>No users match “{q}”.</EmptyState>
          ) : (
            <ul className="grid gap-2">
              {users.data?.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 truncate text-sm font-medium">
                      {u.fullName} {u.isAdmin ? <Badge variant="outline">Admin</Badge> : null}
                    </p>
                    <p className="truncate font-mono text-xs text-muted-foreground">{u.username ? `@${u.username}` : u.handle}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void onExport(u)}
                      disabled={exporting === u.id}
                      aria-label={`Export data of ${u.handle}`}
                    >
                      <Download aria-hidden /> {exporting === u.id ? 'Exporting...' : 'Export'}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive"
                      onClick={() => setDeleting(u)}
                      aria-label={`Delete account of ${u.handle}`}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </CardContent>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function DeleteUserDialog({ user, onClose }: { user: TUserSummary | null; onClose: () => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const remove = useDeleteUser();
  const close = () => {
    setTyped('');
    onClose();
  };
  const onDelete = () =>
    user &&
    remove.mutate(
      { id: user.id, confirmUsername: typed.trim() },
      {
        onSuccess: (r) => {
          toast.success('Account deleted', `${user.handle}: ${r.rowsDeleted} rows and ${r.imagesDeleted} photos removed.`);
          close();
        },
        onError: (e) => toast.error('Error', `Failed to delete ${user.handle}: ${errorText(e)}`),
      },
    );
  return (
    <Dialog open={user !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete the account of {user?.handle}?</DialogTitle>
          <DialogDescription>Every row about this user and every photo they stored is deleted. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-confirm`}>
            Type <span className="font-mono font-semibold">{user?.handle}</span> to confirm
          </Label>
          <Input id={`${id}-confirm`} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onDelete} disabled={typed.trim() !== user?.handle || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
