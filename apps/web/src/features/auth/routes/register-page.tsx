import { usePageTitle } from '@/lib/use-page-title';
import { AuthShell } from '../components/auth-shell';
import { RegisterFlow } from '../components/register-flow';

export function RegisterPage() {
  usePageTitle('Sign Up');
  return (
    <AuthShell>
      <RegisterFlow />
    </AuthShell>
  );
}
