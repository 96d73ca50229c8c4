import type { ApiModule } from '../../lib/api-module.ts';
import { appointmentRoutes } from './routes.ts';

// Appointments: a patient's confirmed bookings as appointments (lists, detail, cancelling,
// reviews) and the intake form. Cancelling announces 'booking.cancelled' (lib/events.ts); an
// expert's leave cancels appointments the same way (cancelForExpertLeave, issue 21).

export const appointmentsModule: ApiModule = { name: 'appointments', routes: appointmentRoutes };

export {
  bookingsWithIntake,
  findIntakeForm,
  type IntakeFormRow,
  intakeHarmAnswer,
} from './repository.ts';
export {
  type ModerationRow,
  moderateReview,
  type ReviewStatus,
  reviewsByStatus,
} from './review-moderation.ts';
export { cancelForExpertLeave } from './service.ts';
