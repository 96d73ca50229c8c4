import { z } from 'zod';
import { caseless, optionalNullable, textField } from '../common/fields.ts';
import { ENQUIRY_ORDERS, REVIEW_STATUSES } from './constants.ts';
import { enquiryMessages as em, reviewModerationMessages as rm } from './messages.ts';

// The console's reviews (the spec's testimonials) and contact enquiries (issue 22), under
// /api/staff/reviews (reviews.moderate) and /api/staff/enquiries (enquiries.handle).

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const booleanText = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));

// ---------- Reviews ----------

export const reviewListQuery = z.object({
  status: caseless(z.enum(REVIEW_STATUSES, { error: rm.statusInvalid })).default('pending'),
  page,
});

export const moderatedReviewSchema = z.object({
  id: z.string(),
  expert_id: z.string(),
  expert_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The patient's first name only: the moderator judges the words, not who wrote them. */
  patient_first_name: z.string(),
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
export const reviewListData = z.array(moderatedReviewSchema);

// ---------- Contact enquiries ----------

export const enquiryListQuery = z.object({
  handled: booleanText(em.handledInvalid).default(false),
  order: z.enum(ENQUIRY_ORDERS, { error: em.orderInvalid }).default('oldest'),
  page,
});

export const enquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
  handled_note: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiryListData = z.array(enquirySchema);

export const enquiryHandleBody = z.object({
  note: optionalNullable(textField({ multiline: true }).trim().max(1000, em.noteTooLong)),
});
export type EnquiryHandleBody = z.infer<typeof enquiryHandleBody>;
