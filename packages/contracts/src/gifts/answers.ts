// zod/mini: the answers /gifts checks (Coupon History on its first paint, a created gift),
// written with the tree-shakable API so the page does not download zod's classic API (12 KB
// gzip) to show the history. The form and request schemas stay in schemas.ts.
import { z } from 'zod/mini';
import { GIFT_CONSULTATION_TYPES } from './constants.ts';

/** `POST coupon`'s answer: the code and the provider's order (`razorpayRes.id`). */
export const giftCreatedData = z.object({
  code: z.string(),
  /** Rupees. */
  discount: z.number(),
  razorpayRes: z.object({ id: z.string(), amount: z.number(), currency: z.string() }),
});
export type GiftCreated = z.infer<typeof giftCreatedData>;

/** One gift in Coupon History (spec section 3's Gift coupon); `expires_at` and `consolation_type` are ours. */
export const giftCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  discount: z.number(),
  used: z.enum(['Used', 'Not Used']),
  Expired: z.nullable(z.string()),
  consolation_type: z.enum(GIFT_CONSULTATION_TYPES),
  expires_at: z.nullable(z.string()),
  createdAt: z.string(),
  patient_id: z.object({
    name: z.object({ firstName: z.string(), lastName: z.string() }),
    phone: z.string(),
    email: z.string(),
  }),
});
export type GiftCoupon = z.infer<typeof giftCouponSchema>;

export const giftListData = z.array(giftCouponSchema);
