import { z } from 'zod';
import { EMAIL_PATTERN, NAME_LETTERS_SPACES_PATTERN, PHONE_PATTERN } from '../common/constants.ts';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { GIFT_CONSULTATION_TYPES, GIFT_MESSAGE_MAX, GIFT_PAGE_SIZE, GIFT_VALUES } from './constants.ts';
import { giftMessages as g } from './messages.ts';

// The answers (Coupon History, a created gift) live in answers.ts, in zod/mini for the first paint.
export * from './answers.ts';

const name = () =>
  textField({ error: g.required })
    .trim()
    .min(1, g.required)
    .max(30, g.nameInvalid)
    .regex(NAME_LETTERS_SPACES_PATTERN, g.nameInvalid);
const phone = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    textField({ error: g.phoneRequired })
      .min(1, g.phoneRequired)
      .max(10, g.phoneInvalid)
      .regex(PHONE_PATTERN, g.phoneInvalid),
  );
const email = () =>
  textField({ error: g.required })
    .trim()
    .min(1, g.required)
    .max(254, g.emailInvalid)
    .regex(EMAIL_PATTERN, g.emailInvalid)
    .transform((v) => v.toLowerCase());

/**
 * `POST coupon` (spec section 3's creation payload). The value must be one of the dropdown's;
 * the sender is the signed-in patient (the form shows their details read-only).
 */
export const giftCreateSchema = z.object({
  discount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: g.valueInvalid })
      .refine((v) => (GIFT_VALUES as readonly number[]).includes(v), g.valueInvalid),
  ),
  consolation_type: caseless(z.enum(GIFT_CONSULTATION_TYPES, { error: g.typeRequired })),
  some_one_else: z.boolean().optional(),
  first_name: name(),
  last_name: name(),
  phone: phone(),
  email: email(),
  pMessage: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    textField({ multiline: true }).trim().max(GIFT_MESSAGE_MAX, g.messageTooLong),
  ),
});
export type GiftCreate = z.infer<typeof giftCreateSchema>;

/** The gift form as the web shows it: the sender's details too (read-only, spec section 5). */
export const giftFormSchema = giftCreateSchema.extend({
  sender_name: name(),
  sender_phone: phone(),
  sender_email: email(),
});

/** `GET coupon?page&records`. */
export const giftListQuery = z.object(pagingFields(GIFT_PAGE_SIZE));
