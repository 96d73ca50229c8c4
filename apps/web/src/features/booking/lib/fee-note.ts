import { sessionLengthText } from '@care/contracts/booking/policy';
import { lowestFeeOf } from '@care/contracts/booking/rules';
import { formatRupees } from '@care/contracts/common/money';
import type { Doctor } from '@care/contracts/experts/schemas';

/**
 * What a slot costs and lasts, shown by Book (issue 19): '45 min · ₹1,500', or '45 min · from
 * ₹1,500' when the expert's fees differ by the choice made on the form (the fee rule's lowest
 * fee, as the expert list shows it).
 */
export function feeNote(doctor: Doctor, minutes: number | null): string {
  const type = doctor.type as 'gc' | 'mhc';
  const fees =
    type === 'gc'
      ? [doctor.tier_1_fee, doctor.tier_2_fee]
      : [doctor.self_fee, doctor.couple_fee, doctor.family_fee];
  const from = new Set(fees).size > 1 ? 'from ' : '';
  const fee = `${from}${formatRupees(lowestFeeOf(doctor, type))}`;
  return minutes ? `${sessionLengthText(minutes)} · ${fee}` : fee;
}
