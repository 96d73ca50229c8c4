import { GIFT_VALID_DAYS } from '@care/contracts/gifts/constants';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { giftCoupons } from '../../db/schema/index.ts';
import {
  activateCoupon,
  findCouponById,
  findCouponsByIds,
  insertCoupon,
  insertGiftOrder as insertOrder,
} from '../booking/index.ts';
import { findPatientById } from '../patient/index.ts';

// Gift rows are this module's; a gift's coupon is a coupon like any other (booking's), its
// order a payment order (payments'), its sender a patient: each is asked of its owner.

export interface NewGift {
  purchaserId: string;
  code: string;
  value: number;
  consultationType: 'gc' | 'mhc';
  recipient: { firstName: string; lastName: string; phone: string; email: string };
  message: string;
}

/**
 * The gift's coupon (flat, one use in all, for the chosen consultation type, inactive until
 * paid) and its gift row, in one transaction. Null when the code is taken (the caller draws
 * another).
 */
export async function insertGift(db: Conn, g: NewGift) {
  return db.transaction(async (tx) => {
    const coupon = await insertCoupon(tx, {
      code: g.code,
      discountType: 'flat',
      discountValue: g.value,
      maxRedemptions: 1,
      oncePerPatient: false,
      consultationType: g.consultationType,
      active: false,
      description: 'Gift session',
    });
    if (!coupon) return null;
    await tx.insert(giftCoupons).values({
      couponId: coupon.id,
      purchaserId: g.purchaserId,
      value: g.value,
      consultationType: g.consultationType,
      recipientFirstName: g.recipient.firstName,
      recipientLastName: g.recipient.lastName,
      recipientPhone: g.recipient.phone,
      recipientEmail: g.recipient.email,
      message: g.message,
    });
    return coupon;
  });
}

export async function insertGiftOrder(
  conn: Conn,
  couponId: string,
  provider: string,
  providerOrderId: string,
  amount: number,
) {
  await insertOrder(conn, couponId, { provider, providerOrderId, amount });
}

/**
 * A gift's payment captured: awaiting_payment → paid (once: the conditional UPDATE decides
 * however many events arrive), and its coupon becomes usable for a year. Null when it was
 * already paid.
 */
export async function activateGift(tx: Tx, couponId: string, now: Date) {
  const [gift] = await tx
    .update(giftCoupons)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(giftCoupons.couponId, couponId), eq(giftCoupons.status, 'awaiting_payment')))
    .returning();
  if (!gift) return null;
  await activateCoupon(tx, couponId, new Date(now.getTime() + GIFT_VALID_DAYS * 86_400_000));
  return gift;
}

/** Which of these coupons are gifts (an appointment paid with one says 'Gift', not its code). */
export async function giftCouponIdsAmong(conn: Conn, couponIds: string[]): Promise<Set<string>> {
  if (couponIds.length === 0) return new Set();
  const rows = await conn
    .select({ id: giftCoupons.couponId })
    .from(giftCoupons)
    .where(inArray(giftCoupons.couponId, couponIds));
  return new Set(rows.map((r) => r.id));
}

/** A gift with its coupon and who bought it (for the recipient's text). */
export async function findGift(conn: Conn, couponId: string) {
  const [gift] = await conn.select().from(giftCoupons).where(eq(giftCoupons.couponId, couponId));
  if (!gift) return null;
  const [coupon, sender] = await Promise.all([
    findCouponById(conn, gift.couponId),
    findPatientById(conn, gift.purchaserId),
  ]);
  if (!coupon || !sender) return null;
  return { gift, coupon, sender: { firstName: sender.firstName, lastName: sender.lastName } };
}

/** One page of the patient's paid gifts, newest first (an unpaid one never reaches the history). */
export async function purchasedGifts(
  conn: Conn,
  purchaserId: string,
  page: { limit: number; offset: number },
) {
  const gifts = await conn
    .select()
    .from(giftCoupons)
    .where(and(eq(giftCoupons.purchaserId, purchaserId), eq(giftCoupons.status, 'paid')))
    .orderBy(desc(giftCoupons.paidAt), desc(sql`${giftCoupons.createdAt}`), desc(giftCoupons.couponId))
    .limit(page.limit)
    .offset(page.offset);
  const coupons = await findCouponsByIds(
    conn,
    gifts.map((g) => g.couponId),
  );
  return gifts.flatMap((gift) => {
    const coupon = coupons.find((c) => c.id === gift.couponId);
    return coupon ? [{ gift, coupon }] : [];
  });
}
