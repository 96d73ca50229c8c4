import { Navigate } from 'react-router-dom';
import { useMe } from '@/lib/get-me';
import { navItemsFor } from '@/lib/navigation';

/** /console/ opens the first section the role may use (an expert's appointments, an admin's staff). */
export function HomeRedirect() {
  const permissions = useMe().data?.permissions ?? [];
  const first = navItemsFor(permissions)[0];
  return first ? <Navigate to={first.to} replace /> : null;
}
