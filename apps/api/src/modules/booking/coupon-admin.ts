import { and, desc, eq, inArray, lte, notExists } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { bookings, couponRedemptions, coupons, giftCoupons } from '../../db/schema/index.ts';
import type { CouponRow } from './repository.ts';

// Coupons as operations manage them (issue 22): the list with its uses, limits and expiry
// changed, paused and resumed. Every change is one conditional UPDATE on the row (or a row lock
// for a before/after), so two operators at once give one clear outcome; the rules patients meet
// at booking (service.ts usableCoupon, redeemCoupon) read the same columns.

/**
 * The coupons operations made, newest first: not gifts' (a gift's coupon is the gift's, and
 * gifts would crowd the list out), read by the gift table's key alone.
 */
export function operatorCoupons(conn: Conn, limit: number): Promise<CouponRow[]> {
  return conn
    .select()
    .from(coupons)
    .where(
      notExists(
        conn
          .select({ id: giftCoupons.couponId })
          .from(giftCoupons)
          .where(eq(giftCoupons.couponId, coupons.id)),
      ),
    )
    .orderBy(desc(coupons.createdAt))
    .limit(limit);
}

export interface CouponUse {
  couponId: string;
  bookingId: string;
  appointmentNo: string;
  usedAt: Date;
}

/** The coupons' uses (a use given back by an expired booking is gone), newest first, at most `limit`. */
export function usesOfCoupons(conn: Conn, couponIds: string[], limit = 5000): Promise<CouponUse[]> {
  if (couponIds.length === 0) return Promise.resolve([]);
  return conn
    .select({
      couponId: couponRedemptions.couponId,
      bookingId: couponRedemptions.bookingId,
      appointmentNo: bookings.appointmentNo,
      usedAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .where(inArray(couponRedemptions.couponId, couponIds))
    .orderBy(desc(couponRedemptions.createdAt))
    .limit(limit);
}

/** The coupon, locked for the rest of the transaction (a change's before). */
export async function lockCoupon(tx: Tx, id: string): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row ?? null;
}

/**
 * Limits, expiry, description: a new maximum never below the uses so far (checked in the
 * UPDATE's WHERE, against the count as it is). Null when that check refused.
 */
export async function updateCouponLimits(
  tx: Tx,
  id: string,
  patch: Partial<Pick<CouponRow, 'maxRedemptions' | 'oncePerPatient' | 'expiresAt' | 'description'>>,
): Promise<CouponRow | null> {
  const max = patch.maxRedemptions;
  const [row] = await tx
    .update(coupons)
    .set(patch)
    .where(
      and(eq(coupons.id, id), max === undefined || max === null ? undefined : lte(coupons.redemptions, max)),
    )
    .returning();
  return row ?? null;
}

/** Paused (inactive) or active again: only from the other state, so each move happens once. */
export async function setCouponActive(tx: Tx, id: string, active: boolean): Promise<CouponRow | null> {
  const [row] = await tx
    .update(coupons)
    .set({ active })
    .where(and(eq(coupons.id, id), eq(coupons.active, !active)))
    .returning();
  return row ?? null;
}

/** Is this coupon used up (for the console's list)? */
export const usedUp = (c: CouponRow) => c.maxRedemptions !== null && c.redemptions >= c.maxRedemptions;
