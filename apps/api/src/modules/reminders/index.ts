import type { ApiModule } from '../../lib/api-module.ts';
import { messageJob } from './message-job.ts';
import { reminderRoutes } from './routes.ts';
import { scheduleBookingMessages, scheduleCancellation, scheduleReschedule } from './schedule.ts';

// Reminders: an appointment's e-mails and texts (confirmation e-mail, the expert's room link,
// reminders 24 hours and 1 hour before, the cancellation, the new time of a rescheduled one),
// scheduled when booking announces a confirmation, a cancellation or a reschedule (in that
// transaction) and sent by the message job; and an appointment's invite to download (routes.ts).

export const remindersModule: ApiModule = {
  name: 'reminders',
  routes: reminderRoutes,
  jobs: [messageJob],
  events: {
    'booking.confirmed': ({ tx, booking, now }) => scheduleBookingMessages(tx, booking, now),
    'booking.cancelled': ({ tx, bookingId, now, by }) => scheduleCancellation(tx, bookingId, now, by),
    'booking.rescheduled': ({ tx, booking, now }) => scheduleReschedule(tx, booking, now),
  },
};

export { sendDueMessages } from './send-due.ts';
