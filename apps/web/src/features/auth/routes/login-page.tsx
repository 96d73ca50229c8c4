import { usePageTitle } from '@/lib/use-page-title';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  usePageTitle('Sign In');
  return (
    <AuthShell>
      <LoginForm />
    </AuthShell>
  );
}
