import { toPaise, toRupees } from '@care/contracts/common/money';
import { EXPERT_FEE_KINDS, type ExpertFeeKind } from '@care/contracts/expert-admin/constants';
import type { StaffExpert, StaffExpertCreateBody } from '@care/contracts/expert-admin/schemas';
import type { ExpertType } from '@care/contracts/experts/constants';

// The expert form's values: fees in rupees as typed (the API takes paise), lists as arrays,
// optional texts as '' (the API takes null).

export interface ExpertFormValues {
  type: ExpertType;
  salutation: string;
  first_name: string;
  last_name: string;
  gender: string;
  pronoun: string;
  qualification: string;
  registration_no: string;
  short_description: string;
  description: string;
  practising_since: string;
  specialities: string[];
  languages: string[];
  approaches: string[];
  concerns: string[];
  /** Rupees, as typed ('' for not typed yet). */
  fees: Record<ExpertFeeKind, number | string>;
  clinic_address_line1: string;
  clinic_address_line2: string;
  clinic_city: string;
  clinic_state: string;
  clinic_country: string;
  clinic_postal_code: string;
  mobile_number: string;
  email: string;
}

export const emptyExpertValues = (): ExpertFormValues => ({
  type: 'gc',
  salutation: 'Dr.',
  first_name: '',
  last_name: '',
  gender: 'female',
  pronoun: '',
  qualification: '',
  registration_no: '',
  short_description: '',
  description: '',
  practising_since: '',
  specialities: [],
  languages: ['english'],
  approaches: [],
  concerns: [],
  fees: { tier_1_fee: '', tier_2_fee: '', self_fee: '', couple_fee: '', family_fee: '', medicine_fee: 0 },
  clinic_address_line1: '',
  clinic_address_line2: '',
  clinic_city: '',
  clinic_state: '',
  clinic_country: 'India',
  clinic_postal_code: '',
  mobile_number: '',
  email: '',
});

/** An expert as the form edits them: paise shown as rupees. */
export function valuesOfExpert(e: StaffExpert): ExpertFormValues {
  const fees = Object.fromEntries(
    EXPERT_FEE_KINDS.map((k) => [k, toRupees(e[`${k}_paise`])]),
  ) as ExpertFormValues['fees'];
  return {
    type: e.type,
    salutation: e.salutation,
    first_name: e.first_name,
    last_name: e.last_name,
    gender: e.gender,
    pronoun: e.pronoun ?? '',
    qualification: e.qualification,
    registration_no: e.registration_no,
    short_description: e.short_description,
    description: e.description,
    practising_since: e.practising_since,
    specialities: e.specialities,
    languages: e.languages,
    approaches: e.approaches,
    concerns: e.concerns,
    fees,
    clinic_address_line1: e.clinic_address_line1 ?? '',
    clinic_address_line2: e.clinic_address_line2 ?? '',
    clinic_city: e.clinic_city ?? '',
    clinic_state: e.clinic_state ?? '',
    clinic_country: e.clinic_country ?? '',
    clinic_postal_code: e.clinic_postal_code ?? '',
    mobile_number: e.mobile_number ?? '',
    email: '',
  };
}

/**
 * A typed rupee amount in paise; an empty one is absent (a required fee is refused, medicine's
 * defaults to 0) and anything not a number stays as typed, for the contract to refuse.
 */
const paiseOf = (rupees: number | string): number | string | undefined => {
  if (rupees === '') return undefined;
  const n = typeof rupees === 'number' ? rupees : Number(rupees);
  return Number.isFinite(n) ? toPaise(n) : rupees;
};

/** The request body (the create body; an edit drops `type` and `email`): fees in paise. */
export function bodyOfValues(v: ExpertFormValues): Record<keyof StaffExpertCreateBody, unknown> {
  const { fees, ...rest } = v;
  return {
    ...rest,
    pronoun: v.pronoun || null,
    email: v.email || null,
    clinic_address_line1: v.clinic_address_line1 || null,
    clinic_address_line2: v.clinic_address_line2 || null,
    clinic_city: v.clinic_city || null,
    clinic_state: v.clinic_state || null,
    clinic_country: v.clinic_country || null,
    clinic_postal_code: v.clinic_postal_code || null,
    mobile_number: v.mobile_number || null,
    tier_1_fee_paise: paiseOf(fees.tier_1_fee),
    tier_2_fee_paise: paiseOf(fees.tier_2_fee),
    self_fee_paise: paiseOf(fees.self_fee),
    couple_fee_paise: paiseOf(fees.couple_fee),
    family_fee_paise: paiseOf(fees.family_fee),
    medicine_fee_paise: paiseOf(fees.medicine_fee),
  };
}
