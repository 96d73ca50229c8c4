import { formatPaise } from '@care/contracts/common/money';
import {
  COLLECTION_MODE_LABELS,
  type CollectionMode,
  TEST_BOOKING_STATUS_LABELS,
  type TestBookingStatus,
} from '@care/contracts/lab-tests/constants';
import type { LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';

// How a lab booking reads on the console's screens.

export const statusLabel = (s: TestBookingStatus) => TEST_BOOKING_STATUS_LABELS[s];
export const modeLabel = (m: CollectionMode | null) => (m ? COLLECTION_MODE_LABELS[m] : 'Not chosen yet');

/** '₹1,499 online, paid' / '₹1,499 at collection, unpaid' / '₹1,499, payment not chosen'. */
export function paymentText(
  b: Pick<LabStaffBooking, 'mrp_paise' | 'payment_mode' | 'payment_state'>,
): string {
  const how =
    b.payment_mode === 'online' ? ' online' : b.payment_mode === 'at_collection' ? ' at collection' : '';
  const state = b.payment_mode ? `, ${b.payment_state}` : ', payment not chosen';
  return `${formatPaise(b.mrp_paise)}${how}${state}`;
}

/** A window as the patient chose it, 24-hour with IST: '07:00–09:00 IST'. */
export const windowText = (w: string | null) => (w ? `${w.replace('-', '–')} IST` : 'No window yet');

export const STATUS_COLORS: Record<TestBookingStatus, string> = {
  booked: 'blue',
  sample_collected: 'yellow',
  report_ready: 'sea',
  cancelled: 'gray',
};
