import { giftMessages as g } from '@care/contracts/gifts/messages';
import type { GiftCreate } from '@care/contracts/gifts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { newGiftCode } from './gift-code.ts';
import { findGift, insertGift, insertGiftOrder } from './repository.ts';

type GiftDeps = Pick<Deps, 'db' | 'payments' | 'config' | 'sms'>;

/**
 * A gift bought: its coupon (inactive), then the provider's order for its value. The price is
 * the value chosen from the dropdown; nothing else the client sends sets it.
 */
export async function createGift(deps: GiftDeps, purchaserId: string, body: GiftCreate) {
  let coupon = null;
  for (let attempt = 0; attempt < 3 && !coupon; attempt += 1) {
    coupon = await insertGift(deps.db, {
      purchaserId,
      code: newGiftCode(),
      value: body.discount,
      consultationType: body.consolation_type,
      recipient: {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        email: body.email,
      },
      message: body.pMessage,
    });
  }
  if (!coupon) throw new AppError(500, g.failed);
  const amount = body.discount * 100;
  let order: { id: string };
  try {
    order = await deps.payments.createOrder({
      amount,
      receipt: coupon.code,
      notes: { gift_coupon_id: coupon.id },
    });
  } catch {
    throw new AppError(502, g.paymentStart);
  }
  await insertGiftOrder(deps.db, coupon.id, deps.payments.kind, order.id, amount);
  return {
    code: coupon.code,
    discount: body.discount,
    razorpayRes: { id: order.id, amount, currency: 'INR' },
  };
}

/**
 * The recipient's text once the gift is paid: who it is from, the code, the sender's own words
 * and until when. Sent after the transaction that activated the gift, so it goes once; a failed
 * send is logged (the sender still sees the code in Coupon History and can pass it on).
 */
export async function announceGift(deps: GiftDeps, log: FastifyBaseLogger, couponId: string) {
  try {
    const row = await findGift(deps.db, couponId);
    if (!row) return;
    const until = row.coupon.expiresAt?.toISOString().slice(0, 10).split('-').reverse().join('-') ?? '';
    const base = deps.config.PUBLIC_URL?.replace(/\/+$/, '');
    const message = row.gift.message ? ` Their message: "${row.gift.message}"` : '';
    const where = base ? ` at ${base}/consultation` : ' in the app';
    await deps.sms.send(
      row.gift.recipientPhone,
      `${deps.config.BRAND_NAME}: ${row.sender.firstName} ${row.sender.lastName} has gifted you a consultation worth Rs ${row.gift.value}. Your code: ${row.coupon.code}, valid until ${until}. Use it when you book${where}.${message}`,
    );
  } catch (err) {
    log.error({ err, coupon: couponId }, 'gift text failed');
  }
}
