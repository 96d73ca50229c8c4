import { z } from 'zod';
import { paginationSchema } from '../common/envelope.ts';
import { caseless, emailField, fullNameField, phoneField, textField } from '../common/fields.ts';
import { EXPERT_TYPES } from '../experts/constants.ts';
import { COMMON_MASTER_SLUGS } from './constants.ts';
import { contactMessages as cm } from './messages.ts';

export { pageData } from './answers.ts';

export const contactEnquiryBody = z.object({
  name: fullNameField({ required: cm.nameRequired, invalid: cm.nameInvalid }),
  phone: phoneField({ required: cm.phoneRequired, invalid: cm.phoneInvalid }),
  email: emailField({ required: cm.emailRequired, invalid: cm.emailInvalid }),
  message: z.preprocess(
    (v) => (v == null ? '' : v),
    textField({ multiline: true }).trim().max(2000, 'Please keep the message under 2000 characters.'),
  ),
});
export type ContactEnquiryBody = z.infer<typeof contactEnquiryBody>;

export const questionAnswerSchema = z.object({
  _id: z.string(),
  question: z.string(),
  /** URL-encoded HTML, as the mobile apps expect. */
  answer: z.string(),
});

export interface QuickSupportCategory {
  _id: string;
  name: string;
  children: QuickSupportCategory[];
  quick_support_question_answer: z.infer<typeof questionAnswerSchema>[];
}

export const quickSupportCategorySchema: z.ZodType<QuickSupportCategory> = z.lazy(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    children: z.array(quickSupportCategorySchema),
    quick_support_question_answer: z.array(questionAnswerSchema),
  }),
);

export const quickSupportData = z.object({
  result: z.array(quickSupportCategorySchema),
  pagination: paginationSchema,
});

export const commonMasterQuery = z.object({
  slug: z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(caseless(z.enum(COMMON_MASTER_SLUGS))).min(1),
    )
    .optional(),
});

export const commonMasterItem = z.object({ _id: z.string(), value: z.string(), label: z.string() });
export const commonMasterData = z.record(z.string(), z.array(commonMasterItem));

export const termsQuery = z.object({
  type: caseless(z.enum(EXPERT_TYPES, { error: 'Please choose gc or mhc.' })),
});
