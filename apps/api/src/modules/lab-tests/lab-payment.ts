import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { Deps } from '../../deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { createdLabOrderOf, insertLabOrder } from '../booking/index.ts';
import { findPatientTestBooking } from './repository.ts';

// Paying a lab booking online (issue 22) through the same checkout as consultations and gifts:
// a provider order for the booking's MRP, kept as a payment order of purpose 'lab'. Checkout
// settles its capture (modules/checkout: the booking marked paid once, or the money refunded
// when the booking was cancelled meanwhile).

type PayDeps = Pick<Deps, 'db' | 'payments'>;

/** The order to open the checkout with: the booking's open one, or a new one at its MRP. */
export async function startLabPayment(deps: PayDeps, patientId: string, id: string) {
  const found = await findPatientTestBooking(deps.db, patientId, id);
  if (!found) throw notFound(m.bookingNotFound);
  const b = found.booking;
  if (b.status !== 'booked' || b.collectedAt !== null) throw conflict(m.notPayable);
  if (b.paymentState !== 'unpaid') throw conflict(m.alreadyPaid);
  if (b.paymentMode !== 'online') throw conflict(m.notOnlinePayment);
  const open = await createdLabOrderOf(deps.db, b.id);
  if (open) return { id: open.providerOrderId, amount: open.amount };
  let order: { id: string };
  try {
    order = await deps.payments.createOrder({
      amount: b.mrp,
      receipt: b.bookingNo,
      notes: { lab_booking_id: b.id },
    });
  } catch {
    throw new AppError(502, m.paymentStart);
  }
  await insertLabOrder(deps.db, b.id, {
    provider: deps.payments.kind,
    providerOrderId: order.id,
    amount: b.mrp,
  });
  return { id: order.id, amount: b.mrp };
}
