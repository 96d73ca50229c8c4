import type { CollectionWindow } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { collectionWhenProblem } from '@care/contracts/lab-tests/rules';
import type { CollectionDetails, TestBookInput, TestBookingPatch } from '@care/contracts/lab-tests/schemas';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { addressText, findPatientAddress } from './address-repository.ts';
import {
  type BookingDetails,
  type BookingWithTest,
  findPatientTestBooking,
  findTest,
  insertTestBooking,
  updateTestBookingDetails,
} from './repository.ts';

// A lab booking's collection details (issue 22): home collection (at one of the patient's saved
// addresses, copied into the booking so a later edit of the address does not move it) or a lab
// visit, a date from today to COLLECTION_DAYS_AHEAD days ahead with a window not yet started,
// and online payment or payment at collection. Each may be chosen at booking or later.

type LabDeps = Pick<Deps, 'db' | 'clock'>;

/** What the booking will hold after `input` is applied on `current` (its details so far). */
interface Current {
  collectionMode: string | null;
  collectionDate: string | null;
  collectionWindow: string | null;
}

/**
 * Checks the chosen details against the test, the patient's addresses and the calendar, and
 * answers the columns to write. A problem is a 400 naming it (another patient's address: 404).
 */
async function resolveDetails(
  db: Conn,
  patientId: string,
  test: { homeCollection: boolean },
  input: CollectionDetails,
  current: Current,
  now: Date,
): Promise<BookingDetails> {
  const out: BookingDetails = {};
  const mode = input.collection_mode ?? current.collectionMode;
  if (input.collection_mode !== undefined) out.collectionMode = input.collection_mode;
  if (mode === 'home' && !test.homeCollection) throw badRequest(m.homeNotOffered);

  if (input.collection_mode === 'lab_visit') {
    // A lab visit goes to the lab: no address.
    out.addressId = null;
    out.addressText = null;
  } else if (input.address_id) {
    if (mode !== 'home') throw badRequest(m.collectionModeInvalid);
    const address = await findPatientAddress(db, patientId, input.address_id);
    if (!address) throw notFound(m.addressNotFound);
    out.addressId = address.id;
    out.addressText = addressText(address);
  } else if (input.collection_mode === 'home' || input.address_id === null) {
    // Switching to home (or clearing the address) without one to go to.
    throw badRequest(m.addressRequired);
  }

  const date = input.collection_date ?? current.collectionDate;
  const window = (input.collection_window ?? current.collectionWindow) as CollectionWindow | null;
  if (input.collection_date !== undefined || input.collection_window !== undefined) {
    if (date) {
      const problem = collectionWhenProblem(date, window, now);
      if (problem) throw badRequest(problem);
    }
    if (input.collection_date !== undefined) out.collectionDate = input.collection_date;
    if (input.collection_window !== undefined) out.collectionWindow = input.collection_window;
  }
  if (input.payment_mode !== undefined) out.paymentMode = input.payment_mode;
  return out;
}

/** `POST test/test-book`: the test at its MRP with whatever details were chosen. */
export async function bookTest(
  deps: LabDeps,
  patientId: string,
  body: TestBookInput,
): Promise<BookingWithTest> {
  const test = await findTest(deps.db, body.test_id);
  if (!test) throw notFound(m.notFound);
  const { test_id: _, ...input } = body;
  const details = await resolveDetails(
    deps.db,
    patientId,
    test,
    input,
    { collectionMode: null, collectionDate: null, collectionWindow: null },
    deps.clock.now(),
  );
  const booking = await insertTestBooking(deps.db, patientId, test, details);
  if (!booking) throw new AppError(409, m.alreadyBooked);
  return { booking, name: test.name, preparation: test.preparation, homeCollection: test.homeCollection };
}

/**
 * `PATCH test/my-bookings/:id`: sets or changes the details while the booking is booked and not
 * collected. The row is locked while the change is checked, and written by a conditional UPDATE.
 */
export async function changeBookingDetails(
  deps: LabDeps,
  patientId: string,
  id: string,
  input: TestBookingPatch,
): Promise<BookingWithTest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await findPatientTestBooking(tx, patientId, id, true);
    if (!found) throw notFound(m.bookingNotFound);
    const b = found.booking;
    if (b.status !== 'booked' || b.collectedAt !== null) throw conflict(m.bookingNotChangeable);
    const paymentChanges = input.payment_mode !== undefined && input.payment_mode !== b.paymentMode;
    if (paymentChanges && b.paymentState !== 'unpaid') throw conflict(m.paidPaymentModeFixed);
    const details = await resolveDetails(
      tx,
      patientId,
      { homeCollection: found.homeCollection },
      input,
      b,
      now,
    );
    const row = await updateTestBookingDetails(tx, b.id, details, now, { mustBeUnpaid: paymentChanges });
    if (!row) throw conflict(m.bookingNotChangeable);
    return { ...found, booking: row };
  });
}
