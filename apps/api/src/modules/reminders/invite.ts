import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * A calendar invite for an appointment (RFC 5545 through ical-generator): METHOD REQUEST with
 * a reminder an hour before, or METHOD CANCEL for the same event. The UID is the booking's, so a
 * calendar updates the one event; SEQUENCE moves on with the cancellation.
 */
export function appointmentInvite(a: {
  bookingId: string;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string | null;
  brand: string;
}): string {
  const cal = ical({
    prodId: { company: a.brand, product: 'appointments', language: 'EN' },
    method: a.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  cal.createEvent({
    id: `${a.bookingId}@appointments`,
    sequence: a.method === 'REQUEST' ? 0 : 1,
    start: a.start,
    end: a.end,
    summary: a.summary,
    description: a.description,
    url: a.url,
    status: a.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    alarms: a.method === 'REQUEST' ? [{ type: ICalAlarmType.display, triggerBefore: 3600 }] : [],
  });
  return cal.toString();
}
