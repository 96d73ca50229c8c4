import { kolkataWhenText } from '@care/contracts/common/clock-time';
import type { EmailMessage } from '../../adapters/email/email-sender.ts';
import { emailBody } from '../../lib/email-html.ts';
import type { BookingRow } from '../booking/index.ts';
import { appointmentInvite } from './invite.ts';
import type { MessageKind } from './schedule.ts';

/** '26 Nov 2026 at 10:00 AM IST': the expert's clock, Asia/Kolkata. */
export const whenText = kolkataWhenText;

export interface Composed {
  sms: string | null;
  email: EmailMessage | null;
}

/** The calendar's title: the brand and the appointment number, no health words (issue 19). */
export const inviteSummary = (brand: string, appointmentNo: string) =>
  `${brand} video consultation ${appointmentNo}`;

/**
 * A booking's invite (.ics): attached to its e-mails and downloaded from the success dialog
 * (routes.ts), the same event (UID, SEQUENCE) either way.
 */
export function bookingInvite(
  b: BookingRow,
  method: 'REQUEST' | 'CANCEL',
  attendee: string,
  site: { brand: string; publicUrl: string | null; noReplyEmail: string },
): string {
  const base = site.publicUrl?.replace(/\/+$/, '') ?? null;
  const details = base ? `${base}/appointment-details?id=${b.id}` : null;
  return appointmentInvite({
    bookingId: b.id,
    method,
    sequence: b.icsSequence,
    start: b.startsAt,
    end: b.endsAt,
    summary: inviteSummary(site.brand, b.appointmentNo),
    description: details ? `Join from ${details}` : 'Join from Appointments in the app.',
    url: details,
    brand: site.brand,
    organizerEmail: site.noReplyEmail,
    attendeeEmail: attendee,
  });
}

/**
 * The words of each message: the appointment number, date, time and links, and nothing about
 * anyone's health (a text or an e-mail can be read over a shoulder or on a locked screen). An
 * e-mail has the same words as plain text and as HTML, and its invite names the provider
 * (`noReplyEmail`) as organiser and the patient's address as the attendee.
 */
export function composeMessage(
  kind: MessageKind,
  b: BookingRow,
  to: { email: string | null },
  site: { brand: string; publicUrl: string | null; noReplyEmail: string },
  /** The expert's signed room link (expert_link and expert_rescheduled only). */
  expertLink: string | null = null,
  /** The intake form's link with its own capability (confirmation and rescheduled; booking's links.ts). */
  intakeLink: string | null = null,
  /** The expert's page, to book another time (leave_cancellation only). */
  bookAgainLink: string | null = null,
): Composed {
  const when = whenText(b.startsAt);
  const base = site.publicUrl?.replace(/\/+$/, '') ?? null;
  const details = base ? `${base}/appointment-details?id=${b.id}` : null;
  const invite = (method: 'REQUEST' | 'CANCEL', attendee: string) => ({
    filename: 'invite.ics',
    content: bookingInvite(b, method, attendee, site),
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
  });
  const email = (subject: string, lines: string[], method: 'REQUEST' | 'CANCEL'): EmailMessage | null =>
    to.email
      ? { to: to.email, subject, ...emailBody(site, subject, lines), attachments: [invite(method, to.email)] }
      : null;
  const join = details ? `Join here: ${details}` : 'Join from Appointments in the app.';

  switch (kind) {
    case 'confirmation':
      // The confirmation text goes at once when the booking is confirmed (booking/notify.ts).
      return {
        sms: null,
        email: email(
          `Your consultation ${b.appointmentNo} is confirmed`,
          [
            `Your video consultation ${b.appointmentNo} is confirmed for ${when}.`,
            join,
            ...(intakeLink ? [`Before it, please fill in your intake form: ${intakeLink}`] : []),
            'The invite attached adds it to your calendar.',
          ],
          'REQUEST',
        ),
      };
    case 'expert_link':
      // To the expert's phone: the signed link opens the same room as the patient's, until the end.
      return {
        sms: expertLink
          ? `${site.brand}: video consultation ${b.appointmentNo} is booked with you for ${when}. Join here: ${expertLink}`
          : null,
        email: null,
      };
    case 'reminder_24h':
    case 'reminder_1h': {
      const soon = kind === 'reminder_1h' ? 'in an hour' : 'tomorrow';
      return {
        sms: `${site.brand}: reminder, your consultation ${b.appointmentNo} is ${soon}, ${when}. ${join}`,
        email: email(
          `Reminder: your consultation ${b.appointmentNo} is ${soon}`,
          [`Your video consultation ${b.appointmentNo} is ${soon}, ${when}.`, join],
          'REQUEST',
        ),
      };
    }
    case 'rescheduled': {
      // Issue 19: the same event (UID) at its new time, SEQUENCE one more, so calendars move it.
      const was = b.rescheduledFrom ? ` from ${whenText(b.rescheduledFrom)}` : '';
      return {
        sms: `${site.brand}: your consultation ${b.appointmentNo} has moved${was} to ${when}. ${join}`,
        email: email(
          `Your consultation ${b.appointmentNo} is now on ${when}`,
          [
            `Your video consultation ${b.appointmentNo} has moved${was} to ${when}.`,
            join,
            ...(intakeLink ? [`If you have not yet, please fill in your intake form: ${intakeLink}`] : []),
            'The invite attached updates the event in your calendar.',
          ],
          'REQUEST',
        ),
      };
    }
    case 'expert_rescheduled': {
      const was = b.rescheduledFrom ? ` from ${whenText(b.rescheduledFrom)}` : '';
      return {
        sms: expertLink
          ? `${site.brand}: video consultation ${b.appointmentNo} with you has moved${was} to ${when}. Join here: ${expertLink}`
          : null,
        email: null,
      };
    }
    case 'leave_cancellation': {
      // Issue 21: the expert is away that day. A cancelled booking cannot be moved (rescheduling
      // moves a confirmed one), so the offer is the expert's page, where the patient books a new
      // time; the refund is already on its way. No reason and no health words, as everywhere.
      const again = bookAgainLink
        ? `Book another time with the same expert here: ${bookAgainLink}`
        : 'Book another time with the same expert from the app.';
      return {
        sms: `${site.brand}: sorry, your consultation ${b.appointmentNo} on ${when} is cancelled as the expert is unavailable that day. Your payment will be refunded in full. ${again}`,
        email: email(
          `Your consultation ${b.appointmentNo} is cancelled`,
          [
            `We are sorry: your video consultation ${b.appointmentNo} on ${when} is cancelled, as the expert is unavailable that day.`,
            'If you paid for it, the refund goes back the way you paid, in full.',
            again,
          ],
          'CANCEL',
        ),
      };
    }
    case 'cancellation':
      return {
        sms: `${site.brand}: your consultation ${b.appointmentNo} on ${when} is cancelled.`,
        email: email(
          `Your consultation ${b.appointmentNo} is cancelled`,
          [
            `Your video consultation ${b.appointmentNo} on ${when} is cancelled.`,
            'If you paid for it, the refund goes back the way you paid.',
          ],
          'CANCEL',
        ),
      };
  }
}
