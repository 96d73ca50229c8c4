// The provider's side (issue 21): staff accounts, their roles and what each role may do. The
// table below is the one place a permission is granted: every staff route declares the
// permission it needs (apps/api staffScope) and the console hides what a role may not do.

export const STAFF_ROLES = ['expert', 'operations', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How each role is named to a patient ("Ms. Meera Krishnan, your counsellor, …"). */
export const STAFF_ROLE_TO_PATIENT: Record<StaffRole, string> = {
  expert: 'your counsellor',
  operations: 'our care team',
  admin: 'our administrator',
};

export const STAFF_PERMISSIONS = [
  // Accounts
  'staff.invite',
  'staff.manage',
  // An expert's own day
  'schedule.read_own',
  'availability.edit_own',
  'consultation.read_intake',
  'consultation.read_reports',
  'consultation.join',
  'consultation.mark_no_show',
  'consultation.write_notes',
  'consultation.write_report',
  'profile.edit_own',
  // Oversight
  'access_log.search',
  'audit.search',
  // Operations (issue 22): the lab, the catalogue, experts, money, reviews, enquiries, content
  'lab.run',
  'lab.catalogue',
  'experts.manage',
  'coupons.manage',
  'gifts.read',
  'payments.read',
  'payments.refund',
  'reviews.moderate',
  'enquiries.handle',
  'content.edit',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Which role may do what. An admin runs accounts and reads the access and audit logs but does not
 * read patients' clinical data (no consultation.* here): least privilege, as DPDP asks of a data
 * fiduciary. Operations runs the lab, the catalogue, experts' profiles and fees, money, reviews,
 * enquiries and content, and never reads consultation notes or intake forms; experts never
 * touch money (no payments.* for them).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  expert: [
    'schedule.read_own',
    'availability.edit_own',
    'consultation.read_intake',
    'consultation.read_reports',
    'consultation.join',
    'consultation.mark_no_show',
    'consultation.write_notes',
    'consultation.write_report',
    'profile.edit_own',
  ],
  operations: [
    'lab.run',
    'lab.catalogue',
    'experts.manage',
    'coupons.manage',
    'gifts.read',
    'payments.read',
    'payments.refund',
    'reviews.moderate',
    'enquiries.handle',
    'content.edit',
  ],
  admin: ['staff.invite', 'staff.manage', 'access_log.search', 'audit.search'],
};

export const can = (role: StaffRole, permission: StaffPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** An invite link lives three days and opens once. */
export const STAFF_INVITE_HOURS = 72;
/** A staff session lasts a working day; the console signs in again after it. */
export const STAFF_SESSION_HOURS = 12;
/** Staff passwords: longer than patients' (they open many patients' records). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
/** TOTP (RFC 6238): 6 digits, 30-second steps, one step of drift either way. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Care Console';

/** What a staff read of a patient's data was (the access log's `what`). */
export const ACCESS_SUBJECTS = ['intake_form', 'report_file', 'contact_details'] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];

/** The access log's title for a read of the intake form. */
export const INTAKE_FORM_TITLE = 'Intake form';

/** How the patient's access history words each subject. */
export const ACCESS_SUBJECT_TO_PATIENT: Record<AccessSubject, string> = {
  intake_form: 'opened your intake form',
  report_file: 'opened a report',
  contact_details: 'viewed your contact details',
};

/** A staff read as the patient's access history words it: "Ms. Meera Krishnan, your counsellor, opened your intake form". */
export const staffReadText = (name: string, role: StaffRole, what: AccessSubject): string =>
  `${name}, ${STAFF_ROLE_TO_PATIENT[role]}, ${ACCESS_SUBJECT_TO_PATIENT[what]}`;

/** The patient's own read of one of their files, in the same history. */
export const OWN_READ_TEXT = 'You opened this report';

/** The schedule answers at most this many days at once (from and to included). */
export const SCHEDULE_RANGE_DAYS_MAX = 31;

/**
 * A confirmed appointment may be marked a no-show once its joining window has closed: this many
 * minutes after the start with no patient in the room (before, the patient may still be
 * joining late; after the end the lifecycle settles it by itself).
 */
export const NO_SHOW_AFTER_MINUTES = 10;

/** The access log is kept a year (DPDP Rules 2025, rule 6), then deleted by a daily job. */
export const ACCESS_LOG_RETENTION_DAYS = 365;

// Availability (an expert's hours), in the expert's own IANA zone.
export const SLOT_MINUTES_CHOICES = [15, 20, 30, 45, 60, 90] as const;
export const BUFFER_MINUTES_MAX = 60;
/** Leave may be set this far ahead. */
export const LEAVE_DAYS_AHEAD_MAX = 365;

// The expert's photo, uploaded from the console: what may be sent, and what patients are shown.
/** The pictures a photo may be sent as (the bytes are checked too, not only this label). */
export const EXPERT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ExpertPhotoType = (typeof EXPERT_PHOTO_TYPES)[number];
/** A phone camera's photo fits; the stored copy is far smaller. */
export const EXPERT_PHOTO_MAX_MB = 8;
export const EXPERT_PHOTO_MAX_BYTES = EXPERT_PHOTO_MAX_MB * 1024 * 1024;
/** The smallest width and height accepted: a portrait is shown up to 112 px wide (224 on a 2x screen). */
export const EXPERT_PHOTO_MIN_PIXELS = 200;
/** Larger pictures are refused before they are decoded (a phone's usual photo is 12 MP). */
export const EXPERT_PHOTO_MAX_MEGAPIXELS = 40;
/** Every photo is kept as a square JPEG this many pixels on a side, cropped to its centre. */
export const EXPERT_PHOTO_PIXELS = 480;

/**
 * The audit log (issue 22): every staff change, with who, when, before and after; append-only
 * (migration 0022's trigger). What was changed, by kind.
 */
export const AUDIT_SUBJECTS = [
  'lab_booking',
  'lab_test',
  'expert',
  'coupon',
  'payment',
  'refund',
  'review',
  'enquiry',
  'article',
  'quick_support',
  'staff_account',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_SUBJECT_LABELS: Record<AuditSubject, string> = {
  lab_booking: 'Lab booking',
  lab_test: 'Lab test',
  expert: 'Expert',
  coupon: 'Coupon',
  payment: 'Payment',
  refund: 'Refund',
  review: 'Review',
  enquiry: 'Enquiry',
  article: 'Article',
  quick_support: 'Quick-support answer',
  staff_account: 'Staff account',
};
