import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/use-session';
import { loginRedirectFor } from '../guarded-routes';

/**
 * Layout route around every guarded page. It re-renders when the session changes (another
 * tab signs out, a 401 clears it), so a patient's data never stays on screen without a token.
 */
export function RequirePatient() {
  const patient = useSession();
  const location = useLocation();
  if (!patient) return <Navigate to={loginRedirectFor(location)} replace />;
  return <Outlet />;
}
