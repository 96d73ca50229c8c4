/** The lab tests feature's query keys; a booking invalidates `bookings`, an address `addresses`. */
export const labTestQueryKeys = {
  all: ['lab-tests'] as const,
  list: (search: string, category: string) => ['lab-tests', 'list', search, category] as const,
  bookings: ['lab-tests', 'bookings'] as const,
  addresses: ['lab-tests', 'addresses'] as const,
};
