import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError, Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { adminToken } from '../api/admin-client';
import { useAdminLogin } from '../api/session';

/** Spec 2.14: one password field; 'Authenticating...' while waiting; spec 8's toasts on failure. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const login = useAdminLogin();
  // The failure toasts of earlier tries: gone once the right password is in (issue 43.6), not left saying 'Login failed'.
  const failures = useRef<(string | number)[]>([]);
  const fail = (id: string | number) => void failures.current.push(id);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    setError(undefined);
    login.mutate(password, {
      onSuccess: (res) => {
        if (res.success) {
          for (const failure of failures.current.splice(0)) toast.dismiss(failure);
          adminToken.set(res.sessionToken);
          setPassword('');
          onLoggedIn(res.sessionToken);
        } else {
          fail(toast.error('Login failed', 'Invalid password'));
        }
      },
      // Too many attempts says so; anything else is the spec's generic message.
      onError: (err) => fail(toast.error('Login error', err instanceof ApiError && err.status === 429 ? err.message : 'Unable to authenticate')),
    });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="font-serif text-2xl">Administration</CardTitle>
          <CardDescription>Enter the administration password to continue.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>Password</Label>
              <PasswordInput
                id={`${id}-password`}
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(undefined);
                }}
                aria-invalid={!!error}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Authenticating...' : 'Login'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
