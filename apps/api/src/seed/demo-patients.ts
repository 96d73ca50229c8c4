import { addDays } from '@care/contracts/common/dates';

// The demo patient who can sign in, and a lab patient who has no app account yet (for
// the link-with-Patient-ID flow). Passwords are hashed when loaded.
export const demoPatient = {
  patientCode: 'P-100000',
  firstName: 'Ananya',
  lastName: 'Sharma',
  phone: '9876543210',
  email: 'demo@example.com',
  password: 'Demo@1234',
  gender: 'female',
  dob: '1994-03-14',
  city: 'Bengaluru',
  interest: ['Pregnancy & Reproductive Wellness'],
  conceiveStatus: 'Already Conceived',
  tribe: ['Anxiety Support', 'Postpartum Support'],
  /** 20 weeks before the day the data is loaded (`today`, YYYY-MM-DD). */
  lmp: (today: string) => addDays(today, -20 * 7),
} as const;

export const labPatient = {
  patientCode: 'P-100001',
  firstName: 'Priya',
  lastName: 'Nair',
  phone: '9123456780',
  email: 'priya.nair@example.com',
  gender: 'female',
  dob: '1991-08-22',
  city: 'Kochi',
} as const;

/** The demo patient's recent mood check-ins (days ago, oldest first): a mixed, believable fortnight. */
export const demoMoods: { mood: 'angry' | 'sad' | 'anxious' | 'neutral' | 'happy'; daysAgo: number }[] = [
  { mood: 'anxious', daysAgo: 13.6 },
  { mood: 'neutral', daysAgo: 12.4 },
  { mood: 'sad', daysAgo: 11.5 },
  { mood: 'anxious', daysAgo: 9.7 },
  { mood: 'neutral', daysAgo: 8.3 },
  { mood: 'happy', daysAgo: 6.6 },
  { mood: 'neutral', daysAgo: 5.4 },
  { mood: 'angry', daysAgo: 4.5 },
  { mood: 'happy', daysAgo: 2.7 },
  { mood: 'happy', daysAgo: 1.4 },
];
