import { createApiClient } from '@care/api-client/api-client';
import { takePrefetched } from './prefetched';
import { clearSession, getToken } from './session';

/**
 * The patient app's client: the patient's stored token, the answers start.js asked for early,
 * and a 401 on a call made with the stored token ends the session and sends the patient to
 * /login (then back here). ApiError and friends come from @care/api-client/api-client itself.
 */
export const api = createApiClient(
  getToken,
  () => {
    clearSession();
    location.assign(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  },
  takePrefetched,
);
