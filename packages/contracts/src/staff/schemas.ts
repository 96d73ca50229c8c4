import { z } from 'zod';
import { HHMM } from '../common/clock-time.ts';
import { daysBetween, isIsoDate } from '../common/dates.ts';
import { caseless, listField, optionalNullable, textField } from '../common/fields.ts';
import { dayWindowsProblem, END_OF_DAY, isTimeZone } from './availability-rules.ts';
import {
  ACCESS_SUBJECTS,
  AUDIT_SUBJECTS,
  BUFFER_MINUTES_MAX,
  SCHEDULE_RANGE_DAYS_MAX,
  SLOT_MINUTES_CHOICES,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  TOTP_DIGITS,
} from './constants.ts';
import {
  availabilityMessages as am,
  consultationMessages as cm,
  staffAuthMessages as m,
  scheduleMessages as sm,
} from './messages.ts';

// The staff API's shapes (issue 21), everything under /api/staff/. Requests are validated with
// these on the server and in the console's forms; responses list every field that may leave.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const staffEmail = textField({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .regex(EMAIL, m.emailInvalid);
const newPassword = textField({ error: m.passwordRequired })
  .min(STAFF_PASSWORD_MIN, m.passwordShort)
  .max(STAFF_PASSWORD_MAX, m.passwordLong);
/** Authenticator apps show "123 456"; spaces are dropped before the digits are checked. */
const totpCode = textField({ error: m.codeRequired })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, m.codeRequired)
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), m.codeInvalid),
  );
const isoDate = textField({ error: sm.dateInvalid }).refine(isIsoDate, sm.dateInvalid);
const uuidParam = textField().regex(/^[0-9a-f-]{36}$/i, 'Not a valid id.');

// ---------- Accounts ----------

export const staffRoleField = caseless(z.enum(STAFF_ROLES, { error: m.roleInvalid }));

export const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The expert profile an expert acts for, else null. */
  expert_id: z.string().nullable(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffSessionData = z.object({ token: z.string(), staff: staffSchema });
export type StaffSession = z.infer<typeof staffSessionData>;

export const staffSignInBody = z.object({
  email: staffEmail,
  password: textField({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(STAFF_PASSWORD_MAX, m.passwordLong),
  code: totpCode,
});
export type StaffSignInBody = z.infer<typeof staffSignInBody>;

export const staffPasswordBody = z.object({
  current_password: textField({ error: m.passwordRequired }).min(1, m.passwordRequired),
  new_password: newPassword,
  code: totpCode,
});

export const staffInviteBody = z
  .object({
    email: staffEmail,
    full_name: textField({ error: m.nameRequired }).trim().min(2, m.nameRequired).max(120, m.nameRequired),
    role: staffRoleField,
    expert_id: optionalNullable(uuidParam),
  })
  .superRefine((v, ctx) => {
    if (v.role === 'expert' && !v.expert_id)
      ctx.addIssue({ code: 'custom', path: ['expert_id'], message: m.expertRequired });
    if (v.role !== 'expert' && v.expert_id)
      ctx.addIssue({ code: 'custom', path: ['expert_id'], message: m.expertOnlyForExperts });
  });
export type StaffInviteBody = z.infer<typeof staffInviteBody>;

export const staffInviteData = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The single-use link (also e-mailed); shown once to the admin. */
  invite_url: z.string(),
  expires_at: z.string(),
});

/**
 * An invite not yet used, expired or withdrawn, as admins see it (any admin sees every admin's).
 * Never the token or its hash: the link was shown once, to the admin who sent it.
 */
export const staffPendingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The expert profile an expert invite names, and that expert's name; else null. */
  expert_id: z.string().nullable(),
  expert_name: z.string().nullable(),
  /** The admin who sent it; null for the install command's (the first admin's). */
  invited_by_name: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type StaffPendingInvite = z.infer<typeof staffPendingInviteSchema>;
/** Newest first. */
export const staffPendingInviteListData = z.array(staffPendingInviteSchema);

/** The invite token, as the link carries it. */
export const inviteTokenBody = z.object({
  token: textField({ error: m.inviteInvalid }).min(20, m.inviteInvalid).max(200, m.inviteInvalid),
});

/** Opening an invite draws the TOTP secret: what the authenticator app needs. */
export const inviteOpenedData = z.object({
  email: z.string(),
  full_name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** otpauth:// URI for the QR code. */
  totp_uri: z.string(),
  /** The same secret, base32, for typing in by hand. */
  totp_secret: z.string(),
  /** An SVG of the QR code (an image of totp_uri). */
  totp_qr_svg: z.string(),
  expires_at: z.string(),
});

export const inviteAcceptBody = inviteTokenBody.extend({ password: newPassword, code: totpCode });

export const staffAccountSchema = staffSchema.omit({ permissions: true }).extend({
  active: z.boolean(),
  created_at: z.string(),
});
export const staffAccountListData = z.array(staffAccountSchema);

export const staffExpertOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** Whether a console account already acts for this expert. */
  has_account: z.boolean(),
});
export const staffExpertOptionListData = z.array(staffExpertOptionSchema);

export const idParams = z.object({ id: uuidParam });

// ---------- Access log ----------

export const accessLogEntrySchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  patient_id: z.string(),
  booking_id: z.string().nullable(),
  what: z.enum(ACCESS_SUBJECTS),
  title: z.string(),
  reason: z.string(),
  at: z.string(),
});
export const accessLogQuery = z.object({
  patient_id: optionalNullable(uuidParam),
  staff_id: optionalNullable(uuidParam),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export const accessLogListData = z.array(accessLogEntrySchema);

// ---------- Audit log (issue 22) ----------

/** A JSON value as the audit log keeps a record before or after a change. */
const auditRecord = z.record(z.string(), z.unknown()).nullable();
export const auditEntrySchema = z.object({
  id: z.string(),
  staff_id: z.string(),
  staff_name: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  action: z.string(),
  subject: z.enum(AUDIT_SUBJECTS),
  subject_id: z.string(),
  summary: z.string(),
  reason: z.string().nullable(),
  before: auditRecord,
  after: auditRecord,
  at: z.string(),
});
/** `?staff_id&subject&subject_id&q&page`: q finds words in the summary, action or reason. */
export const auditQuery = z.object({
  staff_id: optionalNullable(uuidParam),
  subject: optionalNullable(caseless(z.enum(AUDIT_SUBJECTS))),
  subject_id: optionalNullable(textField().trim().max(80)),
  q: optionalNullable(textField().trim().max(100)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListData = z.array(auditEntrySchema);

// ---------- Schedule (the expert's appointments) ----------

/** `?from&to`, dates in Asia/Kolkata, both included, at most SCHEDULE_RANGE_DAYS_MAX days. */
export const appointmentRangeQuery = z.object({ from: isoDate, to: isoDate }).superRefine((v, ctx) => {
  const days = daysBetween(v.from, v.to);
  if (days < 0 || days >= SCHEDULE_RANGE_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['to'], message: sm.rangeInvalid });
});

export const staffAppointmentSchema = z.object({
  id: z.string(),
  appointment_no: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** confirmed, completed, no_show or cancelled. */
  status: z.string(),
  /** 'gc' or 'mhc'. */
  type: z.string(),
  /** What the patient booked: first / follow_up (GC), self / couple / family (MHC). */
  consultation: z.string(),
  patient_name: z.string(),
  intake: z.enum(['filled', 'not_filled']),
  shared_reports: z.number().int(),
  doctor_reports: z.number().int(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
export const staffAppointmentListData = z.array(staffAppointmentSchema);

export const sharedReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'patient' (shared at booking) or 'doctor' (the expert's report). */
  report_of: z.enum(['patient', 'doctor']),
  added_at: z.string(),
});

export const staffAppointmentDetailData = staffAppointmentSchema.extend({
  reports: z.array(sharedReportSchema),
  private_notes: z.string(),
  /** Whether the room is open now (booking's room window: from the start to the end). */
  room_open: z.boolean(),
  /** Whether the no-show button may be used now. */
  can_mark_no_show: z.boolean(),
  /** Whether a doctor report may be sent now: once the consultation has started, never for a cancelled one. */
  can_write_report: z.boolean(),
});
export type StaffAppointmentDetail = z.infer<typeof staffAppointmentDetailData>;

/** The intake form as the patient answered it: questions in order, flagged answers marked. */
export const staffIntakeData = z.object({
  consultation_type: z.string(),
  filled_at: z.string(),
  items: z.array(
    z.object({
      question: z.string(),
      answer: z.string(),
      /** An answer a clinician should see first (a danger sign, a high-risk history). */
      flagged: z.boolean(),
    }),
  ),
});
export type StaffIntake = z.infer<typeof staffIntakeData>;

export const reportParams = z.object({ id: uuidParam, reportId: uuidParam });
export const reportLinkData = z.object({ url: z.string(), expires_at: z.string(), content_type: z.string() });

export const notesBody = z.object({
  private_notes: textField({ multiline: true }).max(20_000, cm.notesTooLong),
});
/** The expert's notes as saved (never on any patient route). */
export const notesData = z.object({ private_notes: z.string() });

export const doctorReportBody = z
  .object({
    title: textField({ error: cm.doctorReportTitleRequired })
      .trim()
      .min(1, cm.doctorReportTitleRequired)
      .max(120),
    /** Typed notes, rendered to a PDF on the letterhead. */
    text: optionalNullable(textField({ multiline: true }).max(20_000, cm.notesTooLong)),
    /** Or an uploaded PDF's storage key (the doctor folder's signed upload). */
    file_path: optionalNullable(textField().max(300)),
  })
  .superRefine((v, ctx) => {
    const hasText = !!v.text?.trim();
    if (hasText && v.file_path)
      ctx.addIssue({ code: 'custom', path: ['file_path'], message: cm.doctorReportOneSource });
    if (!hasText && !v.file_path)
      ctx.addIssue({ code: 'custom', path: ['text'], message: cm.doctorReportTextRequired });
  });
export type DoctorReportBody = z.infer<typeof doctorReportBody>;

export const roomTicketData = z.object({
  /** The room page for the expert (the same room as the patient's). */
  room_url: z.string(),
  expires_at: z.string(),
});

/** A signed upload link for a doctor report's PDF, tied to one of the expert's appointments. */
export const staffUploadBody = z.object({
  appointment_id: uuidParam,
  filename: textField().trim().min(1).max(200),
  ext: textField()
    .trim()
    .transform((v) => v.toLowerCase().replace(/^\./, ''))
    .pipe(z.literal('pdf', { error: cm.doctorReportNotPdf })),
});
export const staffUploadData = z.object({
  url: z.string(),
  /** What doctor-report's `file_path` takes once the PDF is uploaded. */
  file_path: z.string(),
  method: z.literal('PUT'),
  expires_at: z.string(),
});

// ---------- Availability ----------

const hhmm = textField({ error: am.timeInvalid }).regex(HHMM, am.timeInvalid);
/** An end may also be midnight, the end of the day ('24:00'). */
const hhmmEnd = textField({ error: am.timeInvalid }).refine(
  (v) => HHMM.test(v) || v === END_OF_DAY,
  am.timeInvalid,
);
const slotMinutes = z.coerce
  .number({ error: am.slotLengthInvalid })
  .int(am.slotLengthInvalid)
  .refine((v) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(v), am.slotLengthInvalid);
const bufferMinutes = z.coerce
  .number({ error: am.bufferInvalid })
  .int(am.bufferInvalid)
  .min(0, am.bufferInvalid)
  .max(BUFFER_MINUTES_MAX, am.bufferInvalid)
  .default(0);

export const windowSchema = z.object({
  start_time: hhmm,
  end_time: hhmmEnd,
  slot_minutes: slotMinutes,
  buffer_minutes: bufferMinutes,
});
export type AvailabilityWindow = z.infer<typeof windowSchema>;

export const weeklyWindowSchema = windowSchema.extend({
  weekday: z.coerce
    .number({ error: am.weekdayInvalid })
    .int(am.weekdayInvalid)
    .min(0, am.weekdayInvalid)
    .max(6, am.weekdayInvalid),
});

/** At most this many windows on one day. */
const WINDOWS_A_DAY = 6;

export const weeklyHoursBody = z
  .object({
    time_zone: textField({ error: am.zoneInvalid })
      .trim()
      .min(1, am.zoneInvalid)
      .max(64, am.zoneInvalid)
      .refine(isTimeZone, am.zoneInvalid),
    weekly: z.array(weeklyWindowSchema).max(WINDOWS_A_DAY * 7, am.tooManyWindows),
  })
  .superRefine((v, ctx) => {
    // Each weekday's windows together (availability-rules.ts), reported on the first of that day's.
    for (let day = 0; day < 7; day++) {
      const at = v.weekly.findIndex((w) => w.weekday === day);
      if (at < 0) continue;
      const windows = v.weekly.filter((w) => w.weekday === day);
      const problem = windows.length > WINDOWS_A_DAY ? am.tooManyWindows : dayWindowsProblem(windows);
      if (problem) ctx.addIssue({ code: 'custom', path: ['weekly', at], message: problem });
    }
  });
export type WeeklyHoursBody = z.infer<typeof weeklyHoursBody>;

export const overrideParams = z.object({ date: isoDate });
/** A date's own hours; no windows means the expert does not work that date. */
export const overrideBody = z
  .object({ windows: z.array(windowSchema).max(WINDOWS_A_DAY, am.tooManyWindows) })
  .superRefine((v, ctx) => {
    const problem = dayWindowsProblem(v.windows);
    if (problem) ctx.addIssue({ code: 'custom', path: ['windows'], message: problem });
  });
export type OverrideBody = z.infer<typeof overrideBody>;

/** The days of a leave, first and last (the expert's local dates), both included. */
const leaveDays = {
  starts_on: isoDate,
  ends_on: isoDate,
};
const endsOnOrAfterStart = (v: { starts_on: string; ends_on: string }) => v.ends_on >= v.starts_on;

export const leaveBody = z
  .object({
    ...leaveDays,
    reason: optionalNullable(textField().trim().max(200)),
    /** Set after the expert has seen the affected appointments: cancel and refund them. */
    cancel_booked: z.boolean().optional().default(false),
  })
  .refine(endsOnOrAfterStart, { path: ['ends_on'], message: am.leaveEndBeforeStart });
export type LeaveBody = z.infer<typeof leaveBody>;

/** What leave over these days would cancel (asked before saving it). */
export const leavePreviewBody = z
  .object(leaveDays)
  .refine(endsOnOrAfterStart, { path: ['ends_on'], message: am.leaveEndBeforeStart });
export type LeavePreviewBody = z.infer<typeof leavePreviewBody>;

export const leaveParams = idParams;

export const affectedAppointmentSchema = z.object({
  id: z.string(),
  appointment_no: z.string(),
  starts_at: z.string(),
  patient_name: z.string(),
  status: z.string(),
});

export const leaveSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
});

export const availabilityData = z.object({
  time_zone: z.string(),
  weekly: z.array(
    weeklyWindowSchema.extend({ slot_minutes: z.number(), buffer_minutes: z.number(), weekday: z.number() }),
  ),
  overrides: z.array(
    z.object({
      date: z.string(),
      windows: z.array(windowSchema.extend({ slot_minutes: z.number(), buffer_minutes: z.number() })),
    }),
  ),
  leave: z.array(leaveSchema),
});
export type Availability = z.infer<typeof availabilityData>;

/** What saving leave answers: the leave, and the appointments it cancelled. */
export const leaveSavedData = z.object({ leave: leaveSchema, cancelled: z.array(affectedAppointmentSchema) });
/** What a 409 for leave over booked time carries: the appointments it would cancel. */
export const leaveConflictData = z.object({ affected: z.array(affectedAppointmentSchema) });

// ---------- Profile ----------

export const staffProfileData = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  profile_picture: z.string().nullable(),
  short_description: z.string(),
  description: z.string(),
  languages: z.array(z.string()),
  approaches: z.array(z.string()),
  concerns: z.array(z.string()),
});
export type StaffProfile = z.infer<typeof staffProfileData>;

export const staffProfileBody = z.object({
  short_description: textField().trim().min(1, 'Please write a one-line introduction.').max(200),
  description: textField({ multiline: true }).trim().min(1, 'Please write your bio.').max(4000),
  languages: listField(textField().trim().min(1).max(40), 'Choose at least one language.'),
  approaches: listField(textField().trim().min(1).max(80)),
  concerns: listField(textField().trim().min(1).max(80)),
  /**
   * The photo is not changed here (PUT staff/profile/photo uploads one): absent, null or the
   * current picture's address keeps it; anything else is refused.
   */
  profile_picture: optionalNullable(textField().max(300)),
});
export type StaffProfileBody = z.infer<typeof staffProfileBody>;
