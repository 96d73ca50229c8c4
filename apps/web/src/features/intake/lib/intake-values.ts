import type { IntakeDetail } from '@care/contracts/intake/schemas';

type Person = NonNullable<IntakeDetail['result']>['patient_id'];

/** The account's gender as the intake form's options name it (spec: Man, Woman, Intersex). */
export function intakeGender(gender: string): string {
  return gender === 'female' ? 'Woman' : gender === 'male' ? 'Man' : '';
}

/** Whole years from a YYYY-MM-DD birth date to today, or '' when unknown. */
export function ageFrom(dob: string | null, today: Date = new Date()): number | '' {
  if (!dob) return '';
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age >= 1 && age <= 100 ? age : '';
}

/** YYYY-MM-DD as the MHC form sends it: DD-MM-YYYY (spec section 3). */
export function ddmmyyyy(iso: string | null): string {
  return iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '';
}

export function gcInitialValues(p: Person) {
  return {
    firstName: p.name.firstName,
    lastName: p.name.lastName,
    age: ageFrom(p.dob) as number | '',
    gender: intakeGender(p.gender),
    referred_by: '',
    phone: p.phone,
    email: p.email,
    city: p.city,
    referral_reason: '',
    previous_consultation_ddone_at_lilac: '',
    previous_tests_done: '',
    first_followup: '',
    appropriate_option: '',
  };
}
export type GcValues = ReturnType<typeof gcInitialValues>;

export function mhcInitialValues(p: Person) {
  return {
    name: `${p.name.firstName} ${p.name.lastName}`.trim(),
    phone: p.phone,
    emergency_contact: '',
    city: p.city,
    referred_by: 'Self',
    /** YYYY-MM-DD while editing (the date picker's value); sent as DD-MM-YYYY. */
    dob: p.dob as string | null,
    age: ageFrom(p.dob) as number | '',
    gender: intakeGender(p.gender),
    pronouns: '',
    sexual_orientation: '',
    marital_status: '',
    employed: '',
    home_maker: '',
    previously_taken_health_services: '',
    psychiatric_medication: '',
    mental_illness_in_family: '',
    current_physical_health: '',
    current_sleeping_habits: '',
    current_eating_habits: '',
    experiencing_overwhelming_saddness_grief_or_depression: '',
    how_long_experiencing_overwhelming_saddness_grief_or_depression: '',
    experiencing_anxiet_panic_attacks: '',
    experiencing_anxiet_panic_attacks_when_started: '',
    drink_alcohol: '',
    recreational_drug_use: '',
    significant_life_changes: '',
    expectations_from_therapy: '',
    // Ours (not in the spec): required on this form, optional for the apps.
    pregnant_or_baby_in_last_12_months: '',
    thoughts_of_harming_self_or_baby: '',
  };
}
export type MhcValues = ReturnType<typeof mhcInitialValues>;
