import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/session';

export function AuthScreen() {
  const login = useLogin();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main className="mx-auto max-w-sm p-6">
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate(
            { username, password },
            {
              onSuccess: (u) => navigate(u.onboardingCompleted ? '/home' : '/sms-onboarding'),
              onError: () => toast.error('Login failed: Please check your credentials and try again.'),
            },
          );
        }}
      >
        <Label htmlFor="username">Username</Label>
        <Input id="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <Label htmlFor="password">Password</Label>
        <Input id="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </main>
  );
}
