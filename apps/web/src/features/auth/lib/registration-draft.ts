import type { SocialProvider } from '@care/contracts/auth/constants';
import type { Gender, Stage } from '@care/contracts/patient/constants';
import { useCallback, useState } from 'react';

// What the patient has entered so far in sign-up. It is kept in sessionStorage so a reload
// mid-way keeps the answers; the password and any social token stay in memory only (see
// `registrationSecrets`), so after a reload the patient re-enters the password on step 1.

export type LockedField = 'fname' | 'lname' | 'email' | 'gender' | 'dob';

export interface RegistrationDraft {
  phone: string;
  /** The phone whose OTP was validated; verification is lost when the phone changes. */
  verifiedPhone: string | null;
  /** Bearer for check-exists, link and register, from validate-otp. */
  verificationToken: string | null;
  fname: string;
  lname: string;
  email: string;
  /** The lab patient this account is linked to, or null for a new patient. */
  patientId: string | null;
  /** Fields prefilled from the linked record, shown as verified and not editable. */
  locked: LockedField[];
  gender: Gender | null;
  dob: string | null;
  interest: string[];
  conceiveStatus: Stage | null;
  lmp: string | null;
  /** Step 1 was accepted (e-mail and phone free); steps 2 and 3 need it. */
  detailsDone: boolean;
  socialType: SocialProvider | null;
}

export const emptyDraft: RegistrationDraft = {
  phone: '',
  verifiedPhone: null,
  verificationToken: null,
  fname: '',
  lname: '',
  email: '',
  patientId: null,
  locked: [],
  gender: null,
  dob: null,
  interest: [],
  conceiveStatus: null,
  lmp: null,
  detailsDone: false,
  socialType: null,
};

const STORAGE_KEY = 'registration-draft';

/** In memory only: never written to storage. */
export const registrationSecrets: { password: string | null; socialToken: string | null } = {
  password: null,
  socialToken: null,
};

export function readDraft(): RegistrationDraft {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return emptyDraft;
    return { ...emptyDraft, ...(JSON.parse(raw) as Partial<RegistrationDraft>) };
  } catch {
    return emptyDraft;
  }
}

function writeDraft(draft: RegistrationDraft) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private mode without storage: the draft simply lives for this page only.
  }
}

export function clearDraft() {
  registrationSecrets.password = null;
  registrationSecrets.socialToken = null;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export function isPhoneVerified(draft: RegistrationDraft): boolean {
  return Boolean(draft.verificationToken && draft.verifiedPhone && draft.verifiedPhone === draft.phone);
}

/** Step 2 needs an accepted step 1 and a way to sign in (password or social token). */
export function canOpenDetailsStep(draft: RegistrationDraft): boolean {
  const credential = draft.socialType ? registrationSecrets.socialToken : registrationSecrets.password;
  return draft.detailsDone && isPhoneVerified(draft) && Boolean(credential);
}

export function canOpenInterestStep(draft: RegistrationDraft): boolean {
  return canOpenDetailsStep(draft) && Boolean(draft.gender && draft.dob);
}

/** The draft, saved on every change (synchronously, so switching steps never loses it). */
export function useRegistrationDraft() {
  const [draft, setDraftState] = useState<RegistrationDraft>(readDraft);
  const update = useCallback((patch: Partial<RegistrationDraft>) => {
    setDraftState((current) => {
      const next = { ...current, ...patch };
      writeDraft(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    clearDraft();
    setDraftState(emptyDraft);
  }, []);
  return { draft, update, reset };
}
