import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * A calendar invite for an appointment (RFC 5545 through ical-generator): METHOD REQUEST with
 * a reminder an hour before, or METHOD CANCEL for the same event. The UID is the booking's, so a
 * calendar updates the one event; SEQUENCE moves on with the cancellation. RFC 5546 wants an
 * ORGANIZER and the ATTENDEE in both methods: the provider (a no-reply address) organises, and
 * the patient attends. RSVP=FALSE because no one reads replies to the no-reply address: a
 * calendar that honours it does not offer Accept/Decline buttons that would go nowhere.
 */
export function appointmentInvite(a: {
  bookingId: string;
  method: 'REQUEST' | 'CANCEL';
  /** The booking's `ics_sequence`: 0 when booked, one more at each reschedule. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string | null;
  brand: string;
  organizerEmail: string;
  attendeeEmail: string;
}): string {
  const cal = ical({
    prodId: { company: a.brand, product: 'appointments', language: 'EN' },
    method: a.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  cal.createEvent({
    id: `${a.bookingId}@appointments`,
    sequence: a.method === 'REQUEST' ? a.sequence : a.sequence + 1,
    start: a.start,
    end: a.end,
    summary: a.summary,
    description: a.description,
    url: a.url,
    organizer: { name: a.brand, email: a.organizerEmail },
    attendees: [
      {
        email: a.attendeeEmail,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
    status: a.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    alarms: a.method === 'REQUEST' ? [{ type: ICalAlarmType.display, triggerBefore: 3600 }] : [],
  });
  return cal.toString();
}
