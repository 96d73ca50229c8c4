import type { TestBooking } from '@care/contracts/lab-tests/answers';
import type { CollectionMode, CollectionWindow, LabPaymentMode } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { collectionWhenProblem } from '@care/contracts/lab-tests/rules';
import type { CollectionDetails } from '@care/contracts/lab-tests/schemas';

// The collection details form's values and their checks: the same rules and messages as the
// API's (contracts lab-tests/rules and messages), so the form says what the server would.

export interface DetailsValues {
  collection_mode: CollectionMode | '';
  address_id: string;
  collection_date: string;
  collection_window: CollectionWindow | '';
  payment_mode: LabPaymentMode | '';
}

export const emptyDetails: DetailsValues = {
  collection_mode: '',
  address_id: '',
  collection_date: '',
  collection_window: '',
  payment_mode: '',
};

/** A booking's details as the form starts from them (empty where not chosen yet). */
export function detailsOf(b: TestBooking | null | undefined): DetailsValues {
  if (!b) return emptyDetails;
  return {
    collection_mode: b.collection_mode ?? '',
    address_id: b.address_id ?? '',
    collection_date: b.collection_date ?? '',
    collection_window: b.collection_window ?? '',
    payment_mode: b.payment_mode ?? '',
  };
}

/** `{ field: message }` for what is missing or wrong; empty when the details can be sent. */
export function validateDetails(
  v: DetailsValues,
  opts: { homeCollection: boolean; now: Date },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.collection_mode) errors.collection_mode = m.collectionModeInvalid;
  else if (v.collection_mode === 'home' && !opts.homeCollection) errors.collection_mode = m.homeNotOffered;
  if (v.collection_mode === 'home' && !v.address_id) errors.address_id = m.addressRequired;
  if (!v.collection_date) errors.collection_date = m.collectionDateOutOfRange;
  if (!v.collection_window) errors.collection_window = m.collectionWindowInvalid;
  if (v.collection_date) {
    const problem = collectionWhenProblem(v.collection_date, v.collection_window || null, opts.now);
    if (problem === m.collectionWindowStarted) errors.collection_window = problem;
    else if (problem) errors.collection_date = problem;
  }
  if (!v.payment_mode) errors.payment_mode = m.paymentModeInvalid;
  return errors;
}

/** What the API is sent: a lab visit carries no address. */
export function detailsPayload(v: DetailsValues): CollectionDetails {
  return {
    collection_mode: v.collection_mode || undefined,
    ...(v.collection_mode === 'home' ? { address_id: v.address_id } : {}),
    collection_date: v.collection_date || undefined,
    collection_window: v.collection_window || undefined,
    payment_mode: v.payment_mode || undefined,
  };
}
