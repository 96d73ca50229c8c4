/**
 * Sample testimonials. The spec has the home show hard-coded sample data only (the testimonial
 * list call's answer is ignored), so these are illustrative, not real patients.
 */
export interface Testimonial {
  firstName: string;
  city: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
  /** What the patient came for, shown under the name. */
  service: string;
}

export const testimonials: Testimonial[] = [
  {
    firstName: 'Meera',
    city: 'Pune',
    rating: 5,
    service: 'Pregnancy tracker',
    quote:
      'Reading what was happening with my baby each week calmed me down so much. My mother-in-law and I read the highlights together every Sunday.',
  },
  {
    firstName: 'Arjun',
    city: 'Hyderabad',
    rating: 5,
    service: 'Genetic counselling',
    quote:
      'Our counsellor explained the test report in simple words and answered every question my wife and I had, without any hurry. We finally understood our options.',
  },
  {
    firstName: 'Farah',
    city: 'Lucknow',
    rating: 4,
    service: 'Mental-health counselling',
    quote:
      'After my daughter was born I felt low and did not know whom to tell. Talking to a counsellor from home, in Hindi, made it easy to ask for help.',
  },
  {
    firstName: 'Lakshmi',
    city: 'Chennai',
    rating: 5,
    service: 'Lab test booking',
    quote:
      'Booking the test took two minutes and the report was on my phone the next day. The doctor consultation after that was very reassuring.',
  },
];
