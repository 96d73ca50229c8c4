import { toRupees } from '@care/contracts/common/money';
import type { GiftCoupon } from '@care/contracts/gifts/schemas';
import type { purchasedGifts } from './repository.ts';

type Row = Awaited<ReturnType<typeof purchasedGifts>>[number];

/** The spec's Gift coupon: 'Used' once redeemed by a booking; 'Expired' after its year. */
export function presentGift({ gift, coupon }: Row, now: Date): GiftCoupon {
  const used = coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions;
  const expired = coupon.expiresAt !== null && coupon.expiresAt.getTime() <= now.getTime();
  return {
    _id: coupon.id,
    code: coupon.code,
    discount: toRupees(gift.value),
    used: used ? 'Used' : 'Not Used',
    Expired: expired ? 'Expired' : null,
    consolation_type: gift.consultationType as 'gc' | 'mhc',
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    createdAt: gift.createdAt.toISOString(),
    patient_id: {
      name: { firstName: gift.recipientFirstName, lastName: gift.recipientLastName },
      phone: gift.recipientPhone,
      email: gift.recipientEmail,
    },
  };
}
