import type { ApiModule } from '../../lib/api-module.ts';
import { authRoutes } from './routes.ts';

// Auth: sign-in, sign-up and password reset (one-time codes, sign-in throttling, sessions). The
// guard that finds the caller of every request is plugins/caller.ts.

export const authModule: ApiModule = { name: 'auth', routes: authRoutes };

// The sign-in throttle, for the staff console's sign-in (its keys are prefixed 'staff:').
export {
  clearSignInTries,
  SIGN_IN_MAX_TRIES,
  SIGN_IN_WINDOW_MINUTES,
  takeSignInTry,
  throttleKey,
} from './sign-in-throttle.ts';
