import type { ApiModule } from '../lib/api-module.ts';
import { appointmentsModule } from './appointments/index.ts';
import { articlesModule } from './articles/index.ts';
import { authModule } from './auth/index.ts';
import { availabilityModule } from './availability/index.ts';
import { bookingModule } from './booking/index.ts';
import { chatModule } from './chat/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { consultationsModule } from './consultations/index.ts';
import { expertAdminModule } from './expert-admin/index.ts';
import { expertsModule } from './experts/index.ts';
import { filesModule } from './files/index.ts';
import { giftsModule } from './gifts/index.ts';
import { labTestsModule } from './lab-tests/index.ts';
import { meetingModule } from './meeting/index.ts';
import { moderationModule } from './moderation/index.ts';
import { moneyModule } from './money/index.ts';
import { moodModule } from './mood/index.ts';
import { outboxModule } from './outbox/index.ts';
import { patientModule } from './patient/index.ts';
import { paymentsModule } from './payments/index.ts';
import { pregnancyModule } from './pregnancy/index.ts';
import { remindersModule } from './reminders/index.ts';
import { reportsModule } from './reports/index.ts';
import { staffModule } from './staff/index.ts';
import { supportModule } from './support/index.ts';
import { systemModule } from './system/index.ts';

// Each domain is a folder under modules/ whose index.ts is its front door: its descriptor (routes,
// seeds, jobs, event subscribers) and the few functions other modules may call. Nothing imports
// another module's other files, and modules depend on each other one way only (checked by
// .dependency-cruiser-api.cjs). The layering, each module using only those on the lines below
// it (modules on one line do not use each other):
//
//   money                        the console's coupons, gifts, payments (issue 22): booking,
//                                payments, gifts, staff
//   expert-admin, moderation     operations (issue 22): expert-admin uses experts, staff (audit,
//                                the new expert's invite), outbox; moderation uses appointments
//                                (reviews), support (enquiries), experts, staff
//   consultations                the expert's console (issue 21): appointments, booking,
//                                meeting, reports, experts, staff, files, outbox, patient, chat (its
//                                danger detector reads the intake's free text)
//   checkout                     settles paid and failed orders: payments, booking, gifts,
//                                lab-tests, experts (the expert's lock for a late payment)
//   reminders                    reacts to booking.confirmed / booking.cancelled; uses booking,
//                                experts, patient, meeting
//   meeting                      the room: appointments, booking, experts, patient
//   availability                 an expert's hours and leave (issue 21): experts, booking,
//                                appointments (cancel with refund), payments, patient
//   appointments, gifts          appointments: booking, experts, payments (refunds), patient;
//                                gifts: booking (coupons, its order), patient
//   lab-tests                    the catalogue and lab bookings: booking (a lab booking's payment
//                                order); operations' side (issue 22): booking (lab orders
//                                refunded), payments (refunds), reports (the Test Report), files,
//                                patient, staff (audit, access log), outbox
//   reports                      booking, experts, files, patient, staff (the access log)
//   booking                      every booking and payment-order move (the lifecycle);
//                                experts, files, patient, support
//   staff                        console accounts, sessions, the access log: auth (the sign-in
//                                throttle), experts, outbox
//   auth                         patient
//   patient                      files
//   experts, files, payments, support, articles, pregnancy, mood, chat, system
//   outbox                       every text and e-mail (any module above may write to it)
//
// A lower module that must let a higher one act (booking's confirmation → reminders' messages)
// announces an event (lib/events.ts) in its transaction instead of importing it. Shared code
// (lib/, plugins/, adapters/, db/) uses no module; app.ts composes them from this list.

/**
 * The one registration list. app.ts registers each module's routes under /api in this order,
 * runs their seeds by stage in this order (lib/api-module.ts), starts their jobs and wires their
 * event subscribers. A new domain is its folder under modules/ and one line here.
 */
export const apiModules: readonly ApiModule[] = [
  systemModule,
  outboxModule,
  authModule,
  patientModule,
  staffModule,
  filesModule,
  supportModule,
  articlesModule,
  pregnancyModule,
  moodModule,
  chatModule,
  expertsModule,
  bookingModule,
  paymentsModule,
  checkoutModule,
  appointmentsModule,
  availabilityModule,
  meetingModule,
  consultationsModule,
  giftsModule,
  labTestsModule,
  reportsModule,
  remindersModule,
  moneyModule,
  expertAdminModule,
  moderationModule,
];
