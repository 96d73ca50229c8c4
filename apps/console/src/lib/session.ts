import { useSyncExternalStore } from 'react';

// The console's session: its own token under its own key, never the patient app's `token`
// (a staff member may also be a patient in the same browser). localStorage, so a new tab (an
// appointment opened beside the week) is signed in too; the server ends it after a working day.

const TOKEN_KEY = 'care-console.token';
/** Why the last session ended, shown once on the sign-in page. */
const ENDED_KEY = 'care-console.ended';

const listeners = new Set<() => void>();

function read(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function getConsoleToken(): string | null {
  return read(TOKEN_KEY);
}

export function storeConsoleToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/** Ends the session here; `why` is shown on the sign-in page that follows. */
export function clearConsoleSession(why?: string) {
  localStorage.removeItem(TOKEN_KEY);
  if (why) sessionStorage.setItem(ENDED_KEY, why);
  notify();
}

/** The reason the last session ended, once. */
export function takeEndedReason(): string | null {
  const why = read(ENDED_KEY, sessionStorage);
  if (why) sessionStorage.removeItem(ENDED_KEY);
  return why;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in one tab signs out the others.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it changes (here or in another tab). */
export function useConsoleToken(): string | null {
  return useSyncExternalStore(subscribe, getConsoleToken, () => null);
}
