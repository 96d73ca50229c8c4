import { AuthShell } from '../components/auth-shell';
import { RegisterFlow } from '../components/register-flow';

export function RegisterPage() {
  return (
    <AuthShell>
      <RegisterFlow />
    </AuthShell>
  );
}
