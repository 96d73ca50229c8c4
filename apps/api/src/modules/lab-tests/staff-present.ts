import type {
  CollectionMode,
  CollectionWindow,
  TestBookingStatus,
  TestCategory,
} from '@care/contracts/lab-tests/constants';
import type { LabStaffBooking, LabStaffTest } from '@care/contracts/lab-tests/staff-schemas';
import type { LabBookingRow, LabTestRow, ListedLabBooking } from './staff-repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentStaffBooking(r: ListedLabBooking): LabStaffBooking {
  const b = r.booking;
  return {
    id: b.id,
    booking_no: b.bookingNo,
    test_id: b.testId,
    test_name: r.testName,
    patient_name: r.patientName,
    patient_phone: r.phone,
    mode: (b.collectionMode as CollectionMode | null) ?? null,
    address_text: b.addressText,
    collection_date: b.collectionDate,
    collection_window: (b.collectionWindow as CollectionWindow | null) ?? null,
    payment_mode: b.paymentMode ?? null,
    payment_state: b.paymentState,
    mrp_paise: b.mrp,
    status: b.status as TestBookingStatus,
    report_id: b.reportId,
    cancel_reason: b.cancelReason,
    collected_at: iso(b.collectedAt),
    report_ready_at: iso(b.reportReadyAt),
    cancelled_at: iso(b.cancelledAt),
    created_at: b.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a booking before and after a change (no contact details). */
export function auditedBooking(b: LabBookingRow) {
  return {
    booking_no: b.bookingNo,
    status: b.status,
    payment_mode: b.paymentMode,
    payment_state: b.paymentState,
    paid_at: b.paidAt,
    collected_at: b.collectedAt,
    report_ready_at: b.reportReadyAt,
    report_id: b.reportId,
    cancelled_at: b.cancelledAt,
    cancel_reason: b.cancelReason,
  };
}

export function presentStaffTest(t: LabTestRow): LabStaffTest {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    mrp_paise: t.mrp,
    categories: t.categories as TestCategory[],
    preparation: t.preparation,
    home_collection: t.homeCollection,
    active: t.active,
    updated_at: t.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a test before and after a change. */
export function auditedTest(t: LabTestRow) {
  const { searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = t;
  return rest;
}
