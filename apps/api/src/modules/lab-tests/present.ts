import { longDate } from '@care/contracts/common/clock-time';
import { formatRupees, toRupees } from '@care/contracts/common/money';
import {
  type CollectionMode,
  type CollectionWindow,
  collectionWindowText,
  type LabPaymentMode,
  type LabPaymentState,
  type TestBookingStatus,
  type TestCategory,
} from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { LabTest, SavedAddress, TestBooking } from '@care/contracts/lab-tests/schemas';
import type { labTests } from '../../db/schema/index.ts';
import type { AddressRow } from './address-repository.ts';
import type { BookingWithTest } from './repository.ts';

export function presentTest(t: typeof labTests.$inferSelect): LabTest {
  const categories = t.categories as TestCategory[];
  return {
    _id: t.id,
    display_test_name: t.name,
    description: t.description,
    mrp: toRupees(t.mrp),
    test_category: categories[0]!,
    categories,
    preparation: t.preparation,
    home_collection: t.homeCollection,
  };
}

export function presentTestBooking(r: BookingWithTest): TestBooking {
  const b = r.booking;
  const status = b.status as TestBookingStatus;
  const mode = b.collectionMode as CollectionMode | null;
  const paymentMode = b.paymentMode as LabPaymentMode | null;
  const paymentState = b.paymentState as LabPaymentState;
  const open = status === 'booked' && b.collectedAt === null;
  const detailsNeeded =
    open &&
    (mode === null ||
      b.collectionDate === null ||
      b.collectionWindow === null ||
      paymentMode === null ||
      (mode === 'home' && !b.addressText));
  return {
    _id: b.id,
    booking_no: b.bookingNo,
    test_id: b.testId,
    display_test_name: r.name,
    mrp: toRupees(b.mrp),
    status,
    createdAt: b.createdAt.toISOString(),
    collection_mode: mode,
    address_id: b.addressId,
    address_text: b.addressText,
    collection_date: b.collectionDate,
    collection_window: b.collectionWindow as CollectionWindow | null,
    payment_mode: paymentMode,
    payment_state: paymentState,
    paid_at: b.paidAt?.toISOString() ?? null,
    preparation: r.preparation,
    home_collection: r.homeCollection,
    details_needed: detailsNeeded,
    can_change: open,
    can_pay: open && paymentMode === 'online' && paymentState === 'unpaid',
    next_step: nextStep(r, detailsNeeded),
    cancel_reason: b.cancelReason,
    report_id: b.reportId,
  };
}

/** The first sentence of the preparation advice (its seeded texts lead with what to do). */
function preparationLead(preparation: string): string {
  const text = preparation.trim();
  if (!text) return '';
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? `${text}.` : text.slice(0, end + 1);
}

/** What happens next, in the patient's words, from where the booking stands. */
function nextStep(r: BookingWithTest, detailsNeeded: boolean): string {
  const b = r.booking;
  if (b.status === 'cancelled') {
    const why = b.cancelReason
      ? `This booking was cancelled: ${b.cancelReason}`
      : 'This booking was cancelled.';
    const money =
      b.paymentState === 'refunded' || b.paymentState === 'paid'
        ? ' Your payment is refunded in full; it reaches your account in 5 to 7 working days.'
        : '';
    return `${why.replace(/([^.!?])$/, '$1.')}${money}`;
  }
  if (b.status === 'report_ready') return m.reportReady;
  if (b.status === 'sample_collected') return m.sampleCollected;
  if (detailsNeeded) return m.detailsNeeded;
  const when = `on ${longDate(b.collectionDate!)} ${collectionWindowText(b.collectionWindow as CollectionWindow)}`;
  const where =
    b.collectionMode === 'home'
      ? `A phlebotomist will come to ${b.addressText} ${when}.`
      : `Please visit the lab ${when}, with your booking number ${b.bookingNo}.`;
  const prep = preparationLead(r.preparation);
  const pay =
    b.paymentState === 'paid'
      ? 'Paid online.'
      : b.paymentMode === 'online'
        ? 'Pay online to complete the booking, or choose to pay at collection.'
        : `Please pay ${formatRupees(toRupees(b.mrp))} at collection.`;
  return [where, prep, pay].filter(Boolean).join(' ');
}

export function presentAddress(a: AddressRow): SavedAddress {
  return {
    _id: a.id,
    label: a.label,
    line1: a.line1,
    line2: a.line2,
    landmark: a.landmark,
    city: a.city,
    state: a.state,
    pin_code: a.pinCode,
    createdAt: a.createdAt.toISOString(),
  };
}
