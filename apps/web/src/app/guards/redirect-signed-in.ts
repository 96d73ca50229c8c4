import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/session';

/**
 * Loader for /login and /registeration/*: a signed-in patient goes home. A loader (not a
 * component) on purpose: it runs only when the patient arrives, so the login and sign-up
 * screens can store the new session and then navigate wherever they need to without this
 * guard cutting in.
 */
export function redirectSignedInLoader() {
  return getToken() ? redirect(paths.home) : null;
}
