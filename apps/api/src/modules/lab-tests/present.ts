import { toRupees } from '@care/contracts/common/money';
import type { TestBookingStatus, TestCategory } from '@care/contracts/lab-tests/constants';
import type { LabTest, TestBooking } from '@care/contracts/lab-tests/schemas';
import type { labTestBookings, labTests } from '../../db/schema/index.ts';

export function presentTest(t: typeof labTests.$inferSelect): LabTest {
  const categories = t.categories as TestCategory[];
  return {
    _id: t.id,
    display_test_name: t.name,
    description: t.description,
    mrp: toRupees(t.mrp),
    test_category: categories[0]!,
    categories,
  };
}

export function presentTestBooking(b: typeof labTestBookings.$inferSelect, name: string): TestBooking {
  return {
    _id: b.id,
    booking_no: b.bookingNo,
    test_id: b.testId,
    display_test_name: name,
    mrp: toRupees(b.mrp),
    status: b.status as TestBookingStatus,
    createdAt: b.createdAt.toISOString(),
  };
}
