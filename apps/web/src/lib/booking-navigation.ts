import type { Location } from 'react-router-dom';

/**
 * What /doctor-appoint hands to /consultation-booking (spec section 2: type, doctor, date as
 * sendDate, the slot and its end time), plus the hold the server gave for the slot. It lives in
 * the history entry, so a refresh keeps it and a link opened fresh has none (then the booking
 * screen goes to /, as the spec says).
 */
export interface BookingNavigationState {
  type: 'gc' | 'mhc';
  doctorId: string;
  /** YYYY-MM-DD, Asia/Kolkata. */
  sendDate: string;
  /** HH:mm, 24-hour, Asia/Kolkata. */
  slot: { start_time: string; end_time: string };
  endTime: string;
  hold: { _id: string; expires_at: string };
}

/** The booking state of a location, or null when the patient came without choosing a slot. */
export function bookingStateOf(location: Pick<Location, 'state'>): BookingNavigationState | null {
  const s = location.state as Partial<BookingNavigationState> | null;
  if (!s || (s.type !== 'gc' && s.type !== 'mhc')) return null;
  if (typeof s.doctorId !== 'string' || typeof s.sendDate !== 'string') return null;
  if (!s.slot || typeof s.slot.start_time !== 'string' || typeof s.slot.end_time !== 'string') return null;
  if (!s.hold || typeof s.hold._id !== 'string' || typeof s.hold.expires_at !== 'string') return null;
  return s as BookingNavigationState;
}

/**
 * The link to an expert's slot picker (spec: /doctor-appoint with state doctor and type). The id
 * and type are in the address too, so a refreshed or shared picker still knows the expert.
 */
export function slotPickerLink(doctorId: string, type?: 'gc' | 'mhc' | string) {
  const query = new URLSearchParams({ id: doctorId, ...(type ? { type } : {}) });
  return { to: `/doctor-appoint?${query}`, state: { doctor: doctorId, type } };
}
