import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's signature scheme: HMAC-SHA256, hex. A checkout payment signs `order_id|payment_id`
// with the key secret; a webhook signs its raw body with the webhook secret.

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

export const webhookSignature = (webhookSecret: string, rawBody: Buffer | string) =>
  createHmac('sha256', webhookSecret).update(rawBody).digest('hex');

/** Constant-time comparison of two hex signatures (false for any other length or shape). */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
