// Lab tests. Quoted strings are the spec's words (sections 4 and 8); the rest are ours.

export const labTestMessages = {
  saveFailed: 'There was an error saving this data',
  // ours
  list: 'Tests.',
  categoryInvalid: 'Please choose a test category from the list.',
  searchTooLong: 'Please search with fewer than 100 characters.',
  testRequired: 'Please choose a test.',
  notFound: 'Test not found.',
  booked: 'Your test is booked.',
  alreadyBooked: 'You have already booked this test. You can see it under My test bookings.',
  myBookings: 'Your test bookings.',
  noTests: 'No tests match your search.',
  noBookings: 'You have not booked a test yet.',
} as const;
