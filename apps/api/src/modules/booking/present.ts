import type { AppointmentPayment } from '@care/contracts/booking/schemas';
import { kolkataParts } from '@care/contracts/common/clock-time';
import { toRupees } from '@care/contracts/common/money';
import type { BookingRow } from './repository.ts';

// The payment page is opened from a link without signing in: whoever holds the link reads it,
// so names, phones and e-mails are shown masked.

const maskPhone = (phone: string | null) => (phone ? `******${phone.slice(-4)}` : '');
const maskEmail = (email: string | null) => {
  if (!email) return '';
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
};
const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : `${w.slice(0, 1)}.`))
    .join(' ');

export function presentPayable(
  b: BookingRow,
  patient: { firstName: string; lastName: string; phone: string; email: string | null; city: string | null },
): NonNullable<AppointmentPayment['result']> {
  const start = kolkataParts(b.startsAt);
  return {
    _id: b.id,
    appointment_no: b.appointmentNo,
    date: start.date,
    time_slot_start: start.time,
    time_slot_end: kolkataParts(b.endsAt).time,
    some_one_else: Boolean(b.someOneElse),
    full_name: maskName(b.fullName ?? ''),
    phone: maskPhone(b.phone),
    email: maskEmail(b.email),
    patient_id: {
      name: { firstName: patient.firstName, lastName: patient.lastName.slice(0, 1) },
      phone: maskPhone(patient.phone),
      email: maskEmail(patient.email),
      address: null,
      city: patient.city,
      pinCode: null,
    },
    total_amount: toRupees(b.totalAmount ?? 0),
  };
}

/**
 * The booking's person as the payment page shows them, for any page opened by the booking's id
 * alone (the intake form's masked answer): first name and last initial, masked phone and e-mail.
 */
export function maskedPerson(b: BookingRow) {
  const [firstName = '', ...rest] = maskName(b.fullName ?? '').split(' ');
  return { firstName, lastName: rest.join(' '), phone: maskPhone(b.phone), email: maskEmail(b.email) };
}
