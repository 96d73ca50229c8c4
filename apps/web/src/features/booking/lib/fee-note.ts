import { CONSULTATIONS, FEE_TYPES } from '@care/contracts/booking/constants';
import { sessionLengthText } from '@care/contracts/booking/policy';
import { feeOf } from '@care/contracts/booking/rules';
import { formatRupees } from '@care/contracts/common/money';
import type { Doctor } from '@care/contracts/experts/schemas';

/**
 * What a slot costs and lasts, shown by Book (issue 19): '45 min · ₹1,500', or '45 min · from
 * ₹1,200' when the fee depends on a choice made on the form (first or follow-up; self, couple or
 * family), each priced by the fee rule the API charges by.
 */
export function feeNote(doctor: Doctor, minutes: number | null): string {
  const type = doctor.type as 'gc' | 'mhc';
  const choices =
    type === 'gc'
      ? CONSULTATIONS.map((consultation) => ({ consultation }))
      : FEE_TYPES.map((feeType) => ({ feeType }));
  const fees = choices.map((c) => feeOf(doctor, type, c)).filter((f): f is number => f !== null);
  const lowest = Math.min(...fees);
  const fee = `${new Set(fees).size > 1 ? 'from ' : ''}${formatRupees(lowest)}`;
  return minutes ? `${sessionLengthText(minutes)} · ${fee}` : fee;
}
