import { useSyncExternalStore } from 'react';
import { getStoredPatient, getToken, type StoredPatient, subscribeSession } from './session';

let cachedKey = '';
let cached: StoredPatient | null = null;

function snapshot(): StoredPatient | null {
  const next = getStoredPatient();
  const key = `${getToken() ?? ''}|${JSON.stringify(next)}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cached = next;
  }
  return cached;
}

/** The signed-in patient from browser storage, or null for a visitor. Re-renders on change. */
export function useSession(): StoredPatient | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
