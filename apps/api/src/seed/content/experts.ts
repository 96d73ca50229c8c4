/**
 * Demo experts (issue 9): GC and MHC, with weekly schedules. Fixed ids so tests, the browser
 * tests and the README can name one. Languages, concerns and approaches are common-master
 * values (content/common-master.ts); fees are rupees.
 */

export interface SeedSchedule {
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  start: string;
  end: string;
  slotMinutes: number;
}

export interface SeedExpert {
  id: string;
  type: 'gc' | 'mhc';
  salutation: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | 'non-binary';
  pronoun: string;
  /**
   * Degrees and credentials as shown to patients, including a certification that is not a
   * registration (a genetic counsellor's certification by the Board of Genetic Counseling, India).
   */
  qualification: string;
  /**
   * A statutory registration, with its register: a medical council number for doctors, an RCI
   * number for RCI-recognised qualifications only (M.Phil. Clinical Psychology, Professional
   * Diploma in Clinical Psychology, M.Phil. Psychiatric Social Work...). NO_REGISTRATION for
   * everyone else, such as counselling psychologists with an M.A. or M.Sc. and genetic counsellors.
   */
  registrationNo: string;
  practisingSince: string;
  specialities: string[];
  languages: string[];
  concerns: string[];
  approaches: string[];
  fees: { tier1: number; tier2: number; self: number; couple: number; family: number; medicine: number };
  city: string;
  state: string;
  shortDescription: string;
  description: string;
  schedules: SeedSchedule[];
}

/**
 * No statutory registration. The column is NOT NULL and the contract's `registration_no` a
 * string, so the empty string stands for none; screens show no registration line for it.
 */
export const NO_REGISTRATION = '';

const weekdaysMonFri = [1, 2, 3, 4, 5];

export const DEMO_EXPERT_IDS = {
  /** MHC, Tuesdays/Thursdays/Saturdays: the browser tests book with her. */
  ananyaIyer: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1001',
  /** GC, weekdays: one of his days in the next week is fully booked (seed-experts.ts). */
  rohanMehta: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1002',
} as const;

export const expertsSeed: SeedExpert[] = [
  {
    id: DEMO_EXPERT_IDS.ananyaIyer,
    type: 'mhc',
    salutation: 'Ms.',
    firstName: 'Ananya',
    lastName: 'Iyer',
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'M.Phil. Clinical Psychology (NIMHANS)',
    registrationNo: 'RCI A45821',
    practisingSince: '2014-06-01',
    specialities: ['Clinical Psychologist', 'Perinatal Mental Health'],
    languages: ['english', 'hindi', 'tamil'],
    concerns: ['anxiety', 'perinatal-mood', 'postpartum-depression', 'panic-attacks'],
    approaches: ['cbt', 'mindfulness-based', 'act'],
    fees: { tier1: 1500, tier2: 1200, self: 1500, couple: 2200, family: 2800, medicine: 0 },
    city: 'Bengaluru',
    state: 'Karnataka',
    shortDescription: 'Helps mothers-to-be and new parents with anxiety, low mood and the weeks after birth.',
    description:
      'Ananya has worked with women and families through pregnancy, birth and the first year for over a decade. Her sessions are calm and practical: she uses CBT and mindfulness to help with worry, panic and low mood, and works alongside obstetricians when medication needs a second opinion.',
    schedules: [{ weekdays: [2, 4, 6], start: '10:00', end: '13:00', slotMinutes: 45 }],
  },
  {
    id: DEMO_EXPERT_IDS.rohanMehta,
    type: 'gc',
    salutation: 'Dr.',
    firstName: 'Rohan',
    lastName: 'Mehta',
    gender: 'male',
    pronoun: 'He / Him',
    qualification: 'MD (Paediatrics), DM Medical Genetics',
    registrationNo: 'MMC 2009/04/1187',
    practisingSince: '2009-08-01',
    specialities: ['Medical Geneticist', 'Paediatric Genetics'],
    languages: ['english', 'hindi', 'marathi'],
    concerns: [],
    approaches: [],
    fees: { tier1: 2000, tier2: 1200, self: 2000, couple: 2000, family: 2000, medicine: 500 },
    city: 'Mumbai',
    state: 'Maharashtra',
    shortDescription: 'Genetic evaluation for children with developmental delay, and family testing.',
    description:
      'Dr Mehta leads paediatric genetic evaluation: developmental delay, congenital anomalies and suspected metabolic disorders. He explains exome and chromosomal microarray results in plain language and plans testing for parents and siblings.',
    schedules: [{ weekdays: weekdaysMonFri, start: '09:00', end: '12:00', slotMinutes: 30 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1003',
    type: 'gc',
    salutation: 'Dr.',
    firstName: 'Kavitha',
    lastName: 'Raghunathan',
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'MS (Obstetrics & Gynaecology), Fellowship in Fetal Medicine',
    registrationNo: 'TNMC 71245',
    practisingSince: '2008-03-01',
    specialities: ['Fetal Medicine Specialist', 'Prenatal Genetic Counselling'],
    languages: ['english', 'tamil', 'telugu'],
    concerns: [],
    approaches: [],
    fees: { tier1: 2500, tier2: 1500, self: 2500, couple: 2500, family: 2500, medicine: 0 },
    city: 'Chennai',
    state: 'Tamil Nadu',
    shortDescription: 'Prenatal screening results, NIPT and anomaly scans explained before decisions.',
    description:
      'Dr Raghunathan counsels couples after a high-risk screening result, an abnormal scan or a previous affected pregnancy. She walks through NIPT, CVS and amniocentesis options and what each result would and would not tell you.',
    schedules: [
      { weekdays: [1, 3, 5], start: '14:00', end: '17:00', slotMinutes: 60 },
      { weekdays: [6], start: '10:00', end: '12:00', slotMinutes: 60 },
    ],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1004',
    type: 'gc',
    salutation: 'Ms.',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'M.Sc. Genetic Counselling; Certified by the Board of Genetic Counseling, India',
    registrationNo: NO_REGISTRATION,
    practisingSince: '2016-07-01',
    specialities: ['Genetic Counsellor', 'Reproductive Genetics'],
    languages: ['english', 'marathi', 'hindi'],
    concerns: [],
    approaches: [],
    fees: { tier1: 1500, tier2: 900, self: 1500, couple: 1500, family: 1500, medicine: 0 },
    city: 'Pune',
    state: 'Maharashtra',
    shortDescription: 'Carrier screening, recurrent pregnancy loss and planning a pregnancy.',
    description:
      'Sneha helps couples planning a pregnancy understand carrier screening and family history, and supports those who have had recurrent losses to decide which tests are worth doing.',
    schedules: [{ weekdays: [1, 2, 4], start: '16:00', end: '19:00', slotMinutes: 45 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1005',
    type: 'gc',
    salutation: 'Dr.',
    firstName: 'Arjun',
    lastName: 'Nair',
    gender: 'male',
    pronoun: 'He / Him',
    qualification: 'MD, DM (Medical Oncology), Cancer Genetics',
    registrationNo: 'KMC 52318',
    practisingSince: '2011-01-01',
    specialities: ['Cancer Genetics', 'Hereditary Cancer Risk'],
    languages: ['english', 'malayalam', 'kannada'],
    concerns: [],
    approaches: [],
    fees: { tier1: 2500, tier2: 1500, self: 2500, couple: 2500, family: 2500, medicine: 700 },
    city: 'Kochi',
    state: 'Kerala',
    shortDescription: 'BRCA and hereditary cancer testing for you and your family.',
    description:
      'Dr Nair sees people with a personal or family history of breast, ovarian, colon or other cancers, explains what a BRCA or Lynch result means for screening and surgery, and helps relatives decide whether to test.',
    schedules: [{ weekdays: [2, 3, 5], start: '11:00', end: '14:00', slotMinutes: 60 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1006',
    type: 'gc',
    salutation: 'Ms.',
    firstName: 'Farah',
    lastName: 'Siddiqui',
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'M.Sc. Human Genetics; Certified by the Board of Genetic Counseling, India',
    registrationNo: NO_REGISTRATION,
    practisingSince: '2018-05-01',
    specialities: ['Genetic Counsellor', 'Newborn Screening'],
    languages: ['english', 'hindi', 'urdu'],
    concerns: [],
    approaches: [],
    fees: { tier1: 1200, tier2: 800, self: 1200, couple: 1200, family: 1200, medicine: 0 },
    city: 'Hyderabad',
    state: 'Telangana',
    shortDescription: 'Newborn screening results and what comes next for your baby.',
    description:
      'Farah follows up abnormal newborn screening results with families, explains confirmatory tests, and connects parents with paediatric specialists when a condition is confirmed.',
    schedules: [{ weekdays: [1, 3, 5, 6], start: '10:00', end: '12:30', slotMinutes: 30 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1007',
    type: 'mhc',
    salutation: 'Dr.',
    firstName: 'Vikram',
    lastName: 'Sethi',
    gender: 'male',
    pronoun: 'He / Him',
    qualification: 'MD (Psychiatry)',
    registrationNo: 'DMC 38912',
    practisingSince: '2010-09-01',
    specialities: ['Psychiatrist', 'Mood Disorders'],
    languages: ['english', 'hindi', 'punjabi'],
    concerns: ['depression', 'anxiety', 'sleep-problems', 'work-stress'],
    approaches: ['cbt', 'interpersonal'],
    fees: { tier1: 2000, tier2: 1500, self: 2000, couple: 2800, family: 3200, medicine: 600 },
    city: 'New Delhi',
    state: 'Delhi',
    shortDescription: 'Depression, anxiety and sleep, including whether medicine would help.',
    description:
      'Dr Sethi is a psychiatrist who sees adults with depression, anxiety and sleep problems. He talks through medicine honestly, including in pregnancy and breastfeeding, and works with therapists on the same plan.',
    schedules: [{ weekdays: [1, 2, 3, 4, 5], start: '18:00', end: '20:00', slotMinutes: 30 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1008',
    type: 'mhc',
    salutation: 'Ms.',
    firstName: 'Meera',
    lastName: 'Krishnan',
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'M.A. Counselling Psychology',
    registrationNo: NO_REGISTRATION,
    practisingSince: '2017-02-01',
    specialities: ['Counselling Psychologist', 'Grief and Loss'],
    languages: ['english', 'malayalam', 'tamil'],
    concerns: ['grief-and-loss', 'pregnancy-loss', 'infertility-stress', 'loneliness'],
    approaches: ['compassion-focused', 'narrative', 'person-centred'],
    fees: { tier1: 1200, tier2: 1000, self: 1200, couple: 1800, family: 2200, medicine: 0 },
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    shortDescription: 'A gentle space after pregnancy loss, infertility or the death of someone close.',
    description:
      'Meera supports people through miscarriage, stillbirth, infertility and bereavement. Her work is unhurried and compassion-focused, and she sees couples together when both partners are grieving.',
    schedules: [{ weekdays: [1, 3, 6], start: '15:00', end: '18:00', slotMinutes: 60 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1009',
    type: 'mhc',
    salutation: 'Mr.',
    firstName: 'Siddharth',
    lastName: 'Bose',
    gender: 'male',
    pronoun: 'He / Him',
    qualification: 'M.Phil. Clinical Psychology',
    registrationNo: 'RCI A47790',
    practisingSince: '2015-04-01',
    specialities: ['Clinical Psychologist', 'Trauma'],
    languages: ['english', 'bengali', 'hindi'],
    concerns: ['trauma', 'anxiety', 'anger', 'panic-attacks'],
    approaches: ['emdr', 'trauma-informed', 'dbt'],
    fees: { tier1: 1800, tier2: 1400, self: 1800, couple: 2500, family: 3000, medicine: 0 },
    city: 'Kolkata',
    state: 'West Bengal',
    shortDescription: 'Trauma-informed therapy for panic, anger and what happened before.',
    description:
      'Siddharth works with adults living with the effects of trauma, including birth trauma. He uses EMDR and DBT skills and paces the work so that sessions feel safe.',
    schedules: [{ weekdays: [2, 4], start: '17:00', end: '20:00', slotMinutes: 45 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1010',
    type: 'mhc',
    salutation: 'Ms.',
    firstName: 'Priya',
    lastName: 'Deshpande',
    gender: 'female',
    pronoun: 'She / Her',
    qualification: 'M.Sc. Psychology, Couple & Family Therapy',
    registrationNo: NO_REGISTRATION,
    practisingSince: '2013-11-01',
    specialities: ['Couple & Family Therapist'],
    languages: ['english', 'marathi', 'gujarati'],
    concerns: ['relationship-issues', 'parenting-stress', 'stress'],
    approaches: ['couple-and-family', 'solution-focused'],
    fees: { tier1: 1600, tier2: 1300, self: 1600, couple: 2400, family: 3000, medicine: 0 },
    city: 'Ahmedabad',
    state: 'Gujarat',
    shortDescription: 'Couples and families finding their footing, especially around a new baby.',
    description:
      'Priya sees couples and families through the strain of infertility treatment, a new baby or a child’s diagnosis, and helps each person be heard.',
    schedules: [{ weekdays: [0, 6], start: '10:00', end: '14:00', slotMinutes: 60 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1011',
    type: 'mhc',
    salutation: 'Mx.',
    firstName: 'Aarav',
    lastName: 'Kapoor',
    gender: 'non-binary',
    pronoun: 'They / Them',
    qualification: 'M.Sc. Counselling Psychology',
    registrationNo: NO_REGISTRATION,
    practisingSince: '2019-01-01',
    specialities: ['Counselling Psychologist', 'Queer-affirmative Therapy'],
    languages: ['english', 'hindi'],
    concerns: ['lgbtqia-affirmative', 'self-esteem', 'body-image', 'depression'],
    approaches: ['queer-affirmative', 'act', 'person-centred'],
    fees: { tier1: 1400, tier2: 1100, self: 1400, couple: 2000, family: 2400, medicine: 0 },
    city: 'Bengaluru',
    state: 'Karnataka',
    shortDescription: 'Queer-affirmative therapy for identity, self-worth and low mood.',
    description:
      'Aarav offers an affirming space for LGBTQIA+ people and their families, working on identity, self-esteem and depression with ACT and person-centred therapy.',
    schedules: [{ weekdays: [1, 2, 3, 4, 5], start: '12:00', end: '14:00', slotMinutes: 30 }],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1012',
    type: 'mhc',
    salutation: 'Dr.',
    firstName: 'Lakshmi',
    lastName: 'Venkatesh',
    gender: 'female',
    pronoun: 'She / Her',
    qualification:
      'M.Phil. Clinical Psychology, Ph.D. Clinical Psychology, Perinatal Mental Health Certificate',
    registrationNo: 'RCI A40157',
    practisingSince: '2007-06-01',
    specialities: ['Clinical Psychologist', 'Perinatal Mental Health'],
    languages: ['english', 'kannada', 'telugu', 'tamil'],
    concerns: ['postpartum-depression', 'perinatal-mood', 'anxiety', 'coping-with-a-diagnosis'],
    approaches: ['cbt', 'psychodynamic', 'compassion-focused'],
    fees: { tier1: 2200, tier2: 1800, self: 2200, couple: 3000, family: 3500, medicine: 0 },
    city: 'Mysuru',
    state: 'Karnataka',
    shortDescription: 'Postpartum depression and anxiety, and coping with a baby’s diagnosis.',
    description:
      'Dr Venkatesh has specialised in perinatal mental health for nearly twenty years: postpartum depression, birth anxiety, and parents adjusting to a child’s genetic or medical diagnosis.',
    schedules: [
      { weekdays: [1, 3], start: '09:30', end: '12:30', slotMinutes: 45 },
      { weekdays: [5], start: '15:00', end: '17:15', slotMinutes: 45 },
    ],
  },
  {
    id: '7a1c0e52-3f1d-4f0b-9b61-5a0e8d2c1013',
    type: 'mhc',
    salutation: 'Mr.',
    firstName: 'Imran',
    lastName: 'Qureshi',
    gender: 'male',
    pronoun: 'He / Him',
    qualification: 'M.A. Psychology, Diploma in Mindfulness',
    registrationNo: NO_REGISTRATION,
    practisingSince: '2020-03-01',
    specialities: ['Counselling Psychologist', 'Stress and Burnout'],
    languages: ['english', 'hindi', 'urdu', 'odia'],
    concerns: ['stress', 'work-stress', 'sleep-problems', 'loneliness'],
    approaches: ['mindfulness-based', 'solution-focused'],
    fees: { tier1: 1000, tier2: 800, self: 1000, couple: 1600, family: 2000, medicine: 0 },
    city: 'Bhubaneswar',
    state: 'Odisha',
    shortDescription: 'Stress, burnout and sleep: small, practical changes that last.',
    description:
      'Imran helps working parents and carers with stress, burnout and sleep, using mindfulness and solution-focused sessions that end with one thing to try before next time.',
    schedules: [{ weekdays: [2, 3, 4, 5, 6], start: '19:00', end: '21:00', slotMinutes: 60 }],
  },
];
