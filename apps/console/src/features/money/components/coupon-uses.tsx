import { Text } from '@mantine/core';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import type { StaffCoupon } from '../api/coupons';

const SHOWN = 5;

/** A coupon's latest uses: the appointment and when. */
export function CouponUses({ coupon }: { coupon: StaffCoupon }) {
  if (coupon.uses.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Not used yet
      </Text>
    );
  const more = coupon.uses.length - SHOWN;
  return (
    <Text component="ul" fz="sm" m={0} pl="md" aria-label={`Uses of ${coupon.code}`}>
      {coupon.uses.slice(0, SHOWN).map((u) => (
        <li key={u.booking_id}>
          {u.appointment_no} · {dayMonthYearTimeIst(u.used_at)}
        </li>
      ))}
      {more > 0 && <li>and {more} more</li>}
    </Text>
  );
}
