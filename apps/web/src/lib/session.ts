import type { SessionData } from '@care/contracts/auth/schemas';
import { storedWeek, todayIso } from '@care/contracts/common/dates';
import type { Patient } from '@care/contracts/patient/schemas';

// The session lives in localStorage under the spec's item names (section 3), so a reload
// keeps the patient signed in. Components read it through useSession().

const KEYS = [
  'token',
  'patient_id',
  'week',
  'name',
  'email',
  'dob',
  'phone',
  'gender',
  'tribe',
  'interest',
  'lmp',
  'lmp_as_of',
  'conceive_status',
  'profile_pic',
  'profile_pic_url',
] as const;

export interface StoredPatient {
  patient_id: string;
  week: number;
  name: { firstName: string; lastName: string };
  email: string | null;
  dob: string | null;
  phone: string;
  gender: Patient['gender'];
  tribe: string[];
  interest: string[];
  lmp: string | null;
  lmp_as_of: string | null;
  conceive_status: Patient['conceive_status'];
  profile_pic: string | null;
  profile_pic_url: string | null;
}

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseJson<T>(raw: string | null, fallback: T): T {
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function getToken(): string | null {
  return read('token');
}

export function getStoredPatient(): StoredPatient | null {
  const id = read('patient_id');
  if (!getToken() || !id) return null;
  return {
    patient_id: id,
    week: Number(read('week') ?? 0) || 0,
    name: parseJson(read('name'), { firstName: '', lastName: '' }),
    email: read('email'),
    dob: read('dob'),
    phone: read('phone') ?? '',
    gender: read('gender') as StoredPatient['gender'],
    // 'null' can be stored by older clients for an empty list
    tribe: parseJson<string[]>(read('tribe'), []).filter((t) => t && t !== 'null'),
    interest: parseJson<string[]>(read('interest'), []).filter((t) => t && t !== 'null'),
    lmp: read('lmp'),
    lmp_as_of: read('lmp_as_of'),
    conceive_status: read('conceive_status') as StoredPatient['conceive_status'],
    profile_pic: read('profile_pic'),
    profile_pic_url: read('profile_pic_url'),
  };
}

function write(key: string, value: string | null) {
  if (value == null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

/** Stores the patient as the API returned it; the week is computed from the LMP on today's date. */
export function storePatient(patient: Patient) {
  write('patient_id', patient.patient_id);
  write('week', String(storedWeek(patient, todayIso())));
  write('name', JSON.stringify(patient.name));
  write('email', patient.email);
  write('dob', patient.dob);
  write('phone', patient.phone);
  write('gender', patient.gender);
  write('tribe', JSON.stringify(patient.tribe));
  write('interest', JSON.stringify(patient.interest));
  write('lmp', patient.lmp);
  write('lmp_as_of', patient.lmp_as_of);
  write('conceive_status', patient.conceive_status);
  write('profile_pic', patient.profile_pic);
  write('profile_pic_url', patient.profile_pic_url);
  notify();
}

export function storeSession(session: SessionData) {
  write('token', session.token);
  storePatient(session.patient);
}

/** Updates only the tribe (the tribe modal's save). */
export function storeTribe(tribe: string[]) {
  write('tribe', JSON.stringify(tribe));
  notify();
}

export function clearSession() {
  for (const key of KEYS) localStorage.removeItem(key);
  notify();
}

function notify() {
  for (const l of listeners) l();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (KEYS as readonly string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
