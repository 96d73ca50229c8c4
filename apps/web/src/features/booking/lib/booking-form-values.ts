import type { Consultation, FeeType } from '@care/contracts/booking/constants';
import { feeOf } from '@care/contracts/booking/rules';
import type { FamilyMember } from '@care/contracts/booking/schemas';
import type { Doctor } from '@care/contracts/experts/schemas';
import type { Gender } from '@care/contracts/patient/constants';
import type { StoredPatient } from '@/lib/session';

/** The booking form's own fields (spec section 5); the slot, type and terms id come from the page. */
export interface BookingFormValues {
  some_one_else: boolean;
  full_name: string;
  gender: Gender | '';
  dob: string | null;
  email: string;
  phone: string;
  fee_type: FeeType | '';
  is_this_your_first_consultation: Consultation | '';
  referred_by: 'self' | 'doctor' | '';
  referred_by_doctor: string;
  referred_by_clinic_or_hospital: string;
  is_accepted_my_age_is_18_and_above: boolean;
  is_accepted_tnc: boolean;
  coupon_code: string;
}

/** Who the booking is for: the signed-in patient's details, or blank for someone else. */
export function personFields(
  someOneElse: boolean,
  patient: StoredPatient | null,
): Pick<BookingFormValues, 'full_name' | 'gender' | 'dob' | 'email' | 'phone'> {
  if (someOneElse || !patient) return { full_name: '', gender: '', dob: null, email: '', phone: '' };
  const gender = patient.gender as Gender | null;
  return {
    full_name: `${patient.name.firstName} ${patient.name.lastName}`.trim(),
    gender: gender ?? '',
    dob: patient.dob,
    email: patient.email ?? '',
    phone: patient.phone,
  };
}

/** The fields of someone booked for before (a field the server did not keep stays blank). */
export function familyMemberFields(
  person: FamilyMember,
): Pick<BookingFormValues, 'full_name' | 'gender' | 'dob' | 'email' | 'phone'> {
  return {
    full_name: person.full_name,
    gender: (person.gender as Gender | null) ?? '',
    dob: person.dob,
    email: person.email ?? '',
    phone: person.phone ?? '',
  };
}

export function initialBookingValues(patient: StoredPatient | null): BookingFormValues {
  return {
    some_one_else: false,
    ...personFields(false, patient),
    fee_type: '',
    is_this_your_first_consultation: '',
    referred_by: 'self',
    referred_by_doctor: '',
    referred_by_clinic_or_hospital: '',
    is_accepted_my_age_is_18_and_above: false,
    is_accepted_tnc: false,
    coupon_code: '',
  };
}

/**
 * The fee of the chosen consultation, in rupees, as the expert's profile lists it (null until
 * chosen). Only a preview: the server prices the booking itself.
 */
export function feeOfChoice(
  doctor: Doctor,
  v: Pick<BookingFormValues, 'fee_type' | 'is_this_your_first_consultation'>,
) {
  // The rule the server charges by (contracts/booking/rules.ts).
  return feeOf(doctor, doctor.type, {
    feeType: v.fee_type || null,
    consultation: v.is_this_your_first_consultation || null,
  });
}
