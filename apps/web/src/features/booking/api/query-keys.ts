/** The booking feature's query keys. */
export const bookingQueryKeys = {
  slots: (doctorId: string, date: string) => ['slots', doctorId, date] as const,
  slotsOf: (doctorId: string) => ['slots', doctorId] as const,
  terms: (type: 'gc' | 'mhc') => ['page', 'tnc', type] as const,
  byDoctor: (doctorId: string, isHistory: boolean) =>
    ['bookings-by-doctor', doctorId, isHistory ? 'past' : 'upcoming'] as const,
  familyMembers: ['family-members'] as const,
  payment: (bookingId: string) => ['appointment-payment', bookingId] as const,
};
