// Complete intake forms of both variants, for tests (contracts, API, browser).

export const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001';

export const goodGc = {
  book_appointment_id: ID,
  consultation_type: 'gc',
  firstName: 'Meera',
  lastName: 'Rao',
  age: 31,
  gender: 'Woman',
  referred_by: 'Dr. Lata Rao, Sunrise Clinic',
  phone: '9812345678',
  email: 'meera.rao@example.com',
  city: 'Pune',
  referral_reason: 'Raised risk on the first-trimester screen.',
  previous_consultation_ddone_at_lilac: 'No',
  previous_tests_done: 'Yes',
  first_followup: 'First',
  appropriate_option: 'Obstetric/ Prenatal',
};

export const goodMhc = {
  book_appointment_id: ID,
  consultation_type: 'mhc',
  name: 'Meera Rao',
  phone: '9812345678',
  emergency_contact: 'Arjun Rao, husband, 9876501234',
  city: 'Pune',
  referred_by: 'Self',
  dob: '15-03-1993',
  age: 33,
  gender: 'Woman',
  pronouns: 'She / Her',
  sexual_orientation: 'Heterosexual',
  marital_status: 'Married',
  employed: 'Yes',
  home_maker: 'No',
  previously_taken_health_services: 'No',
  psychiatric_medication: 'No',
  mental_illness_in_family: 'No',
  current_physical_health: 'Good',
  current_sleeping_habits: 'Unsatisfactory',
  current_eating_habits: 'Satisfactory',
  experiencing_overwhelming_saddness_grief_or_depression: 'Yes',
  how_long_experiencing_overwhelming_saddness_grief_or_depression: 'Since the birth, about four months',
  experiencing_anxiet_panic_attacks: 'No',
  experiencing_anxiet_panic_attacks_when_started: 'left over from an earlier answer',
  drink_alcohol: 'No',
  recreational_drug_use: 'Never',
  significant_life_changes: 'A baby in July; moved cities.',
  expectations_from_therapy: 'To sleep again and feel like myself.',
};

/** The MHC form as the web sends it: the spec's fields (goodMhc is what the apps send) and ours. */
export const goodMhcWithOurs = {
  ...goodMhc,
  pregnant_or_baby_in_last_12_months: 'Yes',
  thoughts_of_harming_self_or_baby: 'Never',
};
