import { z } from 'zod';
import { doctorSchema } from '../experts/schemas.ts';

/** A file on an appointment: the patient's (at booking) or the expert's. */
export const appointmentReportSchema = z.object({
  report_of: z.enum(['patient', 'doctor']),
  file_path: z.string(),
  title: z.string(),
});

/** The spec's Appointment (section 3); `appointment_no` and `status` are ours. */
export const appointmentSchema = z.object({
  _id: z.string(),
  appointment_no: z.string(),
  /** YYYY-MM-DD of the start, Asia/Kolkata; `to_date` the end's. */
  date: z.string(),
  to_date: z.string(),
  /** HH:mm, 24-hour, Asia/Kolkata. */
  time_slot_start: z.string(),
  time_slot_end: z.string(),
  room_id: z.string().nullable(),
  is_can_join_room: z.boolean(),
  is_appointment_time_passed: z.boolean(),
  is_can_cancel_appointment: z.boolean(),
  status: z.string(),
  patient_id: z.object({
    _id: z.string(),
    name: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
  doctor_id: doctorSchema,
  report: z.array(appointmentReportSchema),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListData = z.array(appointmentSchema);
