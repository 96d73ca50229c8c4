import { createApiClient } from '@care/api-client/api-client';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import { CONSOLE_BASE, paths } from '@/config/paths';
import { clearConsoleSession, getConsoleToken } from './session';

/**
 * The console's client: the staff token alone (never the patient's). A 401 on a call made with
 * it means the console session has ended (expired, signed out elsewhere, deactivated): back to
 * sign-in with that said, and then back to where the person was.
 */
export const api = createApiClient(getConsoleToken, () => {
  clearConsoleSession(staffAuthMessages.sessionExpired);
  const here = location.pathname.startsWith(CONSOLE_BASE)
    ? location.pathname.slice(CONSOLE_BASE.length) + location.search
    : paths.home;
  location.assign(`${CONSOLE_BASE}${paths.signIn}?next=${encodeURIComponent(here || paths.home)}`);
});
